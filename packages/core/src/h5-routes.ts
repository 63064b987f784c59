/**
 * The `/h5/` mobile pages' hash routes (spec §4 "redirects to {origin}/h5/#/{mobile path}", target table in
 * mobile-redirect.ts). Hash fragments never reach the server, so the mobile client parses `location.hash` here:
 * every target of the table maps to one view with its params, anything else to a not-found view (never a blank
 * page). `h5Hash` builds the links inside the mobile app in the same form the table produces.
 */
import { isSupportedLanguage, type LanguageCode } from './languages.ts';
import { isSchoolId, TENANT_QUERY_KEYS } from './tenant.ts';

/** Spec §4 paths after `#/`. */
export const H5_PATHS = {
  blogDetail: 'pages/common/blog/blog-detail',
  index: 'pages/index/index',
  circleDetail: 'pages/common/circle/circle-detail',
  topicHome: 'pages/topic/topic-home/index',
} as const;

/** Spec §4 `pages/index/index?id=` values: 0 posts (postList), 7 fame, 9 themes, 11 circles; none = portal home. */
export const H5_INDEX_TABS = { posts: '0', fame: '7', themes: '9', circles: '11' } as const;

/** Community ids in the mobile URLs have the shape of every id of ours (19 digits, core's school id). */
export function isH5Id(x: string | null | undefined): x is string {
  return isSchoolId(x);
}

export type H5View =
  | { view: 'home' }
  | { view: 'posts'; parentsId: string | null; tagId: string | null }
  | { view: 'fame' }
  | { view: 'themes' }
  | { view: 'circles' }
  | { view: 'blog'; blogId: string; circleId: string | null }
  | { view: 'circle'; circleId: string }
  | { view: 'topic'; cid: string }
  | { view: 'not-found'; reason: 'unknown-page' | 'malformed-id' | 'unknown-tab' };

export interface H5Route {
  route: H5View;
  /** A school the hash names (tenantId, tenant_id or schoolId: spec §2's keys), when well formed. */
  schoolId: string | null;
  /** `sxz-lang` in the hash, when supported. */
  lang: LanguageCode | null;
}

/** An optional id param: absent/empty → null; present but malformed → undefined (the route is not found). */
function optionalId(query: URLSearchParams, key: string): string | null | undefined {
  const raw = query.get(key);
  if (raw === null || raw.trim() === '') return null;
  return isH5Id(raw.trim()) ? raw.trim() : undefined;
}

function view(path: string, query: URLSearchParams): H5View {
  const notFound = (reason: 'unknown-page' | 'malformed-id' | 'unknown-tab'): H5View => ({
    view: 'not-found',
    reason,
  });
  switch (path) {
    case '':
      // `/h5/` or `/h5/#/`: the community portal home.
      return { view: 'home' };
    case H5_PATHS.blogDetail: {
      const blogId = optionalId(query, 'blogId');
      const circleId = optionalId(query, 'circleId');
      if (!blogId || circleId === undefined) return notFound('malformed-id');
      return { view: 'blog', blogId, circleId };
    }
    case H5_PATHS.index: {
      const id = query.get('id');
      if (id === null || id.trim() === '') return { view: 'home' };
      switch (id.trim()) {
        case H5_INDEX_TABS.posts: {
          const parentsId = optionalId(query, 'parentsId');
          const tagId = optionalId(query, 'tagId');
          if (parentsId === undefined || tagId === undefined) return notFound('malformed-id');
          return { view: 'posts', parentsId, tagId };
        }
        case H5_INDEX_TABS.fame:
          return { view: 'fame' };
        case H5_INDEX_TABS.themes:
          return { view: 'themes' };
        case H5_INDEX_TABS.circles:
          return { view: 'circles' };
        default:
          return notFound('unknown-tab');
      }
    }
    case H5_PATHS.circleDetail: {
      const circleId = optionalId(query, 'circleId');
      return circleId ? { view: 'circle', circleId } : notFound('malformed-id');
    }
    case H5_PATHS.topicHome: {
      const cid = optionalId(query, 'cid');
      return cid ? { view: 'topic', cid } : notFound('malformed-id');
    }
    default:
      return notFound('unknown-page');
  }
}

/**
 * `location.hash` (with or without the leading `#`, with or without the `/` after it) → the view to show.
 * Never throws: whatever the hash holds, the answer is a view.
 */
export function parseH5Hash(hash: string): H5Route {
  let rest = hash.startsWith('#') ? hash.slice(1) : hash;
  if (rest.startsWith('/')) rest = rest.slice(1);
  const at = rest.indexOf('?');
  // Trailing slashes are tolerated (`pages/index/index/`); the path is compared as written, never decoded.
  const path = (at === -1 ? rest : rest.slice(0, at)).replace(/\/+$/, '');
  const query = new URLSearchParams(at === -1 ? '' : rest.slice(at + 1));
  let schoolId: string | null = null;
  for (const key of TENANT_QUERY_KEYS) {
    const value = query.get(key);
    if (value !== null && isSchoolId(value)) {
      schoolId = value;
      break;
    }
  }
  const lang = query.get('sxz-lang');
  return { route: view(path, query), schoolId, lang: isSupportedLanguage(lang) ? lang : null };
}

function build(path: string, params: Array<[string, string | null]>): string {
  const present = params.filter((entry): entry is [string, string] => entry[1] !== null);
  const query = present.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&');
  return `#/${path}${query ? `?${query}` : ''}`;
}

/** The hash link of a view, in the spec's form (`#/pages/…`): what the mobile app's own links use. */
export function h5Hash(route: Exclude<H5View, { view: 'not-found' }>): string {
  switch (route.view) {
    case 'home':
      return build(H5_PATHS.index, []);
    case 'posts':
      return build(H5_PATHS.index, [
        ['id', H5_INDEX_TABS.posts],
        ['parentsId', route.parentsId],
        ['tagId', route.tagId],
      ]);
    case 'fame':
      return build(H5_PATHS.index, [['id', H5_INDEX_TABS.fame]]);
    case 'themes':
      return build(H5_PATHS.index, [['id', H5_INDEX_TABS.themes]]);
    case 'circles':
      return build(H5_PATHS.index, [['id', H5_INDEX_TABS.circles]]);
    case 'blog':
      return build(H5_PATHS.blogDetail, [
        ['blogId', route.blogId],
        ['circleId', route.circleId],
      ]);
    case 'circle':
      return build(H5_PATHS.circleDetail, [['circleId', route.circleId]]);
    case 'topic':
      return build(H5_PATHS.topicHome, [['cid', route.cid]]);
  }
}
