/**
 * Design mode without a page (issue 27 item 3): the school's composable pages (spec §2 page types), each with its
 * state, linking to its designer. Navigation entries point at these pages by pageId.
 */
import { PORTAL_PAGES_API_PATHS, consoleTail, type PortalPageListSchema } from '@portico/contracts';
import { designPageLink } from '../model.ts';
import { useQuery } from '@tanstack/react-query';
import type { Static } from 'typebox';
import { useT } from '@/i18n/use-t.ts';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import { errorText } from '@/lib/api-errors.ts';
import { consoleGet, type VersionedData } from '@/lib/console-api.ts';
import styles from './designer.module.css';

const TYPE_KEYS = [
  'console.pages.type.decoration',
  'console.pages.type.knowledge',
  'console.pages.type.home',
  'console.pages.type.personal',
  'console.pages.type.learningGroup',
  'console.pages.type.exercise',
] as const;

type PageList = Static<typeof PortalPageListSchema>;

export default function PagePicker({ schoolId }: { schoolId: string }) {
  const t = useT();
  const { lang } = useBootstrap();
  const pages = useQuery({
    queryKey: ['console', schoolId, 'portal-pages'],
    queryFn: () => consoleGet<VersionedData<PageList>>(schoolId, consoleTail(PORTAL_PAGES_API_PATHS.pages)),
  });
  return (
    <section className={styles.picker} aria-labelledby="page-picker-h">
      <h2 id="page-picker-h" className={styles.subheading}>
        {t('console.pages.pickerTitle')}
      </h2>
      {pages.error ? <p role="alert">{errorText(pages.error, t)}</p> : null}
      {pages.data ? (
        <ul className={styles.pageList}>
          {pages.data.data.map((page) => (
            <li key={page.pageId}>
              <a href={designPageLink(schoolId, page.pageId, lang)}>{page.title}</a>{' '}
              <span className={styles.muted}>
                {t(TYPE_KEYS[page.pageType] ?? TYPE_KEYS[0])} ·{' '}
                {page.hasDraft
                  ? t('console.pages.hasDraft')
                  : page.publishedAt
                    ? t('console.pages.isPublished')
                    : t('console.pages.notPublished')}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p role="status">{t('common.loading')}</p>
      )}
    </section>
  );
}
