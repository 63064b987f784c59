/**
 * Spec §2 "Screens and routes": the route table (contracts.md §1 "RouteId values and their paths") and its
 * matcher. Link builders live beside it, one file per route family.
 */

import { CONSOLE_SECTIONS, SUB_SCHOOL_CONSOLE_SECTIONS } from '../console.ts';

export const ROUTE_IDS = [
  'portal-home',
  'portal-search',
  'portal-more',
  'portal-sub-school',
  'course-view',
  'course-application',
  'knowledge-portal',
  'knowledge-list',
  'knowledge-detail',
  'exercise-home',
  'exam',
  'private-center',
  'learning-profile',
  'person-space',
  'teaching-center',
  'creation-center',
  'school-management',
  'school-feedback',
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
  'third-login-callback',
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
  // Spec §2 (header rules): a document library when libName or libId is in the query, else an article.
  { id: 'knowledge-detail', segments: ['knowledge', 'knowledgeDetail.htm'] },
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
  {
    id: 'school-management',
    segments: ['iadmin', p('schoolId'), 'management', 'workbench'],
    fixed: { section: 'workbench' },
  },
  {
    id: 'school-management',
    segments: ['iadmin', p('schoolId'), 'management', 'college-management', 'college-info'],
    fixed: { store: '1', section: 'profile' },
  },
  // Our management page for what users send (issue 12): the school's feedback inbox.
  { id: 'school-feedback', segments: ['iadmin', p('schoolId'), 'management', 'feedback'] },
  // The admin console (issue 13): one page per section; the workbench and college-info patterns above keep the
  // spec's own paths (the workbench is the console's overview, college-info its profile section).
  {
    id: 'school-management',
    segments: ['iadmin', p('schoolId'), 'management', p('section', CONSOLE_SECTIONS)],
  },
  {
    id: 'sub-school-management',
    segments: ['iadmin', p('subSchoolId'), 'sub-college-management', 'sub-college-info'],
    fixed: { section: 'profile' },
  },
  {
    id: 'sub-school-management',
    segments: [
      'iadmin',
      p('subSchoolId'),
      'sub-college-management',
      p('section', SUB_SCHOOL_CONSOLE_SECTIONS),
    ],
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
  // Issue 14: the O3 single sign-on's callback page (the provider's redirect_uri).
  { id: 'third-login-callback', segments: ['login', 'third', 'callback'] },
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
