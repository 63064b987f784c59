/**
 * What happens when a tus upload's last byte arrives (issue 25): the type is decided by the content (core
 * sniffMediaType against the kind the author declared), a video's duration and a PDF's pages are read, a SCORM
 * package is validated and unpacked; the file moves from the tus folder into media storage and a `media_files`
 * row answers the `MediaRef`. A refused file is removed at once.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { MEDIA_KIND_TYPES, officeTypeOfZip, sniffMediaType, type MediaUploadKind } from '@portico/core';
import type { MediaRef } from '@portico/contracts';
import type { Kysely } from 'kysely';
import { newId } from '../../db/ids.ts';
import type { Database } from '../../db/schema.ts';
import { fail } from '../../shared/http-error.ts';
import type { MediaStorage } from '../uploads/media-storage.ts';
import { mp4DurationSeconds, webmDurationSeconds, type ReadAt } from './probe-video.ts';
import { pdfPageCount } from './probe-pdf.ts';
import { OOXML_TYPES, presentMediaRef, STORED_NAME } from './presenter.ts';
import { readManifest, storePackage, unpack, zipEntryNames } from './scorm-package.ts';

export interface FinishedUpload {
  uploadId: string;
  schoolId: string;
  userId: string;
  kind: MediaUploadKind;
  name: string;
  bytes: number;
  /** The finished file in the tus folder. */
  localPath: string;
}

async function probeDuration(file: string, mime: string, size: number): Promise<number | null> {
  const handle = await fs.open(file, 'r');
  try {
    const read: ReadAt = async (offset, length) => {
      const buffer = Buffer.alloc(Math.max(0, Math.min(length, size - offset)));
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, offset);
      return buffer.subarray(0, bytesRead);
    };
    if (mime === 'video/mp4') return await mp4DurationSeconds(read, size);
    if (mime === 'video/webm') return await webmDurationSeconds(read);
    return null;
  } finally {
    await handle.close();
  }
}

async function head(file: string): Promise<Uint8Array> {
  const handle = await fs.open(file, 'r');
  try {
    const buffer = Buffer.alloc(16);
    const { bytesRead } = await handle.read(buffer, 0, 16, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

export async function finishUpload(
  db: Kysely<Database>,
  storage: MediaStorage,
  upload: FinishedUpload,
): Promise<MediaRef> {
  // The tus record goes with its file either way: the upload is over (tus-js-client forgets it on success), and a
  // record without its file would trip the store's expiry sweep.
  const forget = () => fs.rm(`${upload.localPath}.json`, { force: true });
  const sniffed = sniffMediaType(await head(upload.localPath));
  // Issue 27: a library accepts a zip only as an Office Open XML document, stored under its own type.
  const office =
    sniffed === 'application/zip' && upload.kind === 'library'
      ? officeTypeOfZip(zipEntryNames(await fs.readFile(upload.localPath)))
      : null;
  const refusedZip = sniffed === 'application/zip' && upload.kind === 'library' && !office;
  if (!sniffed || refusedZip || !MEDIA_KIND_TYPES[upload.kind].includes(sniffed)) {
    await fs.rm(upload.localPath, { force: true });
    await forget();
    throw fail('MEDIA_TYPE_REFUSED', `This file is not a ${upload.kind} we accept`, { kind: upload.kind });
  }
  const mime: string = office ? OOXML_TYPES[office] : sniffed;
  const mediaId = newId();
  const folder = `${upload.schoolId}/${mediaId}`;
  let durationS: number | null = null;
  let pageCount: number | null = null;
  let scorm: { version: string; launch: string } | null = null;
  try {
    if (upload.kind === 'scorm') {
      const files = unpack(await fs.readFile(upload.localPath));
      scorm = readManifest(files);
      await storePackage(storage, folder, files);
      await fs.rm(upload.localPath, { force: true });
    } else {
      if (upload.kind === 'video') durationS = await probeDuration(upload.localPath, mime, upload.bytes);
      if (mime === 'application/pdf') pageCount = pdfPageCount(await fs.readFile(upload.localPath));
      await storage.adopt(`${folder}/${STORED_NAME[mime] ?? 'file'}`, upload.localPath);
    }
  } catch (error) {
    await fs.rm(upload.localPath, { force: true });
    await forget();
    await storage.deleteFolder(folder).catch(() => undefined);
    throw error;
  }
  const row = {
    id: mediaId,
    school_id: upload.schoolId,
    upload_id: upload.uploadId,
    kind: upload.kind,
    name: upload.name,
    bytes: upload.bytes,
    mime,
    storage_key: folder,
    duration_s: durationS,
    page_count: pageCount,
    scorm_version: scorm?.version ?? null,
    launch_path: scorm?.launch ?? null,
    created_by: upload.userId,
    created_at: new Date().toISOString(),
  };
  await db.insertInto('media_files').values(row).execute();
  await forget();
  return presentMediaRef(row);
}

/** The path of a tus upload's data file (FileStore keeps `<directory>/<id>` and `<id>.json`). */
export const tusFile = (directory: string, id: string) => path.join(directory, id);
