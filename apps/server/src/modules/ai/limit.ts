/**
 * Questions per user and minute (a configured model costs the school money; the catalogue search has its own
 * cost), counted where every instance sees the same count (issue 17 §4): in Redis when REDIS_URL is set (a fixed
 * one-minute window per user), else — and whenever Redis fails — in the database (a sliding minute, rows of
 * `login_attempts` under the key `ai-question:<user id>`, next to the login failures).
 */
import type { Kysely } from 'kysely';
import type { Redis } from 'ioredis';
import { newId } from '../../db/ids.ts';
import type { Database } from '../../db/schema.ts';

const AI_WINDOW_MS = 60_000;
export const AI_QUESTIONS_PER_MINUTE = 20;

export interface QuestionStore {
  db: Kysely<Database>;
  redis: Redis | null;
  redisKeyPrefix: string;
}

/** A per-user, per-minute budget: `bucket` names it in keys (`ai-question`, `exam-answer`…). */
export interface MinuteBudget {
  bucket: string;
  perMinute: number;
}

const AI_BUDGET: MinuteBudget = { bucket: 'ai-question', perMinute: AI_QUESTIONS_PER_MINUTE };

const dbKey = (budget: MinuteBudget, userId: string) => `${budget.bucket}:${userId}`;

// INCR and the expiry in one step: a key can never be left without its expiry (a user locked out for good).
const INCREMENT_IN_WINDOW = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return count`;

async function takeInRedis(
  redis: Redis,
  prefix: string,
  budget: MinuteBudget,
  userId: string,
  now: Date,
): Promise<boolean> {
  const window = Math.floor(now.getTime() / AI_WINDOW_MS);
  // The AI's key keeps its name from before budgets were shared (a deploy does not reset running counters).
  const name = budget === AI_BUDGET ? 'ai-questions' : budget.bucket;
  const key = `${prefix}${name}:${userId}:${window}`;
  const count = Number(await redis.eval(INCREMENT_IN_WINDOW, 1, key, String(AI_WINDOW_MS)));
  return count <= budget.perMinute;
}

/**
 * Insert first, then count: two instances racing both see both rows, so together they never admit more than the
 * limit (at worst both refuse the last place). A refused question takes its row back so it does not count.
 */
async function takeInDatabase(
  db: Kysely<Database>,
  budget: MinuteBudget,
  userId: string,
  now: Date,
): Promise<boolean> {
  const key = dbKey(budget, userId);
  const since = new Date(now.getTime() - AI_WINDOW_MS).toISOString();
  const id = newId();
  await db.insertInto('login_attempts').values({ id, key, at: now.toISOString() }).execute();
  const row = await db
    .selectFrom('login_attempts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('key', '=', key)
    .where('at', '>', since)
    .executeTakeFirstOrThrow();
  if (Number(row.n) <= budget.perMinute) {
    // Rows out of the window never count again: dropping them here keeps the table small without a scheduler.
    await db.deleteFrom('login_attempts').where('key', '=', key).where('at', '<=', since).execute();
    return true;
  }
  await db.deleteFrom('login_attempts').where('id', '=', id).execute();
  return false;
}

/** True when the user may act now within the budget (and counts the action). */
export async function takeFromBudget(
  store: QuestionStore,
  budget: MinuteBudget,
  userId: string,
  now = new Date(),
): Promise<boolean> {
  if (store.redis) {
    try {
      return await takeInRedis(store.redis, store.redisKeyPrefix, budget, userId, now);
    } catch {
      // Redis down: the database is shared by every instance too, so the limit still holds.
    }
  }
  return takeInDatabase(store.db, budget, userId, now);
}

/** True when the user may ask now (and counts the question). */
export const takeQuestion = (store: QuestionStore, userId: string, now = new Date()) =>
  takeFromBudget(store, AI_BUDGET, userId, now);
