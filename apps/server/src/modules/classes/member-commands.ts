/**
 * Adding and removing class members (issue 26 item 1). Each row (a CSV line or a picked user) is checked on its
 * own — nobody named, no such user, not a member of the school — and the good rows go in; a user already in the
 * class, in the database or earlier in the same file, is unchanged, so running the same file again changes
 * nothing. A removed member's row stays (removed_at), and so do their enrolments, progress and results; adding
 * them again brings the row back. New members get the class's open assignments (assignment-commands.ts).
 */
import { isSchoolId, isValidMobile } from '@portico/core';
import type { ErrorCode, MemberAddResult } from '@portico/contracts';
import type { Kysely } from 'kysely';
import { newId } from '../../db/ids.ts';
import type { Database } from '../../db/schema.ts';
import { activeMembersOf, inChunks } from '../../repositories/active-members.ts';
import type { SchoolRow } from '../../repositories/schools.ts';
import { fail } from '../../shared/http-error.ts';
import { giveOpenAssignments } from './assignment-commands.ts';
import { memberRows, type ClassRow } from './queries.ts';

const ROW_MESSAGES: Partial<Record<ErrorCode, string>> = {
  CLASS_MEMBER_ROW_INVALID: 'The row needs an account, e-mail, mobile or user id',
  USER_NOT_FOUND: 'No user with this account',
  CLASS_MEMBER_NOT_IN_SCHOOL: 'The user is not a member of this school',
};

type Column = 'id' | 'mobile' | 'email';

function keyOf(account: string): [Column, string] | null {
  if (isValidMobile(account)) return ['mobile', account];
  if (account.includes('@')) return ['email', account.toLowerCase()];
  if (isSchoolId(account)) return ['id', account];
  return null;
}

async function findUsers(db: Kysely<Database>, keys: Array<[Column, string]>) {
  const found = new Map<string, string>();
  for (const column of ['id', 'mobile', 'email'] as const) {
    const values = [...new Set(keys.filter(([kind]) => kind === column).map(([, value]) => value))];
    for (const part of inChunks(values)) {
      const rows = await db
        .selectFrom('users')
        .select(['id', 'mobile', 'email'])
        .where((eb) =>
          column === 'email' ? eb(eb.fn('lower', ['email']), 'in', part) : eb(column, 'in', part),
        )
        .execute();
      for (const row of rows) {
        const value =
          column === 'email' ? row.email.toLowerCase() : column === 'mobile' ? row.mobile : row.id;
        if (value) found.set(`${column}:${value}`, row.id);
      }
    }
  }
  return found;
}

export async function addMembers(
  db: Kysely<Database>,
  input: {
    school: SchoolRow;
    classRow: ClassRow;
    actorId: string;
    rows: Array<{ row: number; account: string }>;
  },
): Promise<MemberAddResult> {
  const { school, classRow, actorId, rows } = input;
  const keys = rows.map((row) => keyOf(row.account));
  const users = await findUsers(
    db,
    keys.filter((key): key is [Column, string] => key !== null),
  );
  const userOf = (index: number) => {
    const key = keys[index];
    return key ? (users.get(`${key[0]}:${key[1]}`) ?? null) : null;
  };
  const userIds = rows.map((_, index) => userOf(index)).filter((id): id is string => id !== null);
  const [members, existing] = await Promise.all([
    activeMembersOf(db, school, userIds),
    memberRows(db, classRow.id, [...new Set(userIds)]),
  ]);
  const state = new Map(
    existing.map((row) => [row.user_id, row.removed_at === null ? 'current' : 'removed']),
  );
  const now = new Date().toISOString();
  const inserts: string[] = [];
  const revived: string[] = [];
  const result: MemberAddResult = { added: 0, unchanged: 0, failed: 0, rows: [] };
  rows.forEach((row, index) => {
    const userId = userOf(index);
    const code: ErrorCode | null = !keys[index]
      ? 'CLASS_MEMBER_ROW_INVALID'
      : !userId
        ? 'USER_NOT_FOUND'
        : !members.has(userId)
          ? 'CLASS_MEMBER_NOT_IN_SCHOOL'
          : null;
    if (code || !userId) {
      result.failed += 1;
      result.rows.push({
        ...row,
        status: 'failed',
        errorCode: code,
        message: code ? (ROW_MESSAGES[code] ?? null) : null,
      });
      return;
    }
    if (state.get(userId) === 'current') {
      result.unchanged += 1;
      result.rows.push({ ...row, status: 'unchanged', errorCode: null, message: null });
      return;
    }
    (state.get(userId) === 'removed' ? revived : inserts).push(userId);
    state.set(userId, 'current');
    result.added += 1;
    result.rows.push({ ...row, status: 'added', errorCode: null, message: null });
  });
  await db.transaction().execute(async (trx) => {
    for (const part of inChunks(inserts)) {
      await trx
        .insertInto('class_members')
        .values(
          part.map((userId) => ({
            id: newId(),
            school_id: classRow.school_id,
            class_id: classRow.id,
            user_id: userId,
            added_by: actorId,
            joined_at: now,
            removed_at: null,
          })),
        )
        // Two requests adding the same user at once: the second is a no-op.
        .onConflict((conflict) => conflict.columns(['class_id', 'user_id']).doNothing())
        .execute();
    }
    for (const part of inChunks(revived)) {
      await trx
        .updateTable('class_members')
        .set({ removed_at: null, joined_at: now, added_by: actorId })
        .where('school_id', '=', classRow.school_id)
        .where('class_id', '=', classRow.id)
        .where('user_id', 'in', part)
        .execute();
    }
  });
  await giveOpenAssignments(db, { classRow, actorId, userIds: [...inserts, ...revived] });
  return result;
}

/** Takes the user out of the class; their row, enrolments, progress and results stay. */
export async function removeMember(db: Kysely<Database>, classRow: ClassRow, userId: string): Promise<void> {
  const updated = await db
    .updateTable('class_members')
    .set({ removed_at: new Date().toISOString() })
    .where('school_id', '=', classRow.school_id)
    .where('class_id', '=', classRow.id)
    .where('user_id', '=', userId)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0)
    throw fail('CLASS_MEMBER_NOT_FOUND', 'No such member of this class');
}
