/**
 * Who may edit which course (issue 25 item 1): the school's admins edit every course; a lecturer or creator member
 * edits the courses they created or are a lecturer of. The access gate has already required a creator of the
 * school (`who: 'creator'`). And the school's content-review switch (spec §6), read where uploads read it.
 */
import type { Kysely } from 'kysely';
import { isAdminOf, type Viewer } from '../../auth/viewer.ts';
import type { Database } from '../../db/schema.ts';
import type { SchoolRow } from '../../repositories/schools.ts';
import { contentReviewOn } from '../uploads/policy.ts';
import type { DraftRow } from './draft-store.ts';

export async function canEditCourse(
  db: Kysely<Database>,
  viewer: Viewer,
  school: SchoolRow,
  row: Pick<DraftRow, 'course_id' | 'author_id'>,
): Promise<boolean> {
  if (isAdminOf(viewer, school.id)) return true;
  if (row.author_id === viewer.userId) return true;
  const lecturer = await db
    .selectFrom('course_lecturers')
    .select('id')
    .where('school_id', '=', school.id)
    .where('course_id', '=', row.course_id)
    .where('user_id', '=', viewer.userId)
    .executeTakeFirst();
  return lecturer !== undefined;
}

export const reviewOnFor = (db: Kysely<Database>, school: SchoolRow) => contentReviewOn(db, school);
