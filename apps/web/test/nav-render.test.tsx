import { navBarBudget, type NavigationTemplate } from '@portico/core';
import type { NavigationGroup } from '@portico/contracts';
import { describe, expect, it } from 'vitest';
import { demoSchool, homeUrl, makeBootstrap, SCHOOL_ID } from './fixtures/bootstrap.ts';
import { page, shortGroup } from './fixtures/header.ts';
import { parse, renderToString } from './render-helpers.ts';

type Over = Parameters<typeof makeBootstrap>[1];
const doc = async (url: string, over: Over = {}) =>
  parse((await renderToString(makeBootstrap(url, over))).html);
const withGroups = (...groups: NavigationGroup[]): Over => ({
  navigation: { groups, activeGroupId: groups[0]?.id ?? null },
});

const bar = (d: Document) => d.querySelector('header nav ul[data-nav-budget]');
/** Labels of the visible items (their link or trigger), More excluded. */
const visibleLabels = (d: Document) =>
  Array.from(bar(d)?.querySelectorAll(':scope > li:not([data-nav-more]) > :first-child') ?? []).map(
    (el) => el.textContent,
  );
/** Top-level labels inside More. */
const moreLabels = (d: Document) =>
  Array.from(bar(d)?.querySelectorAll(':scope > li[data-nav-more] > div > ul > li > :first-child') ?? []).map(
    (el) => el.textContent,
  );

describe('navigation bar', () => {
  it('labels the first item Home, hides learning groups, splits with core (index1: 6 visible)', async () => {
    const d = await doc(homeUrl);
    expect(visibleLabels(d)).toEqual([
      'Home',
      'Courses',
      'Knowledge',
      'Practice',
      'Live classes',
      'Official blog',
    ]);
    expect(moreLabels(d)).toEqual(['Certification', 'Events', 'Suspicious']);
    // More shows the deeper levels too (Events → Meetups), collapsed on the server.
    const more = bar(d)?.querySelector('li[data-nav-more]');
    expect(more?.querySelector('button')?.getAttribute('aria-expanded')).toBe('false');
    expect(more?.querySelector('ul ul a')?.textContent).toBe('Meetups');
    // The design width (1440 − 2 × 24 px header padding) less the Categories tab, measured by core's table.
    expect(bar(d)?.getAttribute('data-nav-budget')).toBe(
      String(navBarBudget({ width: 1440 - 2 * 24, leading: ['Categories'] })),
    );
  });

  it.each([
    ['index1', false, 6],
    ['index2', false, 10],
    ['index3', false, 7],
    ['index1', true, 8],
    ['index2', true, 12],
    ['index3', true, 9],
  ] as Array<[NavigationTemplate, boolean, number]>)(
    'More per template: %s (O3 %s) keeps %i',
    async (t, o3, n) => {
      const d = await doc(homeUrl, {
        ...withGroups(shortGroup(t)),
        school: { ...demoSchool, kind: o3 ? 'o3' : 'standard' },
      });
      const labels = Array.from({ length: 14 }, (_, i) => (i === 0 ? 'Home' : `P${i}`));
      expect(visibleLabels(d)).toEqual(labels.slice(0, n));
      expect(moreLabels(d)).toEqual(labels.slice(n));
    },
  );

  it('no More when everything fits', async () => {
    const d = await doc(homeUrl, withGroups(shortGroup('index1', 6)));
    expect(visibleLabels(d)).toHaveLength(6);
    expect(bar(d)?.querySelector('li[data-nav-more]')).toBeNull();
  });

  it('names follow the language, links keep sxz-lang, illegal custom links are inert', async () => {
    const d = await doc(homeUrl.replace('en_US', 'zh_CN'), { lang: 'zh_CN' });
    expect(visibleLabels(d)).toEqual(['首页', '课程中心', '知识库', '练习', '直播课堂', '官方博客']);
    const hrefs = Array.from(d.querySelectorAll('header nav a[href]')).map(
      (a) => a.getAttribute('href') ?? '',
    );
    expect(hrefs.every((href) => href.includes('sxz-lang=zh_CN'))).toBe(true);
    const suspicious = Array.from(d.querySelectorAll('header nav a')).find(
      (a) => a.textContent === '可疑链接',
    );
    expect(suspicious?.hasAttribute('href')).toBe(false);
    expect(suspicious?.getAttribute('aria-disabled')).toBe('true');
  });

  it('builds each page kind its link: portal home, knowledge, exercise, custom link in a new tab', async () => {
    const d = await doc(homeUrl);
    const href = (label: string) =>
      Array.from(d.querySelectorAll('header nav a')).find((a) => a.textContent === label);
    expect(href('Home')?.getAttribute('href')).toBe(
      `/portal/${SCHOOL_ID}?pageId=2001&navGroupId=9001&activeIndex=0&sxz-lang=en_US`,
    );
    expect(href('Knowledge')?.getAttribute('href')).toBe(
      `/knowledge/knowledgePortal.htm?schoolId=${SCHOOL_ID}&pageId=2003&navGroupId=9001&activeIndex=2&sxz-lang=en_US`,
    );
    expect(href('Practice')?.getAttribute('href')).toBe(
      `/iexam/${SCHOOL_ID}/exercise/home?pageId=2005&activeIndex=3&sxz-lang=en_US`,
    );
    const blog = href('Official blog');
    expect(blog?.getAttribute('href')).toBe('https://blog.example.com/demo?sxz-lang=en_US');
    expect(blog?.getAttribute('target')).toBe('_blank');
    expect(blog?.getAttribute('rel')).toContain('noopener');
    expect(href('Cloud computing')?.getAttribute('href')).toBe(
      `/portal/${SCHOOL_ID}?pageId=2101&navGroupId=9001&activeIndex=1&subIndex=0&sxz-lang=en_US`,
    );
  });

  it('a custom menu (pageId "1") opens a mega-menu of inert entries in the language of the page', async () => {
    const menu = page(1, {
      pageId: '1',
      name: '专题',
      nameEn: 'Topics',
      pageType: 'menu',
      diyMenus: [
        {
          label: '热门',
          labelEn: 'Popular',
          tip: '精选',
          tipEn: 'Picks',
          url: null,
          open: false,
          children: [
            {
              label: '人工智能',
              labelEn: 'AI',
              tip: null,
              tipEn: null,
              url: '/x',
              open: false,
              children: [],
            },
          ],
        },
      ],
    });
    const group = { ...shortGroup('index1', 3), navigationPages: [page(0), menu, page(2)] };
    const d = await doc(homeUrl, withGroups(group));
    const trigger = bar(d)?.querySelector(':scope > li > button[aria-expanded]');
    expect(trigger?.textContent).toBe('Topics');
    const panel = d.getElementById(trigger?.getAttribute('aria-controls') ?? '');
    const entries = Array.from(panel?.querySelectorAll('button') ?? []);
    expect(entries.map((b) => b.textContent)).toEqual(['PopularPicks', 'AI']);
    expect(panel?.querySelector('a')).toBeNull();
  });
});

