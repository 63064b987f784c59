import { describe, expect, it } from 'vitest';
import {
  ROUTE_IDS,
  aiChatLink,
  applicationViewLink,
  communityLink,
  cookiePolicyLink,
  courseViewLink,
  createPostsLink,
  creationCenterLink,
  exerciseHomeLink,
  helpCenterLink,
  insufficientPermissionsLink,
  knowledgePortalLink,
  learningProfileLink,
  loginLink,
  loginSelectLink,
  matchRoute,
  o3DetailLink,
  o3PostEditLink,
  personSpaceLink,
  personalCenterLink,
  portalHomeLink,
  portalMoreLink,
  portalSearchLink,
  privacyLink,
  privateCenterLink,
  privilegePageLink,
  registerCreateLink,
  registerInviteLink,
  schoolManagementLink,
  schoolSwitcherLinks,
  subSchoolManagementLink,
  subSchoolPortalLink,
  teachingCenterLink,
  withLang,
} from '../src/index.ts';
import type { RouteId } from '../src/index.ts';

const S = '1000000000000000001';
const SUB = '1000000000000000011';
const lang = 'en_US' as const;

/** Path and query of a built link, parsed back. */
function parse(href: string): { path: string; query: URLSearchParams; keys: string[] } {
  const url = new URL(href, 'http://portico.test');
  return { path: url.pathname, query: url.searchParams, keys: [...url.searchParams.keys()] };
}

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
    [`/iadmin/${S}/management/workbench`, 'school-management', { schoolId: S }],
    [
      `/iadmin/${S}/management/college-management/college-info`,
      'school-management',
      { schoolId: S, store: '1' },
    ],
    [`/iadmin/${SUB}/sub-college-management/sub-college-info`, 'sub-school-management', { subSchoolId: SUB }],
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

