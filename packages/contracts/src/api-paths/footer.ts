export const FOOTER_API_PATHS = {
  footer: '/api/portal/api/v1/portal/open/footer',
} as const;
