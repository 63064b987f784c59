import { portalHomeLink } from '@portico/core';
import { useId, useState, type FormEvent } from 'react';
import { formStyles as styles } from '@/components/form-styles.ts';
import { TextField } from '@/components/text-field.tsx';
import { useT } from '@/i18n/use-t.ts';
import { errorText } from '@/lib/api-errors.ts';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import { nav } from '@/lib/navigation.ts';
import { useCreateSchool } from '../api/create-school.ts';
import { SCHOOL_NAME_MAX, schoolNameError } from '../utils/validate-school-name.ts';
import { BackButton } from './back-button.tsx';

/** /register/create: name (validated like the server) and description; then the new school's portal home. */
export default function CreateForm() {
  const b = useBootstrap();
  const t = useT();
  const descriptionId = useId();
  const create = useCreateSchool();
  const [fieldError, setFieldError] = useState<string | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const name = String(form.get('name') ?? '').trim();
    const description = String(form.get('description') ?? '').trim();
    const problem = schoolNameError(name);
    setFieldError(problem ? t(problem, { max: SCHOOL_NAME_MAX, count: SCHOOL_NAME_MAX }) : null);
    if (problem) return;
    create.mutate(
      { name, ...(description ? { description } : {}) },
      { onSuccess: (school) => nav.assign(portalHomeLink({ schoolId: school.id, lang: b.lang })) },
    );
  }

  return (
    <form className={styles.form} method="post" noValidate onSubmit={onSubmit}>
      <TextField
        label={t('register.name')}
        name="name"
        autoComplete="organization"
        maxLength={SCHOOL_NAME_MAX}
        required
        error={fieldError}
      />
      <div className={styles.field}>
        <label className={styles.label} htmlFor={descriptionId}>
          {t('register.description')}
        </label>
        <textarea id={descriptionId} className={styles.input} name="description" rows={4} />
      </div>
      {create.isError ? (
        <p className={styles.alert} role="alert">
          {errorText(create.error, t)}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button className={styles.primary} type="submit" disabled={create.isPending || create.isSuccess}>
          {create.isPending ? t('common.submitting') : t('register.createSubmit')}
        </button>
        <BackButton />
      </div>
    </form>
  );
}
