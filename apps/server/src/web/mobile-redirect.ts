/**
 * Spec §4 mobile redirect, decided on the server before any HTML (issue 10 §2): on a mobile browser a page whose
 * `source` names a known target answers 302 to `/h5/#/{mobile path}` (core's table), so the page never flashes.
 * The Location is origin-relative: the browser resolves it against the page's own origin — exactly spec's
 * `{origin}/h5/#/…` — and a forged Host header cannot steer it elsewhere. An unknown source renders the page.
 */
import { isMobileUserAgent, mobileRedirectPath, mobileRedirectUrl, resolveSchoolId } from '@portico/core';

export interface MobileRedirectDecision {
  /** The answer depends on the User-Agent (the query names a known target): say so to caches. */
  varyOnUserAgent: boolean;
  /** Where to send a mobile browser, or null to render the page. */
  location: string | null;
}

export function mobileRedirect(url: string, userAgent: string | undefined): MobileRedirectDecision {
  // The query alone (URLSearchParams never throws, whatever the path holds).
  const start = url.indexOf('?');
  const query = new URLSearchParams(start === -1 ? '' : url.slice(start + 1).split('#', 1)[0]);
  if (mobileRedirectPath(query) === null) return { varyOnUserAgent: false, location: null };
  if (!isMobileUserAgent(userAgent ?? '')) return { varyOnUserAgent: true, location: null };
  // The school (query or path, spec §2) and the language travel inside the hash route's query (core
  // MobileRedirectCarry): the Location keeps the spec's `/h5/#/{mobile path}` form and the mobile client reads them.
  const pathname = start === -1 ? url : url.slice(0, start);
  const carry = { schoolId: resolveSchoolId({ pathname, query, stored: null }), lang: query.get('sxz-lang') };
  return { varyOnUserAgent: true, location: mobileRedirectUrl('', query, carry) };
}
