/** Spec §2 route table: `matchRoute` on every route and on what must not match. */
import { describe, expect, it } from 'vitest';
import { ROUTE_IDS, matchRoute } from '../../src/index.ts';
import type { RouteId } from '../../src/index.ts';
import { S, SUB } from './helpers.ts';

describe('matchRoute: every route of the table', () => {
  const cases: Array<[string, RouteId, Record<string, string>]> = [
    [`/portal/${S}`, 'portal-home', { schoolId: S }],
    [`/portal/${S}/search`, 'portal-search', { schoolId: S }],
    [`/portal/${S}/more`, 'portal-more', { schoolId: S }],
    [`/portal/${S}/sub-school/${SUB}`, 'portal-sub-school', { schoolId: S, subSchoolId: SUB }],
    [`/course/${S}/course-view`, 'course-view', { schoolId: S }],
    [`/course/${S}/application-view`, 'course-application', { schoolId: S, view: 'application-view' }],
    [`/course/${S}/application-learn`, 'course-application', { schoolId: S, view: 'application-learn' }],
    [`/course/${S}/external-view`, 'course-application', { schoolId: S, view: 'external-view' }],
    [`/course/${S}/course-learn`, 'course-application', { schoolId: S, view: 'course-learn' }],
    ['/knowledge/knowledgePortal.htm', 'knowledge-portal', {}],
    ['/knowledge/knowledgeList.htm', 'knowledge-list', {}],
    ['/knowledge/knowledgeDetail.htm', 'knowledge-detail', {}],
    [`/iexam/${S}/exercise/home`, 'exercise-home', { schoolId: S }],
    [`/iexam/${S}/examInfo`, 'exam', { schoolId: S, view: 'examInfo' }],
    [`/iexam/${S}/open/examInfo`, 'exam', { schoolId: S, view: 'open/examInfo' }],
    [`/iexam/${S}/examContent`, 'exam', { schoolId: S, view: 'examContent' }],
    [`/iexam/${S}/examResult`, 'exam', { schoolId: S, view: 'examResult' }],
    ['/center/privateCenter.htm', 'private-center', {}],
    ['/center/myLearningProfile.htm', 'learning-profile', {}],
    [`/personSpace/${S}/works`, 'person-space', { schoolId: S, tab: 'works' }],
    [`/personSpace/${S}/fan`, 'person-space', { schoolId: S, tab: 'fan' }],
    [`/personSpace/${S}/follow`, 'person-space', { schoolId: S, tab: 'follow' }],
    [`/classInfo/${S}/lecturing-center/class-management`, 'teaching-center', { schoolId: S }],
    [`/iadmin/${S}/create-center/`, 'creation-center', { schoolId: S }],
    [`/iadmin/${S}/create-center/o3knowledge/`, 'creation-center', { schoolId: S, o3: '1' }],
    [`/iadmin/${S}/management/workbench`, 'school-management', { schoolId: S, section: 'workbench' }],
    [
      `/iadmin/${S}/management/college-management/college-info`,
      'school-management',
      { schoolId: S, store: '1', section: 'profile' },
    ],
    [`/iadmin/${S}/management/feedback`, 'school-feedback', { schoolId: S }],
    [
      `/iadmin/${SUB}/sub-college-management/sub-college-info`,
      'sub-school-management',
      { subSchoolId: SUB, section: 'profile' },
    ],
    ['/mobile/AIChat-pc.htm', 'ai-chat', {}],
    ['/community/communityPortal.htm', 'community', { page: 'communityPortal.htm' }],
    ['/community/o3TopicList.htm', 'community', { page: 'o3TopicList.htm' }],
    ['/community/o3communityPortal.htm', 'community', { page: 'o3communityPortal.htm' }],
    ['/community/o3Honor.htm', 'community', { page: 'o3Honor.htm' }],
    ['/community/o3Credit.htm', 'community', { page: 'o3Credit.htm' }],
    ['/community/o3Profile.htm', 'community', { page: 'o3Profile.htm' }],
    ['/community/createPosts.htm', 'community', { page: 'createPosts.htm' }],
    [`/o3/${S}/detail`, 'o3-detail', { schoolId: S }],
    ['/commonUsage/privilegePage.htm', 'privilege', {}],
    ['/commonUsage/classInfo.htm', 'class-info-jump', {}],
    ['/commonUsage/cookiePolicy.htm', 'cookie-policy', {}],
    ['/complaintReport/42', 'complaint-report', { id: '42' }],
    ['/login/select', 'login-select', {}],
    ['/login/index', 'login', {}],
    ['/login/third/callback', 'third-login-callback', {}],
    ['/register/invite', 'register-invite', {}],
    ['/register/create', 'register-create', {}],
    ['/helpCenter/helpPage.htm', 'help-center', {}],
    ['/privacy', 'privacy', {}],
    ['/insufficient-permissions', 'insufficient-permissions', {}],
    ['/design', 'design', {}],
    ['/design/portal/home', 'design', { rest: 'portal/home' }],
  ];

  it.each(cases)('%s → %s', (path, id, params) => {
    expect(matchRoute(path)).toEqual({ id, params });
  });

  it('covers every RouteId', () => {
    expect(new Set(cases.map((c) => c[1]))).toEqual(new Set(ROUTE_IDS));
  });

  it.each(cases)('%s tolerates a trailing slash, a query and a hash', (path, id, params) => {
    const trimmed = path.replace(/\/$/, '');
    expect(matchRoute(`${trimmed}/`)).toEqual({ id, params });
    expect(matchRoute(`${trimmed}?sxz-lang=en_US#top`)).toEqual({ id, params });
    if (path.endsWith('/')) expect(matchRoute(trimmed)).toEqual({ id, params });
  });
});

describe('matchRoute: non-matches', () => {
  it.each([
    '',
    '/',
    'portal/1',
    '/portal',
    `/portal/${S}/unknown`,
    `/portal/${S}/sub-school`,
    `/portal/${S}/sub-school/${SUB}/x`,
    `/portal//search`,
    `//portal/${S}`,
    `/course/${S}/other-view`,
    `/course/${S}`,
    `/iexam/${S}/open/examContent`,
    `/iexam/${S}/exercise`,
    `/personSpace/${S}/likes`,
    `/iadmin/${S}/management`,
    `/iadmin/${S}/create-center/other`,
    '/community',
    '/community/a/b',
    '/knowledge/other.htm',
    '/login',
    '/PORTAL/1',
    '/privacy/x',
    '/designer',
  ])('%j → null', (path) => {
    expect(matchRoute(path)).toBeNull();
  });

  it('decodes percent-encoded params', () => {
    expect(matchRoute('/community/a%20b.htm')).toEqual({ id: 'community', params: { page: 'a b.htm' } });
    expect(matchRoute('/complaintReport/%E0%A4%A')).toEqual({
      id: 'complaint-report',
      params: { id: '%E0%A4%A' },
    });
  });
});
