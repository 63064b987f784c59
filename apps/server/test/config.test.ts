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
    });
    expect(config.regionHosts.sg).toEqual(['*.sg.example']);
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

describe('ids', () => {
  it('makes 19-digit ids without a leading zero', () => {
    for (let i = 0; i < 200; i += 1) expect(newId()).toMatch(/^[1-9]\d{18}$/);
    expect(stableId(30, 10001)).toBe('3000000000000010001');
  });
});
