export const HEALTH_API_PATHS = {
  health: '/api/health',
} as const;
