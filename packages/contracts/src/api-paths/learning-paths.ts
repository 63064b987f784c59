/**
 * Issue 26 item 5: learning maps by position — the school's admins define a path per position (list with the
 * editor's options, create, replace, delete); a learner reads the paths of their own positions with progress.
 */
export const LEARNING_PATHS_API_PATHS = {
  paths: '/api/learning-paths/v1/:schoolId/paths',
  path: '/api/learning-paths/v1/:schoolId/paths/:pathId',
  myPaths: '/api/learning-paths/v1/:schoolId/my-paths',
} as const;
