export const COURSES_API_PATHS = {
  latest: '/api/portal/api/v1/portal/open/latest-courses',
  course: '/api/course/v1/open/courses/:courseId',
} as const;
