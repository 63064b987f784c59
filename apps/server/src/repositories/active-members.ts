/**
 * Which of some users are members of a school (issue 23 bulk enrolment, issue 26 class members): an active
 * membership of the school or of its parent (effective membership, spec §6), asked in chunks so a CSV of
 * thousands of rows stays within every engine's parameter limit.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { ACTIVE } from './roles.ts';
import type { SchoolRow } from './schools.ts';

const CHUNK = 500;

/** `items` in slices of at most 500 (one IN list each). */
export const inChunks = <T>(items: T[]): T[][] =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));

export async function activeMembersOf(
  db: Kysely<Database>,
  school: Pick<SchoolRow, 'id' | 'parent_id'>,
  userIds: string[],
): Promise<Set<string>> {
  const schools = school.parent_id ? [school.id, school.parent_id] : [school.id];
  const members = new Set<string>();
  for (const part of inChunks([...new Set(userIds)])) {
    const rows = await db
      .selectFrom('memberships')
      .select('user_id')
      .where('school_id', 'in', schools)
      .where('user_id', 'in', part)
      .where('status', '=', ACTIVE)
      .execute();
    for (const row of rows) members.add(row.user_id);
  }
  return members;
}
