export const CONSOLE_ENROLMENTS_API_PATHS = {
  enrol: '/api/console/:schoolId/enrolments',
  bulk: '/api/console/:schoolId/enrolments/bulk',
} as const;
