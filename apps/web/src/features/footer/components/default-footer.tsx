import { cookiePolicyLink, helpCenterLink, privacyLink } from '@portico/core';
import { useT } from '@/i18n/use-t.ts';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import { useOpenFeedback } from '@/lib/feedback-dialog.tsx';
import styles from './footer.module.css';

/** Default footer: help center, privacy, cookie policy and a copyright line. */
export function DefaultFooter() {
  const b = useBootstrap();
  const t = useT();
  const openFeedback = useOpenFeedback();
  const newTab = { target: '_blank', rel: 'noopener noreferrer' };
  return (
    <>
      <nav aria-label={t('footer.linksLabel')}>
        <ul className={styles.links}>
          <li>
            <a className={styles.link} href={helpCenterLink({ lang: b.lang })} {...newTab}>
              {t('footer.helpCenter')}
            </a>
          </li>
          <li>
            <a className={styles.link} href={privacyLink({ lang: b.lang })} {...newTab}>
              {t('footer.privacy')}
            </a>
          </li>
          <li>
            <a
              className={styles.link}
              href={cookiePolicyLink({ lang: b.lang, isO3: b.school?.kind === 'o3' })}
            >
              {t('footer.cookiePolicy')}
            </a>
          </li>
          {b.school ? (
            <li>
              {/* Spec §5 general feedback (visitors get the login dialog first). */}
              <button type="button" className={styles.linkButton} onClick={() => openFeedback()}>
                {t('footer.feedback')}
              </button>
            </li>
          ) : null}
        </ul>
      </nav>
      <p className={styles.copyright}>
        © {t('app.name')}. {t('footer.rights')}
      </p>
    </>
  );
}