describe('link builders round-trip through matchRoute and always carry sxz-lang last', () => {
  const links: Array<[string, string, RouteId, Record<string, string>]> = [
    ['portalHomeLink', portalHomeLink({ schoolId: S, lang }), 'portal-home', { schoolId: S }],
    [
      'portalSearchLink',
      portalSearchLink({ schoolId: S, keyword: 'x', lang }),
      'portal-search',
      { schoolId: S },
    ],
    ['portalMoreLink', portalMoreLink({ schoolId: S, lang }), 'portal-more', { schoolId: S }],
    [
      'subSchoolPortalLink',
      subSchoolPortalLink({ schoolId: S, subSchoolId: SUB, lang }),
      'portal-sub-school',
      { schoolId: S, subSchoolId: SUB },
    ],
    ['courseViewLink', courseViewLink({ schoolId: S, courseId: 'c1', lang }), 'course-view', { schoolId: S }],
    [
      'applicationViewLink',
      applicationViewLink({ schoolId: S, courseId: 'c1', lang }),
      'course-application',
      { schoolId: S, view: 'application-view' },
    ],
    [
      'applicationViewLink external-view',
      applicationViewLink({ schoolId: S, courseId: 'c1', view: 'external-view', lang }),
      'course-application',
      { schoolId: S, view: 'external-view' },
    ],
    ['knowledgePortalLink', knowledgePortalLink({ schoolId: S, lang }), 'knowledge-portal', {}],
    ['exerciseHomeLink', exerciseHomeLink({ schoolId: S, lang }), 'exercise-home', { schoolId: S }],
    ['privateCenterLink', privateCenterLink({ schoolId: S, lang }), 'private-center', {}],
    ['learningProfileLink', learningProfileLink({ schoolId: S, lang }), 'learning-profile', {}],
    [
      'personSpaceLink',
      personSpaceLink({ schoolId: S, tab: 'fan', lang }),
      'person-space',
      { schoolId: S, tab: 'fan' },
    ],
    ['teachingCenterLink', teachingCenterLink({ schoolId: S, lang }), 'teaching-center', { schoolId: S }],
    ['creationCenterLink', creationCenterLink({ schoolId: S, lang }), 'creation-center', { schoolId: S }],
    [
      'creationCenterLink o3',
      creationCenterLink({ schoolId: S, o3: true, lang }),
      'creation-center',
      { schoolId: S, o3: '1' },
    ],
    [
      'schoolManagementLink',
      schoolManagementLink({ schoolId: S, lang }),
      'school-management',
      { schoolId: S },
    ],
    [
      'schoolManagementLink store',
      schoolManagementLink({ schoolId: S, store: true, lang }),
      'school-management',
      { schoolId: S, store: '1' },
    ],
    [
      'subSchoolManagementLink',
      subSchoolManagementLink({ subSchoolId: SUB, lang }),
      'sub-school-management',
      { subSchoolId: SUB },
    ],
    ['aiChatLink', aiChatLink({ schoolId: S, lang }), 'ai-chat', {}],
    [
      'createPostsLink',
      createPostsLink({ schoolId: S, postsType: 0, lang }),
      'community',
      { page: 'createPosts.htm' },
    ],
    ['communityLink', communityLink({ page: 'o3Honor.htm', lang }), 'community', { page: 'o3Honor.htm' }],
    [
      'o3PostEditLink',
      o3PostEditLink({ tagId: 't', currentType: 8, lang }),
      'community',
      { page: 'o3communityPortal.htm' },
    ],
    ['o3DetailLink', o3DetailLink({ schoolId: S, lang }), 'o3-detail', { schoolId: S }],
    ['privilegePageLink', privilegePageLink({ tenantId: S, lang }), 'privilege', {}],
    ['cookiePolicyLink', cookiePolicyLink({ lang }), 'cookie-policy', {}],
    ['loginLink', loginLink({ redirect: '/portal/1', lang }), 'login', {}],
    ['loginSelectLink', loginSelectLink({ lang }), 'login-select', {}],
    ['registerInviteLink', registerInviteLink({ lang }), 'register-invite', {}],
    ['registerCreateLink', registerCreateLink({ lang }), 'register-create', {}],
    ['helpCenterLink', helpCenterLink({ lang }), 'help-center', {}],
    ['privacyLink', privacyLink({ lang }), 'privacy', {}],
    ['insufficientPermissionsLink', insufficientPermissionsLink({ lang }), 'insufficient-permissions', {}],
    ['personalCenterLink', personalCenterLink({ schoolId: S, lang, isO3: false }), 'private-center', {}],
    [
      'personalCenterLink O3',
      personalCenterLink({ schoolId: S, lang, isO3: true }),
      'community',
      { page: 'o3Profile.htm' },
    ],
  ];

  it.each(links)('%s: %s', (_name, href, id, params) => {
    const { path, query } = parse(href);
    expect(matchRoute(path)).toEqual({ id, params });
    expect(query.getAll('sxz-lang')).toEqual([lang]);
  });

  it.each(links.filter((l) => !l[0].startsWith('personalCenterLink')))(
    '%s puts sxz-lang last',
    (_n, href) => {
      const { keys } = parse(href);
      expect(keys[keys.length - 1]).toBe('sxz-lang');
    },
  );

  it('each of the 12 languages is carried', () => {
    for (const l of [
      'zh_CN',
      'en_US',
      'es_ES',
      'ru_RU',
      'ar_SA',
      'pl_PL',
      'de_DE',
      'tr_TR',
      'fr_FR',
      'ja_JP',
      'ko_KR',
      'pt_BR',
    ] as const) {
      expect(portalHomeLink({ schoolId: S, lang: l })).toBe(`/portal/${S}?sxz-lang=${l}`);
    }
  });
});

