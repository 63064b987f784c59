/**
 * Who may learn what (issue 23): a resource is for the course's enrolled learners, in a chapter that is open
 * (core chapterLock); an unknown course or resource, or another school's, is not found — never a 500.
 */
import type { LanguageCode } from '@portico/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { localizeOutline } from '../../repositories/catalog-texts.ts';
import { fail } from '../../shared/http-error.ts';
import { findCourse } from '../courses/queries.ts';
import { buildOutline, lockOf, type OutlineView } from './outline.ts';
import { chapterTitles } from './presenter.ts';
import { chaptersOf, enrolmentOf, progressOf, resourcesOf, type ProgressRow } from './queries.ts';

interface OutlineInput {
  schoolId: string;
  courseId: string;
  userId: string | null;
  now: Date;
  /** Issue 23 item 8: chapter and resource texts in this language (else the rows' own). */
  lang?: LanguageCode;
}

/** The course's outline as this viewer sees it (visitors: no progress). */
export async function loadOutline(db: Kysely<Database>, input: OutlineInput): Promise<OutlineView> {
  return (await loadOutlineAndProgress(db, input)).outline;
}

/** The outline with the viewer's progress rows it was built from (the learning view presents one of them). */
export async function loadOutlineAndProgress(
  db: Kysely<Database>,
  input: OutlineInput,
): Promise<{ outline: OutlineView; progress: ProgressRow[] }> {
  const [chapterRows, resourceRows, progress] = await Promise.all([
    chaptersOf(db, input.schoolId, input.courseId),
    resourcesOf(db, input.schoolId, input.courseId),
    input.userId ? progressOf(db, input.schoolId, input.userId, input.courseId) : Promise.resolve([]),
  ]);
  const { chapters, resources } = input.lang
    ? await localizeOutline(db, input.schoolId, input.lang, {
        chapters: chapterRows,
        resources: resourceRows,
      })
    : { chapters: chapterRows, resources: resourceRows };
  return { outline: buildOutline({ chapters, resources, progress, now: input.now }), progress };
}

export async function requireCourse(db: Kysely<Database>, schoolId: string, courseId: string) {
  const course = await findCourse(db, schoolId, courseId);
  if (!course) throw fail('COURSE_NOT_FOUND', 'Course not found');
  return course;
}

/** The enrolment, the outline and the resource the viewer may learn now; refuses with a stable code otherwise. */
export async function requireLearnable(
  db: Kysely<Database>,
  input: OutlineInput & { resourceId: string; userId: string },
) {
  await requireCourse(db, input.schoolId, input.courseId);
  const [enrolment, outline] = await Promise.all([
    enrolmentOf(db, input.schoolId, input.userId, input.courseId),
    loadOutline(db, input),
  ]);
  return learnableIn(outline, enrolment, input.resourceId);
}

/**
 * requireLearnable's checks on a course's outline and enrolment already read for the same viewer and moment (the
 * learning view has them for its outline; reading them again cost a page six statements).
 */
export function learnableIn<Enrolment>(
  outline: OutlineView,
  enrolment: Enrolment | undefined,
  resourceId: string,
) {
  const resource = outline.ordered.find((row) => row.id === resourceId);
  if (!resource) throw fail('RESOURCE_NOT_FOUND', 'This resource is not part of the course');
  if (!enrolment) throw fail('NOT_ENROLLED', 'Enrol in the course to learn it');
  const lock = lockOf(outline, resource.id);
  if (lock.locked) {
    const details =
      lock.reason === 'release'
        ? { reason: lock.reason, releaseAt: lock.releaseAt }
        : {
            reason: lock.reason,
            prerequisiteChapterId: lock.prerequisiteChapterId,
            prerequisiteTitle: chapterTitles(outline).get(lock.prerequisiteChapterId) ?? null,
          };
    throw fail('CHAPTER_LOCKED', 'This chapter is not open yet', details);
  }
  return { enrolment, outline, resource };
}
