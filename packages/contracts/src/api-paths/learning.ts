export const LEARNING_API_PATHS = {
  outline: '/api/course/v1/open/courses/:courseId/outline',
  resource: '/api/course/v1/courses/:courseId/resources/:resourceId',
  beats: '/api/course/v1/learning/beats',
  summary: '/api/personal-center/v1/learning/summary',
  archive: '/api/personal-center/v1/learning/archive',
  archiveCsv: '/api/personal-center/v1/learning/archive.csv',
  certificate: '/api/personal-center/v1/learning/certificates/:completionId',
} as const;