describe('link builders: exact shapes', () => {
  it('portal home with navigation query in spec order', () => {
    expect(
      portalHomeLink({
        schoolId: S,
        pageId: 'p1',
        navGroupId: 'g1',
        activeIndex: 1,
        subIndex: 2,
        thirdIndex: 0,
        lang,
      }),
    ).toBe(`/portal/${S}?pageId=p1&navGroupId=g1&activeIndex=1&subIndex=2&thirdIndex=0&sxz-lang=en_US`);
  });

  it('search: keyword URL-encoded, activeIndex -1 by default', () => {
    const href = portalSearchLink({ schoolId: S, keyword: 'C++ & 数据 100%/?#', lang: 'zh_CN' });
    expect(href).toBe(
      `/portal/${S}/search?keyword=${encodeURIComponent('C++ & 数据 100%/?#')}&activeIndex=-1&sxz-lang=zh_CN`,
    );
    expect(href).not.toContain('+');
    expect(parse(href).query.get('keyword')).toBe('C++ & 数据 100%/?#');
  });

  it('search: all params in spec order', () => {
    expect(
      portalSearchLink({
        schoolId: S,
        keyword: 'a b',
        anchor: 'course',
        activeIndex: 2,
        catalogue: 'c',
        from: 'hot',
        lang,
      }),
    ).toBe(
      `/portal/${S}/search?keyword=a%20b&anchor=course&activeIndex=2&catalogue=c&from=hot&sxz-lang=en_US`,
    );
  });

  it('search: no keyword leaves it out', () => {
    expect(portalSearchLink({ schoolId: S, lang })).toBe(`/portal/${S}/search?activeIndex=-1&sxz-lang=en_US`);
  });

  it('extra query goes between route params and sxz-lang; nullish values and sxz-lang overrides are dropped', () => {
    expect(
      portalMoreLink({
        schoolId: S,
        lang,
        query: { a: '1', b: null, c: undefined, 'sxz-lang': 'zh_CN', d: true },
      }),
    ).toBe(`/portal/${S}/more?a=1&d=true&sxz-lang=en_US`);
  });

  it('extra query cannot override a route param', () => {
    expect(courseViewLink({ schoolId: S, courseId: 'c1', lang, query: { courseId: 'evil' } })).toBe(
      `/course/${S}/course-view?courseId=c1&sxz-lang=en_US`,
    );
  });

  it('course view and application view', () => {
    expect(courseViewLink({ schoolId: S, courseId: 'c1', activeIndex: 3, lang })).toBe(
      `/course/${S}/course-view?courseId=c1&activeIndex=3&sxz-lang=en_US`,
    );
    expect(applicationViewLink({ schoolId: S, courseId: 'r1', appId: 'a1', appType: 'video', lang })).toBe(
      `/course/${S}/application-view?courseId=r1&appId=a1&appType=video&sxz-lang=en_US`,
    );
  });

  it('knowledge portal', () => {
    expect(
      knowledgePortalLink({
        schoolId: S,
        subSchoolId: SUB,
        pageId: 'p',
        navGroupId: 'g',
        activeIndex: 1,
        lang,
      }),
    ).toBe(
      `/knowledge/knowledgePortal.htm?schoolId=${S}&subSchoolId=${SUB}&pageId=p&navGroupId=g&activeIndex=1&sxz-lang=en_US`,
    );
  });

  it('private center and learning profile', () => {
    expect(privateCenterLink({ schoolId: S, type: 'studyCenter_MyCourse', activeIndex: -1, lang })).toBe(
      `/center/privateCenter.htm?schoolId=${S}&type=studyCenter_MyCourse&activeIndex=-1&sxz-lang=en_US`,
    );
    expect(learningProfileLink({ schoolId: S, lang })).toBe(
      `/center/myLearningProfile.htm?schoolId=${S}&sxz-lang=en_US`,
    );
  });

  it('management and creation paths', () => {
    expect(teachingCenterLink({ schoolId: S, lang })).toBe(
      `/classInfo/${S}/lecturing-center/class-management?sxz-lang=en_US`,
    );
    expect(creationCenterLink({ schoolId: S, lang })).toBe(`/iadmin/${S}/create-center/?sxz-lang=en_US`);
    expect(creationCenterLink({ schoolId: S, o3: true, lang })).toBe(
      `/iadmin/${S}/create-center/o3knowledge/?sxz-lang=en_US`,
    );
    expect(schoolManagementLink({ schoolId: S, lang })).toBe(
      `/iadmin/${S}/management/workbench?sxz-lang=en_US`,
    );
    expect(schoolManagementLink({ schoolId: S, store: true, lang })).toBe(
      `/iadmin/${S}/management/college-management/college-info?sxz-lang=en_US`,
    );
    expect(subSchoolManagementLink({ subSchoolId: SUB, lang })).toBe(
      `/iadmin/${SUB}/sub-college-management/sub-college-info?sxz-lang=en_US`,
    );
  });

  it('AI chat: schoolId, optional role-learning tab and application-view ids', () => {
    expect(aiChatLink({ schoolId: S, lang })).toBe(`/mobile/AIChat-pc.htm?schoolId=${S}&sxz-lang=en_US`);
    expect(
      aiChatLink({
        schoolId: S,
        tab: 'roleLearning',
        id: 'i',
        parentResourceId: 'p',
        classId: 'c',
        resourceId: 'r',
        lang,
      }),
    ).toBe(
      `/mobile/AIChat-pc.htm?schoolId=${S}&tab=roleLearning&id=i&parentResourceId=p&classId=c&resourceId=r&sxz-lang=en_US`,
    );
  });

  it('create posts, O3 post edit and O3 detail', () => {
    expect(createPostsLink({ schoolId: S, postsType: 1, activeIndex: 2, lang })).toBe(
      `/community/createPosts.htm?postsType=1&schoolId=${S}&activeIndex=2&sxz-lang=en_US`,
    );
    expect(o3PostEditLink({ tagId: 't1', currentType: 0, lang })).toBe(
      '/community/o3communityPortal.htm?source=postEdit&tagId=t1&currentType=0&modulesType=1&sxz-lang=en_US',
    );
    expect(
      o3DetailLink({ schoolId: S, activeIndex: 1, subIndex: 0, o3src: 'https://o3.test/a?b=c', lang }),
    ).toBe(
      `/o3/${S}/detail?activeIndex=1&subIndex=0&o3src=${encodeURIComponent('https://o3.test/a?b=c')}&sxz-lang=en_US`,
    );
  });

  it('privilege page', () => {
    expect(privilegePageLink({ tenantId: S, lang })).toBe(
      `/commonUsage/privilegePage.htm?tenantId=${S}&isResources=true&inCollege=false&sxz-lang=en_US`,
    );
  });

  it('cookie policy: schoolType=o3 only for the O3 school', () => {
    expect(cookiePolicyLink({ lang })).toBe('/commonUsage/cookiePolicy.htm?sxz-lang=en_US');
    expect(cookiePolicyLink({ lang, isO3: true })).toBe(
      '/commonUsage/cookiePolicy.htm?schoolType=o3&sxz-lang=en_US',
    );
  });

  it('login: redirect is encodeURIComponent(path)', () => {
    const path = `/portal/${S}/search?keyword=a b&x=1#h`;
    expect(loginLink({ redirect: path, lang })).toBe(
      `/login/index?redirect=${encodeURIComponent(path)}&sxz-lang=en_US`,
    );
    expect(parse(loginLink({ redirect: path, lang })).query.get('redirect')).toBe(path);
    expect(loginLink({ lang })).toBe('/login/index?sxz-lang=en_US');
  });

  it('login: unsafe redirects are dropped', () => {
    for (const bad of ['//evil.com', '/\\evil.com', 'https://evil.com', 'javascript:alert(1)', '', null]) {
      expect(loginLink({ redirect: bad, lang })).toBe('/login/index?sxz-lang=en_US');
    }
  });

  it('login select, register, help, privacy, insufficient permissions', () => {
    expect(loginSelectLink({ lang })).toBe('/login/select?sxz-lang=en_US');
    expect(registerInviteLink({ lang: 'zh_CN' })).toBe(
      '/register/invite?way=go_back&exitSign=0&sxz-lang=zh_CN',
    );
    expect(registerCreateLink({ lang: 'zh_CN' })).toBe(
      '/register/create?way=go_back&exitSign=0&sxz-lang=zh_CN',
    );
    expect(helpCenterLink({ lang })).toBe('/helpCenter/helpPage.htm?sxz-lang=en_US');
    expect(helpCenterLink({ type: 1, lang })).toBe('/helpCenter/helpPage.htm?type=1&sxz-lang=en_US');
    expect(helpCenterLink({ type: 2, lang })).toBe('/helpCenter/helpPage.htm?type=2&sxz-lang=en_US');
    expect(privacyLink({ lang: 'ar_SA' })).toBe('/privacy?sxz-lang=ar_SA');
    expect(insufficientPermissionsLink({ lang })).toBe('/insufficient-permissions?sxz-lang=en_US');
  });

  it('person space tabs', () => {
    expect(personSpaceLink({ schoolId: S, tab: 'works', activeIndex: -1, lang })).toBe(
      `/personSpace/${S}/works?activeIndex=-1&sxz-lang=en_US`,
    );
    expect(personSpaceLink({ schoolId: S, tab: 'follow', lang })).toBe(
      `/personSpace/${S}/follow?sxz-lang=en_US`,
    );
  });

  it('path params are encoded', () => {
    expect(portalHomeLink({ schoolId: '../x?y', lang })).toBe('/portal/..%2Fx%3Fy?sxz-lang=en_US');
  });
});

