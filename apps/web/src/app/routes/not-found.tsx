import { LinkList, Page } from '@/components/page.tsx';
import { usePage } from './use-page.ts';

/** Catch-all 404 page, rendered inside the shell (header + footer); the server answers with status 404. */
export function NotFoundPage() {
  const { t, links } = usePage();
  return (
    <Page title={t('route.notFound')} lead={<p>{t('page.notFoundText')}</p>}>
      <LinkList links={[links.home()]} />
    </Page>
  );
}
