export const CERTIFICATION_API_PATHS = {
  clientIp: '/api/accounts/open/client/ip',
  segmentCheck: '/api/school/schools/open/internal-segment/check',
} as const;
