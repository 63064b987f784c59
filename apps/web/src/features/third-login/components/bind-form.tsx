import type { ThirdLoginResult } from '@portico/contracts';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { AgreementCheck } from '@/components/agreement-check.tsx';
import { formStyles as styles } from '@/components/form-styles.ts';
import { TextField } from '@/components/text-field.tsx';
import { useT } from '@/i18n/use-t.ts';
import { errorText } from '@/lib/api-errors.ts';
import { bindThirdUser } from '../api/third-login.ts';
import { goToTarget } from './third-login-callback.tsx';

type Pending = Extract<ThirdLoginResult, { status: 'bindRequired' }>;
type Mode = 'bind' | 'create';

interface FieldErrors {
  account?: string;
  password?: string;
  agreement?: string;
}

/**
 * The provider vouched for an identity that no local account carries yet (issue 14): prove an existing account
 * (account + password, the login's checks and throttle) or create a new one from the verified e-mail. Either way
 * the service agreement and privacy policy are accepted first (spec §5), then "Binding succeeded" and back to the
 * page the login started on.
 */
export function BindForm({ pending }: { pending: Pending }) {
  const t = useT();
  const headingId = useId();
  const modeId = useId();
  const canCreate = pending.identity.email !== null;
  const [mode, setMode] = useState<Mode>('bind');
  const [errors, setErrors] = useState<FieldErrors>({});
  const bind = useMutation({ mutationFn: bindThirdUser });
  const who = pending.identity.email ?? pending.identity.name ?? '';

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const agreementAccepted = form.get('agreement') === 'on';
    const account = String(form.get('account') ?? '').trim();
    const password = String(form.get('password') ?? '');
    const next: FieldErrors = {
      account: mode === 'bind' && !account ? t('auth.accountRequired') : undefined,
      password: mode === 'bind' && !password ? t('auth.passwordRequired') : undefined,
      agreement: agreementAccepted ? undefined : t('auth.agreementRequired'),
    };
    setErrors(next);
    if (next.account || next.password || next.agreement) return;
    bind.mutate(
      mode === 'bind'
        ? { mode, bindTicket: pending.bindTicket, account, password, agreementAccepted }
        : { mode, bindTicket: pending.bindTicket, agreementAccepted },
      { onSuccess: (result) => goToTarget(result.targetUrl, t('thirdLogin.bindSuccess')) },
    );
  }

  return (
    <form className={styles.form} method="post" noValidate onSubmit={onSubmit} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('thirdLogin.bindTitle')}</h2>
      <p>{t('thirdLogin.bindLead', { who })}</p>
      {canCreate ? (
        <fieldset className={styles.field}>
          <legend className={styles.label}>{t('thirdLogin.modeLegend')}</legend>
          {(['bind', 'create'] as const).map((value) => (
            <div className={styles.check} key={value}>
              <input
                id={`${modeId}-${value}`}
                type="radio"
                name="mode"
                value={value}
                checked={mode === value}
                onChange={() => setMode(value)}
              />
              <label htmlFor={`${modeId}-${value}`}>
                {value === 'bind'
                  ? t('thirdLogin.modeBind')
                  : t('thirdLogin.modeCreate', { email: pending.identity.email ?? '' })}
              </label>
            </div>
          ))}
        </fieldset>
      ) : null}
      {mode === 'bind' ? (
        <>
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
        </>
      ) : null}
      <AgreementCheck error={errors.agreement} />
      {bind.isError ? (
        <p className={styles.alert} role="alert">
          {errorText(bind.error, t)}
        </p>
      ) : null}
      {bind.isSuccess ? (
        <p className={styles.success} role="status">
          {t('thirdLogin.bindSuccess')}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button className={styles.primary} type="submit" disabled={bind.isPending || bind.isSuccess}>
          {mode === 'bind' ? t('thirdLogin.bindSubmit') : t('thirdLogin.createSubmit')}
        </button>
      </div>
    </form>
  );
}
