import { CategoryList } from '@/features/categories/components/category-list.tsx';
import { LinkList, Page, Section } from '@/components/page.tsx';
import { schoolDisplayName } from '@/lib/names.ts';
import { usePage } from './use-page.ts';

/** /portal/{id}/more: every category of the school. */
export function PortalMorePage() {
  const { b, t, title, links } = usePage();
  const school = b.school;
  const name = schoolDisplayName(school, b.lang) ?? t('app.name');
  return (
    <Page title={title} lead={<p>{t('page.moreText', { school: name })}</p>}>
      {school && b.categories.length > 0 ? (
        <Section title={t('page.categories')}>
          <CategoryList categories={b.categories} schoolId={school.id} />
        </Section>
      ) : null}
      <LinkList links={[links.home()]} />
    </Page>
  );
}