describe('personalCenterLink', () => {
  it('standard school → private center with activeIndex=personCenter', () => {
    expect(personalCenterLink({ schoolId: S, lang: 'zh_CN', isO3: false })).toBe(
      `/center/privateCenter.htm?schoolId=${S}&activeIndex=personCenter&sxz-lang=zh_CN`,
    );
  });
  it('standard school ignores stmsite', () => {
    expect(personalCenterLink({ schoolId: S, lang: 'zh_CN', isO3: false, stmsite: 'x' })).not.toContain(
      'stmsite',
    );
  });
  it('O3 school → o3Profile with MY_POST', () => {
    expect(personalCenterLink({ schoolId: S, lang: 'en_US', isO3: true })).toBe(
      `/community/o3Profile.htm?source=personalCenter&sxz-lang=en_US&schoolId=${S}&menuType=MY_POST&activeIndex=-1`,
    );
  });
  it('O3 school with stored stmsite', () => {
    expect(personalCenterLink({ schoolId: S, lang: 'en_US', isO3: true, stmsite: 'a b' })).toBe(
      `/community/o3Profile.htm?source=personalCenter&sxz-lang=en_US&schoolId=${S}&menuType=MY_POST&activeIndex=-1&stmsite=a%20b`,
    );
    expect(personalCenterLink({ schoolId: S, lang: 'en_US', isO3: true, stmsite: null })).not.toContain(
      'stmsite',
    );
  });
});

