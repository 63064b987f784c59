import { useT } from '@/i18n/use-t.ts';
import styles from './view-loading.module.css';

/**
 * "Loading…" for a view whose data is read in the browser (the exam pages). It holds about a screen's worth of room
 * (30rem), so the footer starts near the bottom of a phone screen and the view arriving moves it little — it moved
 * the whole footer out of view before, a layout shift of 0.44 on a phone (issue 28 item 4).
 */
export function ViewLoading() {
  const t = useT();
  return (
    <p role="status" className={styles.loading}>
      {t('common.loading')}
    </p>
  );
}
