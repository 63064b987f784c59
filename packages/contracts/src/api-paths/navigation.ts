export const NAVIGATION_API_PATHS = {
  navigations: '/api/portal/api/v2/portal/open/navigations',
  settings: '/api/portal/api/v2/portal/open/navigation-settings',
} as const;
