import { cookiePolicyLink } from '@portico/core';
import { useState } from 'react';
import { useT } from '@/i18n/use-t.ts';
import { safeStorage } from '@/lib/auth-storage.ts';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import { reportCookieChoice } from '../api/known-cookies-agreement.ts';
import { recordCookieChoice, type CookieChoice } from '../utils/cookie-choice.ts';
import styles from './cookie-tip.module.css';

/**
 * Spec §4 cookie banner (lazy chunk, mounted after hydration on overseas hosts only): Accept or Reject stores
 * closeCookieTip=yes, reports the choice and hides the tip. The cookie policy link carries schoolType=o3 for the O3
 * school.
 */
export default function CookieTip() {
  const b = useBootstrap();
  const t = useT();
  const [closed, setClosed] = useState(false);
  if (closed) return null;
  const choose = (choice: CookieChoice) => {
    setClosed(true);
    void recordCookieChoice(choice, {
      storage: safeStorage(),
      report: (operation) => reportCookieChoice(operation, b.school?.id ?? null),
    });
  };
  const policy = cookiePolicyLink({ lang: b.lang, isO3: b.school?.kind === 'o3' });
  return (
    <section className={styles.tip} aria-label={t('cookieTip.label')}>
      <p className={styles.text}>
        {t('cookieTip.text')}{' '}
        <a className={styles.link} href={policy}>
          {t('footer.cookiePolicy')}
        </a>
      </p>
      <div className={styles.actions}>
        <button type="button" className={styles.reject} onClick={() => choose('reject')}>
          {t('cookieTip.reject')}
        </button>
        <button type="button" className={styles.accept} onClick={() => choose('accept')}>
          {t('cookieTip.accept')}
        </button>
      </div>
    </section>
  );
}
