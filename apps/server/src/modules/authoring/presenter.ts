/** Authoring answers (issue 25): rows and drafts shaped as the contract's DraftView, AuthoringCourse, versions. */
import {
  allowedAuthoringActions,
  courseViewLink,
  type AuthoringActor,
  type LanguageCode,
} from '@portico/core';
import type { AuthoringCourse, CourseDraft, CourseVersion, DraftView } from '@portico/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { messageLink } from '../messages/notify.ts';
import { baseText } from '../console-content/validate.ts';
import { draftOf, stateOf, type DraftRow } from './draft-store.ts';
import { peopleNames, personOf } from './people.ts';
import type { CourseEntry } from './queries.ts';

/** The learner's page of the live course, without the language (the web adds the reader's). */
const liveUrl = (schoolId: string, courseId: string) =>
  messageLink(courseViewLink({ schoolId, courseId, lang: 'zh_CN' }));

export async function presentDraftView(
  db: Kysely<Database>,
  row: DraftRow,
  actor: AuthoringActor,
): Promise<DraftView> {
  const names = await peopleNames(db, [row.author_id, row.updated_by]);
  const state = stateOf(row);
  return {
    courseId: row.course_id,
    version: row.version,
    draft: draftOf(row),
    state,
    actions: allowedAuthoringActions(state, actor),
    reviewOn: actor.reviewOn,
    reviewComment: row.review_comment,
    author: personOf(names, row.author_id),
    updatedAt: row.updated_at,
    updatedBy: personOf(names, row.updated_by),
    liveUrl: state.publishedVersion === null ? null : liveUrl(row.school_id, row.course_id),
  };
}

export async function presentCourseEntries(
  db: Kysely<Database>,
  entries: readonly CourseEntry[],
  input: { actor: AuthoringActor; defaultLang: LanguageCode },
): Promise<AuthoringCourse[]> {
  const names = await peopleNames(
    db,
    entries.flatMap((entry) => [entry.draft?.author_id ?? null, entry.draft?.updated_by ?? null]),
  );
  return entries.map((entry) => {
    const draft: CourseDraft | null = entry.draft ? draftOf(entry.draft) : null;
    return {
      courseId: entry.courseId,
      title: (draft && baseText(draft.title, input.defaultLang)) || entry.name,
      cover: draft ? draft.cover : entry.cover,
      state: entry.state,
      actions: allowedAuthoringActions(entry.state, input.actor),
      author: personOf(names, entry.draft?.author_id ?? null),
      updatedAt: entry.draft?.updated_at ?? entry.createdAt,
      updatedBy: personOf(names, entry.draft?.updated_by ?? null),
      submittedAt: entry.draft?.review_state === 'in_review' ? entry.draft.submitted_at : null,
      reviewComment: entry.draft?.review_comment ?? null,
    };
  });
}

export async function presentVersions(
  db: Kysely<Database>,
  rows: ReadonlyArray<{ number: number; published_by: string | null; published_at: string }>,
  liveNumber: number | null,
): Promise<CourseVersion[]> {
  const names = await peopleNames(
    db,
    rows.map((row) => row.published_by),
  );
  return rows.map((row) => ({
    number: row.number,
    publishedAt: row.published_at,
    publishedBy: personOf(names, row.published_by),
    live: row.number === liveNumber,
  }));
}
