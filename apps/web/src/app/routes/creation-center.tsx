/**
 * Issue 25: the creation center `/iadmin/{schoolId}/create-center/` — a lazy chunk of its own (dnd-kit, TipTap and
 * the query library never reach the portal home's entry JS), first painted from the page data the server put in
 * the bootstrap (the author's courses, the review queue). The server's page rule already sent everyone who may
 * not create to the login or insufficient-permissions page.
 */
import { consoleSectionLink } from '@portico/core';
import { Suspense } from 'react';
import { LinkList, Page, type PageLink } from '@/components/page.tsx';
import { lazyWithPreload } from '@/lib/lazy-with-preload.tsx';
import { withQuery } from '@/lib/with-query.ts';
import { usePage } from './use-page.ts';

const CreationCenter = lazyWithPreload(
  withQuery(() => import('@/features/creation-center/components/creation-center.tsx')),
);
/** Keep in step with route-chunks.ts. */
export const preloadCreationCenter = CreationCenter.preload;

export function CreationCenterPage() {
  const { b, t, title, lang, links } = usePage();
  if (!b.viewer || !b.school) {
    return (
      <Page title={title} lead={<p>{t('page.loginRequired')}</p>}>
        <LinkList links={[links.login(), links.home()]} />
      </Page>
    );
  }
  const schoolId = b.school.id;
  // Lecturers and admins write exams in the console's question bank; creators reach it from here.
  const staff = b.membership?.admin || b.membership?.lecturer;
  const consoleLinks: PageLink[] = staff
    ? [
        {
          href: consoleSectionLink({ schoolId, lang, section: 'question-bank' }),
          label: t('creation.links.questionBank'),
        },
        { href: consoleSectionLink({ schoolId, lang, section: 'exams' }), label: t('creation.links.exams') },
      ]
    : [];
  const page = b.page.kind === 'creation-center' ? b.page : null;
  return (
    <Page title={title}>
      <Suspense fallback={<p role="status">{t('common.loading')}</p>}>
        <CreationCenter schoolId={schoolId} lang={lang} page={page} links={consoleLinks} />
      </Suspense>
    </Page>
  );
}
