/**
 * Issue 27: portal pages composed from modules — the school's composable pages, one page's draft and published
 * documents, saving a draft, publishing it, and the designer's live preview of a draft's modules with their data;
 * the designer's course picker (the school's published courses found by title, or named by id).
 */
export const PORTAL_PAGES_API_PATHS = {
  pages: '/api/console/:schoolId/portal-pages',
  page: '/api/console/:schoolId/portal-pages/:pageId',
  draft: '/api/console/:schoolId/portal-pages/:pageId/draft',
  publish: '/api/console/:schoolId/portal-pages/:pageId/publish',
  preview: '/api/console/:schoolId/portal-pages/:pageId/preview',
  courseOptions: '/api/console/:schoolId/portal-pages/course-options',
} as const;
