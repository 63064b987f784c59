import { cookiePolicyLink, helpCenterLink, loginSelectLink, privacyLink } from '@portico/core';
import { JoinCreateActions } from '@/components/join-create-actions.tsx';
import { LinkList, Page } from '@/components/page.tsx';
import { schoolDisplayName } from '@/lib/names.ts';
import { DesignPortalPages } from './design-pages.tsx';
import { DesignNavigation } from './design-navigation.tsx';
import { InfoPage } from './member-area-pages.tsx';
import { usePage } from './use-page.ts';

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
