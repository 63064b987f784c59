/**
 * The course pages' first-paint data (issues 11 and 23): course-view and the application views get the course,
 * the viewer's enrolment and the outline; course-learn also gets the resource to learn — or the stable code of
 * why not (not enrolled, chapter locked, not found), which the page explains.
 */
import { isSchoolId, type LanguageCode } from '@portico/core';
import type { CourseLearnPage, ErrorCode, PageData } from '@portico/contracts';
import type { Kysely } from 'kysely';
import type { Viewer } from '../auth/viewer.ts';
import type { Database } from '../db/schema.ts';
import { localizeCourses } from '../repositories/catalog-texts.ts';
import type { SchoolRow } from '../repositories/schools.ts';
import { presentCourseDetail } from '../modules/courses/presenter.ts';
import { findCourse, findCourseByResourceId } from '../modules/courses/queries.ts';
import { selfEnrolBlock } from '../modules/enrolments/policy.ts';
import { presentCourseEnrolment } from '../modules/enrolments/presenter.ts';
import { continueTarget } from '../modules/learning/outline.ts';
import { loadOutline, requireLearnable } from '../modules/learning/policy.ts';
import { presentOutline, presentResource } from '../modules/learning/presenter.ts';
import { enrolmentOf, progressOf } from '../modules/learning/queries.ts';
import { HttpError } from '../shared/http-error.ts';

type CourseRoute = { id: 'course-view' | 'course-application'; params: Record<string, string> };

async function outlineFor(db: Kysely<Database>, schoolId: string, courseId: string, viewer: Viewer | null) {
  const userId = viewer?.userId ?? null;
  const [outline, enrolment] = await Promise.all([
    loadOutline(db, { schoolId, courseId, userId, now: new Date() }),
    userId ? enrolmentOf(db, schoolId, userId, courseId) : Promise.resolve(undefined),
  ]);
  return {
    enrolment,
    outline: presentOutline(
      courseId,
      outline,
      enrolment && { ...enrolment, continueResourceId: continueTarget(outline, enrolment.last_resource_id) },
    ),
  };
}

export async function loadCoursePage(
  db: Kysely<Database>,
  input: {
    route: CourseRoute;
    school: SchoolRow;
    query: URLSearchParams;
    viewer: Viewer | null;
    /** Issue 23 item 8: the course's texts in the page language. */
    lang: LanguageCode;
  },
): Promise<PageData> {
  const { route, school, query, viewer, lang } = input;
  if (route.id === 'course-application' && route.params.view === 'course-learn') {
    return loadLearnPage(db, input);
  }
  // course-view carries the course id; application pages carry the course resource id (spec §2).
  const courseId = query.get('courseId');
  const missing = { kind: 'course', course: null, enrolment: null, enrolBlock: null, outline: null } as const;
  if (!isSchoolId(courseId)) return missing;
  const found =
    route.id === 'course-view'
      ? await findCourse(db, school.id, courseId)
      : await findCourseByResourceId(db, school.id, courseId);
  const [row] = found ? await localizeCourses(db, [found], lang) : [];
  if (!row) return missing;
  const { enrolment, outline } = await outlineFor(db, school.id, row.id, viewer);
  return {
    kind: 'course',
    course: presentCourseDetail(row),
    enrolment: presentCourseEnrolment(enrolment, outline.enrolment?.continueResourceId ?? null),
    // Only asked when not enrolled: an enrolment stands whatever the rules say now.
    enrolBlock: enrolment ? null : await selfEnrolBlock(db, school, row, viewer),
    outline,
  };
}

async function loadLearnPage(
  db: Kysely<Database>,
  input: { school: SchoolRow; query: URLSearchParams; viewer: Viewer | null; lang: LanguageCode },
): Promise<CourseLearnPage> {
  const { school, query, viewer, lang } = input;
  const courseId = query.get('courseId');
  const empty = { kind: 'course-learn' as const, course: null, outline: null, resource: null };
  if (!isSchoolId(courseId)) return { ...empty, problem: 'COURSE_NOT_FOUND' };
  const found = await findCourse(db, school.id, courseId);
  const [course] = found ? await localizeCourses(db, [found], lang) : [];
  if (!course) return { ...empty, problem: 'COURSE_NOT_FOUND' };
  const base = { ...empty, course: presentCourseDetail(course) };
  if (!viewer) return { ...base, problem: 'LOGIN_REQUIRED' };
  const { enrolment, outline } = await outlineFor(db, school.id, course.id, viewer);
  const withOutline = { ...base, outline };
  if (!enrolment) return { ...withOutline, problem: 'NOT_ENROLLED' };
  const asked = query.get('resourceId');
  const resourceId = isSchoolId(asked) ? asked : outline.enrolment?.continueResourceId;
  if (!resourceId) return { ...withOutline, problem: 'RESOURCE_NOT_FOUND' };
  try {
    const learnable = await requireLearnable(db, {
      schoolId: school.id,
      courseId: course.id,
      resourceId,
      userId: viewer.userId,
      now: new Date(),
    });
    const progress = (await progressOf(db, school.id, viewer.userId, course.id)).find(
      (row) => row.resource_id === resourceId,
    );
    const index = learnable.outline.ordered.findIndex((row) => row.id === resourceId);
    const resource = presentResource(learnable.resource, progress, {
      previous: learnable.outline.ordered[index - 1]?.id ?? null,
      next: learnable.outline.ordered[index + 1]?.id ?? null,
    });
    return { ...withOutline, resource, problem: null };
  } catch (error) {
    if (error instanceof HttpError) return { ...withOutline, problem: error.errorCode as ErrorCode };
    throw error;
  }
}
