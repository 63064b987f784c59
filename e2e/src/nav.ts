/**
 * Navigation helpers for the browser tests: what the page shows (read from the DOM) and what it should show
 * (the school's navigation from the API through core's own splitNavOverflow — the rule is never re-implemented).
 */
import { splitNavOverflow, tableMeasure, type LanguageCode } from '@portico/core';
import type { NavigationGroup, NavigationPage } from '@portico/contracts';
import type { Browser, Page } from 'playwright-core';
import { openPage, type WatchedPage } from './browser.ts';
import { api } from './demo.ts';
import { messages } from './messages.ts';

/** The school's navigation as the API gives it for `lang` (titles in that language, issue 13 §2). */
export async function navigationGroups(
  origin: string,
  schoolId: string,
  lang?: LanguageCode,
): Promise<NavigationGroup[]> {
  const query = lang ? `&sxz-lang=${lang}` : '';
  return (
    await api<{ data: NavigationGroup[] }>(
      origin,
      `/api/portal/api/v2/portal/open/navigations?schoolId=${schoolId}${query}`,
    )
  ).data;
}

const shown = (pages: NavigationPage[]) =>
  pages.filter((p) => p.pageType !== 'learningGroup' && p.isView).sort((a, b) => a.index - b.index);

/**
 * The labels the bar shows for a group (Home first; names follow the language) and core's split for a budget, with
 * core's width table (bold when the bar is: the demo header config uses fontStyle 2) — the table matches Chromium's
 * own measurement here (DejaVu Sans), which the page uses once hydrated.
 */
export function expectedNav(
  group: NavigationGroup,
  lang: LanguageCode,
  isO3: boolean,
  budget: number,
  bold = true,
) {
  const labels = shown(group.navigationPages).map((p, i) =>
    i === 0
      ? (messages(lang)['header.home'] ?? '')
      : // As the header does (nav-items.ts): en_US prefers the English name; other languages show the title
        // the API gave in that language (fetch the groups with it).
        lang === 'en_US' && p.nameEn
        ? p.nameEn
        : p.showName || p.name,
  );
  const items = shown(group.navigationPages).map((p, i) => ({
    label: labels[i] ?? '',
    width: p.width,
    hasChildren: shown(p.children).length > 0 || p.diyMenus.length > 0,
  }));
  const { visible } = splitNavOverflow({
    items,
    template: group.templateName,
    isO3,
    lang,
    budget,
    measure: tableMeasure({ bold }),
    moreLabel: messages(lang)['header.more'] ?? '',
  });
  return { visible: labels.slice(0, visible), more: labels.slice(visible) };
}

export interface NavView {
  budget: number;
  /** The bar's text is bold (font weight 600 and above). */
  bold: boolean;
  visible: string[];
  more: string[];
  /** Boxes of the bar, its visible items and the More button (null without More). */
  bar: { x: number; right: number };
  items: Array<{ x: number; right: number; y: number }>;
  moreButton: { x: number; right: number } | null;
}

/** What the navigation bar shows right now. */
export async function readNav(page: Page): Promise<NavView> {
  // No named helpers inside evaluate: tsx would wrap them in a `__name` call the page does not have.
  return page.evaluate(() => {
    const bar = document.querySelector('header nav ul[data-nav-budget]') as HTMLElement;
    const items = Array.from(bar.querySelectorAll(':scope > li:not([data-nav-more])'));
    const more = bar.querySelector(':scope > li[data-nav-more]');
    const [barBox, moreBox] = [bar, more?.querySelector('button')].map((el) =>
      el ? { x: el.getBoundingClientRect().x, right: el.getBoundingClientRect().right } : null,
    );
    return {
      budget: Number(bar.getAttribute('data-nav-budget')),
      bold: Number(getComputedStyle(bar).fontWeight) >= 600,
      visible: items.map((li) => li.firstElementChild?.textContent ?? ''),
      more: Array.from(more?.querySelectorAll(':scope > div > ul > li > :first-child') ?? []).map(
        (el) => el.textContent ?? '',
      ),
      bar: barBox!,
      items: items.map((li) => {
        const r = li.getBoundingClientRect();
        return { x: r.x, right: r.right, y: r.y };
      }),
      moreButton: moreBox ?? null,
    };
  });
}

/** Presses Tab until `selector` has the focus (at most `max` times). */
export async function tabTo(page: Page, selector: string, max = 60): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${selector}`);
}

export const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');

/** Opens `url` in a fresh context and waits until hydrated and the navigation row is measured. */
export async function visitNav(browser: Browser, url: string, width = 1440): Promise<WatchedPage> {
  const watched = await openPage(browser, { width });
  await watched.page.goto(url);
  // The bar re-splits once its island hydrated and the browser measured its font and width.
  await watched.page
    .waitForFunction(() => document.querySelector('header nav ul[data-nav-measured]'), null, {
      timeout: 10_000,
    })
    .catch((error: Error) => {
      throw new Error(
        `${url} at ${width}px (${watched.page.url()}): ${error.message} ${watched.problems.join('; ')}`,
      );
    });
  // One frame for the re-split the measurement caused.
  await watched.page.waitForTimeout(100);
  return watched;
}
