/**
 * Spec §2 "Screens and routes": the route table (contracts.md §1 "RouteId values and their paths"), a matcher
 * for it, and link builders. Spec §2 "Every generated link carries sxz-lang": every builder appends
 * `sxz-lang=<lang>` — route-specific parameters first (in the order the spec lists them), then any extra `query`,
 * then `sxz-lang` last. Values are percent-encoded with `encodeURIComponent` (spaces as `%20`), which
 * `URLSearchParams` decodes back to the original strings.
 */
import type { LanguageCode } from './languages.ts';
import { isSafeRedirectPath } from './validation.ts';

export const ROUTE_IDS = [
  'portal-home',
  'portal-search',
  'portal-more',
  'portal-sub-school',
  'course-view',
  'course-application',
  'knowledge-portal',
  'knowledge-list',
  'exercise-home',
  'exam',
  'private-center',
  'learning-profile',
  'person-space',
  'teaching-center',
  'creation-center',
  'school-management',
  'sub-school-management',
  'ai-chat',
  'community',
  'o3-detail',
  'privilege',
  'class-info-jump',
  'cookie-policy',
  'complaint-report',
  'login-select',
  'login',
  'register-invite',
  'register-create',
  'help-center',
  'privacy',
  'insufficient-permissions',
  'design',
] as const;

export type RouteId = (typeof ROUTE_IDS)[number];

export interface RouteMatch {
  id: RouteId;
  params: Record<string, string>;
}

/** `/course/{schoolId}/{view}` views of spec §2. */
export const COURSE_APPLICATION_VIEWS = [
  'application-view',
  'application-learn',
  'external-view',
  'course-learn',
] as const;
export type CourseApplicationView = (typeof COURSE_APPLICATION_VIEWS)[number];
/** `/iexam/{schoolId}/{view}` views of spec §2 ('open/examInfo' spans two segments). */
export const EXAM_VIEWS = ['examInfo', 'open/examInfo', 'examContent', 'examResult'] as const;
/** `/personSpace/{schoolId}/{tab}` tabs of spec §2. */
export const PERSON_SPACE_TABS = ['works', 'fan', 'follow'] as const;
export type PersonSpaceTab = (typeof PERSON_SPACE_TABS)[number];

type Seg = string | { param: string; oneOf?: readonly string[] };

interface RouteDef {
  id: RouteId;
  segments: Seg[];
  /** Constant params this pattern adds (e.g. `store: '1'`). */
  fixed?: Record<string, string>;
}

const p = (param: string, oneOf?: readonly string[]): Seg => (oneOf ? { param, oneOf } : { param });

