/**
 * Issue 9 §4 "Throttling that cannot be turned against users": failures count per account and address together
 * (plus a looser per-address limit), every spelling of one account shares its counter, the client address comes
 * from TRUST_PROXY_HOPS trusted proxies only, and with REDIS_URL the per-address limit holds across instances.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { ACCOUNT_FAILURE_LIMIT, IP_FAILURE_LIMIT } from '../src/auth/rate-limit.ts';
import { useTestApp, type TestContext } from './support/app.ts';
import { createUser, freshIp, type TestUser } from './support/session.ts';

// A real Redis (scripts/ensure-redis.sh starts the local one); each run uses its own key prefix.
const REDIS_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';

function attempt(
  ctx: TestContext,
  account: string,
  password: string,
  at: { ip?: string; forwardedFor?: string } = {},
) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login/init',
    remoteAddress: at.ip ?? freshIp(),
    headers: at.forwardedFor ? { 'x-forwarded-for': at.forwardedFor } : {},
    payload: { account, password, agreementAccepted: true },
  });
}

/** `n` wrong passwords; each must be an honest 401 (not yet limited). */
async function fail(ctx: TestContext, n: number, account: (i: number) => string, at: (i: number) => object) {
  for (let i = 0; i < n; i += 1) {
    const response = await attempt(ctx, account(i), 'wrong-password', at(i));
    expect(response.statusCode, `failure ${i + 1}`).toBe(401);
  }
}

