import { portalHomeLink } from '@portico/core';
import { useState, type FormEvent } from 'react';
import { formStyles as styles } from '@/components/form-styles.ts';
import { TextField } from '@/components/text-field.tsx';
import { useT } from '@/i18n/use-t.ts';
import { errorText } from '@/lib/api-errors.ts';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import { nav } from '@/lib/navigation.ts';
import { useJoinSchool } from '../api/join-school.ts';
import { BackButton } from './back-button.tsx';

/** /register/invite: an invitation code joins its school, then that school's portal home. */
export default function InviteForm() {
  const b = useBootstrap();
  const t = useT();
  const join = useJoinSchool();
  const [fieldError, setFieldError] = useState<string | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('inviteCode') ?? '').trim();
    setFieldError(code ? null : t('register.inviteRequired'));
    if (!code) return;
    join.mutate(code, {
      onSuccess: ({ schoolId }) => nav.assign(portalHomeLink({ schoolId, lang: b.lang })),
    });
  }

  return (
    <form className={styles.form} method="post" noValidate onSubmit={onSubmit}>
      <TextField
        label={t('register.inviteCode')}
        name="inviteCode"
        autoComplete="off"
        required
        error={fieldError}
      />
      {join.isError ? (
        <p className={styles.alert} role="alert">
          {errorText(join.error, t)}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button className={styles.primary} type="submit" disabled={join.isPending || join.isSuccess}>
          {join.isPending ? t('common.submitting') : t('register.inviteSubmit')}
        </button>
        <BackButton />
      </div>
    </form>
  );
}
