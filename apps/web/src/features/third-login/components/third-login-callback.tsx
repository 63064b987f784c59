import { isErrorCode } from '@portico/contracts/errors';
import type { ThirdLoginResult } from '@portico/contracts';
import { isSafeRedirectPath } from '@portico/core';
import { useEffect, useState } from 'react';
import { useLocation } from '@/lib/location.tsx';
import { formStyles as styles } from '@/components/form-styles.ts';
import { useT } from '@/i18n/use-t.ts';
import { ApiError } from '@/lib/api-client.ts';
import { errorText } from '@/lib/api-errors.ts';
import { nav } from '@/lib/navigation.ts';
import { flashToasts, showToast } from '@/lib/toast.ts';
import { exchangeCallback } from '../api/third-login.ts';
import { BindForm } from './bind-form.tsx';

type State =
  | { step: 'working' }
  | { step: 'failed'; error: unknown }
  | { step: 'bind'; result: Extract<ThirdLoginResult, { status: 'bindRequired' }> }
  | { step: 'done' };

/** The state is single use: React may run an effect twice in development, the exchange must run once. */
const exchanged = new Map<string, Promise<ThirdLoginResult>>();

/** Leaves for the page the login started on (same-site only: the server checked it, this checks again). */
export function goToTarget(target: string, message: string): void {
  showToast(message);
  flashToasts();
  nav.replace(isSafeRedirectPath(target) ? target : '/');
}

/**
 * /login/third/callback (issue 14): the provider sent the browser back here with code, state and iss. The page
 * exchanges them once; then it goes back to the page the login started on, or asks how to bind the identity.
 * The start can also land here with `errorCode` (a refusal before the provider, e.g. no provider configured).
 */
/** A refusal known from the URL alone: the start's `errorCode`, or a callback without state. */
function refusalOf(query: URLSearchParams): ApiError | null {
  const failure = query.get('errorCode');
  if (failure) return new ApiError(400, failure, isErrorCode(failure) ? failure : null);
  if (!query.get('state')) return new ApiError(400, 'no state', 'THIRD_LOGIN_STATE_INVALID');
  return null;
}

export default function ThirdLoginCallback() {
  const t = useT();
  // The router's location is the same on the server and in the browser: the first render matches.
  const { search } = useLocation();
  const query = new URLSearchParams(search);
  const refusal = refusalOf(query);
  const [exchange, setState] = useState<State>({ step: 'working' });
  const state: State = refusal ? { step: 'failed', error: refusal } : exchange;

  useEffect(() => {
    const params = new URLSearchParams(search);
    if (refusalOf(params)) return;
    const input = {
      state: params.get('state') ?? '',
      ...(params.get('code') ? { code: params.get('code') ?? '' } : {}),
      ...(params.get('iss') ? { iss: params.get('iss') ?? '' } : {}),
      ...(params.get('error') ? { error: params.get('error') ?? '' } : {}),
    };
    let pending = exchanged.get(input.state);
    if (!pending) {
      pending = exchangeCallback(input);
      exchanged.set(input.state, pending);
    }
    pending.then(
      (result) => {
        if (result.status === 'signedIn') {
          setState({ step: 'done' });
          goToTarget(result.targetUrl, t('auth.loginSuccess'));
        } else setState({ step: 'bind', result });
      },
      (error: unknown) => setState({ step: 'failed', error }),
    );
  }, [search, t]);

  if (state.step === 'bind') return <BindForm pending={state.result} />;
  if (state.step === 'failed') {
    return (
      <div className={styles.form}>
        <p className={styles.alert} role="alert">
          <strong>{t('thirdLogin.failed')}</strong> {errorText(state.error, t)}
        </p>
        <div className={styles.actions}>
          <a className={styles.primary} href="/">
            {t('thirdLogin.home')}
          </a>
        </div>
      </div>
    );
  }
  return (
    <p className={state.step === 'done' ? styles.success : undefined} role="status">
      {state.step === 'done' ? t('auth.loginSuccess') : t('thirdLogin.working')}
    </p>
  );
}
