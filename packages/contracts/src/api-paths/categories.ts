export const CATEGORIES_API_PATHS = {
  first: '/api/category/v1/facets/first',
  firstChild: '/api/category/v1/facets/first/child',
} as const;
