/**
 * One upload, after the gate and the policy said yes and the body was read: the fields checked, the content
 * checked and re-encoded (image.ts), the content review applied when the school's switch is on, the file stored
 * under a name of ours and the row written and counted.
 */
import { API_PATHS, apiPath } from '@portico/contracts';
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { ERROR_CODES as SPEC_CODES, UPLOAD_LIMITS } from '@portico/core';
import type { Database } from '../../db/schema.ts';
import type { SchoolRow } from '../../repositories/schools.ts';
import { fail } from '../../shared/http-error.ts';
import { CONTENT_TYPES, EXTENSIONS, ImageRejected, checkAndReencode } from './image.ts';
import type { UploadForm } from './multipart.ts';
import { contentReviewOn, quotaWindow } from './policy.ts';
import { countUpload, insertUpload, isBlocked } from './queries.ts';
import type { FileStorage } from './storage.ts';

export interface StoredUpload {
  url: string;
  width: number;
  height: number;
  contentType: string;
  size: number;
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** The same-site path a stored file is served from (routes.ts). */
const fileUrl = (schoolId: string, name: string) => apiPath(API_PATHS.uploads.file, { schoolId, name });

/** A display name only: the last path segment, at most 255 characters, never used to build a path. */
function displayName(raw: string | null | undefined): string {
  const base = (raw ?? '').split(/[\\/]/).pop()?.trim() ?? '';
  return Array.from(base).slice(0, 255).join('') || 'image';
}

function checkFields(fields: Record<string, string>) {
  if (fields.module !== undefined && fields.module !== 'portal') {
    throw fail('UPLOAD_FIELD_INVALID', 'module must be "portal"');
  }
  if (fields.bucket !== undefined && !/^[a-z0-9][a-z0-9.-]{0,62}$/.test(fields.bucket)) {
    throw fail('UPLOAD_FIELD_INVALID', 'bucket must be a lower-case bucket name');
  }
}

const IMAGE_ERRORS = {
  format: () => fail('UPLOAD_FORMAT_INVALID', 'Only gif, jpeg/jpg or png images can be uploaded'),
  unreadable: () => fail('UPLOAD_IMAGE_UNREADABLE', 'Failed to read the image'),
  tooLarge: () =>
    fail('UPLOAD_IMAGE_TOO_LARGE', `Images can have at most ${UPLOAD_LIMITS.MAX_SIDE} px a side`, {
      maxSide: UPLOAD_LIMITS.MAX_SIDE,
    }),
} as const;

export async function storeUpload(
  db: Kysely<Database>,
  storage: FileStorage,
  input: { school: SchoolRow; userId: string; form: UploadForm; now: Date },
): Promise<StoredUpload> {
  const { school, form } = input;
  checkFields(form.fields);
  if (!form.file || form.file.length === 0) throw fail('UPLOAD_FILE_REQUIRED', 'Please select a file');
  let image;
  try {
    image = await checkAndReencode(form.file);
  } catch (error) {
    if (error instanceof ImageRejected) throw IMAGE_ERRORS[error.problem]();
    throw error;
  }
  const hashes = { stored: sha256(image.data), source: sha256(form.file) };
  // Spec §6 content review; spec §8: the code 901100007 tells the client to show the server's message.
  if (
    (await contentReviewOn(db, school)) &&
    (await isBlocked(db, school.id, [hashes.stored, hashes.source]))
  ) {
    throw fail('UPLOAD_CONTENT_REJECTED', 'The image contains sensitive content. Please upload another one', {
      resultCode: SPEC_CODES.UPLOAD_SERVER_MESSAGE,
    });
  }
  const name = `${randomBytes(16).toString('hex')}.${EXTENSIONS[image.format]}`;
  const storageKey = `${school.id}/${name}`;
  const url = fileUrl(school.id, name);
  const contentType = CONTENT_TYPES[image.format];
  await storage.put(storageKey, image.data);
  await insertUpload(
    db,
    {
      schoolId: school.id,
      userId: input.userId,
      fileName: displayName(form.fields.fileName ?? form.partFileName),
      contentType,
      module: form.fields.module ?? 'portal',
      bucket: form.fields.bucket ?? 'portal',
      url,
      storageKey,
      size: image.data.length,
      sha256: hashes.stored,
      sourceSha256: hashes.source,
      width: image.width,
      height: image.height,
    },
    input.now,
  );
  await countUpload(db, {
    schoolId: school.id,
    userId: input.userId,
    windowStart: quotaWindow(input.now),
    bytes: image.data.length,
  });
  return { url, width: image.width, height: image.height, contentType, size: image.data.length };
}
