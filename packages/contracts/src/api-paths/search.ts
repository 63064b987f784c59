export const SEARCH_API_PATHS = {
  courses: '/api/search/v1/search/courses',
  hotSearch: '/api/search/v1/search/hotSearch',
  clear: '/api/search/v1/search/clear',
} as const;