describe('active item', () => {
  it('activeIndex → aria-current="page" on that item only', async () => {
    const d = await doc(`/portal/${SCHOOL_ID}?activeIndex=4&sxz-lang=en_US`);
    const current = d.querySelectorAll('header nav [aria-current="page"]');
    expect(Array.from(current).map((a) => a.textContent)).toEqual(['Live classes']);
    expect(current[0]?.getAttribute('href')).toContain('activeIndex=4');
  });

  it('activeIndex + subIndex: the sub-page is current, its parent highlighted', async () => {
    const d = await doc(`/portal/${SCHOOL_ID}?activeIndex=1&subIndex=1&sxz-lang=en_US`);
    const current = d.querySelectorAll('header nav [aria-current="page"]');
    expect(Array.from(current).map((a) => a.textContent)).toEqual(['Data analytics']);
    const courses = Array.from(d.querySelectorAll('header nav a')).find((a) => a.textContent === 'Courses');
    expect(courses?.className).toMatch(/active/);
  });

  it('the portal home without activeIndex: Home; search results (-1) and other pages: none', async () => {
    const home = await doc(homeUrl);
    expect(home.querySelector('header nav [aria-current="page"]')?.textContent).toBe('Home');
    const search = await doc(`/portal/${SCHOOL_ID}/search?activeIndex=-1&sxz-lang=en_US`, {
      page: { kind: 'search', keyword: '', hotSearches: [], results: null },
    });
    expect(search.querySelector('header nav [aria-current]')).toBeNull();
    const course = await doc(`/course/${SCHOOL_ID}/course-view?courseId=1`, {
      page: { kind: 'course', course: null, enrolment: null, enrolBlock: null, outline: null },
    });
    expect(course.querySelector('header nav [aria-current]')).toBeNull();
  });
});
