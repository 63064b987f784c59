import type { UserInfo } from '@portico/contracts';
import { useState, type FormEvent } from 'react';
import { AgreementCheck } from '@/components/agreement-check.tsx';
import { formStyles as styles } from '@/components/form-styles.ts';
import { TextField } from '@/components/text-field.tsx';
import { useT } from '@/i18n/use-t.ts';
import { errorText } from '@/lib/api-errors.ts';
import { useLoginInit } from '../api/login-init.ts';

interface FieldErrors {
  account?: string;
  password?: string;
  agreement?: string;
}

/**
 * Account + password + the required acceptance of the service agreement and privacy policy (spec §5). Inputs
 * are uncontrolled, so whatever was typed into the server-rendered form before hydration is kept. method="post"
 * keeps a pre-hydration submit from putting the password into a URL.
 */
export function LoginForm({ onSuccess }: { onSuccess: (user: UserInfo) => void }) {
  const t = useT();
  const login = useLoginInit();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [done, setDone] = useState(false);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const account = String(form.get('account') ?? '').trim();
    const password = String(form.get('password') ?? '');
    const agreementAccepted = form.get('agreement') === 'on';
    const next: FieldErrors = {
      account: account ? undefined : t('auth.accountRequired'),
      password: password ? undefined : t('auth.passwordRequired'),
      agreement: agreementAccepted ? undefined : t('auth.agreementRequired'),
    };
    setErrors(next);
    if (next.account || next.password || next.agreement) return;
    login.mutate(
      { account, password, agreementAccepted },
      {
        onSuccess: ({ user }) => {
          setDone(true);
          onSuccess(user);
        },
      },
    );
  }

  const busy = login.isPending || done;
  return (
    <form className={styles.form} method="post" noValidate onSubmit={onSubmit}>
      <TextField
        label={t('auth.account')}
        name="account"
        type="text"
        inputMode="email"
        autoComplete="username"
        required
        error={errors.account}
      />
      <TextField
        label={t('auth.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        error={errors.password}
      />
      <AgreementCheck error={errors.agreement} />
      {login.isError ? (
        <p className={styles.alert} role="alert">
          {errorText(login.error, t)}
        </p>
      ) : null}
      {done ? (
        <p className={styles.success} role="status">
          {t('auth.loginSuccess')}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button className={styles.primary} type="submit" disabled={busy}>
          {login.isPending ? t('auth.submitting') : t('auth.submit')}
        </button>
      </div>
    </form>
  );
}
