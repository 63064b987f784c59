export const CONSOLE_NAVIGATION_API_PATHS = {
  navigation: '/api/console/:schoolId/navigation',
  draft: '/api/console/:schoolId/navigation/draft',
  publish: '/api/console/:schoolId/navigation/publish',
  header: '/api/console/:schoolId/header',
} as const;
