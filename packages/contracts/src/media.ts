/**
 * Course media uploaded in the creation center (issue 25): videos, PDF documents, SCORM packages and WebVTT
 * captions, sent with the resumable tus protocol and checked by their content when the upload completes. A
 * `MediaRef` is what the upload answers and what a course draft's resource keeps; publishing copies its facts onto
 * the course resource. The upload routes and the rest of the media contract live beside this type.
 */
import { Type, type Static } from 'typebox';
import { Id, Nullable } from './common.ts';
import { Count } from './primitives.ts';

export const MEDIA_KINDS = ['video', 'document', 'scorm', 'caption'] as const;
// Type.Enum keeps the literal types (a Union over a mapped array is `never` statically).
export const MediaKindSchema = Type.Enum(MEDIA_KINDS);
export type MediaKind = Static<typeof MediaKindSchema>;

export const MediaRefSchema = Type.Object({
  mediaId: Id(),
  kind: MediaKindSchema,
  /** The file name the author chose (shown to authors only). */
  name: Type.String({ maxLength: 255 }),
  bytes: Count(),
  /** Same-site path a learner's player loads (for a SCORM package: its launch file). */
  url: Type.String({ maxLength: 500 }),
  /** Seconds, read from the video at upload; null for other kinds. */
  durationS: Nullable(Count()),
  /** Pages of a PDF; null for other kinds. */
  pageCount: Nullable(Count()),
});
export type MediaRef = Static<typeof MediaRefSchema>;
