import { LIMITS } from '@portico/core';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import { useT } from '@/i18n/use-t.ts';
import { searchHref } from '../utils/search-link.ts';
import styles from './search-results.module.css';

/** The server's hot searches (bootstrap page data) as links: a way forward from an empty or failed search. */
export function PopularSearches() {
  const b = useBootstrap();
  const t = useT();
  const hot = b.page.kind === 'search' ? b.page.hotSearches.slice(0, LIMITS.HOT_SEARCHES) : [];
  if (!b.school || hot.length === 0) return null;
  const school = b.school;
  return (
    <section className={styles.popular} aria-labelledby="popular-searches">
      <h2 id="popular-searches" className={styles.subtitle}>
        {t('page.searchHot')}
      </h2>
      <ul className={styles.chips}>
        {hot.map((entry) => (
          <li key={entry.keyword}>
            <a className={styles.chip} href={searchHref(school, b.lang, entry.keyword)}>
              {entry.keyword}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
