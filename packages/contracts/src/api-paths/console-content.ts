export const CONSOLE_CONTENT_API_PATHS = {
  footer: '/api/console/:schoolId/footer',
  bulletins: '/api/console/:schoolId/bulletins',
  bulletin: '/api/console/:schoolId/bulletins/:bulletinId',
  agreements: '/api/console/:schoolId/agreements',
  agreementDraft: '/api/console/:schoolId/agreements/draft',
  agreementPublish: '/api/console/:schoolId/agreements/publish',
} as const;