describe('schoolSwitcherLinks', () => {
  it('school: protocol-relative portal and management', () => {
    expect(schoolSwitcherLinks({ id: S, domain: 'demo.portico.test', lang: 'zh_CN' })).toEqual({
      portal: `//demo.portico.test/portal/${S}?sxz-lang=zh_CN`,
      management: `//demo.portico.test/iadmin/${S}/management/workbench?sxz-lang=zh_CN`,
    });
  });
  it('sub-school: portal under the parent, sub-college management', () => {
    expect(schoolSwitcherLinks({ id: SUB, parentId: S, domain: 'demo.portico.test', lang })).toEqual({
      portal: `//demo.portico.test/portal/${S}/sub-school/${SUB}?sxz-lang=en_US`,
      management: `//demo.portico.test/iadmin/${SUB}/sub-college-management/sub-college-info?sxz-lang=en_US`,
    });
  });
  it('no domain → path-only links', () => {
    expect(schoolSwitcherLinks({ id: S, domain: null, lang })).toEqual({
      portal: `/portal/${S}?sxz-lang=en_US`,
      management: `/iadmin/${S}/management/workbench?sxz-lang=en_US`,
    });
    expect(schoolSwitcherLinks({ id: SUB, parentId: S, domain: '', lang }).portal).toBe(
      `/portal/${S}/sub-school/${SUB}?sxz-lang=en_US`,
    );
  });
  it('normalises a domain given with scheme, slashes, port or upper case', () => {
    expect(schoolSwitcherLinks({ id: S, domain: 'https://Demo.Portico.test/', lang }).portal).toBe(
      `//demo.portico.test/portal/${S}?sxz-lang=en_US`,
    );
    expect(schoolSwitcherLinks({ id: S, domain: '//demo.test:8080', lang }).portal).toBe(
      `//demo.test:8080/portal/${S}?sxz-lang=en_US`,
    );
  });
  it('a domain that is not a plain host falls back to path-only', () => {
    for (const d of ['evil.com/x', 'a b.com', 'javascript:alert(1)', 'evil.com\\', 'user@evil.com', '-']) {
      expect(schoolSwitcherLinks({ id: S, domain: d, lang }).portal).toBe(`/portal/${S}?sxz-lang=en_US`);
    }
  });
  it('built links pass matchRoute once the host is removed', () => {
    const { portal, management } = schoolSwitcherLinks({ id: SUB, parentId: S, domain: 'x.test', lang });
    expect(matchRoute(new URL(`http:${portal}`).pathname)?.id).toBe('portal-sub-school');
    expect(matchRoute(new URL(`http:${management}`).pathname)?.id).toBe('sub-school-management');
  });
});

