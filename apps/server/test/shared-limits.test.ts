/**
 * Issue 17 §4: the server keeps no limit in process memory, so N instances behave as one. Two app instances on
 * one database — with a shared Redis, and without (the database alone) — enforce the AI assistant's question
 * limit and the login throttle together: what one instance counted, the other refuses.
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { ACCOUNT_FAILURE_LIMIT, IP_FAILURE_LIMIT } from '../src/auth/rate-limit.ts';
import { AI_QUESTIONS_PER_MINUTE } from '../src/modules/ai/limit.ts';
import { DEMO_IDS } from '../src/seed/index.ts';
import { useTestApp, type TestContext } from './support/app.ts';
import {
  DEMO_ACCOUNTS,
  createUser,
  freshIp,
  login,
  loginRequest,
  type CookieJar,
} from './support/session.ts';
import { call } from './support/user-panel.ts';

const REDIS_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';
const chat = `/api/ai/v1/chat?schoolId=${DEMO_IDS.demoAcademy}`;

/** A second instance of the app of `first`: same configuration, same database, its own process state. */
function useSecondInstance(first: TestContext): { app: App } {
  const holder = {} as { app: App };
  beforeAll(async () => {
    holder.app = await buildApp({ config: first.config, db: first.testDb.handle, logger: false });
    await holder.app.ready();
  });
  afterAll(async () => {
    await holder.app?.close();
  });
  return holder;
}

/** Asks alternately on both instances until the limit is used up; answers the statuses seen. */
async function askAlternately(apps: App[], jar: CookieJar, n: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < n; i += 1) {
    const answer = await call(apps[i % apps.length]!, jar, 'POST', chat, { question: `Python ${i}?` });
    statuses.push(answer.status);
  }
  return statuses;
}

function sharedLimitSuite(label: string, env: NodeJS.ProcessEnv, afterwards?: () => Promise<void>) {
  describe(label, () => {
    const first = useTestApp({ env });
    const second = useSecondInstance(first);
    if (afterwards) afterAll(afterwards);

    it('the AI question limit holds across both instances', async () => {
      const jar = await login(first.app, DEMO_ACCOUNTS.learner);
      const apps = [first.app, second.app];
      const statuses = await askAlternately(apps, jar, AI_QUESTIONS_PER_MINUTE);
      expect(statuses).toEqual(Array(AI_QUESTIONS_PER_MINUTE).fill(200));
      for (const app of apps) {
        const refused = await call(app, jar, 'POST', chat, { question: 'One more?' });
        expect(refused.status).toBe(429);
        expect(refused.body.errorCode).toBe('RATE_LIMITED');
      }
      // Another user's questions are counted apart.
      const adminJar = await login(second.app, DEMO_ACCOUNTS.admin);
      expect((await call(first.app, adminJar, 'POST', chat, { question: 'Python?' })).status).toBe(200);
    });

    it('failed logins spread over both instances lock the account at that address on both', async () => {
      const user = await createUser(first.testDb.handle.db);
      const ip = freshIp();
      const apps = [first.app, second.app];
      for (let i = 0; i < ACCOUNT_FAILURE_LIMIT; i += 1) {
        const failed = await loginRequest(apps[i % 2]!, user.email, { password: 'wrong-password', ip });
        expect(failed.statusCode, `failure ${i + 1}`).toBe(401);
      }
      for (const app of apps) {
        const refused = await loginRequest(app, user.email, { password: user.password, ip });
        expect(refused.statusCode).toBe(429);
        expect(refused.json().errorCode).toBe('LOGIN_RATE_LIMITED');
      }
      // The owner elsewhere is not locked out, on either instance.
      expect((await loginRequest(second.app, user.email, { password: user.password })).statusCode).toBe(200);
    });

    it('failed logins of many accounts from one address lock that address on both', async () => {
      const ip = freshIp();
      const apps = [first.app, second.app];
      for (let i = 0; i < IP_FAILURE_LIMIT; i += 1) {
        const failed = await loginRequest(apps[i % 2]!, `spray-${i}@test.example`, { password: 'wrong', ip });
        expect(failed.statusCode, `failure ${i + 1}`).toBe(401);
      }
      const user = await createUser(first.testDb.handle.db);
      for (const app of apps) {
        expect((await loginRequest(app, user.email, { password: user.password, ip })).statusCode).toBe(429);
      }
    });

    it('a session started on one instance is known to the other, and signing out ends it on both', async () => {
      const jar = await login(first.app, DEMO_ACCOUNTS.teacher);
      const cookie = jar.header();
      const me = (app: App) =>
        app.inject({ method: 'GET', url: '/api/accounts/users/me', headers: { cookie } });
      expect((await me(second.app)).statusCode).toBe(200);
      const out = await second.app.inject({
        method: 'DELETE',
        url: '/api/auth/open/logout',
        headers: { cookie },
      });
      expect(out.statusCode).toBe(200);
      expect((await me(first.app)).statusCode).toBe(401);
    });
  });
}

const prefix = `portico-test-${randomBytes(6).toString('hex')}:`;
sharedLimitSuite(
  'two instances sharing Redis and the database',
  { REDIS_URL, REDIS_KEY_PREFIX: prefix },
  async () => {
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}*`);
    // The AI counter lived in Redis, not in the database.
    expect(keys.some((key) => key.startsWith(`${prefix}ai-questions:${DEMO_IDS.learner}:`))).toBe(true);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  },
);
sharedLimitSuite('two instances sharing only the database (no Redis)', {});
sharedLimitSuite('two instances whose Redis is down (the database takes over)', {
  REDIS_URL: 'redis://127.0.0.1:9',
  REDIS_KEY_PREFIX: 'portico-down:',
});
