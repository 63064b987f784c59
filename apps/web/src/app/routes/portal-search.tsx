import { LIMITS, portalSearchLink } from '@portico/core';
import { LinkList, Page, Section } from '@/components/page.tsx';
import { usePage } from './use-page.ts';

/** Search route: the keyword heading and hot searches from the page data (real results come later). */
export function PortalSearchPage() {
  const { b, t, title, lang } = usePage();
  const data = b.page.kind === 'search' ? b.page : { keyword: '', hotSearches: [] };
  const school = b.school;
  const hot = school
    ? data.hotSearches.slice(0, LIMITS.HOT_SEARCHES).map((entry) => ({
        href: portalSearchLink({ schoolId: school.id, lang, keyword: entry.keyword }),
        label: entry.keyword,
      }))
    : [];
  return (
    <Page title={title} lead={<p>{data.keyword ? t('page.searchPending') : t('page.searchEmpty')}</p>}>
      {hot.length > 0 ? (
        <Section title={t('page.searchHot')}>
          <LinkList links={hot} />
        </Section>
      ) : null}
    </Page>
  );
}
