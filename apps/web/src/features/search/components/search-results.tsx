import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import { errorText } from '@/lib/api-errors.ts';
import { nav } from '@/lib/navigation.ts';
import { useMounted } from '@/lib/use-mounted.ts';
import { useT } from '@/i18n/use-t.ts';
import { SEARCH_PAGE_SIZE, useSearchCourses } from '../api/search-courses.ts';
import { searchHref } from '../utils/search-link.ts';
import {
  activeCategory,
  clearStoredCategory,
  readStoredCategory,
  searchQuery,
} from '../utils/search-query.ts';
import { PopularSearches } from './popular-searches.tsx';
import { SearchFeedback } from './search-feedback.tsx';
import { SearchHits } from './search-hits.tsx';
import { SearchKnowledge } from './search-knowledge.tsx';
import { SearchPagination } from './search-pagination.tsx';
import { SearchPosts } from './search-posts.tsx';
import styles from './search-results.module.css';

/**
 * The search route's content (a lazy chunk, spec §2/§8): the category filter chip, the result count, course cards,
 * page links, "No results found" with "Clear search", errors with a retry, and the result feedback popover.
 * The results come with the bootstrap (server render and hydration show them; nothing is fetched on first load).
 */
export default function SearchResults() {
  const b = useBootstrap();
  const t = useT();
  const mounted = useMounted();
  const school = b.school;
  const q = searchQuery(b);
  const category = activeCategory(b, q.categoryId, mounted && school ? readStoredCategory(school.id) : null);
  const searching = q.keyword !== '' || q.categoryId !== null;
  const result = useSearchCourses(
    { schoolId: school?.id ?? '', keyword: q.keyword, categoryId: q.categoryId, page: q.page },
    searching && school !== null,
    q.results,
  );
  if (!school) return null;

  const href = (page: number, keyword = q.keyword, categoryId = q.categoryId) =>
    searchHref(school, b.lang, keyword, { categoryId, page: page > 1 ? page : null });
  const clearSearch = () => {
    clearStoredCategory();
    nav.assign(href(1, '', null));
  };
  const removeCategory = () => {
    clearStoredCategory();
    nav.assign(href(1, q.keyword, null));
  };
  const data = result.data;
  const loading = searching && result.isPending;
  const status = loading
    ? t('search.loading')
    : !data
      ? ''
      : data.records.length > 0
        ? t('search.count', { count: data.total })
        : t(data.total > 0 ? 'search.noMore' : 'search.noResults');

  return (
    <div className={styles.results} aria-busy={loading}>
      {category ? (
        <div className={styles.filters}>
          <span className={styles.filter}>
            {t('search.categoryChip', { title: category.title ?? category.id })}
            <button
              type="button"
              className={styles.remove}
              onClick={removeCategory}
              aria-label={t('search.removeCategory', { title: category.title ?? category.id })}
            >
              ×
            </button>
          </span>
        </div>
      ) : null}
      <p className={styles.status} role="status">
        {status}
      </p>
      {data?.posts ? <SearchPosts posts={data.posts} schoolId={school.id} /> : null}
      {data?.knowledge ? <SearchKnowledge hits={data.knowledge} schoolId={school.id} /> : null}
      {!searching ? (
        <>
          <p className={styles.lead}>{t('page.searchEmpty')}</p>
          <PopularSearches />
        </>
      ) : result.isError ? (
        <div className={styles.error} role="alert">
          <p>
            {t('search.loadFailed')} {errorText(result.error, t)}
          </p>
          <button type="button" className={styles.action} onClick={() => void result.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      ) : !data ? null : data.records.length > 0 ? (
        <>
          <SearchHits hits={data.records} school={school} />
          <SearchPagination page={q.page} total={data.total} pageSize={SEARCH_PAGE_SIZE} hrefFor={href} />
        </>
      ) : data.total > 0 ? (
        <div className={styles.empty}>
          <h2 className={styles.subtitle}>{t('search.noMore')}</h2>
          <a className={styles.action} href={href(1)}>
            {t('search.firstPage')}
          </a>
        </div>
      ) : (
        <div className={styles.empty}>
          <h2 className={styles.subtitle}>{t('search.noResults')}</h2>
          <p>{t('search.noResultsText')}</p>
          <button type="button" className={styles.action} onClick={clearSearch}>
            {t('search.clear')}
          </button>
          <PopularSearches />
        </div>
      )}
      {data && q.keyword ? <SearchFeedback schoolId={school.id} keyword={q.keyword} /> : null}
    </div>
  );
}
