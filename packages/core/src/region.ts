/**
 * Spec §4 "Region is derived from the URL against configured host lists: sit, uat, de, ru, sg, mx, icsl,
 * icslHost, default cn", and the overseas-domain check used by language, messages, cookie tip and creation rules.
 * The host lists come from configuration (the server passes them in); nothing is hard-coded here.
 */

export type Region = 'sit' | 'uat' | 'de' | 'ru' | 'sg' | 'mx' | 'icsl' | 'icslHost' | 'cn';

/** Host lists per non-default region. Entries are exact hosts (`a.example.com`) or suffix wildcards (`*.example.com`). */
export type RegionHostLists = Partial<Record<Exclude<Region, 'cn'>, string[]>>;

/** Regions checked in this order; the first list containing the host wins. */
export const REGION_ORDER = [
  'sit',
  'uat',
  'de',
  'ru',
  'sg',
  'mx',
  'icsl',
  'icslHost',
] as const satisfies readonly Exclude<Region, 'cn'>[];

/**
 * Normalises a host for comparison: lower-case, without scheme, path, credentials, port or trailing dot.
 * Accepts a bare host (`Example.com:8080`) or a full URL (`https://example.com/x`).
 */
export function normalizeHost(host: string): string {
  let h = host.trim().toLowerCase();
  const scheme = /^[a-z][a-z0-9+.-]*:\/\//.exec(h);
  if (scheme) h = h.slice(scheme[0].length);
  else if (h.startsWith('//')) h = h.slice(2);
  h = h.split(/[/?#]/, 1)[0] ?? '';
  const at = h.lastIndexOf('@');
  if (at >= 0) h = h.slice(at + 1);
  if (h.startsWith('[')) {
    // IPv6 literal: keep the bracketed address, drop the port.
    const end = h.indexOf(']');
    return end >= 0 ? h.slice(0, end + 1) : h;
  }
  h = h.replace(/:\d*$/, '');
  return h.replace(/\.+$/, '');
}

/** Does `host` (already normalised) match a list entry: the exact host, or any subdomain of a `*.suffix` entry? */
function hostMatches(host: string, entry: string): boolean {
  const e = entry.trim().toLowerCase();
  if (e.startsWith('*.')) {
    const suffix = normalizeHost(e.slice(2));
    return suffix !== '' && host.endsWith(`.${suffix}`);
  }
  const exact = normalizeHost(e);
  return exact !== '' && host === exact;
}

function inList(host: string, list: readonly string[] | undefined): boolean {
  if (!list || host === '') return false;
  return list.some((entry) => hostMatches(host, entry));
}

/** Spec §4: the region of `host` per the configured lists (case-insensitive, port ignored); 'cn' by default. */
export function deriveRegion(host: string, lists: RegionHostLists): Region {
  const h = normalizeHost(host);
  for (const region of REGION_ORDER) {
    if (inList(h, lists[region])) return region;
  }
  return 'cn';
}

/** Spec §2 / §5: is `host` one of the configured overseas domains (same matching rules as `deriveRegion`)? */
export function isOverseasHost(host: string, overseasHosts: string[]): boolean {
  return inList(normalizeHost(host), overseasHosts);
}

/**
 * Spec §9 "fallback language en; a Europe site uses "de"": the site-level language code, 'de' on the Europe
 * site (region 'de') and 'en' everywhere else.
 */
export function siteLanguageCode(region: Region): 'de' | 'en' {
  return region === 'de' ? 'de' : 'en';
}
