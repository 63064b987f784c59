import { isMobileUserAgent, mobileRedirectUrl, resolveSchoolId } from '@portico/core';
import { useEffect } from 'react';
import { useLocation } from '@/lib/location.tsx';
import { nav } from '@/lib/navigation.ts';

/**
 * Spec §4 mobile redirect, browser side. The server answers a full page load with the redirect before any HTML
 * (apps/server/src/web/mobile-redirect.ts); this covers a location the router reaches without a document load.
 * Today every cross-route link is a full document load, so it only fires when a page was served to a browser the
 * server did not take for a mobile one (e.g. a user agent changed by device emulation). The page hides itself
 * first, as the spec says, so nothing flashes before the mobile page.
 */
export function MobileRedirect() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (!isMobileUserAgent(navigator.userAgent)) return;
    const query = new URLSearchParams(search);
    // Like the server's redirect: the page's school and language ride in the mobile page's query.
    const carry = { schoolId: resolveSchoolId({ pathname, query }), lang: query.get('sxz-lang') };
    const target = mobileRedirectUrl(window.location.origin, query, carry);
    if (!target) return;
    document.documentElement.style.visibility = 'hidden';
    nav.replace(target);
  }, [pathname, search]);
  return null;
}
