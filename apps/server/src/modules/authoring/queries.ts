/**
 * What the creation center lists (issue 25): the viewer's courses (created or lectured), every course of the
 * school for its admins, the drafts waiting for review, a course's published versions, and the editor's choices.
 * Courses made before authoring have no draft row until opened; they are listed with the state their first
 * draft will have (live: version 1 and nothing to publish).
 */
import { AUTHORING_LIMITS, NEW_AUTHORING_STATE, type AuthoringState } from '@portico/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ACTIVE } from '../../repositories/roles.ts';
import type { SchoolRow } from '../../repositories/schools.ts';
import { stateOf, type DraftRow } from './draft-store.ts';

export interface CourseEntry {
  courseId: string;
  name: string;
  cover: string | null;
  createdAt: string;
  draft: DraftRow | null;
  state: AuthoringState;
}

const LIVE_STATE: AuthoringState = {
  review: 'editing',
  publishedVersion: 1,
  latestVersion: 1,
  unpublishedChanges: false,
};

async function entriesOf(db: Kysely<Database>, schoolId: string, courseIds: string[] | null) {
  if (courseIds && courseIds.length === 0) return [];
  let courses = db
    .selectFrom('courses')
    .select(['id', 'name', 'cover', 'status', 'created_at'])
    .where('school_id', '=', schoolId);
  if (courseIds) courses = courses.where('id', 'in', courseIds);
  let drafts = db.selectFrom('course_drafts').selectAll().where('school_id', '=', schoolId);
  if (courseIds) drafts = drafts.where('course_id', 'in', courseIds);
  const [courseRows, draftRows] = await Promise.all([courses.execute(), drafts.execute()]);
  const draftOf = new Map(draftRows.map((row) => [row.course_id, row]));
  const entries: CourseEntry[] = courseRows.map((course) => {
    const draft = draftOf.get(course.id) ?? null;
    return {
      courseId: course.id,
      name: course.name,
      cover: course.cover,
      createdAt: course.created_at,
      draft,
      state: draft ? stateOf(draft) : course.status === 1 ? LIVE_STATE : NEW_AUTHORING_STATE,
    };
  });
  // The latest change first.
  const changed = (entry: CourseEntry) => entry.draft?.updated_at ?? entry.createdAt;
  entries.sort((a, b) => changed(b).localeCompare(changed(a)) || b.courseId.localeCompare(a.courseId));
  return entries.slice(0, AUTHORING_LIMITS.LIST_MAX);
}

/** Courses the viewer created or lectures in this school. */
export async function myCourses(db: Kysely<Database>, schoolId: string, userId: string) {
  const [authored, lectured] = await Promise.all([
    db
      .selectFrom('course_drafts')
      .select('course_id')
      .where('school_id', '=', schoolId)
      .where('author_id', '=', userId)
      .execute(),
    db
      .selectFrom('course_lecturers')
      .select('course_id')
      .where('school_id', '=', schoolId)
      .where('user_id', '=', userId)
      .execute(),
  ]);
  const ids = [...new Set([...authored, ...lectured].map((row) => row.course_id))];
  return entriesOf(db, schoolId, ids);
}

export const schoolCourses = (db: Kysely<Database>, schoolId: string) => entriesOf(db, schoolId, null);

/** Drafts waiting for review, the longest waiting first. */
export async function reviewQueue(db: Kysely<Database>, schoolId: string) {
  const waiting = await db
    .selectFrom('course_drafts')
    .select('course_id')
    .where('school_id', '=', schoolId)
    .where('review_state', '=', 'in_review')
    .orderBy('submitted_at')
    .limit(AUTHORING_LIMITS.LIST_MAX)
    .execute();
  const entries = await entriesOf(
    db,
    schoolId,
    waiting.map((row) => row.course_id),
  );
  const submitted = (entry: CourseEntry) => entry.draft?.submitted_at ?? '';
  return entries.sort((a, b) => submitted(a).localeCompare(submitted(b)));
}

export function versionsOf(db: Kysely<Database>, schoolId: string, courseId: string) {
  return db
    .selectFrom('course_versions')
    .select(['number', 'published_by', 'published_at'])
    .where('school_id', '=', schoolId)
    .where('course_id', '=', courseId)
    .orderBy('number', 'desc')
    .execute();
}

export function versionOf(db: Kysely<Database>, schoolId: string, courseId: string, number: number) {
  return db
    .selectFrom('course_versions')
    .select(['number', 'published_by', 'published_at', 'snapshot'])
    .where('school_id', '=', schoolId)
    .where('course_id', '=', courseId)
    .where('number', '=', number)
    .executeTakeFirst();
}

/** The editor's choices: the school's categories, lecturers (and admins) and exams. */
export async function editorChoices(db: Kysely<Database>, school: SchoolRow) {
  const [categories, lecturers, exams] = await Promise.all([
    db
      .selectFrom('categories')
      .select(['id', 'parent_id', 'title'])
      .where('school_id', '=', school.id)
      .orderBy('sort')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('memberships')
      .innerJoin('users', 'users.id', 'memberships.user_id')
      .select(['users.id', 'users.nick_name', 'users.real_name', 'users.mobile', 'users.email'])
      .where('memberships.school_id', '=', school.id)
      .where('memberships.status', '=', ACTIVE)
      .where('memberships.role', 'in', ['lecturer', 'admin'])
      .orderBy('users.id')
      .execute(),
    db
      .selectFrom('exams')
      .select(['id', 'title'])
      .where('school_id', '=', school.id)
      .orderBy('created_at', 'desc')
      .execute(),
  ]);
  return { categories, lecturers, exams };
}
