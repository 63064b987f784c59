/**
 * The course pages' first-paint data (issues 11 and 23): course-view and the application views get the course,
 * the viewer's enrolment and the outline; course-learn also gets the resource to learn — or the stable code of
 * why not (not enrolled, chapter locked, not found), which the page explains.
 */
import { isSchoolId, type LanguageCode } from '@portico/core';
import type { PageData } from '@portico/contracts';
import type { Kysely } from 'kysely';
import type { Viewer } from '../auth/viewer.ts';
import type { Database } from '../db/schema.ts';
import { localizeCourses } from '../repositories/catalog-texts.ts';
import type { SchoolRow } from '../repositories/schools.ts';
import { presentCourseDetail } from '../modules/courses/presenter.ts';
import { findCourse, findCourseByResourceId } from '../modules/courses/queries.ts';
import { selfEnrolBlock } from '../modules/enrolments/policy.ts';
import { presentCourseEnrolment } from '../modules/enrolments/presenter.ts';
import { loadApplicationPage } from './application-pages.ts';
import { loadLearnPage, outlineFor } from './learn-page.ts';

type CourseRoute = { id: 'course-view' | 'course-application'; params: Record<string, string> };

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
    const courseId = query.get('courseId');
    const found = isSchoolId(courseId) ? await findCourse(db, school.id, courseId) : undefined;
    const [course] = found ? await localizeCourses(db, [found], lang) : [];
    const asked = query.get('resourceId');
    return loadLearnPage(db, { school, viewer, course, resourceId: isSchoolId(asked) ? asked : null, lang });
  }
  // Spec §2: an application of a course (appId) has its own detail and learning view.
  if (route.id === 'course-application' && query.get('appId') !== null) {
    return loadApplicationPage(db, { view: route.params.view ?? '', school, query, viewer, lang });
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
  const { enrolment, outline } = await outlineFor(db, school.id, row, viewer, lang);
  return {
    kind: 'course',
    course: presentCourseDetail(row),
    enrolment: presentCourseEnrolment(enrolment, outline.enrolment?.continueResourceId ?? null),
    // Only asked when not enrolled: an enrolment stands whatever the rules say now.
    enrolBlock: enrolment ? null : await selfEnrolBlock(db, school, row, viewer),
    outline,
  };
}
