import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config/env.ts';
import { REPO_ROOT } from '../src/config/paths.ts';
import { newId, stableId } from '../src/db/ids.ts';

describe('loadConfig', () => {
  it('applies the defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: null,
      logLevel: 'info',
      seedDemo: true,
      sqlitePath: path.join(REPO_ROOT, 'data/portico.sqlite'),
      overseasHosts: ['overseas.localhost'],
      requestTimeoutMs: 30000,
      bodyLimitBytes: 1048576,
    });
    expect(config.regionHosts.de).toEqual(['de.localhost']);
    expect(config.regionHosts.ru).toEqual(['ru.localhost']);
  });

  it('parses numbers, booleans and comma lists; empty means unset', () => {
    const config = loadConfig({
      PORT: '8080',
      SEED_DEMO: 'false',
      OVERSEAS_HOSTS: 'a.example, B.example ,',
      REGION_HOSTS_SG: '*.sg.example',
      DATABASE_URL: '',
      DATA_DIR: '/tmp/x',
    });
    expect(config).toMatchObject({
      port: 8080,
      seedDemo: false,
      overseasHosts: ['a.example', 'b.example'],
      databaseUrl: null,
      sqlitePath: '/tmp/x/portico.sqlite',
      uploadsDir: '/tmp/x/uploads',
    });
    expect(config.regionHosts.sg).toEqual(['*.sg.example']);
  });

  describe('SEED_DEMO (issue 9 §6: no demo accounts in a real deployment by default)', () => {
    const pg = 'postgres://postgres@127.0.0.1:5432/postgres';
    it.each([
      ['embedded SQLite in development', {}, true],
      ['embedded SQLite under test', { NODE_ENV: 'test' }, true],
      ['embedded SQLite in production', { NODE_ENV: 'production' }, false],
      ['PostgreSQL in development', { DATABASE_URL: pg }, false],
      ['PostgreSQL in production', { DATABASE_URL: pg, NODE_ENV: 'production' }, false],
      ['an empty DATABASE_URL (SQLite)', { DATABASE_URL: '' }, true],
    ])('defaults for %s', (_name, env: Record<string, string>, expected) => {
      expect(loadConfig(env).seedDemo).toBe(expected);
    });

    it('an explicit value wins everywhere', () => {
      expect(loadConfig({ DATABASE_URL: pg, SEED_DEMO: 'true' }).seedDemo).toBe(true);
      expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true' }).seedDemo).toBe(true);
      expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
      expect(() => loadConfig({ SEED_DEMO: 'maybe' })).toThrow(/SEED_DEMO/);
    });
  });

  it('rejects invalid values naming each variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', LOG_LEVEL: 'loud', DATABASE_URL: 'mysql://x' })).toThrow(
      ConfigError,
    );
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' });
    } catch (error) {
      expect((error as Error).message).toMatch(/PORT/);
      expect((error as Error).message).toMatch(/DATABASE_URL/);
    }
  });
});

describe('proxies and Redis (issue 9 §4)', () => {
  it('trusts no proxy by default; TRUST_PROXY=true is one hop; TRUST_PROXY_HOPS wins', () => {
    expect(loadConfig({}).trustProxyHops).toBe(0);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxyHops).toBe(1);
    expect(loadConfig({ TRUST_PROXY_HOPS: '2' }).trustProxyHops).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'true', TRUST_PROXY_HOPS: '0' }).trustProxyHops).toBe(0);
    expect(() => loadConfig({ TRUST_PROXY_HOPS: '-1' })).toThrow(/TRUST_PROXY_HOPS/);
    expect(() => loadConfig({ TRUST_PROXY_HOPS: 'yes' })).toThrow(/TRUST_PROXY_HOPS/);
  });

  it('keeps limits in the database unless REDIS_URL names a Redis', () => {
    expect(loadConfig({})).toMatchObject({ redisUrl: null, redisKeyPrefix: 'portico:' });
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).redisUrl).toBe('redis://127.0.0.1:6379');
    expect(() => loadConfig({ REDIS_URL: 'http://x' })).toThrow(/REDIS_URL/);
  });

  it('sweeps exam deadlines every 15 s unless EXAM_SWEEP_INTERVAL_S says otherwise (1–59)', () => {
    expect(loadConfig({}).examSweepIntervalS).toBe(15);
    expect(loadConfig({ EXAM_SWEEP_INTERVAL_S: '2' }).examSweepIntervalS).toBe(2);
    expect(() => loadConfig({ EXAM_SWEEP_INTERVAL_S: '0' })).toThrow(/EXAM_SWEEP_INTERVAL_S/);
    expect(() => loadConfig({ EXAM_SWEEP_INTERVAL_S: '60' })).toThrow(/EXAM_SWEEP_INTERVAL_S/);
  });
});

describe('ids', () => {
  it('makes 19-digit ids without a leading zero', () => {
    for (let i = 0; i < 200; i += 1) expect(newId()).toMatch(/^[1-9]\d{18}$/);
    expect(stableId(30, 10001)).toBe('3000000000000010001');
  });
});
