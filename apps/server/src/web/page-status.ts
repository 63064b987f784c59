/**
 * The HTTP status of a rendered page from what its data says (issue 23 items 2 and 4): a course, resource or
 * application that does not exist for this school answers 404 (the not-found state inside the shell), a locked
 * chapter's direct URL 403 (the page says why). Everything else the web render decides (404 for unknown routes).
 */
import type { PageData } from '@portico/contracts';

export function pageStatus(page: PageData, rendered: number): number {
  if (rendered !== 200) return rendered;
  switch (page.kind) {
    case 'course':
      return page.course ? 200 : 404;
    case 'course-learn':
    case 'application-view':
      if (page.problem === 'COURSE_NOT_FOUND' || page.problem === 'RESOURCE_NOT_FOUND') return 404;
      return page.problem === 'CHAPTER_LOCKED' ? 403 : 200;
    case 'knowledge-detail':
      // Issue 27: an unknown (or unpublished) article or library.
      return page.problem ? 404 : 200;
    default:
      return 200;
  }
}
