/**
 * A resource's file (issue 25): the uploader the route gives (resumable tus uploads, features/media-upload, possibly
 * lazily loaded), or —
 * without one — the file already attached and a plain statement that uploads are unavailable here.
 */
import type { MediaRef } from '@portico/contracts';
import { Suspense } from 'react';
import { useT } from '@/i18n/use-t.ts';
import type { MediaKindName, MediaSlot } from '../lib/media-slot.ts';
import styles from './creation.module.css';

interface Props {
  schoolId: string;
  kind: MediaKindName;
  label: string;
  value: MediaRef | null;
  error: string | null;
  MediaUpload: MediaSlot | undefined;
  onChange: (ref: MediaRef | null) => void;
}

export function MediaField({ schoolId, kind, label, value, error, MediaUpload, onChange }: Props) {
  const t = useT();
  return (
    <div className={styles.field}>
      {MediaUpload ? (
        // The route may hand a lazily loaded uploader: its chunk arrives when a resource needs it.
        <Suspense fallback={<p role="status">{t('common.loading')}</p>}>
          <MediaUpload schoolId={schoolId} kind={kind} value={value} onChange={onChange} label={label} />
        </Suspense>
      ) : (
        <>
          <span className={styles.legend}>{label}</span>
          {value ? (
            <p className={styles.muted}>{t('creation.media.attached', { name: value.name })}</p>
          ) : null}
          <p className={styles.notice}>{t('creation.media.unavailable')}</p>
        </>
      )}
      {error ? (
        <p role="alert" className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
