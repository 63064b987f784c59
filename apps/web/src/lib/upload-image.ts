import { isErrorCode } from '@portico/contracts/errors';
import { UPLOADS_API_PATHS, apiPath, type UploadResult, type UploadedFile } from '@portico/contracts';
import { SUCCESS_CODES } from '@portico/core';
import { useMutation } from '@tanstack/react-query';
import { ApiError, errorTextsLoaded, handleAuthFailure } from '@/lib/api-client.ts';

/**
 * Spec §7 image upload: multipart with fileName, fileContentType, module=portal and a bucket (checked by content,
 * re-encoded, stored for this school); success is resultCode 20000 with data.static_url. Failures become ApiError
 * with the envelope's code and details (a rejected file carries resultCode 901100007 in details: spec §8 "show the
 * server's message"). Used by feedback screenshots and by the console's images.
 */
export async function uploadImage(input: { schoolId: string; file: File }): Promise<UploadedFile> {
  const form = new FormData();
  form.append('fileName', input.file.name);
  form.append('fileContentType', input.file.type);
  form.append('module', 'portal');
  form.append('bucket', 'portal');
  form.append('file', input.file, input.file.name);
  let response: Response;
  try {
    response = await fetch(
      `${apiPath(UPLOADS_API_PATHS.upload)}?tenantId=${encodeURIComponent(input.schoolId)}`,
      { method: 'PUT', credentials: 'same-origin', headers: { Accept: 'application/json' }, body: form },
    );
  } catch (error) {
    throw new ApiError(0, error instanceof Error ? error.message : 'Network request failed');
  }
  if (response.status === 401) void handleAuthFailure();
  const body = (await response.json().catch(() => null)) as
    (Partial<UploadResult> & { errorCode?: unknown; message?: unknown; details?: unknown }) | null;
  if (response.ok && body?.resultCode === SUCCESS_CODES.UPLOAD_RESULT_CODE && body.data) return body.data;
  const errorCode = isErrorCode(body?.errorCode) ? body.errorCode : null;
  await errorTextsLoaded(errorCode, response.status === 401);
  throw new ApiError(
    response.status,
    typeof body?.message === 'string' ? body.message : response.statusText,
    errorCode,
    body?.details,
  );
}

/**
 * An image an admin puts on the school's pages (the logo, a footer QR code): the console save then names its
 * static_url, which the server accepts only for this school's uploads (and keeps from the orphan sweep).
 */
const uploadImageUrl = async (input: { schoolId: string; file: File }) =>
  (await uploadImage(input)).static_url;

export const useUploadImage = () => useMutation({ mutationFn: uploadImageUrl });
