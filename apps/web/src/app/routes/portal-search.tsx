import { Suspense } from 'react';
import { Page } from '@/components/page.tsx';
import { lazyWithPreload } from '@/lib/lazy-with-preload.tsx';
import { withQuery } from '@/lib/with-query.ts';
import { usePage } from './use-page.ts';

/**
 * The results are a lazy chunk with the query library (kept out of the portal home's bundle); the server preloads
 * it for this route so the first paint has it in place.
 */
const SearchResults = lazyWithPreload(
  withQuery(() => import('@/features/search/components/search-results.tsx')),
);
export const preload = () => SearchResults.preload();

/** Search route (spec §2): "Results for …" (or "Search") and the search feature's results. */
export function PortalSearchPage() {
  const { b, t, title } = usePage();
  if (!b.school) return <Page title={title} lead={<p>{t('page.notFoundText')}</p>} />;
  return (
    <Page title={title}>
      <Suspense fallback={<p role="status">{t('common.loading')}</p>}>
        <SearchResults />
      </Suspense>
    </Page>
  );
}
