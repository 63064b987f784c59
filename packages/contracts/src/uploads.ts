/**
 * Image uploads and the content review of a school (spec §5 / §7 / §8, issue 12). The upload is multipart: the
 * file plus the spec's fields; success is `{ resultCode: 20000, data: { static_url } }`. Files are served back
 * from `/api/files/{schoolId}/{name}` (never executed; the `width` query scales them down).
 */
import { SUCCESS_CODES, UPLOAD_LIMITS } from '@portico/core';
import { Type, type Static } from 'typebox';
import { Flag, Id, Nullable, TenantQuery } from './common.ts';
import { BoundedInt, Count } from './primitives.ts';

/** The text fields of the multipart body (spec §7: fileName, fileContentType, module=portal, bucket). */
export const UploadFormFields = Type.Object({
  file: Type.String({ format: 'binary', description: 'The image: gif, jpeg or png, one file per upload' }),
  fileName: Type.Optional(
    Type.String({ maxLength: 255, description: 'Shown to staff; never used as a path' }),
  ),
  fileContentType: Type.Optional(
    Type.String({ maxLength: 100, description: 'Declared type: informative only, the content decides' }),
  ),
  module: Type.Optional(Type.Literal('portal')),
  bucket: Type.Optional(Type.String({ maxLength: 63, pattern: '^[a-z0-9][a-z0-9.-]{0,62}$' })),
});

export const UploadedFileSchema = Type.Object({
  static_url: Type.String({ description: 'Same-site path of the stored (re-encoded) image' }),
  width: BoundedInt({ minimum: 1, maximum: UPLOAD_LIMITS.MAX_SIDE }),
  height: BoundedInt({ minimum: 1, maximum: UPLOAD_LIMITS.MAX_SIDE }),
  contentType: Type.String(),
  size: Count(),
});

/** Spec §7 "success is resultCode 20000 with data.static_url". */
export const UploadResultSchema = Type.Object({
  resultCode: Type.Literal(SUCCESS_CODES.UPLOAD_RESULT_CODE),
  data: UploadedFileSchema,
});

export const FileParams = Type.Object({
  schoolId: Id(),
  name: Type.String({ pattern: '^[0-9a-f]{32}\\.(png|jpg|gif)$', description: 'Stored name' }),
});

export const FileQuery = Type.Object({
  width: Type.Optional(
    BoundedInt({
      minimum: 1,
      maximum: UPLOAD_LIMITS.MAX_SIDE,
      description: `Scale down to this width (snapped up to one of ${UPLOAD_LIMITS.RESIZE_WIDTHS.join(', ')})`,
    }),
  ),
});

/** Spec §6 "Content-review switch exists per tenant" ('1' on: uploads are checked against the blocked images). */
export const ContentReviewSwitchSchema = Type.Object({ contentReviewSwitch: Flag() });

export const SetContentReviewSwitchBody = ContentReviewSwitchSchema;

export const BlockedImageSchema = Type.Object({
  sha256: Type.String({ pattern: '^[0-9a-f]{64}$' }),
  note: Nullable(Type.String()),
  createdAt: Type.String(),
});

export const BlockedImagesSchema = Type.Object({
  records: Type.Array(BlockedImageSchema),
  total: Count(),
});

/** Block an image by its SHA-256 (hex), or by the URL of an upload of this school (both its hashes). */
export const AddBlockedImageBody = Type.Object({
  sha256: Type.Optional(Type.String({ pattern: '^[0-9a-fA-F]{64}$' })),
  imageUrl: Type.Optional(Type.String({ maxLength: 300 })),
  note: Type.Optional(Type.String({ maxLength: 200 })),
});

export const BlockedImageParams = Type.Object({ sha256: Type.String({ pattern: '^[0-9a-f]{64}$' }) });

export const ContentReviewQuery = Type.Object({ ...TenantQuery });

export type UploadedFile = Static<typeof UploadedFileSchema>;
export type UploadResult = Static<typeof UploadResultSchema>;
export type ContentReviewSwitch = Static<typeof ContentReviewSwitchSchema>;
export type BlockedImage = Static<typeof BlockedImageSchema>;
export type BlockedImages = Static<typeof BlockedImagesSchema>;
export type AddBlockedImageInput = Static<typeof AddBlockedImageBody>;
