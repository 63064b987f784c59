export const BULLETINS_API_PATHS = {
  bulletin: '/api/portal/api/v1/portal/open/bulletin',
} as const;
