export const UPLOADS_API_PATHS = {
  upload: '/api/portal/api/v1/portal/uploadFile',
  file: '/api/files/:schoolId/:name',
  openReviewSwitch: '/api/portal/api/v1/portal/open/content-review-switch',
  reviewSwitch: '/api/portal/api/v1/portal/content-review-switch',
  blockedImages: '/api/portal/api/v1/portal/content-review/blocked-images',
  blockedImage: '/api/portal/api/v1/portal/content-review/blocked-images/:sha256',
} as const;
