/**
 * The uploader the app route hands the libraries tab (issue 27): features never import each other, so the tus
 * upload component of features/media-upload arrives as this slot (the creation center's media slot contract,
 * used here with the kind `library`).
 */
import type { MediaRef } from '@portico/contracts';
import type { ComponentType } from 'react';

export interface UploadSlotProps {
  schoolId: string;
  kind: 'library';
  value: MediaRef | null;
  onChange: (ref: MediaRef | null) => void;
  label: string;
}

export type UploadSlot = ComponentType<UploadSlotProps>;
