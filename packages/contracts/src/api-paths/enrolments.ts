export const ENROLMENTS_API_PATHS = {
  enrol: '/api/course/v1/courses/:courseId/enrol',
  mine: '/api/personal-center/v1/enrolments',
} as const;
