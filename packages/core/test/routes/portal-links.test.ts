/** Portal and learning-page links (routes/portal-links.ts). */
import { describe, expect, it } from 'vitest';
import {
  applicationViewLink,
  courseLearnLink,
  courseViewLink,
  knowledgePortalLink,
  portalHomeLink,
  portalMoreLink,
  portalSearchLink,
} from '../../src/index.ts';
import { S, SUB, lang, parse } from './helpers.ts';

describe('portal links: exact shapes', () => {
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

  it('course learn: at a resource, or where Continue goes', () => {
    expect(courseLearnLink({ schoolId: S, courseId: 'c1', resourceId: 'r9', lang })).toBe(
      `/course/${S}/course-learn?courseId=c1&resourceId=r9&sxz-lang=en_US`,
    );
    expect(courseLearnLink({ schoolId: S, courseId: 'c1', lang })).toBe(
      `/course/${S}/course-learn?courseId=c1&sxz-lang=en_US`,
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

  it('path params are encoded', () => {
    expect(portalHomeLink({ schoolId: '../x?y', lang })).toBe('/portal/..%2Fx%3Fy?sxz-lang=en_US');
  });
});
