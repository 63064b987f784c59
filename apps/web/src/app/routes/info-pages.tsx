import {
  cookiePolicyLink,
  helpCenterLink,
  loginSelectLink,
  privacyLink,
  schoolFeedbackLink,
} from '@portico/core';
import { JoinCreateActions } from '@/components/join-create-actions.tsx';
import { LinkList, Page, type PageLink } from '@/components/page.tsx';
import { schoolDisplayName } from '@/lib/names.ts';
import { DesignPortalPages } from './design-pages.tsx';
import { DesignNavigation } from './design-navigation.tsx';
import { usePage } from './use-page.ts';

/** A titled page with a short real explanation and the relevant links. */
function InfoPage({ text, links }: { text: string; links: PageLink[] }) {
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

/** Shown to a logged-in non-member of a closed school (spec §6); names the school. */
export function PrivilegePage() {
  const { b, t, lang, title } = usePage();
  const school = schoolDisplayName(b.school, lang) ?? t('app.name');
  return (
    <Page title={title} lead={<p>{t('page.privilegeText', { school })}</p>}>
      <JoinCreateActions />
      <LinkList links={[{ href: loginSelectLink({ lang }), label: t('route.loginSelect') }]} />
    </Page>
  );
}

export function InsufficientPermissionsPage() {
  const { t, lang, links } = usePage();
  return (
    <InfoPage
      text={t('page.insufficientText')}
      links={[{ href: loginSelectLink({ lang }), label: t('route.loginSelect') }, links.login()]}
    />
  );
}

export function ClassInfoJumpPage() {
  const { t, links } = usePage();
  return <InfoPage text={t('page.classInfoText')} links={[links.login(), links.home()]} />;
}

export function CookiePolicyPage() {
  const { t, lang } = usePage();
  return (
    <InfoPage
      text={t('page.cookieText')}
      links={[{ href: privacyLink({ lang }), label: t('footer.privacy'), newTab: true }]}
    />
  );
}

export function ComplaintReportPage() {
  const { t, links } = usePage();
  return <InfoPage text={t('page.complaintText')} links={[links.home()]} />;
}

export function HelpCenterPage() {
  const { t, lang } = usePage();
  return (
    <InfoPage
      text={t('page.helpText')}
      links={[
        { href: helpCenterLink({ lang, type: 1 }), label: t('footer.studentGuide') },
        { href: helpCenterLink({ lang, type: 2 }), label: t('footer.adminGuide') },
      ]}
    />
  );
}

export function PrivacyPage() {
  const { b, t, lang } = usePage();
  return (
    <InfoPage
      text={t('page.privacyText')}
      links={[
        { href: cookiePolicyLink({ lang, isO3: b.school?.kind === 'o3' }), label: t('footer.cookiePolicy') },
      ]}
    />
  );
}

export function DesignPage() {
  const { b, t, links } = usePage();
  const designsPage = new URL(b.url, 'http://portico.invalid').searchParams.has('pageId');
  return (
    <>
      <InfoPage text={t('page.designText')} links={[links.home()]} />
      {/* Issue 27: an admin composes the school's pages from modules here. */}
      <DesignPortalPages />
      {/* Issue 13 §5: an admin edits the navigation here without navigating away (not while designing a page). */}
      {designsPage ? null : <DesignNavigation />}
    </>
  );
}
