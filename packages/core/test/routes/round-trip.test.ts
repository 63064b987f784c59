/** Every link builder lands on its route and carries sxz-lang last (spec §2). */
import { describe, expect, it } from 'vitest';
import {
  aiChatLink,
  applicationViewLink,
  communityLink,
  cookiePolicyLink,
  courseViewLink,
  createPostsLink,
  creationCenterLink,
  examLink,
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
  schoolFeedbackLink,
  schoolManagementLink,
  subSchoolManagementLink,
  subSchoolPortalLink,
  teachingCenterLink,
} from '../../src/index.ts';
import type { RouteId } from '../../src/index.ts';
import { S, SUB, lang, parse } from './helpers.ts';

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
    [
      'examLink info',
      examLink({ schoolId: S, view: 'examInfo', examId: '42', lang }),
      'exam',
      { schoolId: S, view: 'examInfo' },
    ],
    [
      'examLink open info',
      examLink({ schoolId: S, view: 'open/examInfo', examId: '42', lang }),
      'exam',
      { schoolId: S, view: 'open/examInfo' },
    ],
    [
      'examLink result',
      examLink({ schoolId: S, view: 'examResult', attemptId: '7', lang }),
      'exam',
      { schoolId: S, view: 'examResult' },
    ],
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
      { schoolId: S, section: 'workbench' },
    ],
    [
      'schoolManagementLink store',
      schoolManagementLink({ schoolId: S, store: true, lang }),
      'school-management',
      { schoolId: S, store: '1', section: 'profile' },
    ],
    ['schoolFeedbackLink', schoolFeedbackLink({ schoolId: S, lang }), 'school-feedback', { schoolId: S }],
    [
      'subSchoolManagementLink',
      subSchoolManagementLink({ subSchoolId: SUB, lang }),
      'sub-school-management',
      { subSchoolId: SUB, section: 'profile' },
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
