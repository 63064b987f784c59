/**
 * Issue 10 item 6 on the server render: the split measures labels in the header font through core's per-script
 * table (bold when the header config says so), on the design width less the group switcher and Categories tab, so
 * Latin labels no longer cost 18 px a character; More is 69 px in English, 59 px otherwise.
 */
import {
  navBarBudget,
  splitNavOverflow,
  tableMeasure,
  type LanguageCode,
  type MeasureText,
} from '@portico/core';
import type { NavigationGroup } from '@portico/contracts';
import { describe, expect, it } from 'vitest';
import { homeUrl, makeBootstrap } from './fixtures/bootstrap.ts';
import { page, seedHeader } from './fixtures/header.ts';
import { parse, renderToString } from './render-helpers.ts';

const LABELS = [
  'Home',
  'Programmes',
  'Knowledge base',
  'Exercises',
  'Partner site',
  'Live classes',
  'Community',
];
const latinGroup: NavigationGroup = {
  id: '9200',
  name: '英文导航',
  nameEn: 'Latin',
  templateName: 'index1',
  navigationPages: [...LABELS, 'About us', 'Alumni'].map((nameEn, i) => page(i, { nameEn })),
};

const render = async (over: Parameters<typeof makeBootstrap>[1] = {}, lang: LanguageCode = 'en_US') =>
  parse(
    (
      await renderToString(
        makeBootstrap(homeUrl.replace('en_US', lang), {
          lang,
          navigation: { groups: [latinGroup], activeGroupId: latinGroup.id },
          ...over,
        }),
      )
    ).html,
  );
const bar = (d: Document) => d.querySelector<HTMLElement>('header nav ul[data-nav-budget]')!;
const visible = (d: Document) =>
  Array.from(bar(d).querySelectorAll(':scope > li:not([data-nav-more]) > :first-child')).map(
    (el) => el.textContent,
  );

describe('navigation split on the server', () => {
  it('English labels: the template count (6) is visible, where 18 px a character showed fewer', async () => {
    const d = await render();
    expect(visible(d)).toEqual(LABELS.slice(0, 6));
    const budget = Number(bar(d).getAttribute('data-nav-budget'));
    expect(budget).toBe(navBarBudget({ width: 1392, leading: ['Categories'] }));
    const spec: MeasureText = (text) => Array.from(text).length * 18;
    const items = latinGroup.navigationPages.map((p, i) => ({ label: i === 0 ? 'Home' : (p.nameEn ?? '') }));
    const old = splitNavOverflow({
      items,
      template: 'index1',
      isO3: false,
      lang: 'en_US',
      budget,
      measure: spec,
    });
    expect(old.visible).toBeLessThan(6);
  });

  it('a bold navigation (fontStyle 2) of configured width 1200 splits with the bold table', async () => {
    const d = await render({ headerSettings: seedHeader() });
    const measure = tableMeasure({ bold: true });
    const budget = navBarBudget({ width: 1200, leading: ['Categories'], measure });
    expect(Number(bar(d).getAttribute('data-nav-budget'))).toBe(budget);
    const items = latinGroup.navigationPages.map((p, i) => ({ label: i === 0 ? 'Home' : (p.nameEn ?? '') }));
    const split = splitNavOverflow({
      items,
      template: 'index1',
      isO3: false,
      lang: 'en_US',
      budget,
      measure,
      moreLabel: 'More',
    });
    expect(visible(d)).toHaveLength(split.visible);
  });

  it('the group switcher’s label also comes off the budget', async () => {
    const second = { ...latinGroup, id: '9201', name: '校园', nameEn: 'Campus' };
    const d = await render({ navigation: { groups: [latinGroup, second], activeGroupId: latinGroup.id } });
    expect(Number(bar(d).getAttribute('data-nav-budget'))).toBe(
      navBarBudget({ width: 1392, leading: ['Latin', 'Categories'] }),
    );
  });

  it.each([
    ['en_US', '69px'],
    ['zh_CN', '59px'],
    ['ar_SA', '59px'],
  ] as Array<[LanguageCode, string]>)('%s: More is at least %s wide (spec §9)', async (lang, width) => {
    const d = await render({}, lang);
    const more = bar(d).querySelector<HTMLElement>(':scope > li[data-nav-more] > button');
    expect(more?.style.minInlineSize).toBe(width);
  });
});
