import { useT } from '@/i18n/use-t.ts';
import styles from './pager.module.css';

/**
 * Previous / next for a list paged in place (the message center, the learning center, fans and follows): the
 * buttons and "Page 2 of 5" in a labelled navigation landmark. Nothing when everything fits on one page.
 */
export function Pager({
  page,
  total,
  pageSize,
  label,
  busy = false,
  onPage,
}: {
  page: number;
  total: number;
  pageSize: number;
  label: string;
  busy?: boolean;
  onPage: (page: number) => void;
}) {
  const t = useT();
  const last = Math.max(1, Math.ceil(total / pageSize));
  if (last <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={label}>
      <button
        type="button"
        className={styles.button}
        disabled={page <= 1 || busy}
        onClick={() => onPage(page - 1)}
      >
        {t('search.previous')}
      </button>
      <span className={styles.status} aria-live="polite">
        {t('pager.status', { page, last })}
      </span>
      <button
        type="button"
        className={styles.button}
        disabled={page >= last || busy}
        onClick={() => onPage(page + 1)}
      >
        {t('search.next')}
      </button>
    </nav>
  );
}
