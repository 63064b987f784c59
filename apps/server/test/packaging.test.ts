/**
 * Issue 17 §5: the operator's packaging stays in step with the tested cluster script and with env.ts — no image
 * can be built here (no registry), so this checks what can be checked without one: every variable compose.yaml,
 * the Dockerfile and docs/operations.md name exists in env.ts; compose's app environment is the cluster
 * script's; both render one nginx template with the same variables (and nginx accepts the result); the
 * documentation's table lists exactly env.ts's variables with their defaults.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { instanceEnv, nginxVars, renderNginxConfig } from '../../../scripts/cluster.ts';
import { EnvSchema } from '../src/config/env.ts';
import { REPO_ROOT } from '../src/config/paths.ts';

const read = (file: string) => fs.readFileSync(path.join(REPO_ROOT, file), 'utf8');
const ENV_NAMES = Object.keys(EnvSchema.properties).sort();

/** The `key: value` lines of a YAML block mapping that starts after `header` (deeper-indented lines). */
function yamlBlock(text: string, header: RegExp): Record<string, string> {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => header.test(line));
  expect(start, `${header} in compose.yaml`).toBeGreaterThanOrEqual(0);
  const indent = /^\s*/.exec(lines[start]!)![0].length;
  const entries: Record<string, string> = {};
  for (const line of lines.slice(start + 1)) {
    const depth = /^\s*/.exec(line)![0].length;
    if (line.trim() === '' || depth <= indent) break;
    const match = /^\s*([A-Z][A-Z0-9_]*):\s*(.*)$/.exec(line);
    if (match) entries[match[1]!] = match[2]!.replace(/^(["'])(.*)\1$/, '$2');
  }
  return entries;
}

const compose = read('compose.yaml');
const dockerfile = read('Dockerfile');
const clusterEnv = instanceEnv({
  databaseUrl: 'postgres://x',
  redisUrl: 'redis://x',
  redisKeyPrefix: 'p:',
  dataDir: '/d',
});
const appEnv = yamlBlock(compose, /^x-app-env:/);
const nginxEnv = yamlBlock(compose.split(/^ {2}nginx:$/m)[1]!, /^ {4}environment:$/);

describe('compose.yaml and the cluster script', () => {
  it('give the instances the same variables, all of them known to env.ts', () => {
    expect(Object.keys(appEnv).sort()).toEqual(Object.keys(clusterEnv).sort());
    for (const name of Object.keys(appEnv)) expect(ENV_NAMES).toContain(name);
    // The cluster passes PORT per instance; compose sets it on the app services; the migrate service seeds.
    expect(compose).toMatch(/PORT: ["']3000["']/);
    expect(compose).toMatch(/SEED_DEMO: \$\{SEED_DEMO:-false\}/);
    expect(appEnv.MIGRATE_ON_START).toBe('false');
    expect(appEnv.TRUST_PROXY_HOPS).toBe(clusterEnv.TRUST_PROXY_HOPS);
  });

  it('render the one nginx template with the same variables', () => {
    const vars = nginxVars({
      port: 8080,
      upstreams: ['127.0.0.1:3101'],
      runDir: '/tmp/r',
      accessLog: '/tmp/a',
    });
    const template = read('deploy/nginx/portico.conf.template');
    const placeholders = [...new Set([...template.matchAll(/\$\{(PORTICO_[A-Z_]+)\}/g)].map((m) => m[1]!))];
    expect(placeholders.sort()).toEqual(Object.keys(vars).sort());
    expect(Object.keys(nginxEnv).sort()).toEqual(Object.keys(vars).sort());
    // The nginx image sets the same names as its defaults (compose overrides them with the same values).
    const imageEnv = [...dockerfile.split('FROM nginx')[1]!.matchAll(/\b(PORTICO_[A-Z_]+)=/g)].map(
      (m) => m[1],
    );
    for (const name of imageEnv) expect(Object.keys(vars)).toContain(name);
    expect(renderNginxConfig(nginxEnv)).not.toMatch(/\$\{PORTICO_/);
  });

  it('envsubst as the container runs it (deploy/nginx/start.sh) renders what the cluster script renders', () => {
    const vars = nginxVars({
      port: 8080,
      upstreams: ['127.0.0.1:3101'],
      runDir: '/tmp/r',
      accessLog: '/tmp/a',
    });
    const which = spawnSync('sh', ['-c', 'command -v envsubst']);
    if (which.status !== 0) return expect(read('deploy/nginx/start.sh')).toMatch(/envsubst "\$vars"/);
    const list = Object.keys(vars)
      .map((name) => `\${${name}}`)
      .join(' ');
    const rendered = execFileSync('envsubst', [list], {
      input: read('deploy/nginx/portico.conf.template'),
      env: { PATH: process.env.PATH, ...vars },
    }).toString();
    expect(rendered).toBe(renderNginxConfig(vars));
    expect(rendered).toContain('$upstream_addr');
  });
});

describe('the nginx configuration', () => {
  const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => fs.existsSync(file));
  // CI installs nginx (scripts/test-all.sh runs ensure-nginx.sh); elsewhere this check needs it installed.
  it.skipIf(!nginx && !process.env.CI)('passes `nginx -t` as the cluster renders it', () => {
    expect(nginx, 'nginx is installed (bash scripts/ensure-nginx.sh)').toBeDefined();
    const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-nginx-'));
    try {
      const file = path.join(runDir, 'nginx.conf');
      const vars = nginxVars({
        port: 18999,
        upstreams: ['127.0.0.1:3101', '127.0.0.1:3102'],
        runDir,
        accessLog: path.join(runDir, 'access.log'),
      });
      fs.writeFileSync(file, renderNginxConfig(vars));
      const test = spawnSync(nginx!, ['-t', '-q', '-c', file], { encoding: 'utf8' });
      expect(test.stderr).toBe('');
      expect(test.status).toBe(0);
    } finally {
      fs.rmSync(runDir, { recursive: true, force: true });
    }
  });

  it('retries only idempotent requests, keeps connections alive and passes one trusted hop', () => {
    const params = read('deploy/nginx/proxy-params.conf');
    expect(params).toMatch(/^proxy_next_upstream error timeout http_502 http_503;$/m);
    expect(params).not.toMatch(/^proxy_next_upstream .*non_idempotent/m);
    expect(params).toMatch(/^proxy_set_header Connection "";$/m);
    expect(params).toMatch(/^proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;$/m);
    const template = read('deploy/nginx/portico.conf.template');
    expect(template).toMatch(/keepalive \d+;/);
    expect(template).toMatch(/gzip_static on;/);
  });
});

describe('Dockerfile', () => {
  it('builds in stages and runs the compiled server as a non-root user with a health check', () => {
    const runtime = dockerfile.split(/^FROM .* AS runtime$/m)[1]!.split(/^FROM /m)[0]!;
    expect(dockerfile).toMatch(/^FROM .* AS build$/m);
    expect(dockerfile).toMatch(/npm ci --omit=dev/);
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime).toMatch(/^HEALTHCHECK .*\n.*\/healthz/m);
    expect(runtime).toMatch(/^CMD \["node", "apps\/server\/dist\/main\.js"\]$/m);
    const names = [...runtime.matchAll(/^\s*(?:ENV )?([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]!);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(ENV_NAMES).toContain(name);
  });
});

describe('docs/operations.md', () => {
  const docs = read('docs/operations.md');
  const table = docs.split('## Configuration')[1]!.split('\n## ')[0]!;
  const rows = [...table.matchAll(/^\| `([A-Z][A-Z0-9_]*)` +\| ([^|]+?) +\|/gm)].map((m) => ({
    name: m[1]!,
    documentedDefault: m[2]!,
  }));

  it('lists every variable of env.ts, and nothing else', () => {
    expect(rows.map((row) => row.name).sort()).toEqual(ENV_NAMES);
  });

  it('gives each default as env.ts has it', () => {
    const properties = EnvSchema.properties as Record<string, { default?: unknown }>;
    for (const { name, documentedDefault } of rows) {
      const fallback = properties[name]!.default;
      if (name === 'DATA_DIR') expect(documentedDefault).toBe('`<repository>/data`');
      else if (fallback === undefined) expect(documentedDefault, name).toMatch(/^\(unset/);
      else expect(documentedDefault, name).toBe(`\`${String(fallback)}\``);
    }
  });
});
