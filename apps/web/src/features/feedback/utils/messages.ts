/**
 * What the dialog says when something goes wrong (spec §5 warnings, §8 upload and feedback failures), as typed
 * translation keys.
 */
import { ERROR_CODES, LIMITS, UPLOAD_LIMITS, type FeedbackError, type ImageError } from '@portico/core';
import type { TFn } from '@/i18n/keys.ts';
import { ApiError } from '@/lib/api-client.ts';
import { knownErrorText } from '@/lib/api-errors.ts';

const MAX_MB = UPLOAD_LIMITS.MAX_BYTES / (1024 * 1024);

export function fieldErrorText(error: FeedbackError | undefined, t: TFn): string | null {
  switch (error) {
    case 'descriptionRequired':
      return t('feedback.descriptionRequired');
    case 'descriptionTooLong':
      return t('errors.FEEDBACK_TOO_LONG', { max: LIMITS.FEEDBACK_TEXT, count: LIMITS.FEEDBACK_TEXT });
    case 'phoneInvalid':
      return t('feedback.phoneInvalid');
    case 'tooManyImages':
      return t('feedback.imagesLimit', { max: LIMITS.FEEDBACK_IMAGES, count: LIMITS.FEEDBACK_IMAGES });
    default:
      return null;
  }
}

/** Spec §8 "Second file / wrong format / no file selected": the three warnings (and the 4-image limit). */
export function imageErrorText(error: ImageError | 'tooBig', t: TFn): string {
  switch (error) {
    case 'multiple':
      return t('feedback.oneFileOnly');
    case 'format':
      return t('feedback.imageFormat');
    case 'noFile':
      return t('feedback.selectFile');
    case 'limit':
      return t('feedback.imagesLimit', { max: LIMITS.FEEDBACK_IMAGES, count: LIMITS.FEEDBACK_IMAGES });
    case 'tooBig':
      return t('errors.UPLOAD_TOO_LARGE', { maxMb: MAX_MB, count: MAX_MB });
  }
}

/**
 * Spec §8 upload failures: code 901100007 → the server's message (our translation of its code); otherwise the
 * details text: the code's translation, "Failed to read the image", "Image upload failed" for a server failure,
 * "Upload failed" when the network failed, "File upload failed" for anything else.
 */
export function uploadErrorText(error: unknown, t: TFn): string {
  if (!(error instanceof ApiError)) return t('feedback.uploadFailed');
  if (error.status === 0) return t('feedback.uploadFailed');
  const details = error.details as { resultCode?: unknown } | undefined;
  if (details?.resultCode === ERROR_CODES.UPLOAD_SERVER_MESSAGE) {
    return knownErrorText(error, t) ?? t('errors.UPLOAD_CONTENT_REJECTED');
  }
  const known = knownErrorText(error, t);
  if (known) return known;
  return error.status >= 500 ? t('feedback.imageUploadFailed') : t('feedback.fileUploadFailed');
}

/** Spec §8: a refused feedback shows the server's reason (translated), anything else "Feedback failed". */
export function submitErrorText(error: unknown, t: TFn): string {
  if (error instanceof ApiError && error.status !== 0)
    return knownErrorText(error, t) ?? t('feedback.failed');
  return t('feedback.failed');
}
