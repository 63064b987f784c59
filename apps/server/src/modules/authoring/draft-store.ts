/**
 * The draft row of a course (issue 25): read, made on first use, and written only with the version it was read at.
 * A course made before authoring has no draft until someone opens it: its first draft is the live course as it
 * stands (chapters and resources with their ids, texts per language), recorded as version 1 when it is live, so
 * history starts from what learners see and "nothing to publish" holds until it is edited.
 */
import type { CourseDraft } from '@portico/contracts';
import type { Kysely, Selectable } from 'kysely';
import { newId } from '../../db/ids.ts';
import type { CourseDraftsTable, Database } from '../../db/schema.ts';
import { fail } from '../../shared/http-error.ts';
import { reviewColumnsSet, reviewStateOf, staleDraft, type ReviewWrite } from '../../shared/review-drafts.ts';
import { liveCourseDraft } from './live-draft.ts';

export type DraftRow = Selectable<CourseDraftsTable>;

export const stateOf = (row: DraftRow) => reviewStateOf(row);

export const draftOf = (row: DraftRow): CourseDraft => JSON.parse(row.body) as CourseDraft;

export function findDraftRow(db: Kysely<Database>, schoolId: string, courseId: string) {
  return db
    .selectFrom('course_drafts')
    .selectAll()
    .where('school_id', '=', schoolId)
    .where('course_id', '=', courseId)
    .executeTakeFirst();
}

/** The course's draft, made from the live course when it has none; COURSE_NOT_FOUND for another school's id. */
export async function loadDraftRow(
  db: Kysely<Database>,
  schoolId: string,
  courseId: string,
): Promise<DraftRow> {
  const found = await findDraftRow(db, schoolId, courseId);
  if (found) return found;
  const course = await db
    .selectFrom('courses')
    .select(['id', 'status', 'created_at'])
    .where('school_id', '=', schoolId)
    .where('id', '=', courseId)
    .executeTakeFirst();
  if (!course) throw fail('COURSE_NOT_FOUND', 'Course not found');
  const draft = await liveCourseDraft(db, schoolId, courseId);
  const now = new Date().toISOString();
  const live = course.status === 1;
  const body = JSON.stringify(draft);
  await db
    .insertInto('course_drafts')
    .values({
      id: newId(),
      school_id: schoolId,
      course_id: courseId,
      version: 1,
      body,
      review_state: 'editing',
      review_comment: null,
      published_version: live ? 1 : null,
      latest_version: live ? 1 : 0,
      unpublished_changes: live ? 0 : 1,
      author_id: null,
      created_at: now,
      updated_by: null,
      updated_at: now,
      submitted_by: null,
      submitted_at: null,
      reviewed_by: null,
      reviewed_at: null,
    })
    // Two first readers at once: one insert wins, the other reads it.
    .onConflict((conflict) => conflict.column('course_id').doNothing())
    .execute();
  if (live) {
    await db
      .insertInto('course_versions')
      .values({
        id: newId(),
        school_id: schoolId,
        course_id: courseId,
        number: 1,
        snapshot: body,
        published_by: null,
        published_at: course.created_at,
      })
      .onConflict((conflict) => conflict.columns(['course_id', 'number']).doNothing())
      .execute();
  }
  return (await findDraftRow(db, schoolId, courseId))!;
}

export interface DraftWrite extends ReviewWrite {
  body?: CourseDraft;
}

/**
 * Writes the draft if it is still at `expectedVersion` (one conditional UPDATE, atomic on both engines);
 * otherwise 409 DRAFT_VERSION_STALE and nothing is written. Answers the new version.
 */
export async function writeDraft(
  trx: Kysely<Database>,
  row: DraftRow,
  expectedVersion: number,
  write: DraftWrite,
): Promise<number> {
  const result = await trx
    .updateTable('course_drafts')
    .set({
      ...reviewColumnsSet(expectedVersion, write),
      ...(write.body ? { body: JSON.stringify(write.body) } : {}),
    })
    .where('school_id', '=', row.school_id)
    .where('course_id', '=', row.course_id)
    .where('version', '=', expectedVersion)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw staleDraft(row.version);
  return expectedVersion + 1;
}
