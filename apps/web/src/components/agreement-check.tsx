import { helpCenterLink, privacyLink } from '@portico/core';
import { useId } from 'react';
import { formStyles as styles } from '@/components/form-styles.ts';
import { useT } from '@/i18n/use-t.ts';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';

const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;

/**
 * The required "I accept the terms" checkbox of the sign-in forms (password login and the single sign-on's bind
 * form), with its error and the service agreement and privacy policy links in the page's language. The form reads
 * the box by its name, `agreement`.
 */
export function AgreementCheck({ error }: { error: string | undefined }) {
  const t = useT();
  const { lang } = useBootstrap();
  const checkId = useId();
  return (
    <div className={styles.field}>
      <div className={styles.check}>
        <input
          id={checkId}
          type="checkbox"
          name="agreement"
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${checkId}-error` : undefined}
        />
        <label htmlFor={checkId}>{t('auth.acceptTerms')}</label>
      </div>
      {error ? (
        <p id={`${checkId}-error`} className={styles.fieldError} role="alert">
          {error}
        </p>
      ) : null}
      <ul className={styles.inlineLinks}>
        <li>
          <a href={helpCenterLink({ lang })} {...NEW_TAB}>
            {t('auth.serviceAgreement')}
          </a>
        </li>
        <li>
          <a href={privacyLink({ lang })} {...NEW_TAB}>
            {t('auth.privacyPolicy')}
          </a>
        </li>
      </ul>
    </div>
  );
}
