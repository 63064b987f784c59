/**
 * Course media uploaded in the creation center (issue 25): videos, PDF documents, SCORM packages and WebVTT
 * captions, sent with the resumable tus protocol and checked by their content when the upload completes. A
 * `MediaRef` is what the upload answers and what a course draft's resource keeps; publishing copies its facts onto
 * the course resource. The upload routes and the rest of the media contract live beside this type.
 */
import { Type, type Static } from 'typebox';
import { Id, Nullable } from './common.ts';
import { Count } from './primitives.ts';

/** `library`: a knowledge library's file (issue 27): PDF, Office document or image. */
export const MEDIA_KINDS = ['video', 'document', 'scorm', 'caption', 'library'] as const;
// Type.Enum keeps the literal types (a Union over a mapped array widens to an array and its Static to never).
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

export const SCORM_VERSIONS = ['1.2', '2004'] as const;
export const ScormVersionSchema = Type.Enum(SCORM_VERSIONS);

/** What a learner's player needs to launch a SCORM resource, and the data its runtime saved last time. */
export const ScormRuntimeStateSchema = Type.Object({
  version: ScormVersionSchema,
  /** Same-site path of the launch file (the iframe's src). */
  launchUrl: Type.String({ maxLength: 500 }),
  /** The CMI object the runtime committed last (suspend_data, lesson_location…); null on a first launch. */
  cmi: Nullable(Type.Record(Type.String(), Type.Unknown())),
  completed: Type.Boolean(),
});
export type ScormRuntimeState = Static<typeof ScormRuntimeStateSchema>;

/** One runtime commit: the runtime's whole CMI object (scorm-again's `renderCommitCMI`-shaped JSON). */
export const ScormCommitSchema = Type.Object({
  cmi: Type.Record(Type.String(), Type.Unknown()),
});
export type ScormCommit = Static<typeof ScormCommitSchema>;

export const ScormCommitResultSchema = Type.Object({
  completed: Type.Boolean(),
  /** The course's progress after this commit, 0..100. */
  courseProgress: Type.Number({ minimum: 0, maximum: 100 }),
});
export type ScormCommitResult = Static<typeof ScormCommitResultSchema>;
