/**
 * Where a resource of the outline is learned (issue 23 item 4): an application at the spec's application-learn
 * (the course by its resource id, the application by appId/appType, spec §2), everything else at course-learn.
 */
import { applicationViewLink, courseLearnLink, type LanguageCode } from '@portico/core';
import type { CourseOutline } from '@portico/contracts';

export function resourceLink(input: {
  schoolId: string;
  outline: CourseOutline;
  resourceId: string | null;
  lang: LanguageCode;
}): string {
  const { schoolId, outline, resourceId, lang } = input;
  const entry = outline.chapters.flatMap((chapter) => chapter.resources).find((r) => r.id === resourceId);
  if (entry?.kind === 'application' && entry.appId) {
    return applicationViewLink({
      schoolId,
      courseId: outline.courseResourceId,
      appId: entry.appId,
      appType: entry.appType,
      view: 'application-learn',
      lang,
    });
  }
  return courseLearnLink({ schoolId, courseId: outline.courseId, resourceId, lang });
}
