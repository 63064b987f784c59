/**
 * Environment → typed configuration, validated once at start. Anything invalid stops the process with a message
 * naming the variable, instead of failing later on the first request that needs it.
 */
import os from 'node:os';
import path from 'node:path';
import { Type, type Static } from 'typebox';
import { Value } from 'typebox/value';
import type { RegionHostLists } from '@portico/core';
import { REPO_ROOT } from './paths.ts';

/** Every variable the server reads (docs/operations.md lists them; a test keeps both in step). */
export const EnvSchema = Type.Object({
  PORT: Type.Integer({ minimum: 1, maximum: 65535, default: 3000 }),
  HOST: Type.String({ minLength: 1, default: '0.0.0.0' }),
  DATABASE_URL: Type.Optional(Type.String({ pattern: '^postgres(ql)?://' })),
  DATA_DIR: Type.String({ minLength: 1, default: path.join(REPO_ROOT, 'data') }),
  LOG_LEVEL: Type.Union(
    ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((level) => Type.Literal(level)),
    { default: 'info' },
  ),
  NODE_ENV: Type.Union([Type.Literal('development'), Type.Literal('production'), Type.Literal('test')], {
    default: 'development',
  }),
  OVERSEAS_HOSTS: Type.String({ default: 'overseas.localhost' }),
  REGION_HOSTS_SIT: Type.String({ default: 'sit.localhost' }),
  REGION_HOSTS_UAT: Type.String({ default: 'uat.localhost' }),
  REGION_HOSTS_DE: Type.String({ default: 'de.localhost' }),
  REGION_HOSTS_RU: Type.String({ default: 'ru.localhost' }),
  REGION_HOSTS_SG: Type.String({ default: 'sg.localhost' }),
  REGION_HOSTS_MX: Type.String({ default: 'mx.localhost' }),
  REGION_HOSTS_ICSL: Type.String({ default: 'icsl.localhost' }),
  REGION_HOSTS_ICSL_HOST: Type.String({ default: 'icslhost.localhost' }),
  // No static default: see seedDemoDefault (issue 9 §6).
  SEED_DEMO: Type.Optional(Type.Boolean()),
  REQUEST_TIMEOUT_MS: Type.Integer({ minimum: 1000, default: 30000 }),
  // Graceful shutdown (issue 17 §4): /readyz says 503 for SHUTDOWN_DELAY_MS before the server stops accepting,
  // then in-flight requests get up to SHUTDOWN_TIMEOUT_MS to finish before the process exits anyway.
  SHUTDOWN_DELAY_MS: Type.Integer({ minimum: 0, maximum: 60000, default: 0 }),
  SHUTDOWN_TIMEOUT_MS: Type.Integer({ minimum: 1000, maximum: 300000, default: 10000 }),
  // false: the instance neither migrates nor seeds, and refuses to start on a database that is not at the latest
  // migration — run `npm run migrate` once before rolling out several instances.
  MIGRATE_ON_START: Type.Boolean({ default: true }),
  BODY_LIMIT_BYTES: Type.Integer({ minimum: 1024, default: 1024 * 1024 }),
  // Issue 17: how long a visitor's page is served from the page cache without a shell change (0: no page cache),
  // and how many shell-cache entries one instance keeps.
  PAGE_CACHE_TTL_MS: Type.Integer({ minimum: 0, maximum: 3600000, default: 10000 }),
  SHELL_CACHE_MAX_ENTRIES: Type.Integer({ minimum: 0, maximum: 1000000, default: 5000 }),
  // Threads that render and compress pages (issue 17; web/page-renderer.ts): one per core, at most 4, by default;
  // 0 renders on the event loop.
  RENDER_THREADS: Type.Optional(Type.Integer({ minimum: 0, maximum: 64 })),
  // Behind a TLS-terminating proxy: trust X-Forwarded-* (request.protocol/ip, Secure cookies). Kept for old
  // deployments: `true` means one hop. TRUST_PROXY_HOPS says how many proxies stand in front (issue 9 §4).
  TRUST_PROXY: Type.Boolean({ default: false }),
  TRUST_PROXY_HOPS: Type.Optional(Type.Integer({ minimum: 0, maximum: 10 })),
  // Shared store for the per-address login limits across instances; the database is used without it.
  REDIS_URL: Type.Optional(Type.String({ pattern: '^rediss?://' })),
  REDIS_KEY_PREFIX: Type.String({ minLength: 1, default: 'portico:' }),
  // Issue 24: how often the exam deadline sweep runs (seconds; a cron seconds step, so below a minute).
  EXAM_SWEEP_INTERVAL_S: Type.Integer({ minimum: 1, maximum: 59, default: 15 }),
  // Issue 26 item 3: how often the live-session reminder job looks for sessions starting soon (seconds, < 1 min).
  LIVE_REMINDER_INTERVAL_S: Type.Integer({ minimum: 1, maximum: 59, default: 30 }),
  // The AI assistant's OpenAI-compatible provider (issue 11 §2); without a URL it answers from the catalogue.
  AI_PROVIDER_URL: Type.Optional(Type.String({ pattern: '^https?://' })),
  AI_PROVIDER_API_KEY: Type.Optional(Type.String({ minLength: 1 })),
  AI_PROVIDER_MODEL: Type.String({ minLength: 1, default: 'gpt-4o-mini' }),
  AI_PROVIDER_TIMEOUT_MS: Type.Integer({ minimum: 1000, maximum: 120000, default: 20000 }),
  // The O3 school's single sign-on (issue 14): any OpenID Connect provider (the local `npm run idp`, Keycloak,
  // Authing…). Without an issuer the O3 login answers THIRD_LOGIN_NOT_CONFIGURED.
  OIDC_ISSUER: Type.Optional(Type.String({ pattern: '^https?://' })),
  OIDC_CLIENT_ID: Type.Optional(Type.String({ minLength: 1 })),
  OIDC_CLIENT_SECRET: Type.Optional(Type.String({ minLength: 1 })),
  OIDC_REDIRECT_URI: Type.Optional(Type.String({ pattern: '^https?://' })),
  OIDC_SCOPES: Type.String({ minLength: 1, default: 'openid email profile' }),
  OIDC_TIMEOUT_MS: Type.Integer({ minimum: 500, maximum: 60000, default: 5000 }),
});

