import { LIMITS, UPLOAD_LIMITS, validateImageFile, validateImageUpload } from '@portico/core';
import { useId, useRef, useState, type DragEvent } from 'react';
import { useT } from '@/i18n/use-t.ts';
import { useUploadImage } from '../api/upload-image.ts';
import type { FeedbackImage } from '../hooks/use-feedback-form.ts';
import { imageErrorText, uploadErrorText } from '../utils/messages.ts';
import styles from './feedback.module.css';

const ACCEPT = 'image/gif,image/jpeg,image/png,.gif,.jpg,.jpeg,.png';

interface Props {
  schoolId: string;
  images: FeedbackImage[];
  onAdd: (image: FeedbackImage) => void;
  onRemove: (url: string) => void;
  /** Spec §6 content review on: say so before the user picks. */
  reviewed: boolean;
  error: string | null;
}

/**
 * Spec §5 feedback images: at most 4, gif/jpeg/png, one file per upload ("Only 1 file can be uploaded at a
 * time!"), a file must be chosen first; each uploads at once and shows as a preview with a remove button. Files
 * can also be dropped here (dropping two is the "one at a time" case).
 */
export function ImagePicker({ schoolId, images, onAdd, onRemove, reviewed, error }: Props) {
  const t = useT();
  const upload = useUploadImage();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [warning, setWarning] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const full = images.length >= LIMITS.FEEDBACK_IMAGES;

  const take = (files: File[]) => {
    const count = validateImageUpload({ selectedCount: files.length, existingCount: images.length });
    const file = files[0];
    const problem =
      count ?? validateImageFile(file) ?? (file && file.size > UPLOAD_LIMITS.MAX_BYTES ? 'tooBig' : null);
    if (problem || !file) {
      setWarning(imageErrorText(problem ?? 'noFile', t));
      return;
    }
    setWarning(null);
    upload.mutate(
      { schoolId, file },
      {
        onSuccess: (data) => onAdd({ static_url: data.static_url, name: file.name }),
        onError: (failure) => setWarning(uploadErrorText(failure, t)),
      },
    );
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    take(Array.from(event.dataTransfer.files));
  };

  const message = warning ?? error;
  return (
    <div className={styles.images}>
      <p id={hintId} className={styles.hint}>
        {t('feedback.imagesHint', {
          max: LIMITS.FEEDBACK_IMAGES,
          count: LIMITS.FEEDBACK_IMAGES,
          maxMb: UPLOAD_LIMITS.MAX_BYTES / 1048576,
        })}
        {reviewed ? ` ${t('feedback.imagesReviewed')}` : ''}
      </p>
      <ul className={styles.previews} aria-label={t('feedback.imagesLabel')}>
        {images.map((image, index) => (
          <li key={image.static_url} className={styles.preview}>
            <img src={`${image.static_url}?width=200`} alt={t('feedback.imageAlt', { n: index + 1 })} />
            <button
              type="button"
              className={styles.remove}
              aria-label={t('feedback.removeImage', { n: index + 1 })}
              onClick={() => onRemove(image.static_url)}
            >
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
        {full ? null : (
          <li
            className={dragging ? `${styles.add} ${styles.dragging}` : styles.add}
            onDragOver={(event) => {
              event.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
          >
            <button
              type="button"
              className={styles.addButton}
              aria-describedby={hintId}
              disabled={upload.isPending}
              onClick={() => input.current?.click()}
            >
              <span aria-hidden="true" className={styles.plus}>
                +
              </span>
              {upload.isPending ? t('feedback.uploading') : t('feedback.addImage')}
            </button>
          </li>
        )}
      </ul>
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        hidden
        onChange={(event) => {
          take(Array.from(event.target.files ?? []));
          event.target.value = '';
        }}
      />
      {message ? (
        <p className={styles.warning} role="alert">
          {message}
        </p>
      ) : null}
    </div>
  );
}
