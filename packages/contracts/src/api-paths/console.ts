export const CONSOLE_API_PATHS = {
  audit: '/api/console/:schoolId/audit',
  workbench: '/api/console/:schoolId/workbench',
  versions: '/api/console/:schoolId/versions',
} as const;
