/** The school logo: the current image (or "no logo"), upload a new one (stored for this school), remove it. */
import { useId, type ChangeEvent } from 'react';
import styles from '@/components/console/console-form.module.css';
import { useT } from '@/i18n/use-t.ts';
import { errorText } from '@/lib/api-errors.ts';
import { useUploadImage } from '@/lib/upload-image.ts';

export function LogoField(props: {
  schoolId: string;
  url: string | null;
  onUrl: (url: string | null) => void;
}) {
  const t = useT();
  const id = useId();
  const upload = useUploadImage();
  const onLogo = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) upload.mutate({ schoolId: props.schoolId, file }, { onSuccess: (url) => props.onUrl(url) });
  };
  return (
    <div className={styles.field}>
      <span className={styles.label}>{t('console.profile.logo')}</span>
      <div className={styles.row}>
        {props.url ? (
          <img className={styles.logo} src={props.url} alt={t('console.profile.logoAlt')} />
        ) : (
          <span className={styles.muted}>{t('console.profile.noLogo')}</span>
        )}
        <label htmlFor={`${id}-logo`} className={styles.muted}>
          {upload.isPending ? t('common.submitting') : t('console.profile.uploadLogo')}
        </label>
        <input id={`${id}-logo`} type="file" accept="image/png,image/jpeg,image/gif" onChange={onLogo} />
        {props.url ? (
          <button type="button" className={styles.button} onClick={() => props.onUrl(null)}>
            {t('console.profile.removeLogo')}
          </button>
        ) : null}
      </div>
      {upload.error ? (
        <p className={styles.error} role="alert">
          {errorText(upload.error, t)}
        </p>
      ) : null}
    </div>
  );
}
