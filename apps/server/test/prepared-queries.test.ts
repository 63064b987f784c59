/**
 * Queries compiled once (db/prepared.ts, issue 28 item 5): the same SQL and rows as building the query per call, on
 * SQLite and PostgreSQL, the arguments of each call (never the first call's), and a builder that uses an argument
 * outside the SQL refused on first use.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparedQuery } from '../src/db/prepared.ts';
import { DEMO_IDS } from '../src/seed/index.ts';
import { createSeededTestDb, type TestDb } from './support/test-db.ts';

let testDb: TestDb;
beforeAll(async () => {
  testDb = await createSeededTestDb();
});
afterAll(async () => {
  await testDb?.destroy();
});

const memberships = preparedQuery(2, (db, userId: string, status: string) =>
  db
    .selectFrom('memberships')
    .select(['school_id', 'role'])
    .where('user_id', '=', userId)
    .where('status', '=', status)
    .orderBy('school_id'),
);

describe('prepared queries', () => {
  it('answers what the query built per call answers, with each call’s own arguments', async () => {
    const db = testDb.handle.db;
    for (const userId of [DEMO_IDS.learner, DEMO_IDS.teacher, 'no-such-user', DEMO_IDS.learner]) {
      const built = await db
        .selectFrom('memberships')
        .select(['school_id', 'role'])
        .where('user_id', '=', userId)
        .where('status', '=', 'active')
        .orderBy('school_id')
        .execute();
      expect(await memberships.execute(db, userId, 'active')).toEqual(built);
      expect(await memberships.takeFirst(db, userId, 'active')).toEqual(built[0]);
    }
    expect((await memberships.execute(db, DEMO_IDS.learner, 'active')).length).toBeGreaterThan(0);
  });

  it('compiles per handle: a transaction runs it too, and sees its own writes', async () => {
    const db = testDb.handle.db;
    const before = await memberships.execute(db, DEMO_IDS.learner, 'left');
    await db
      .transaction()
      .execute(async (trx) => {
        await trx
          .updateTable('memberships')
          .set({ status: 'left' })
          .where('user_id', '=', DEMO_IDS.learner)
          .execute();
        expect((await memberships.execute(trx, DEMO_IDS.learner, 'left')).length).toBeGreaterThan(
          before.length,
        );
        throw new Error('roll back');
      })
      .catch(() => {});
    expect(await memberships.execute(db, DEMO_IDS.learner, 'left')).toEqual(before);
  });

  it('compiles an `in` list once per length, each call with its own elements', async () => {
    const db = testDb.handle.db;
    const bySchools = preparedQuery(2, (db, schoolIds: string[], status: string) =>
      db
        .selectFrom('memberships')
        .select(['school_id', 'user_id'])
        .where('school_id', 'in', schoolIds)
        .where('status', '=', status)
        .orderBy('school_id')
        .orderBy('user_id'),
    );
    const schools = (await db.selectFrom('schools').select('id').orderBy('id').execute()).map(
      (row) => row.id,
    );
    expect(schools.length).toBeGreaterThan(2);
    // Lengths 1, 2, 1 again with another school, 3: each answer is the one built per call.
    for (const list of [[schools[0]!], schools.slice(0, 2), [schools[1]!], schools.slice(0, 3)]) {
      const built = await db
        .selectFrom('memberships')
        .select(['school_id', 'user_id'])
        .where('school_id', 'in', list)
        .where('status', '=', 'active')
        .orderBy('school_id')
        .orderBy('user_id')
        .execute();
      expect(await bySchools.execute(db, list, 'active')).toEqual(built);
    }
    expect((await bySchools.execute(db, schools, 'active')).length).toBeGreaterThan(0);
  });

  it('refuses a builder whose argument does not reach the SQL', async () => {
    const wrong = preparedQuery(1, (db, userId: string) =>
      db
        .selectFrom('memberships')
        .select('school_id')
        .where('status', '=', userId ? 'active' : 'left'),
    );
    await expect(wrong.execute(testDb.handle.db, DEMO_IDS.learner)).rejects.toThrow(/not in the SQL/);
    // A list whose elements are read in JavaScript (here only its first) is refused the same way.
    const firstOnly = preparedQuery(1, (db, ids: string[]) =>
      db.selectFrom('memberships').select('school_id').where('school_id', '=', ids[0]!),
    );
    await expect(firstOnly.execute(testDb.handle.db, ['a', 'b'])).rejects.toThrow(/not in the SQL/);
  });
});
