/**
 * Spec §4 "Mobile redirect: on a mobile browser, when query source names a known target, the page hides itself
 * and redirects to {origin}/h5/#/{mobile path}; unknown source shows the page normally."
 */
import { isSupportedLanguage } from './languages.ts';
import { isSchoolId } from './tenant.ts';

/** Mobile browsers: phones and tablets of the common platforms (a generic "Mobile" token included). */
const MOBILE_UA_RE =
  /Android|webOS|iPhone|iPad|iPod|BlackBerry|BB10|IEMobile|Windows Phone|Opera Mini|OpenHarmony|HarmonyOS|Mobile/i;

/** Is `ua` the user agent of a mobile browser? */
export function isMobileUserAgent(ua: string): boolean {
  return MOBILE_UA_RE.test(ua);
}

/** The `source` values of the spec's table. */
export const MOBILE_REDIRECT_SOURCES = [
  'postDetail',
  'circlePostDetail',
  'activityDetail',
  'postPortal',
  'postList',
  'circlePortal',
  'circleDetail',
  'themePortal',
  'themeDetail',
  'fame',
] as const;

function value(query: URLSearchParams, key: string): string | null {
  const v = query.get(key);
  return v === null || v.trim() === '' ? null : v;
}

function build(path: string, params: Array<[string, string]>): string {
  if (params.length === 0) return path;
  return `${path}?${params.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}`;
}

/**
 * Spec §4 target table (h5 path after `#/`):
 * - postDetail → pages/common/blog/blog-detail?blogId=
 * - circlePostDetail → pages/common/blog/blog-detail?blogId=&circleId=
 * - activityDetail → pages/common/blog/blog-detail?blogId=
 * - postPortal → pages/index/index
 * - postList → pages/index/index?id=0 (+ &parentsId= and &tagId= when present)
 * - circlePortal → pages/index/index?id=11
 * - circleDetail → pages/common/circle/circle-detail?circleId=
 * - themePortal → pages/index/index?id=9
 * - themeDetail → pages/topic/topic-home/index?cid= (from themeId)
 * - fame → pages/index/index?id=7
 * Unknown or missing source → null. A detail target whose id is missing from the query → null as well (the
 * page shows normally rather than redirecting to a detail page without an id). Ids are URL-encoded.
 */
export function mobileRedirectPath(query: URLSearchParams): string | null {
  const blogId = value(query, 'blogId');
  const circleId = value(query, 'circleId');
  switch (query.get('source')) {
    case 'postDetail':
    case 'activityDetail':
      return blogId ? build('pages/common/blog/blog-detail', [['blogId', blogId]]) : null;
    case 'circlePostDetail':
      return blogId && circleId
        ? build('pages/common/blog/blog-detail', [
            ['blogId', blogId],
            ['circleId', circleId],
          ])
        : null;
    case 'postPortal':
      return 'pages/index/index';
    case 'postList': {
      const params: Array<[string, string]> = [['id', '0']];
      const parentsId = value(query, 'parentsId');
      const tagId = value(query, 'tagId');
      if (parentsId) params.push(['parentsId', parentsId]);
      if (tagId) params.push(['tagId', tagId]);
      return build('pages/index/index', params);
    }
    case 'circlePortal':
      return 'pages/index/index?id=11';
    case 'circleDetail':
      return circleId ? build('pages/common/circle/circle-detail', [['circleId', circleId]]) : null;
    case 'themePortal':
      return 'pages/index/index?id=9';
    case 'themeDetail': {
      const themeId = value(query, 'themeId');
      return themeId ? build('pages/topic/topic-home/index', [['cid', themeId]]) : null;
    }
    case 'fame':
      return 'pages/index/index?id=7';
    default:
      return null;
  }
}

/**
 * What the desktop page knew that the mobile page needs: the school and the language. They ride in the hash
 * route's own query (`#/{mobile path}?…&schoolId=…&sxz-lang=…`), so the Location keeps the spec's exact form
 * `{origin}/h5/#/{mobile path}` with nothing between `/h5/` and the hash; the mobile client reads them with
 * parseH5Hash (spec §2 "Every generated link carries sxz-lang").
 */
export interface MobileRedirectCarry {
  schoolId?: string | null;
  lang?: string | null;
}

/**
 * Spec §4 `{origin}/h5/#/{mobile path}`, or null when the source is not a known target. With `carry`, the school
 * and language are appended to the mobile path's query (malformed values dropped):
 * `{origin}/h5/#/pages/index/index?id=7&schoolId=…&sxz-lang=…`.
 */
export function mobileRedirectUrl(
  origin: string,
  query: URLSearchParams,
  carry: MobileRedirectCarry = {},
): string | null {
  const path = mobileRedirectPath(query);
  if (path === null) return null;
  const kept: Array<[string, string]> = [];
  if (isSchoolId(carry.schoolId)) kept.push(['schoolId', carry.schoolId]);
  if (isSupportedLanguage(carry.lang)) kept.push(['sxz-lang', carry.lang]);
  const extra = kept.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&');
  const route = extra ? `${path}${path.includes('?') ? '&' : '?'}${extra}` : path;
  return `${origin.replace(/\/+$/, '')}/h5/#/${route}`;
}
