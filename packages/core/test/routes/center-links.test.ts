/** Center and staff links (routes/center-links.ts). */
import { describe, expect, it } from 'vitest';
import {
  aiChatLink,
  creationCenterLink,
  learningProfileLink,
  personSpaceLink,
  personalCenterLink,
  privateCenterLink,
  schoolManagementLink,
  subSchoolManagementLink,
  teachingCenterLink,
} from '../../src/index.ts';
import { S, SUB, lang } from './helpers.ts';

describe('center links: exact shapes', () => {
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

  it('person space tabs', () => {
    expect(personSpaceLink({ schoolId: S, tab: 'works', activeIndex: -1, lang })).toBe(
      `/personSpace/${S}/works?activeIndex=-1&sxz-lang=en_US`,
    );
    expect(personSpaceLink({ schoolId: S, tab: 'follow', lang })).toBe(
      `/personSpace/${S}/follow?sxz-lang=en_US`,
    );
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
