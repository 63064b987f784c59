/**
 * The learning view's first-paint data (issue 23), shared by course-learn (the course by its id) and
 * application-learn (by its resource id and appId): the course, the viewer's outline, the resource with its
 * neighbours — or the stable code of why it cannot be learned, which the page explains.
 */
import type { CourseLearnPage, ErrorCode } from '@portico/contracts';
import type { LanguageCode } from '@portico/core';
import type { Kysely } from 'kysely';
import type { Viewer } from '../auth/viewer.ts';
import type { Database } from '../db/schema.ts';
import type { SchoolRow } from '../repositories/schools.ts';
import { presentCourseDetail } from '../modules/courses/presenter.ts';
import type { CourseDetailRow } from '../modules/courses/queries.ts';
import { continueTarget } from '../modules/learning/outline.ts';
import { learnableIn, loadOutlineAndProgress } from '../modules/learning/policy.ts';
import { presentOutline, presentResource } from '../modules/learning/presenter.ts';
import { enrolmentOf } from '../modules/learning/queries.ts';
import { HttpError } from '../shared/http-error.ts';

/** The course's outline as the viewer sees it (chapter and resource texts in `lang`), presented, with the enrolment. */
export async function outlineFor(
  db: Kysely<Database>,
  schoolId: string,
  course: CourseDetailRow,
  viewer: Viewer | null,
  lang: LanguageCode,
) {
  const userId = viewer?.userId ?? null;
  const [{ outline, progress }, enrolment] = await Promise.all([
    loadOutlineAndProgress(db, { schoolId, courseId: course.id, userId, now: new Date(), lang }),
    userId ? enrolmentOf(db, schoolId, userId, course.id) : Promise.resolve(undefined),
  ]);
  return {
    enrolment,
    progress,
    view: outline,
    outline: presentOutline(
      course,
      outline,
      enrolment && { ...enrolment, continueResourceId: continueTarget(outline, enrolment.last_resource_id) },
    ),
  };
}

/**
 * The learning view of course-learn (the course by its id) and application-learn (the course by its resource id,
 * the resource by its appId): the resource with its neighbours, or why it cannot be learned.
 */
export async function loadLearnPage(
  db: Kysely<Database>,
  input: {
    school: SchoolRow;
    viewer: Viewer | null;
    course: CourseDetailRow | undefined;
    resourceId: string | null;
    /** Issue 23 item 8: the outline's and the resource's texts in the page language. */
    lang: LanguageCode;
  },
): Promise<CourseLearnPage> {
  const { school, viewer, course, lang } = input;
  const empty = { kind: 'course-learn' as const, course: null, outline: null, resource: null };
  if (!course) return { ...empty, problem: 'COURSE_NOT_FOUND' };
  const base = { ...empty, course: presentCourseDetail(course) };
  if (!viewer) return { ...base, problem: 'LOGIN_REQUIRED' };
  const { enrolment, outline, view, progress } = await outlineFor(db, school.id, course, viewer, lang);
  const withOutline = { ...base, outline };
  if (!enrolment) return { ...withOutline, problem: 'NOT_ENROLLED' };
  const resourceId = input.resourceId ?? outline.enrolment?.continueResourceId;
  if (!resourceId) return { ...withOutline, problem: 'RESOURCE_NOT_FOUND' };
  try {
    // The course, enrolment, outline and progress were read just above (same viewer, same request): checked, not
    // read again.
    const learnable = learnableIn(view, enrolment, resourceId);
    const progressRow = progress.find((candidate) => candidate.resource_id === resourceId);
    const index = learnable.outline.ordered.findIndex((row) => row.id === resourceId);
    const resource = presentResource(learnable.resource, progressRow, {
      previous: learnable.outline.ordered[index - 1]?.id ?? null,
      next: learnable.outline.ordered[index + 1]?.id ?? null,
    });
    return { ...withOutline, resource, problem: null };
  } catch (error) {
    if (error instanceof HttpError) return { ...withOutline, problem: error.errorCode as ErrorCode };
    throw error;
  }
}
