/**
 * Course media (issue 25): the tus upload endpoints (POST creates, HEAD reads the offset, PATCH appends, DELETE
 * terminates), the finished upload's `MediaRef`, the files learners load, and the SCORM runtime's data.
 */
export const MEDIA_UPLOADS_API_PATHS = {
  uploads: '/api/media/v1/:schoolId/uploads',
  upload: '/api/media/v1/:schoolId/uploads/:uploadId',
  uploadMedia: '/api/media/v1/:schoolId/uploads/:uploadId/media',
  file: '/api/media/v1/:schoolId/files/:mediaId/:name',
  scormFile: '/api/media/v1/:schoolId/scorm/:packageId/*',
  scormRuntime: '/api/media/v1/:schoolId/scorm-runtime/:resourceId',
} as const;
