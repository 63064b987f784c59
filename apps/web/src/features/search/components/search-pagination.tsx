import { useT } from '@/i18n/use-t.ts';
import styles from './search-results.module.css';

/** Pages shown around the current one (plus the first and last): enough to jump without a wall of links. */
const WINDOW = 2;

function pageNumbers(page: number, last: number): Array<number | null> {
  const out: Array<number | null> = [];
  for (let n = 1; n <= last; n++) {
    if (n === 1 || n === last || Math.abs(n - page) <= WINDOW) out.push(n);
    else if (out[out.length - 1] !== null) out.push(null);
  }
  return out;
}

/** Page links (full loads with the `page` query, like every route): previous, numbers, next. */
export function SearchPagination({
  page,
  total,
  pageSize,
  hrefFor,
}: {
  page: number;
  total: number;
  pageSize: number;
  hrefFor: (page: number) => string;
}) {
  const t = useT();
  const last = Math.ceil(total / pageSize);
  if (last <= 1) return null;
  return (
    <nav className={styles.pagination} aria-label={t('search.pagination')}>
      {page > 1 ? (
        <a className={styles.pageLink} href={hrefFor(page - 1)} rel="prev">
          {t('search.previous')}
        </a>
      ) : null}
      {pageNumbers(page, last).map((n, i) =>
        n === null ? (
          <span key={`gap${i}`} aria-hidden="true">
            …
          </span>
        ) : (
          <a
            key={n}
            className={n === page ? `${styles.pageLink} ${styles.current}` : styles.pageLink}
            href={hrefFor(n)}
            aria-current={n === page ? 'page' : undefined}
            aria-label={t('search.pageN', { page: n })}
          >
            {n}
          </a>
        ),
      )}
      {page < last ? (
        <a className={styles.pageLink} href={hrefFor(page + 1)} rel="next">
          {t('search.next')}
        </a>
      ) : null}
    </nav>
  );
}