describe('withLang', () => {
  it('adds sxz-lang to a bare path', () => {
    expect(withLang('/privacy', 'zh_CN')).toBe('/privacy?sxz-lang=zh_CN');
  });
  it('appends after existing params, keeping their raw encoding and order', () => {
    expect(withLang('/a?x=1&y=a+b%20c', 'en_US')).toBe('/a?x=1&y=a+b%20c&sxz-lang=en_US');
  });
  it('replaces an existing sxz-lang instead of duplicating it', () => {
    expect(withLang('/a?sxz-lang=zh_CN&x=1', 'en_US')).toBe('/a?x=1&sxz-lang=en_US');
    expect(withLang('/a?sxz-lang=zh_CN&x=1&sxz-lang=ru_RU', 'en_US')).toBe('/a?x=1&sxz-lang=en_US');
    expect(withLang('/a?sxz%2Dlang=zh_CN', 'en_US')).toBe('/a?sxz-lang=en_US');
  });
  it('does not touch params that merely contain the name', () => {
    expect(withLang('/a?my-sxz-lang=1', 'en_US')).toBe('/a?my-sxz-lang=1&sxz-lang=en_US');
  });
  it('preserves the hash', () => {
    expect(withLang('/a?x=1#frag?y=2', 'en_US')).toBe('/a?x=1&sxz-lang=en_US#frag?y=2');
    expect(withLang('/h5/#/pages/index/index?id=7', 'en_US')).toBe(
      '/h5/?sxz-lang=en_US#/pages/index/index?id=7',
    );
  });
  it('works on absolute and protocol-relative URLs', () => {
    expect(withLang('https://x.test/p?q=1', 'ja_JP')).toBe('https://x.test/p?q=1&sxz-lang=ja_JP');
    expect(withLang('//x.test/p', 'ko_KR')).toBe('//x.test/p?sxz-lang=ko_KR');
  });
  it('drops empty pairs', () => {
    expect(withLang('/a?&x=1&', 'en_US')).toBe('/a?x=1&sxz-lang=en_US');
    expect(withLang('/a?', 'en_US')).toBe('/a?sxz-lang=en_US');
  });
  it('is idempotent', () => {
    const once = withLang('/a?x=1', 'en_US');
    expect(withLang(once, 'en_US')).toBe(once);
  });
});
