/**
 * One picture of a form (a school logo, a course cover): the current image or "none", a file input that uploads
 * through the school's image service (checked and re-encoded on the server), and a remove button. The caller gives
 * the texts and the classes of its own form, so the field looks like the form it sits in.
 */
import { useId, type ChangeEvent } from 'react';
import { useT } from '@/i18n/use-t.ts';
import { errorText } from '@/lib/api-errors.ts';
import { useUploadImage } from '@/lib/upload-image.ts';

export interface ImageUploadTexts {
  label: string;
  alt: string;
  none: string;
  upload: string;
  remove: string;
}

export interface ImageUploadClasses {
  field?: string | undefined;
  label?: string | undefined;
  row?: string | undefined;
  image?: string | undefined;
  muted?: string | undefined;
  button?: string | undefined;
  error?: string | undefined;
}

export function ImageUploadField(props: {
  schoolId: string;
  url: string | null;
  onUrl: (url: string | null) => void;
  texts: ImageUploadTexts;
  classes: ImageUploadClasses;
}) {
  const t = useT();
  const id = useId();
  const upload = useUploadImage();
  const { texts, classes } = props;
  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) upload.mutate({ schoolId: props.schoolId, file }, { onSuccess: (url) => props.onUrl(url) });
  };
  return (
    <div className={classes.field}>
      <span className={classes.label}>{texts.label}</span>
      <div className={classes.row}>
        {props.url ? (
          <img className={classes.image} src={props.url} alt={texts.alt} />
        ) : (
          <span className={classes.muted}>{texts.none}</span>
        )}
        <label htmlFor={id} className={classes.muted}>
          {upload.isPending ? t('common.submitting') : texts.upload}
        </label>
        <input id={id} type="file" accept="image/png,image/jpeg,image/gif" onChange={onFile} />
        {props.url ? (
          <button type="button" className={classes.button} onClick={() => props.onUrl(null)}>
            {texts.remove}
          </button>
        ) : null}
      </div>
      {upload.error ? (
        <p className={classes.error} role="alert">
          {errorText(upload.error, t)}
        </p>
      ) : null}
    </div>
  );
}
