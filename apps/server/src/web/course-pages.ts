/**
 * The course pages' first-paint data (issues 11 and 23): course-view and the application views get the course,
 * the viewer's enrolment and the outline; course-learn also gets the resource to learn — or the stable code of
 * why not (not enrolled, chapter locked, not found), which the page explains.
 */
import { isSchoolId } from '@portico/core';
import type { PageData } from '@portico/contracts';
import type { Kysely } from 'kysely';
import type { Viewer } from '../auth/viewer.ts';
import type { Database } from '../db/schema.ts';
import type { SchoolRow } from '../repositories/schools.ts';
import { presentCourseDetail } from '../modules/courses/presenter.ts';
import { findCourse, findCourseByResourceId } from '../modules/courses/queries.ts';
import { presentCourseEnrolment } from '../modules/enrolments/presenter.ts';
import { loadApplicationPage } from './application-pages.ts';
import { loadLearnPage, outlineFor } from './learn-page.ts';

type CourseRoute = { id: 'course-view' | 'course-application'; params: Record<string, string> };

export async function loadCoursePage(
  db: Kysely<Database>,
  input: { route: CourseRoute; school: SchoolRow; query: URLSearchParams; viewer: Viewer | null },
): Promise<PageData> {
  const { route, school, query, viewer } = input;
  if (route.id === 'course-application' && route.params.view === 'course-learn') {
    const courseId = query.get('courseId');
    const course = isSchoolId(courseId) ? await findCourse(db, school.id, courseId) : undefined;
    const asked = query.get('resourceId');
    return loadLearnPage(db, { school, viewer, course, resourceId: isSchoolId(asked) ? asked : null });
  }
  // Spec §2: an application of a course (appId) has its own detail and learning view.
  if (route.id === 'course-application' && query.get('appId') !== null) {
    return loadApplicationPage(db, { view: route.params.view ?? '', school, query, viewer });
  }
  // course-view carries the course id; application pages carry the course resource id (spec §2).
  const courseId = query.get('courseId');
  if (!isSchoolId(courseId)) return { kind: 'course', course: null, enrolment: null, outline: null };
  const row =
    route.id === 'course-view'
      ? await findCourse(db, school.id, courseId)
      : await findCourseByResourceId(db, school.id, courseId);
  if (!row) return { kind: 'course', course: null, enrolment: null, outline: null };
  const { enrolment, outline } = await outlineFor(db, school.id, row, viewer);
  return {
    kind: 'course',
    course: presentCourseDetail(row),
    enrolment: presentCourseEnrolment(enrolment),
    outline,
  };
}
