/**
 * The link serialiser every builder shares. Spec §2 "Every generated link carries sxz-lang": route-specific
 * parameters first (in the order the spec lists them), then any extra `query`, then `sxz-lang` last. Values are
 * percent-encoded with `encodeURIComponent` (spaces as `%20`), which `URLSearchParams` decodes back to the original
 * strings. `href`, `seg`, `enc` and `LANG_PARAM` are internal to the route family files (not exported by core).
 */
import type { LanguageCode } from '../languages.ts';

export type QueryValue = string | number | boolean | null | undefined;

/** Extra query parameters; null/undefined values are left out, `sxz-lang` is always set by the builder. */
export type ExtraQuery = Record<string, QueryValue>;

export interface LinkOptions {
  lang: LanguageCode;
  query?: ExtraQuery;
}

export const LANG_PARAM = 'sxz-lang';

export const enc = encodeURIComponent;

export function seg(value: string): string {
  return enc(value);
}

/** Serialises ordered params, extra query, then sxz-lang. Duplicate keys keep their first occurrence. */
export function href(path: string, params: Array<[string, QueryValue]>, opts: LinkOptions): string {
  const seen = new Set<string>([LANG_PARAM]);
  const parts: string[] = [];
  const add = (key: string, value: QueryValue): void => {
    if (value === null || value === undefined || seen.has(key)) return;
    seen.add(key);
    parts.push(`${enc(key)}=${enc(String(value))}`);
  };
  for (const [k, v] of params) add(k, v);
  for (const [k, v] of Object.entries(opts.query ?? {})) add(k, v);
  parts.push(`${LANG_PARAM}=${enc(opts.lang)}`);
  return `${path}?${parts.join('&')}`;
}

function rawKey(pair: string): string {
  const key = pair.split('=', 1)[0] ?? '';
  try {
    return decodeURIComponent(key.replace(/\+/g, ' '));
  } catch {
    return key;
  }
}

/**
 * Spec §2 "Every generated link carries sxz-lang": returns `href` with `sxz-lang=<lang>` as its last query
 * parameter, replacing any existing sxz-lang (never duplicating it). Other parameters keep their raw encoding and
 * order; the fragment is preserved. Works for paths, absolute and protocol-relative URLs.
 */
export function withLang(href: string, lang: LanguageCode): string {
  const hashAt = href.indexOf('#');
  const hash = hashAt >= 0 ? href.slice(hashAt) : '';
  const beforeHash = hashAt >= 0 ? href.slice(0, hashAt) : href;
  const qAt = beforeHash.indexOf('?');
  const base = qAt >= 0 ? beforeHash.slice(0, qAt) : beforeHash;
  const query = qAt >= 0 ? beforeHash.slice(qAt + 1) : '';
  const kept = query.split('&').filter((pair) => pair !== '' && rawKey(pair) !== LANG_PARAM);
  kept.push(`${LANG_PARAM}=${enc(lang)}`);
  return `${base}?${kept.join('&')}${hash}`;
}
