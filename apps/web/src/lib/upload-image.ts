import { isErrorCode } from '@portico/contracts/errors';
import type { UploadResult } from '@portico/contracts';
import { SUCCESS_CODES } from '@portico/core';
import { useMutation } from '@tanstack/react-query';
import { ApiError, handleAuthFailure } from '@/lib/api-client.ts';

/**
 * An image an admin puts on the school's pages (the logo, a footer QR code) goes through the spec's image upload
 * (module=portal: checked by content, re-encoded, stored for this school); the console save then names its
 * static_url, which the server accepts only for this school's uploads (and keeps from the orphan sweep).
 */
export async function uploadImage(input: { schoolId: string; file: File }): Promise<string> {
  const form = new FormData();
  form.append('fileName', input.file.name);
  form.append('fileContentType', input.file.type);
  form.append('module', 'portal');
  form.append('bucket', 'portal');
  form.append('file', input.file, input.file.name);
  let response: Response;
  try {
    response = await fetch(
      `/api/portal/api/v1/portal/uploadFile?tenantId=${encodeURIComponent(input.schoolId)}`,
      { method: 'PUT', credentials: 'same-origin', headers: { Accept: 'application/json' }, body: form },
    );
  } catch (error) {
    throw new ApiError(0, error instanceof Error ? error.message : 'Network request failed');
  }
  if (response.status === 401) void handleAuthFailure();
  const body = (await response.json().catch(() => null)) as
    (Partial<UploadResult> & { errorCode?: unknown; message?: unknown; details?: unknown }) | null;
  if (response.ok && body?.resultCode === SUCCESS_CODES.UPLOAD_RESULT_CODE && body.data) {
    return body.data.static_url;
  }
  throw new ApiError(
    response.status,
    typeof body?.message === 'string' ? body.message : response.statusText,
    isErrorCode(body?.errorCode) ? body.errorCode : null,
    body?.details,
  );
}

export const useUploadImage = () => useMutation({ mutationFn: uploadImage });
