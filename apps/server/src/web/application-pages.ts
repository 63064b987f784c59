/**
 * Spec §2 `/course/{schoolId}/application-view` and `application-learn` with an `appId` (issue 23 item 4): the
 * course is named by its resource id, the application by its appId (and appType, when given, must agree). The
 * detail page says what completes the application and whether the viewer may open it; the learning view is the
 * one of course-learn at that resource. An unknown course or application, or another school's, is not found.
 */
import { LEARNING_RULES, isEmbeddedApp, isSchoolId, type LanguageCode } from '@portico/core';
import type { ApplicationViewPage, CourseLearnPage } from '@portico/contracts';
import type { Kysely } from 'kysely';
import type { Viewer } from '../auth/viewer.ts';
import type { Database } from '../db/schema.ts';
import { localizeCourses } from '../repositories/catalog-texts.ts';
import type { SchoolRow } from '../repositories/schools.ts';
import { presentCourseDetail } from '../modules/courses/presenter.ts';
import { findCourseByResourceId } from '../modules/courses/queries.ts';
import { presentCourseEnrolment } from '../modules/enrolments/presenter.ts';
import { findApplication } from '../modules/learning/queries.ts';
import { loadLearnPage, outlineFor } from './learn-page.ts';

/** Ids are at most this long (the contracts' Id); a longer appId cannot name anything. */
const MAX_APP_ID = 64;

export async function loadApplicationPage(
  db: Kysely<Database>,
  input: {
    view: string;
    school: SchoolRow;
    query: URLSearchParams;
    viewer: Viewer | null;
    /** Issue 23 item 8: the course's, the outline's and the application's texts in the page language. */
    lang: LanguageCode;
  },
): Promise<ApplicationViewPage | CourseLearnPage> {
  const { school, query, viewer, lang } = input;
  const courseResourceId = query.get('courseId');
  const appId = query.get('appId') ?? '';
  const appType = query.get('appType');
  const row = isSchoolId(courseResourceId)
    ? await findCourseByResourceId(db, school.id, courseResourceId)
    : undefined;
  const [course] = row ? await localizeCourses(db, [row], lang) : [];
  const found =
    course && appId !== '' && appId.length <= MAX_APP_ID
      ? await findApplication(db, { schoolId: school.id, courseId: course.id, appId })
      : undefined;
  // appType is part of the spec's address: one that contradicts the application's does not name it.
  const resource = found && (!appType || appType === found.app_type) ? found : undefined;

  if (input.view === 'application-learn') {
    if (course && !resource) {
      return {
        kind: 'course-learn',
        course: presentCourseDetail(course),
        outline: null,
        resource: null,
        problem: 'RESOURCE_NOT_FOUND',
      };
    }
    return loadLearnPage(db, { school, viewer, course, resourceId: resource?.id ?? null, lang });
  }

  const empty = { kind: 'application-view' as const, course: null, enrolment: null, outline: null };
  if (!course) return { ...empty, application: null, problem: 'COURSE_NOT_FOUND' };
  const { enrolment, outline } = await outlineFor(db, school.id, course, viewer, lang);
  const base = {
    ...empty,
    course: presentCourseDetail(course),
    enrolment: presentCourseEnrolment(enrolment, outline.enrolment?.continueResourceId ?? null),
    outline,
  };
  const chapter = resource && outline.chapters.find((entry) => entry.id === resource.chapter_id);
  const entry = chapter?.resources.find((item) => item.id === resource?.id);
  if (!resource || !chapter || !entry) return { ...base, application: null, problem: 'RESOURCE_NOT_FOUND' };
  const embedded = isEmbeddedApp(resource.app_type);
  const stated = resource.duration_s ?? 0;
  return {
    ...base,
    application: {
      resourceId: resource.id,
      title: entry.title,
      appId,
      appType: resource.app_type,
      embedded,
      required: resource.required === 1,
      requiredSeconds: embedded ? (stated > 0 ? stated : LEARNING_RULES.APP_MIN_SECONDS) : 0,
      completed: entry.completed,
      chapterTitle: chapter.title,
      lock: chapter.lock,
    },
    // Spec-wise a locked item's direct URL is refused (403), with why.
    problem: chapter.lock ? 'CHAPTER_LOCKED' : null,
  };
}
