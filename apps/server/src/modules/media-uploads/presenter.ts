/** Media rows as the wire contract's `MediaRef` (issue 25). */
import { apiPath, MEDIA_UPLOADS_API_PATHS, type MediaKind, type MediaRef } from '@portico/contracts';
import type { Selectable } from 'kysely';
import type { MediaFilesTable } from '../../db/schema.ts';

/** The same-site path a player loads: a file by its stored name, a package by its launch file. */
export function mediaUrl(
  row: Pick<Selectable<MediaFilesTable>, 'id' | 'school_id' | 'storage_key' | 'launch_path' | 'mime'>,
  storedName: string,
) {
  if (row.launch_path !== null) {
    const root = apiPath(MEDIA_UPLOADS_API_PATHS.scormFile, { schoolId: row.school_id, packageId: row.id });
    return `${root.replace(/\*$/, '')}${row.launch_path}`;
  }
  return apiPath(MEDIA_UPLOADS_API_PATHS.file, {
    schoolId: row.school_id,
    mediaId: row.id,
    name: storedName,
  });
}

/** The stored type of an Office Open XML document (a zip whose entries say which kind it is). */
export const OOXML_TYPES = {
  word: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  sheet: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  slides: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
} as const;

export const STORED_NAME: Record<string, string> = {
  'video/mp4': 'video.mp4',
  'video/webm': 'video.webm',
  'video/ogg': 'video.ogv',
  'application/pdf': 'document.pdf',
  'text/vtt': 'caption.vtt',
  // Issue 27: knowledge library files.
  'image/png': 'image.png',
  'image/jpeg': 'image.jpg',
  'image/gif': 'image.gif',
  'image/webp': 'image.webp',
  [OOXML_TYPES.word]: 'document.docx',
  [OOXML_TYPES.sheet]: 'document.xlsx',
  [OOXML_TYPES.slides]: 'document.pptx',
  'application/x-ole-storage': 'document.ole',
};

export function presentMediaRef(row: Selectable<MediaFilesTable>): MediaRef {
  return {
    mediaId: row.id,
    kind: row.kind as MediaKind,
    name: row.name,
    bytes: Number(row.bytes),
    url: mediaUrl(row, STORED_NAME[row.mime] ?? 'file'),
    durationS: row.duration_s,
    pageCount: row.page_count,
  };
}
