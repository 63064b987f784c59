/**
 * Course media rules (issue 25): the size limit of each upload kind, what a file's first bytes say it is (the
 * type is decided by content, never by the name or the browser's claim), which paths inside a SCORM package
 * are safe to store, and how a SCORM runtime's report maps onto a resource's completion. Pure: no I/O.
 */

/** `library`: a file of a knowledge document library (issue 27): PDF, Office document or image. */
export type MediaUploadKind = 'video' | 'document' | 'scorm' | 'caption' | 'library';

const MIB = 1024 * 1024;

export const MEDIA_LIMITS = {
  /** Largest declared upload per kind, in bytes: a lecture video of about an hour in 1080p, a long handbook. */
  MAX_BYTES: {
    video: 4096 * MIB,
    document: 200 * MIB,
    scorm: 500 * MIB,
    caption: 2 * MIB,
    library: 200 * MIB,
  } as Record<MediaUploadKind, number>,
  /** tus chunk the web client sends (a broken connection loses at most this much). */
  CHUNK_BYTES: 8 * MIB,
  /** An upload never finished is removed this long after it was created. */
  UNFINISHED_AFTER_MS: 24 * 3600 * 1000,
  /** Media no draft or course resource names is removed this long after it was uploaded. */
  UNREFERENCED_AFTER_MS: 7 * 24 * 3600 * 1000,
  /** How often the orphan sweep runs, in minutes. */
  SWEEP_EVERY_MIN: 30,
  /** A SCORM package: at most this many entries and this many bytes once unzipped (a zip bomb stops here). */
  SCORM_MAX_ENTRIES: 5000,
  SCORM_MAX_UNZIPPED_BYTES: 2048 * MIB,
  /** Longest CMI JSON a runtime commit may store. */
  CMI_MAX_CHARS: 64_000,
} as const;

/** What the bytes are, by their signature; null when none of the formats we accept. */
export type SniffedType =
  | 'video/mp4'
  | 'video/webm'
  | 'video/ogg'
  | 'application/pdf'
  | 'application/zip'
  | 'text/vtt'
  | 'image/png'
  | 'image/jpeg'
  | 'image/gif'
  | 'image/webp'
  /** OLE2 compound file: Office 97–2003 documents (.doc, .xls, .ppt). */
  | 'application/x-ole-storage';

const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const startsWith = (head: Uint8Array, bytes: readonly number[]) =>
  head.length >= bytes.length && bytes.every((byte, index) => head[index] === byte);

const ascii = (bytes: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...bytes.subarray(start, start + length));

/** The media type of a file from its first bytes (at least 16 of them when the file is that long). */
export function sniffMediaType(head: Uint8Array): SniffedType | null {
  // ISO BMFF (mp4, m4v, mov-compatible): a box size, then `ftyp`.
  if (head.length >= 12 && ascii(head, 4, 4) === 'ftyp') return 'video/mp4';
  if (head.length >= 4 && head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3) {
    return 'video/webm';
  }
  if (head.length >= 4 && ascii(head, 0, 4) === 'OggS') return 'video/ogg';
  if (head.length >= 5 && ascii(head, 0, 5) === '%PDF-') return 'application/pdf';
  if (head.length >= 4 && head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04) {
    return 'application/zip';
  }
  if (startsWith(head, OLE2)) return 'application/x-ole-storage';
  if (startsWith(head, PNG)) return 'image/png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (head.length >= 6 && (ascii(head, 0, 6) === 'GIF87a' || ascii(head, 0, 6) === 'GIF89a'))
    return 'image/gif';
  if (head.length >= 12 && ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 4) === 'WEBP') return 'image/webp';
  // WebVTT: an optional UTF-8 byte order mark, `WEBVTT`, then a space, tab or line end (or nothing more).
  const offset = head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf ? 3 : 0;
  if (ascii(head, offset, 6) === 'WEBVTT') {
    const next = head[offset + 6];
    if (next === undefined || next === 0x20 || next === 0x09 || next === 0x0a || next === 0x0d)
      return 'text/vtt';
  }
  return null;
}

/** The types each upload kind accepts. */
export const MEDIA_KIND_TYPES: Record<MediaUploadKind, readonly SniffedType[]> = {
  video: ['video/mp4', 'video/webm', 'video/ogg'],
  document: ['application/pdf'],
  scorm: ['application/zip'],
  caption: ['text/vtt'],
  // A zip is accepted only as an Office Open XML document (knowledge.ts `officeTypeOfZip` reads its entries).
  library: [
    'application/pdf',
    'application/zip',
    'application/x-ole-storage',
    'image/png',
    'image/jpeg',
    'image/gif',
    'image/webp',
  ],
};

/**
 * The normalised relative path of a package entry, or null when it would leave the package: absolute paths, a
 * drive or UNC prefix, `..` segments, control characters or backslashes (a Windows zip's separator is refused
 * rather than guessed). Directory entries (ending in `/`) also answer null: only files are stored.
 */
export function safePackagePath(name: string): string | null {
  // eslint-disable-next-line no-control-regex
  if (name.length === 0 || name.length > 500 || /[\u0000-\u001f\u007f\\:]/.test(name)) return null;
  if (name.startsWith('/') || name.endsWith('/')) return null;
  const parts = name.split('/').filter((part) => part !== '' && part !== '.');
  if (parts.length === 0 || parts.some((part) => part === '..')) return null;
  return parts.join('/');
}

export type ScormVersion = '1.2' | '2004';

/** What one runtime commit says about the learner's progress through the package. */
export interface ScormOutcome {
  completed: boolean;
  passed: boolean | null;
  /** 0..100, or null when the package reports no score. */
  scorePercent: number | null;
}

const num = (value: unknown): number | null => {
  const parsed = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof parsed === 'number' && Number.isFinite(parsed) ? parsed : null;
};

const get = (cmi: unknown, path: readonly string[]): unknown =>
  path.reduce<unknown>(
    (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
    cmi,
  );

/**
 * SCORM 1.2: `cmi.core.lesson_status` completed or passed completes (failed does not); the score is raw over
 * max (default 100). SCORM 2004: `completion_status` completed or `success_status` passed completes; the score is
 * `scaled` (-1..1, only 0..1 counts) or raw over max.
 */
export function scormOutcome(version: ScormVersion, cmi: unknown): ScormOutcome {
  const clampPercent = (value: number) => Math.round(Math.max(0, Math.min(100, value)) * 100) / 100;
  if (version === '1.2') {
    const status = get(cmi, ['core', 'lesson_status']);
    const raw = num(get(cmi, ['core', 'score', 'raw']));
    const max = num(get(cmi, ['core', 'score', 'max'])) ?? 100;
    return {
      completed: status === 'completed' || status === 'passed',
      passed: status === 'passed' ? true : status === 'failed' ? false : null,
      scorePercent: raw === null || max <= 0 ? null : clampPercent((raw / max) * 100),
    };
  }
  const completion = get(cmi, ['completion_status']);
  const success = get(cmi, ['success_status']);
  const scaled = num(get(cmi, ['score', 'scaled']));
  const raw = num(get(cmi, ['score', 'raw']));
  const max = num(get(cmi, ['score', 'max']));
  const percent =
    scaled !== null
      ? clampPercent(scaled * 100)
      : raw !== null && max && max > 0
        ? clampPercent((raw / max) * 100)
        : null;
  return {
    completed: completion === 'completed' || success === 'passed',
    passed: success === 'passed' ? true : success === 'failed' ? false : null,
    scorePercent: percent,
  };
}
