export const CONSOLE_CATALOGUE_API_PATHS = {
  list: '/api/console/:schoolId/catalogue',
  category: '/api/console/:schoolId/catalogue/categories/:categoryId',
  course: '/api/console/:schoolId/catalogue/courses/:courseId',
} as const;
