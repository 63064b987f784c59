/** Server render of the design mode, the navigation-group switcher and the Categories tab. */
import type { NavigationGroup } from '@portico/contracts';
import { describe, expect, it } from 'vitest';
import { homeUrl, makeBootstrap, navigationPages, SCHOOL_ID } from './fixtures/bootstrap.ts';
import { page } from './fixtures/header.ts';
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
describe('design mode', () => {
  it('is inert: no hrefs, aria-disabled links and toggles', async () => {
    const d = await doc('/design/home', { designMode: true, categories: [] });
    const items = Array.from(d.querySelectorAll('header nav a'));
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((a) => !a.hasAttribute('href') && a.getAttribute('aria-disabled') === 'true')).toBe(
      true,
    );
    const toggles = Array.from(d.querySelectorAll('header nav button[aria-expanded]'));
    expect(toggles.length).toBeGreaterThan(0);
    expect(toggles.every((b) => b.getAttribute('aria-disabled') === 'true')).toBe(true);
  });
});

describe('navigation groups and categories', () => {
  const second: NavigationGroup = {
    id: '9002',
    name: '校园',
    nameEn: 'Campus',
    templateName: 'index1',
    navigationPages: [page(0, { pageId: '4001', nameEn: 'Campus home' })],
  };
  const first: NavigationGroup = {
    id: '9001',
    name: '默认导航',
    nameEn: 'Default',
    templateName: 'index1',
    navigationPages,
  };

  it('more than one group: a switcher whose entries open the first page of each group', async () => {
    const d = await doc(homeUrl, withGroups(first, second));
    const trigger = d.querySelector('header nav > div > button[aria-expanded]');
    expect(trigger?.textContent).toBe('Navigation group: Default');
    const panel = d.getElementById(trigger?.getAttribute('aria-controls') ?? '');
    expect(
      Array.from(panel?.querySelectorAll('a') ?? []).map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Default', `/portal/${SCHOOL_ID}?pageId=2001&navGroupId=9001&activeIndex=0&sxz-lang=en_US`],
      ['Campus', `/portal/${SCHOOL_ID}?pageId=4001&navGroupId=9002&activeIndex=0&sxz-lang=en_US`],
    ]);
    // The server rendered the group the bootstrap chose (navGroupId query → activeGroupId).
    const other = await doc(`${homeUrl}&navGroupId=9002`, {
      navigation: { groups: [first, second], activeGroupId: '9002' },
    });
    expect(visibleLabels(other)).toEqual(['Home']);
    expect(other.querySelector('header nav > div > button')?.textContent).toBe('Navigation group: Campus');
  });

  it('one group: no switcher; no tip on the server', async () => {
    const d = await doc(homeUrl);
    expect(d.body.textContent).not.toContain('Navigation group');
    const both = await doc(homeUrl, {
      ...withGroups(first, second),
      viewer: { id: '1', nickName: 'A', realName: null, mobile: null, email: null, avatarUrl: null },
    });
    expect(both.querySelector('header [role="status"]')).toBeNull();
  });

  it('a Categories tab when the school has categories, listing the top categories', async () => {
    const d = await doc(homeUrl);
    const tab = Array.from(d.querySelectorAll('header nav button')).find(
      (b) => b.textContent === 'Categories',
    );
    const panel = d.getElementById(tab?.getAttribute('aria-controls') ?? '');
    expect(Array.from(panel?.querySelectorAll('button') ?? []).map((b) => b.textContent)).toEqual([
      'Cloud',
      'Data',
      'Leadership',
    ]);
    const none = await doc(homeUrl, { categories: [] });
    expect(none.querySelector('header nav')?.textContent).not.toContain('Categories');
  });
});
