/**
 * The uploader the app route hands the creation center (issue 25): features never import each other, so the tus
 * upload component of features/media-upload reaches the resource form as this slot. Without it the form says
 * uploads are unavailable for video, document, SCORM and captions.
 */
import type { MEDIA_KINDS, MediaRef } from '@portico/contracts';
import type { ComponentType } from 'react';

/** contracts' MediaKind, spelled from the list (its TypeBox union of a mapped array widens to nothing). */
export type MediaKindName = (typeof MEDIA_KINDS)[number];

export interface MediaSlotProps {
  schoolId: string;
  kind: MediaKindName;
  value: MediaRef | null;
  onChange: (ref: MediaRef | null) => void;
  label: string;
}

export type MediaSlot = ComponentType<MediaSlotProps>;
