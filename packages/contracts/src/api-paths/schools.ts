export const SCHOOLS_API_PATHS = {
  details: '/api/school/schools/open/schoolDetails',
  school: '/api/school/schools/:id/',
  admin: '/api/school/schools/:id/admin/',
  create: '/api/school/schools/',
  firstSchoolsAllPage: '/api/ischool/v1/schools/first-schools-all-page',
} as const;