/** Route patterns, most specific first. `design` (any depth) is handled separately. */
const ROUTE_DEFS: RouteDef[] = [
  { id: 'portal-home', segments: ['portal', p('schoolId')] },
  { id: 'portal-search', segments: ['portal', p('schoolId'), 'search'] },
  { id: 'portal-more', segments: ['portal', p('schoolId'), 'more'] },
  { id: 'portal-sub-school', segments: ['portal', p('schoolId'), 'sub-school', p('subSchoolId')] },
  { id: 'course-view', segments: ['course', p('schoolId'), 'course-view'] },
  { id: 'course-application', segments: ['course', p('schoolId'), p('view', COURSE_APPLICATION_VIEWS)] },
  { id: 'knowledge-portal', segments: ['knowledge', 'knowledgePortal.htm'] },
  { id: 'knowledge-list', segments: ['knowledge', 'knowledgeList.htm'] },
  { id: 'exercise-home', segments: ['iexam', p('schoolId'), 'exercise', 'home'] },
  { id: 'exam', segments: ['iexam', p('schoolId'), p('view', ['examInfo', 'examContent', 'examResult'])] },
  { id: 'exam', segments: ['iexam', p('schoolId'), 'open', 'examInfo'], fixed: { view: 'open/examInfo' } },
  { id: 'private-center', segments: ['center', 'privateCenter.htm'] },
  { id: 'learning-profile', segments: ['center', 'myLearningProfile.htm'] },
  { id: 'person-space', segments: ['personSpace', p('schoolId'), p('tab', PERSON_SPACE_TABS)] },
  { id: 'teaching-center', segments: ['classInfo', p('schoolId'), 'lecturing-center', 'class-management'] },
  { id: 'creation-center', segments: ['iadmin', p('schoolId'), 'create-center'] },
  {
    id: 'creation-center',
    segments: ['iadmin', p('schoolId'), 'create-center', 'o3knowledge'],
    fixed: { o3: '1' },
  },
  { id: 'school-management', segments: ['iadmin', p('schoolId'), 'management', 'workbench'] },
  {
    id: 'school-management',
    segments: ['iadmin', p('schoolId'), 'management', 'college-management', 'college-info'],
    fixed: { store: '1' },
  },
  {
    id: 'sub-school-management',
    segments: ['iadmin', p('subSchoolId'), 'sub-college-management', 'sub-college-info'],
  },
  { id: 'ai-chat', segments: ['mobile', 'AIChat-pc.htm'] },
  { id: 'community', segments: ['community', p('page')] },
  { id: 'o3-detail', segments: ['o3', p('schoolId'), 'detail'] },
  { id: 'privilege', segments: ['commonUsage', 'privilegePage.htm'] },
  { id: 'class-info-jump', segments: ['commonUsage', 'classInfo.htm'] },
  { id: 'cookie-policy', segments: ['commonUsage', 'cookiePolicy.htm'] },
  { id: 'complaint-report', segments: ['complaintReport', p('id')] },
  { id: 'login-select', segments: ['login', 'select'] },
  { id: 'login', segments: ['login', 'index'] },
  { id: 'register-invite', segments: ['register', 'invite'] },
  { id: 'register-create', segments: ['register', 'create'] },
  { id: 'help-center', segments: ['helpCenter', 'helpPage.htm'] },
  { id: 'privacy', segments: ['privacy'] },
  { id: 'insufficient-permissions', segments: ['insufficient-permissions'] },
];

