/**
 * Issue 25: course authoring in the creation center — lecturers, admins and creator members of the school. Every
 * write about one course answers its `DraftView`; transitions carry the draft version the author saw.
 */
export const AUTHORING_API_PATHS = {
  /** GET the editor's choices (languages, categories, lecturers, exams, review switch). */
  options: '/api/authoring/v1/:schoolId/options',
  /** GET ?scope=mine|school the viewer's courses with their state; POST create a course (its first draft). */
  courses: '/api/authoring/v1/:schoolId/courses',
  /** DELETE a course that was never published. */
  course: '/api/authoring/v1/:schoolId/courses/:courseId',
  /** GET the draft; PUT save it (versioned). */
  draft: '/api/authoring/v1/:schoolId/courses/:courseId/draft',
  submit: '/api/authoring/v1/:schoolId/courses/:courseId/submit',
  withdraw: '/api/authoring/v1/:schoolId/courses/:courseId/withdraw',
  approve: '/api/authoring/v1/:schoolId/courses/:courseId/approve',
  reject: '/api/authoring/v1/:schoolId/courses/:courseId/reject',
  publish: '/api/authoring/v1/:schoolId/courses/:courseId/publish',
  unpublish: '/api/authoring/v1/:schoolId/courses/:courseId/unpublish',
  /** GET the published versions, newest first. */
  versions: '/api/authoring/v1/:schoolId/courses/:courseId/versions',
  /** GET one version's snapshot. */
  version: '/api/authoring/v1/:schoolId/courses/:courseId/versions/:number',
  /** POST copy the version's snapshot into the draft (a versioned draft save). */
  rollback: '/api/authoring/v1/:schoolId/courses/:courseId/versions/:number/rollback',
  /** GET drafts waiting for review (admins). */
  reviewQueue: '/api/authoring/v1/:schoolId/review-queue',
} as const;
