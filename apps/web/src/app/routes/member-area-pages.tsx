/**
 * The pages every member area shows when it has nothing else to (login first, coming soon) and the shared info page
 * layout. Apart from info-pages.tsx (issue 28 item 3): the center, teaching and creation pages import these, and
 * the information pages' own long texts travel only with them (the `info` message pack, i18n/packs.ts).
 */
import { schoolFeedbackLink } from '@portico/core';
import { LinkList, Page, type PageLink } from '@/components/page.tsx';
import { usePage } from './use-page.ts';

/** A titled page with a short real explanation and the relevant links. */
export function InfoPage({ text, links }: { text: string; links: PageLink[] }) {
  const { title } = usePage();
  return (
    <Page title={title} lead={<p>{text}</p>}>
      <LinkList links={links} />
    </Page>
  );
}

/** Areas whose content arrives in later issues (knowledge, exercise, exam, community, embedded pages…). */
export function UpcomingPage() {
  const { t, links } = usePage();
  return <InfoPage text={t('page.comingSoon')} links={[links.home()]} />;
}

/** Personal areas (learning center, archive, personal space, teaching, creation, management): login first. */
export function MemberAreaPage() {
  const { b, t, lang, links } = usePage();
  // Issue 12: the management workbench already leads to the school's feedback inbox.
  const inbox: PageLink[] =
    b.route.id === 'school-management' && b.school
      ? [{ href: schoolFeedbackLink({ schoolId: b.school.id, lang }), label: t('route.schoolFeedback') }]
      : [];
  return b.viewer ? (
    <InfoPage text={t('page.comingSoon')} links={[...inbox, links.home()]} />
  ) : (
    <InfoPage text={t('page.loginRequired')} links={[links.login(), links.home()]} />
  );
}

export function ClassInfoJumpPage() {
  const { t, links } = usePage();
  return <InfoPage text={t('page.classInfoText')} links={[links.login(), links.home()]} />;
}