type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface AppConfig {
  port: number;
  host: string;
  /** PostgreSQL when set; SQLite at `sqlitePath` otherwise. */
  databaseUrl: string | null;
  /** File path, or ':memory:' (tests). */
  sqlitePath: string;
  /** Where uploaded files are stored by default (issue 12): `<DATA_DIR>/uploads`. */
  uploadsDir: string;
  /** DATA_DIR itself: course media (issue 25) keeps `media/` and `media-tus/` here, shared by every instance. */
  dataDir: string;
  logLevel: LogLevel;
  nodeEnv: 'development' | 'production' | 'test';
  overseasHosts: string[];
  regionHosts: RegionHostLists;
  seedDemo: boolean;
  requestTimeoutMs: number;
  bodyLimitBytes: number;
  /** Issue 17 (defaults when absent: 10 s, 5,000 entries). */
  pageCacheTtlMs?: number;
  shellCacheMaxEntries?: number;
  /** Render threads for pages (0: render on the event loop). */
  renderThreads: number;
  shutdownDelayMs: number;
  shutdownTimeoutMs: number;
  migrateOnStart: boolean;
  /**
   * Proxies in front of the server whose X-Forwarded-For/-Proto/-Host entries are trusted (0: none, the socket
   * address is the client). Assumes the server is reachable only through them.
   */
  trustProxyHops: number;
  /** Redis for limits shared by several instances; null keeps them in the database. */
  redisUrl: string | null;
  redisKeyPrefix: string;
  /** Issue 24: the exam deadline sweep's interval (default core's SWEEP_INTERVAL_S). */
  examSweepIntervalS?: number;
  /** Issue 26 item 3: the live-session reminder job's interval (default 30 s). */
  liveReminderIntervalS?: number;
  /** OpenAI-compatible chat completions endpoint of the AI assistant; null answers from the catalogue alone. */
  aiProvider: AiProviderConfig | null;
  /** The O3 single sign-on's identity provider; null when OIDC_ISSUER (and its client) is not configured. */
  oidc: OidcConfig | null;
}

export interface OidcConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Our callback page (`/login/third/callback`) as registered with the provider. */
  redirectUri: string;
  scopes: string;
  timeoutMs: number;
}

export interface AiProviderConfig {
  /** Base URL, e.g. `https://api.openai.com/v1` (`/chat/completions` is appended). */
  baseUrl: string;
  apiKey: string | null;
  model: string;
  timeoutMs: number;
}

export class ConfigError extends Error {}

