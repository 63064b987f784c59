/**
 * One image address of a footer QR code: typed (an image already on the site, or an http(s) address) or uploaded
 * here — the upload goes through the school's image upload and its address fills the field. The server accepts an
 * uploaded address only when it is this school's image, and keeps it from the hourly sweep of unused uploads.
 */
import { CONTENT_LIMITS } from '@portico/core';
import type { ChangeEvent } from 'react';
import styles from '@/components/console/content-form.module.css';
import type { MessageKey } from '@/i18n/keys.ts';
import { useT } from '@/i18n/use-t.ts';
import { errorText } from '@/lib/api-errors.ts';
import { useUploadImage } from '@/lib/upload-image.ts';
import own from './qr-image-field.module.css';

const IMAGE_TYPES = 'image/png,image/jpeg,image/gif';

export function QrImageField(props: {
  id: string;
  schoolId: string;
  label: MessageKey;
  value: string;
  required: boolean;
  error: string | null;
  onChange: (value: string) => void;
}) {
  const t = useT();
  const upload = useUploadImage();
  const { id } = props;
  const described = [props.error ? `${id}-error` : null, upload.error ? `${id}-upload-error` : null]
    .filter(Boolean)
    .join(' ');
  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) upload.mutate({ schoolId: props.schoolId, file }, { onSuccess: (url) => props.onChange(url) });
  };
  const uploadLabel = upload.isPending ? t('common.submitting') : t('console.footer.qrUpload');
  return (
    <div className={`${styles.field} ${own.field}`}>
      <label className={styles.label} htmlFor={id}>
        {t(props.label)}
      </label>
      <input
        id={id}
        className={styles.input}
        dir="ltr"
        inputMode="url"
        required={props.required}
        maxLength={CONTENT_LIMITS.FOOTER_URL_MAX}
        value={props.value}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={described || undefined}
        onChange={(e) => props.onChange(e.target.value)}
      />
      {props.error ? (
        <span id={`${id}-error`} className={styles.error}>
          {props.error}
        </span>
      ) : null}
      <div className={styles.row}>
        <label htmlFor={`${id}-file`}>{uploadLabel}</label>
        <input
          id={`${id}-file`}
          className={own.file}
          type="file"
          accept={IMAGE_TYPES}
          aria-label={`${uploadLabel}: ${t(props.label)}`}
          disabled={upload.isPending}
          onChange={onFile}
        />
      </div>
      {upload.error ? (
        <span id={`${id}-upload-error`} className={styles.error} role="alert">
          {errorText(upload.error, t)}
        </span>
      ) : null}
    </div>
  );
}