async function userWithMobile(ctx: TestContext): Promise<TestUser & { mobile: string }> {
  const user = await createUser(ctx.testDb.handle.db);
  const mobile = `139${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
  await ctx.testDb.handle.db.updateTable('users').set({ mobile }).where('id', '=', user.id).execute();
  return { ...user, mobile };
}

describe('per account and address', () => {
  const ctx = useTestApp();

  it("a stranger's wrong passwords lock the stranger out, never the owner at their own address", async () => {
    const owner = await createUser(ctx.testDb.handle.db);
    const stranger = freshIp();
    await fail(
      ctx,
      ACCOUNT_FAILURE_LIMIT,
      () => owner.email,
      () => ({ ip: stranger }),
    );
    const blocked = await attempt(ctx, owner.email, owner.password, { ip: stranger });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 429, errorCode: 'LOGIN_RATE_LIMITED' });
    expect(blocked.json().message).toMatch(/^Too many login attempts\. Try again in \d+ minutes\.$/);
    expect((await attempt(ctx, owner.email, owner.password, { ip: freshIp() })).statusCode).toBe(200);
  });

  it('counts case and space variants of an e-mail as one account', async () => {
    const user = await createUser(ctx.testDb.handle.db);
    const ip = freshIp();
    const variants = [
      user.email.toUpperCase(),
      ` ${user.email}`,
      `${user.email}  `,
      user.email.replace('user', 'USER'),
    ];
    await fail(
      ctx,
      ACCOUNT_FAILURE_LIMIT,
      (i) => variants[i % variants.length]!,
      () => ({ ip }),
    );
    expect((await attempt(ctx, user.email, user.password, { ip })).statusCode).toBe(429);
  });

  it('counts the mobile number and the e-mail of one user as one account', async () => {
    const user = await userWithMobile(ctx);
    const ip = freshIp();
    await fail(
      ctx,
      ACCOUNT_FAILURE_LIMIT,
      (i) => (i % 2 ? user.mobile : user.email),
      () => ({ ip }),
    );
    expect((await attempt(ctx, user.mobile, user.password, { ip })).statusCode).toBe(429);
    expect((await attempt(ctx, ` ${user.email.toUpperCase()}`, user.password, { ip })).statusCode).toBe(429);
    // Elsewhere the user logs in with either.
    expect((await attempt(ctx, user.mobile, user.password)).statusCode).toBe(200);
  });

  it('normalises unknown accounts too (no user to key by)', async () => {
    const ip = freshIp();
    const ghost = `ghost-${randomBytes(4).toString('hex')}@test.example`;
    await fail(
      ctx,
      ACCOUNT_FAILURE_LIMIT,
      (i) => (i % 2 ? ghost.toUpperCase() : ` ${ghost} `),
      () => ({ ip }),
    );
    expect((await attempt(ctx, ghost, 'whatever', { ip })).statusCode).toBe(429);
  });

  it('keeps a looser per-address limit across accounts (password spraying)', async () => {
    const ip = freshIp();
    await fail(
      ctx,
      IP_FAILURE_LIMIT,
      (i) => `spray-${i}@test.example`,
      () => ({ ip }),
    );
    const user = await createUser(ctx.testDb.handle.db);
    expect((await attempt(ctx, user.email, user.password, { ip })).statusCode).toBe(429);
    expect((await attempt(ctx, user.email, user.password)).statusCode).toBe(200);
  });
});

describe('client address without a trusted proxy (TRUST_PROXY_HOPS=0, the default)', () => {
  const ctx = useTestApp();

  it('ignores X-Forwarded-For: a spoofed address per try does not escape the limit', async () => {
    const ip = freshIp();
    await fail(
      ctx,
      IP_FAILURE_LIMIT,
      (i) => `xff-${i}@test.example`,
      (i) => ({ ip, forwardedFor: `203.0.113.${i}` }),
    );
    const user = await createUser(ctx.testDb.handle.db);
    const next = await attempt(ctx, user.email, user.password, { ip, forwardedFor: '198.51.100.7' });
    expect(next.statusCode).toBe(429);
  });

  it("cannot pin failures on someone else's address by naming it in X-Forwarded-For", async () => {
    const user = await createUser(ctx.testDb.handle.db);
    const [attacker, owner] = [freshIp(), freshIp()];
    await fail(
      ctx,
      ACCOUNT_FAILURE_LIMIT,
      () => user.email,
      () => ({ ip: attacker, forwardedFor: owner }),
    );
    expect((await attempt(ctx, user.email, user.password, { ip: attacker })).statusCode).toBe(429);
    expect((await attempt(ctx, user.email, user.password, { ip: owner })).statusCode).toBe(200);
  });
});

describe('client address behind one trusted proxy (TRUST_PROXY_HOPS=1)', () => {
  const ctx = useTestApp({ env: { TRUST_PROXY_HOPS: '1' } });
  const proxy = freshIp();

  it('counts each client the proxy names, so one client does not lock the whole site', async () => {
    const user = await createUser(ctx.testDb.handle.db);
    const [attacker, owner] = [freshIp(), freshIp()];
    await fail(
      ctx,
      ACCOUNT_FAILURE_LIMIT,
      () => user.email,
      () => ({ ip: proxy, forwardedFor: attacker }),
    );
    expect(
      (await attempt(ctx, user.email, user.password, { ip: proxy, forwardedFor: attacker })).statusCode,
    ).toBe(429);
    expect(
      (await attempt(ctx, user.email, user.password, { ip: proxy, forwardedFor: owner })).statusCode,
    ).toBe(200);
  });

  it('uses the address the proxy appended, not the entries a client put before it', async () => {
    const attacker = freshIp();
    const spoofed = (i: number) => ({ ip: proxy, forwardedFor: `203.0.113.${i}, ${attacker}` });
    await fail(ctx, IP_FAILURE_LIMIT, (i) => `hop-${i}@test.example`, spoofed);
    const user = await createUser(ctx.testDb.handle.db);
    expect((await attempt(ctx, user.email, user.password, spoofed(99))).statusCode).toBe(429);
  });
});

describe('per-address limit in Redis (REDIS_URL)', () => {
  const prefix = `portico-test-${randomBytes(6).toString('hex')}:`;
  const env = { REDIS_URL, REDIS_KEY_PREFIX: prefix };
  // Two instances, each with its own database: only Redis is shared.
  const first = useTestApp({ env });
  const second = useTestApp({ env });
  const redis = new Redis(REDIS_URL);

  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('locks an address on every instance once it failed 20 times on any of them', async () => {
    const ip = freshIp();
    await fail(
      first,
      IP_FAILURE_LIMIT - 5,
      (i) => `redis-${i}@test.example`,
      () => ({ ip }),
    );
    await fail(
      second,
      5,
      (i) => `redis-b${i}@test.example`,
      () => ({ ip }),
    );
    const user = await createUser(first.testDb.handle.db);
    const blocked = await attempt(first, user.email, user.password, { ip });
    expect(blocked.json()).toMatchObject({ errorCode: 'LOGIN_RATE_LIMITED' });
    expect(blocked.json().message).toBe('Too many login attempts. Try again in 15 minutes.');
    expect((await attempt(first, user.email, user.password)).statusCode).toBe(200);
    // Counted in Redis under our prefix, not in the databases.
    expect(await redis.get(`${prefix}login-address:${ip}`)).toBe(String(IP_FAILURE_LIMIT));
    const dbRows = await first.testDb.handle.db
      .selectFrom('login_attempts')
      .select('key')
      .where('key', 'like', 'ip:%')
      .execute();
    expect(dbRows).toEqual([]);
  });

  it('still counts per account and address in the database', async () => {
    const owner = await createUser(first.testDb.handle.db);
    const stranger = freshIp();
    await fail(
      first,
      ACCOUNT_FAILURE_LIMIT,
      () => owner.email,
      () => ({ ip: stranger }),
    );
    expect((await attempt(first, owner.email, owner.password, { ip: stranger })).statusCode).toBe(429);
    expect((await attempt(first, owner.email, owner.password)).statusCode).toBe(200);
  });
});

describe('with REDIS_URL set but Redis unreachable', () => {
  // Nothing listens on port 9: the per-address limit is skipped, logins still work, the pair limit holds.
  const ctx = useTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:9', REDIS_KEY_PREFIX: 'portico-down:' } });

  it('keeps logins working and still counts per account and address in the database', async () => {
    const user = await createUser(ctx.testDb.handle.db);
    const ip = freshIp();
    expect((await attempt(ctx, user.email, user.password, { ip })).statusCode).toBe(200);
    await fail(
      ctx,
      ACCOUNT_FAILURE_LIMIT,
      () => user.email,
      () => ({ ip }),
    );
    expect((await attempt(ctx, user.email, user.password, { ip })).statusCode).toBe(429);
  });
});