/**
 * The demo data (with the README's well-known passwords) is seeded by default only for the embedded SQLite quick
 * start outside production: a PostgreSQL or production deployment must ask for it with SEED_DEMO=true, so it never
 * ships `admin@demo.test` by accident (issue 9 §6).
 */
function seedDemoDefault(databaseUrl: string | undefined, nodeEnv: AppConfig['nodeEnv']): boolean {
  return !databaseUrl && nodeEnv !== 'production';
}

const list = (value: string): string[] =>
  value
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);

/** Parses and validates the environment; throws ConfigError with every problem listed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // Empty strings mean "unset" (e.g. `DATABASE_URL= npm start`), so defaults apply.
  const raw: Record<string, unknown> = {};
  for (const key of Object.keys(EnvSchema.properties)) {
    const value = env[key];
    if (value !== undefined && value !== '') raw[key] = value;
  }
  const converted = Value.Convert(EnvSchema, Value.Default(EnvSchema, raw));
  if (!Value.Check(EnvSchema, converted)) {
    const problems = [...Value.Errors(EnvSchema, converted)].map(
      (error) => `${error.instancePath.replace(/^\//, '') || 'environment'}: ${error.message}`,
    );
    throw new ConfigError(`Invalid environment:\n  ${problems.join('\n  ')}`);
  }
  const e: Static<typeof EnvSchema> = converted;
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL ?? null,
    sqlitePath: path.join(e.DATA_DIR, 'portico.sqlite'),
    uploadsDir: path.join(e.DATA_DIR, 'uploads'),
    dataDir: e.DATA_DIR,
    logLevel: e.LOG_LEVEL as LogLevel,
    nodeEnv: e.NODE_ENV,
    overseasHosts: list(e.OVERSEAS_HOSTS),
    regionHosts: {
      sit: list(e.REGION_HOSTS_SIT),
      uat: list(e.REGION_HOSTS_UAT),
      de: list(e.REGION_HOSTS_DE),
      ru: list(e.REGION_HOSTS_RU),
      sg: list(e.REGION_HOSTS_SG),
      mx: list(e.REGION_HOSTS_MX),
      icsl: list(e.REGION_HOSTS_ICSL),
      icslHost: list(e.REGION_HOSTS_ICSL_HOST),
    },
    seedDemo: e.SEED_DEMO ?? seedDemoDefault(e.DATABASE_URL, e.NODE_ENV),
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    pageCacheTtlMs: e.PAGE_CACHE_TTL_MS,
    shellCacheMaxEntries: e.SHELL_CACHE_MAX_ENTRIES,
    // Each render thread holds its own copy of the web app (≈ 40 MB): more than four rarely pays.
    renderThreads: e.RENDER_THREADS ?? Math.min(4, os.availableParallelism()),
    shutdownDelayMs: e.SHUTDOWN_DELAY_MS,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    migrateOnStart: e.MIGRATE_ON_START,
    trustProxyHops: e.TRUST_PROXY_HOPS ?? (e.TRUST_PROXY ? 1 : 0),
    redisUrl: e.REDIS_URL ?? null,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    examSweepIntervalS: e.EXAM_SWEEP_INTERVAL_S,
    liveReminderIntervalS: e.LIVE_REMINDER_INTERVAL_S,
    aiProvider: e.AI_PROVIDER_URL
      ? {
          baseUrl: e.AI_PROVIDER_URL.replace(/\/+$/, ''),
          apiKey: e.AI_PROVIDER_API_KEY ?? null,
          model: e.AI_PROVIDER_MODEL,
          timeoutMs: e.AI_PROVIDER_TIMEOUT_MS,
        }
      : null,
    oidc: oidcConfig(e),
  };
}

function oidcConfig(e: Static<typeof EnvSchema>): OidcConfig | null {
  if (!e.OIDC_ISSUER) return null;
  const missing = (['OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET', 'OIDC_REDIRECT_URI'] as const).filter(
    (key) => !e[key],
  );
  if (missing.length > 0)
    throw new ConfigError(`Invalid environment:\n  OIDC_ISSUER needs ${missing.join(', ')}`);
  return {
    issuer: e.OIDC_ISSUER,
    clientId: e.OIDC_CLIENT_ID ?? '',
    clientSecret: e.OIDC_CLIENT_SECRET ?? '',
    redirectUri: e.OIDC_REDIRECT_URI ?? '',
    scopes: e.OIDC_SCOPES,
    timeoutMs: e.OIDC_TIMEOUT_MS,
  };
}
