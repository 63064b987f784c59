/** The course cover (issue 25): uploaded through the school's image service (checked and re-encoded), or none. */
import { useId, type ChangeEvent } from 'react';
import { useT } from '@/i18n/use-t.ts';
import { errorText } from '@/lib/api-errors.ts';
import { useUploadImage } from '@/lib/upload-image.ts';
import styles from './creation.module.css';

export function CoverField(props: {
  schoolId: string;
  url: string | null;
  onUrl: (url: string | null) => void;
}) {
  const t = useT();
  const id = useId();
  const upload = useUploadImage();
  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) upload.mutate({ schoolId: props.schoolId, file }, { onSuccess: (url) => props.onUrl(url) });
  };
  return (
    <div className={styles.field}>
      <span className={styles.legend}>{t('creation.course.cover')}</span>
      <div className={styles.coverRow}>
        {props.url ? (
          <img className={styles.cover} src={props.url} alt={t('creation.course.coverAlt')} />
        ) : (
          <span className={styles.muted}>{t('creation.course.noCover')}</span>
        )}
        <label htmlFor={id}>
          {upload.isPending ? t('common.submitting') : t('creation.course.uploadCover')}
        </label>
        <input id={id} type="file" accept="image/png,image/jpeg,image/gif" onChange={onFile} />
        {props.url ? (
          <button type="button" className={styles.secondary} onClick={() => props.onUrl(null)}>
            {t('creation.course.removeCover')}
          </button>
        ) : null}
      </div>
      {upload.error ? <p role="alert">{errorText(upload.error, t)}</p> : null}
    </div>
  );
}
