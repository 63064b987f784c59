import { useT } from '@/i18n/use-t.ts';
import styles from './preview-banner.module.css';

/**
 * Spec §2 preview mode ("Preview banner … in preview the user can perform no further operations"): a banner with
 * "Computer preview" and a Withdrawal button that closes the preview window, above a transparent overlay that
 * takes every pointer event. The page content itself is made inert by the document (no keyboard focus either).
 */
export function PreviewBanner() {
  const t = useT();
  return (
    <>
      <div className={styles.overlay} data-preview-overlay="" aria-hidden="true" />
      <div className={styles.banner} role="region" aria-label={t('preview.banner')}>
        <span className={styles.text}>{t('preview.banner')}</span>
        <button type="button" className={styles.withdraw} onClick={() => window.close()}>
          {t('preview.withdraw')}
        </button>
      </div>
    </>
  );
}
