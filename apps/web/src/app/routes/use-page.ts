import { loginLink, loginSelectLink, portalHomeLink, type LanguageCode } from '@portico/core';
import type { ShellBootstrap } from '@portico/contracts';
import { useLocation } from '@/lib/location.tsx';
import type { PageLink } from '@/components/page.tsx';
import type { TFn } from '@/i18n/keys.ts';
import { useT } from '@/i18n/use-t.ts';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import { pageTitle } from '../page-title.ts';

/**
 * Everything a route page needs: bootstrap, typed t, its title and the common links. Cross-route links are plain
 * <a href> built with core's link builders (always carrying sxz-lang): each route's data comes from the server
 * bootstrap, so a full document load per route is intended (no client-side route transitions).
 */
export function usePage() {
  const b = useBootstrap();
  const t = useT();
  const location = useLocation();
  return {
    b,
    t,
    lang: b.lang,
    title: pageTitle(b, t),
    links: commonLinks(b, t, `${location.pathname}${location.search}`),
  };
}

function commonLinks(b: ShellBootstrap, t: TFn, currentPath: string) {
  const lang: LanguageCode = b.lang;
  return {
    /** Back to the school's portal home, or to the school chooser when the URL names no school. */
    home: (): PageLink =>
      b.school
        ? { href: portalHomeLink({ schoolId: b.school.id, lang }), label: t('page.backHome') }
        : { href: loginSelectLink({ lang }), label: t('route.loginSelect') },
    login: (): PageLink => ({ href: loginLink({ lang, redirect: currentPath }), label: t('header.login') }),
  };
}
