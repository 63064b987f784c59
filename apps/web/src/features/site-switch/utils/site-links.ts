import { isLegalLink, normalizeHost, withLang, type LanguageCode, type Region } from '@portico/core';
import type { SiteItem } from '@portico/contracts';

/**
 * Spec §3 site list item → where choosing it goes: the site's address followed by the current path and query
 * with `sxz-lang`, or null when the site's address fails the legality check (spec §5; the entry is then inert).
 */
export function siteHref(site: SiteItem, pathAndQuery: string, lang: LanguageCode): string | null {
  const base = site.url.trim().split(/[?#]/, 1)[0]?.replace(/\/+$/, '') ?? '';
  if (!base || !isLegalLink(base)) return null;
  const href = `${base}${withLang(pathAndQuery, lang)}`;
  return isLegalLink(href) ? href : null;
}

/**
 * The site the page is on: the one whose host is the page's host (ports ignored); failing that, on the China
 * region of a non-overseas host, the first site (the platform's default one). -1 when none applies.
 */
export function currentSiteIndex(
  sites: readonly SiteItem[],
  host: string,
  where: { region: Region; overseas: boolean },
): number {
  const page = normalizeHost(host);
  const byHost = sites.findIndex((site) => site.url.trim() !== '' && normalizeHost(site.url) === page);
  if (byHost >= 0) return byHost;
  return where.region === 'cn' && !where.overseas && sites.length > 0 ? 0 : -1;
}