function decodeSegment(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/**
 * Contracts §1 route table. Any query or hash is ignored, a trailing slash is tolerated, and empty segments
 * (`//`) never match. Params are percent-decoded; their format (e.g. the 19-digit school id) is not checked here.
 * Returns null for anything else (the web app shows its 404 page).
 */
export function matchRoute(pathname: string): RouteMatch | null {
  let path = pathname.split(/[?#]/, 1)[0] ?? '';
  if (!path.startsWith('/')) return null;
  while (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  const segs = path.slice(1).split('/');
  if (segs.some((s) => s === '')) return null;

  if (segs[0] === 'design') {
    return segs.length === 1
      ? { id: 'design', params: {} }
      : { id: 'design', params: { rest: segs.slice(1).map(decodeSegment).join('/') } };
  }

  for (const def of ROUTE_DEFS) {
    if (def.segments.length !== segs.length) continue;
    const params: Record<string, string> = {};
    let ok = true;
    for (let i = 0; i < segs.length && ok; i++) {
      const pat = def.segments[i] as Seg;
      const actual = segs[i] as string;
      if (typeof pat === 'string') {
        ok = pat === actual;
      } else {
        const value = decodeSegment(actual);
        if (pat.oneOf && !pat.oneOf.includes(value)) ok = false;
        else params[pat.param] = value;
      }
    }
    if (ok) return { id: def.id, params: { ...params, ...def.fixed } };
  }
  return null;
}

// ---------------------------------------------------------------------------------------------------------------
// Link builders

export type QueryValue = string | number | boolean | null | undefined;
/** Extra query parameters; null/undefined values are left out, `sxz-lang` is always set by the builder. */
export type ExtraQuery = Record<string, QueryValue>;

export interface LinkOptions {
  lang: LanguageCode;
  query?: ExtraQuery;
}

const LANG_PARAM = 'sxz-lang';

const enc = encodeURIComponent;

function seg(value: string): string {
  return enc(value);
}

/** Serialises ordered params, extra query, then sxz-lang. Duplicate keys keep their first occurrence. */
function href(path: string, params: Array<[string, QueryValue]>, opts: LinkOptions): string {
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

/** Spec §2 `/portal/{schoolId}`: query pageId, navGroupId, activeIndex, subIndex, thirdIndex, sxz-lang. */
export function portalHomeLink(
  a: LinkOptions & {
    schoolId: string;
    pageId?: QueryValue;
    navGroupId?: QueryValue;
    activeIndex?: QueryValue;
    subIndex?: QueryValue;
    thirdIndex?: QueryValue;
  },
): string {
  return href(
    `/portal/${seg(a.schoolId)}`,
    [
      ['pageId', a.pageId],
      ['navGroupId', a.navGroupId],
      ['activeIndex', a.activeIndex],
      ['subIndex', a.subIndex],
      ['thirdIndex', a.thirdIndex],
    ],
    a,
  );
}

/**
 * Spec §2 `/portal/{schoolId}/search`: query keyword (URL-encoded), anchor, activeIndex=-1, catalogue (O3 variant
 * only), from, sxz-lang. activeIndex defaults to -1 (no navigation item is active on search results).
 */
export function portalSearchLink(
  a: LinkOptions & {
    schoolId: string;
    keyword?: string | null;
    anchor?: QueryValue;
    activeIndex?: QueryValue;
    catalogue?: QueryValue;
    from?: QueryValue;
  },
): string {
  return href(
    `/portal/${seg(a.schoolId)}/search`,
    [
      ['keyword', a.keyword],
      ['anchor', a.anchor],
      ['activeIndex', a.activeIndex ?? -1],
      ['catalogue', a.catalogue],
      ['from', a.from],
    ],
    a,
  );
}

/** Spec §2 `/portal/{schoolId}/more`. */
export function portalMoreLink(a: LinkOptions & { schoolId: string }): string {
  return href(`/portal/${seg(a.schoolId)}/more`, [], a);
}

/** Spec §2 `/portal/{schoolId}/sub-school/{subSchoolId}` (same portal query as the home page). */
export function subSchoolPortalLink(
  a: LinkOptions & {
    schoolId: string;
    subSchoolId: string;
    pageId?: QueryValue;
    navGroupId?: QueryValue;
    activeIndex?: QueryValue;
    subIndex?: QueryValue;
    thirdIndex?: QueryValue;
  },
): string {
  return href(
    `/portal/${seg(a.schoolId)}/sub-school/${seg(a.subSchoolId)}`,
    [
      ['pageId', a.pageId],
      ['navGroupId', a.navGroupId],
      ['activeIndex', a.activeIndex],
      ['subIndex', a.subIndex],
      ['thirdIndex', a.thirdIndex],
    ],
    a,
  );
}

/** Spec §2 `/course/{schoolId}/course-view`: query courseId, activeIndex, sxz-lang. */
export function courseViewLink(
  a: LinkOptions & { schoolId: string; courseId: string; activeIndex?: QueryValue },
): string {
  return href(
    `/course/${seg(a.schoolId)}/course-view`,
    [
      ['courseId', a.courseId],
      ['activeIndex', a.activeIndex],
    ],
    a,
  );
}

/**
 * Spec §2 `/course/{schoolId}/application-view` (or application-learn, external-view, course-learn): query
 * courseId (course resource id), appId, appType.
 */
export function applicationViewLink(
  a: LinkOptions & {
    schoolId: string;
    courseId: string;
    appId?: QueryValue;
    appType?: QueryValue;
    view?: CourseApplicationView;
  },
): string {
  return href(
    `/course/${seg(a.schoolId)}/${a.view ?? 'application-view'}`,
    [
      ['courseId', a.courseId],
      ['appId', a.appId],
      ['appType', a.appType],
    ],
    a,
  );
}

/** Spec §2 `/knowledge/knowledgePortal.htm`: query schoolId, subSchoolId, pageId, navGroupId, activeIndex, sxz-lang. */
export function knowledgePortalLink(
  a: LinkOptions & {
    schoolId: string;
    subSchoolId?: QueryValue;
    pageId?: QueryValue;
    navGroupId?: QueryValue;
    activeIndex?: QueryValue;
  },
): string {
  return href(
    '/knowledge/knowledgePortal.htm',
    [
      ['schoolId', a.schoolId],
      ['subSchoolId', a.subSchoolId],
      ['pageId', a.pageId],
      ['navGroupId', a.navGroupId],
      ['activeIndex', a.activeIndex],
    ],
    a,
  );
}

/** Spec §2 `/iexam/{schoolId}/exercise/home` (page-specific query via `query`, e.g. pageId/activeIndex). */
export function exerciseHomeLink(
  a: LinkOptions & { schoolId: string; pageId?: QueryValue; activeIndex?: QueryValue },
): string {
  return href(
    `/iexam/${seg(a.schoolId)}/exercise/home`,
    [
      ['pageId', a.pageId],
      ['activeIndex', a.activeIndex],
    ],
    a,
  );
}

/** Spec §2 `/center/privateCenter.htm`: query schoolId, type (PERSONAL_CENTER_TYPES), activeIndex, sxz-lang. */
export function privateCenterLink(
  a: LinkOptions & { schoolId: string; type?: QueryValue; activeIndex?: QueryValue },
): string {
  return href(
    '/center/privateCenter.htm',
    [
      ['schoolId', a.schoolId],
      ['type', a.type],
      ['activeIndex', a.activeIndex],
    ],
    a,
  );
}

/** Spec §2 `/center/myLearningProfile.htm`: query schoolId, sxz-lang. */
export function learningProfileLink(a: LinkOptions & { schoolId: string }): string {
  return href('/center/myLearningProfile.htm', [['schoolId', a.schoolId]], a);
}

/** Spec §2 `/personSpace/{schoolId}/works|fan|follow`: query activeIndex, sxz-lang. */
export function personSpaceLink(
  a: LinkOptions & { schoolId: string; tab: PersonSpaceTab; activeIndex?: QueryValue },
): string {
  return href(`/personSpace/${seg(a.schoolId)}/${a.tab}`, [['activeIndex', a.activeIndex]], a);
}

/** Spec §2 teaching center `/classInfo/{schoolId}/lecturing-center/class-management`. */
export function teachingCenterLink(a: LinkOptions & { schoolId: string }): string {
  return href(`/classInfo/${seg(a.schoolId)}/lecturing-center/class-management`, [], a);
}

/** Spec §2 creation center `/iadmin/{schoolId}/create-center/` (plus `o3knowledge/` in the O3 variant). */
export function creationCenterLink(a: LinkOptions & { schoolId: string; o3?: boolean }): string {
  return href(`/iadmin/${seg(a.schoolId)}/create-center/${a.o3 ? 'o3knowledge/' : ''}`, [], a);
}

/**
 * Spec §2 school management `/iadmin/{schoolId}/management/workbench`; for a store-type school
 * `/iadmin/{schoolId}/management/college-management/college-info`.
 */
export function schoolManagementLink(a: LinkOptions & { schoolId: string; store?: boolean }): string {
  const tail = a.store ? 'college-management/college-info' : 'workbench';
  return href(`/iadmin/${seg(a.schoolId)}/management/${tail}`, [], a);
}

/** Spec §2 sub-school management `/iadmin/{subSchoolId}/sub-college-management/sub-college-info`. */
export function subSchoolManagementLink(a: LinkOptions & { subSchoolId: string }): string {
  return href(`/iadmin/${seg(a.subSchoolId)}/sub-college-management/sub-college-info`, [], a);
}

/**
 * Spec §2 `/mobile/AIChat-pc.htm`: query schoolId, sxz-lang, optional tab=roleLearning; on a course
 * application-view page also id, parentResourceId, classId, resourceId.
 */
export function aiChatLink(
  a: LinkOptions & {
    schoolId: string;
    tab?: 'roleLearning' | null;
    id?: QueryValue;
    parentResourceId?: QueryValue;
    classId?: QueryValue;
    resourceId?: QueryValue;
  },
): string {
  return href(
    '/mobile/AIChat-pc.htm',
    [
      ['schoolId', a.schoolId],
      ['tab', a.tab],
      ['id', a.id],
      ['parentResourceId', a.parentResourceId],
      ['classId', a.classId],
      ['resourceId', a.resourceId],
    ],
    a,
  );
}

/** Spec §2 `/community/createPosts.htm`: query postsType (0 post, 1 question), schoolId, activeIndex. */
export function createPostsLink(
  a: LinkOptions & { schoolId: string; postsType: 0 | 1; activeIndex?: QueryValue },
): string {
  return href(
    '/community/createPosts.htm',
    [
      ['postsType', a.postsType],
      ['schoolId', a.schoolId],
      ['activeIndex', a.activeIndex],
    ],
    a,
  );
}

/** Spec §2 `/community/{page}` (any community page, e.g. 'communityPortal.htm'). */
export function communityLink(a: LinkOptions & { page: string }): string {
  return href(`/community/${seg(a.page)}`, [], a);
}

/**
 * Spec §2 `/community/o3communityPortal.htm` with source=postEdit: query tagId, currentType (0 article,
 * 8 question), modulesType=1.
 */
export function o3PostEditLink(a: LinkOptions & { tagId: QueryValue; currentType: 0 | 8 }): string {
  return href(
    '/community/o3communityPortal.htm',
    [
      ['source', 'postEdit'],
      ['tagId', a.tagId],
      ['currentType', a.currentType],
      ['modulesType', 1],
    ],
    a,
  );
}

/** Spec §2 `/o3/{schoolId}/detail`: query activeIndex, subIndex, o3src, sxz-lang. */
export function o3DetailLink(
  a: LinkOptions & { schoolId: string; activeIndex?: QueryValue; subIndex?: QueryValue; o3src?: QueryValue },
): string {
  return href(
    `/o3/${seg(a.schoolId)}/detail`,
    [
      ['activeIndex', a.activeIndex],
      ['subIndex', a.subIndex],
      ['o3src', a.o3src],
    ],
    a,
  );
}

/** Spec §2 `/commonUsage/privilegePage.htm`: query tenantId, isResources=true, inCollege=false. */
export function privilegePageLink(a: LinkOptions & { tenantId: string }): string {
  return href(
    '/commonUsage/privilegePage.htm',
    [
      ['tenantId', a.tenantId],
      ['isResources', 'true'],
      ['inCollege', 'false'],
    ],
    a,
  );
}

/** Spec §2 `/commonUsage/cookiePolicy.htm`: language, and schoolType=o3 for the O3 school. */
export function cookiePolicyLink(a: LinkOptions & { isO3?: boolean }): string {
  return href('/commonUsage/cookiePolicy.htm', [['schoolType', a.isO3 ? 'o3' : null]], a);
}

/**
 * Spec §2 `/login/index?redirect={encoded path}`. The redirect is `encodeURIComponent(path)` and is left out
 * unless it is a safe same-site path (`isSafeRedirectPath`), so the login page can never bounce off-site.
 */
export function loginLink(a: LinkOptions & { redirect?: string | null }): string {
  return href('/login/index', [['redirect', isSafeRedirectPath(a.redirect) ? a.redirect : null]], a);
}

/** Spec §2 `/login/select`. */
export function loginSelectLink(a: LinkOptions): string {
  return href('/login/select', [], a);
}

/** Spec §2 join a school: `/register/invite?way=go_back&exitSign=0&sxz-lang={lang}`. */
export function registerInviteLink(a: LinkOptions): string {
  return href(
    '/register/invite',
    [
      ['way', 'go_back'],
      ['exitSign', 0],
    ],
    a,
  );
}

/** Spec §2 create a school: `/register/create?way=go_back&exitSign=0&sxz-lang={lang}`. */
export function registerCreateLink(a: LinkOptions): string {
  return href(
    '/register/create',
    [
      ['way', 'go_back'],
      ['exitSign', 0],
    ],
    a,
  );
}

/** Spec §2 `/helpCenter/helpPage.htm?sxz-lang={lang}`; type=1 student guide, type=2 admin guide. */
export function helpCenterLink(a: LinkOptions & { type?: 1 | 2 | null }): string {
  return href('/helpCenter/helpPage.htm', [['type', a.type]], a);
}

/** Spec §2 `/privacy?sxz-lang={lang}`. */
export function privacyLink(a: LinkOptions): string {
  return href('/privacy', [], a);
}

/** Spec §2 / §8 `/insufficient-permissions?sxz-lang={lang}` (tenant mismatch). */
export function insufficientPermissionsLink(a: LinkOptions): string {
  return href('/insufficient-permissions', [], a);
}

/**
 * Spec §2 "Personal-center link: for O3 schools /community/o3Profile.htm with source=personalCenter, language,
 * schoolId, menuType=MY_POST, activeIndex=-1 (plus stmsite if stored); otherwise /center/privateCenter.htm with
 * schoolId, activeIndex=personCenter, language." Parameter order follows the spec's wording.
 */
export function personalCenterLink(a: {
  schoolId: string;
  lang: LanguageCode;
  isO3: boolean;
  stmsite?: string | null;
}): string {
  if (a.isO3) {
    const parts = [
      'source=personalCenter',
      `${LANG_PARAM}=${enc(a.lang)}`,
      `schoolId=${enc(a.schoolId)}`,
      'menuType=MY_POST',
      'activeIndex=-1',
    ];
    if (a.stmsite) parts.push(`stmsite=${enc(a.stmsite)}`);
    return `/community/o3Profile.htm?${parts.join('&')}`;
  }
  return `/center/privateCenter.htm?schoolId=${enc(a.schoolId)}&activeIndex=personCenter&${LANG_PARAM}=${enc(a.lang)}`;
}

/** A school domain as `host[:port]`, or null when absent or not a plain host name. */
function cleanDomain(domain: string | null | undefined): string | null {
  if (!domain) return null;
  const host = domain
    .trim()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//i, '')
    .replace(/^\/\//, '')
    .replace(/\/+$/, '');
  return /^[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?(?::\d{1,5})?$/i.test(host) ? host.toLowerCase() : null;
}

/**
 * Spec §2 "School links used by the school switcher": portal //{domain}/portal/{id}; management
 * //{domain}/iadmin/{id}/management/workbench; sub-school portal //{domain}/portal/{parentId}/sub-school/{id};
 * sub-school management //{domain}/iadmin/{id}/sub-college-management/sub-college-info. Each carries sxz-lang.
 * Without a (valid) domain the links are path-only, i.e. on the current host.
 */
export function schoolSwitcherLinks(a: {
  id: string;
  domain: string | null;
  parentId?: string | null;
  lang: LanguageCode;
}): { portal: string; management: string } {
  const host = cleanDomain(a.domain);
  const prefix = host ? `//${host}` : '';
  const opts: LinkOptions = { lang: a.lang };
  if (a.parentId) {
    return {
      portal: prefix + href(`/portal/${seg(a.parentId)}/sub-school/${seg(a.id)}`, [], opts),
      management: prefix + href(`/iadmin/${seg(a.id)}/sub-college-management/sub-college-info`, [], opts),
    };
  }
  return {
    portal: prefix + href(`/portal/${seg(a.id)}`, [], opts),
    management: prefix + href(`/iadmin/${seg(a.id)}/management/workbench`, [], opts),
  };
}
