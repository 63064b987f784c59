/** Search helpers for the e2e suite: the header's search box, the results API, logging in through the dialog. */
import type { Locator, Page } from 'playwright-core';
import { DEMO_PASSWORD } from './login.ts';
import { messages } from './messages.ts';

const en = messages('en_US');

export interface SearchAnswer {
  records: Array<{ id: string; name: string }>;
  total: number;
}

/** The results the server has for a keyword (record=0: asking does not count as a search). */
export async function searchApi(
  origin: string,
  keyword: string,
  schoolId: string,
  lang = 'en_US',
): Promise<SearchAnswer> {
  // Course names come in the asked language (issue 23 item 8); the pages these tests compare with are en_US.
  const query = new URLSearchParams({ schoolId, keyword, record: '0', pageSize: '50', 'sxz-lang': lang });
  const response = await fetch(`${origin}/api/search/v1/search/courses?${query}`);
  if (!response.ok) throw new Error(`search answered ${response.status}`);
  return ((await response.json()) as { data: SearchAnswer }).data;
}

/** The header's search box (a combobox, labelled in the page's language). */
export function searchBox(page: Page, label = en['header.searchLabel']!): Locator {
  return page.getByRole('banner').getByRole('combobox', { name: label });
}

/** Types a keyword into the header and presses Enter, then waits for the results page. */
export async function searchFor(page: Page, keyword: string): Promise<void> {
  const box = searchBox(page);
  await box.fill(keyword);
  await box.press('Enter');
  await page.waitForURL(
    (url) => url.pathname.endsWith('/search') && url.searchParams.get('keyword') === keyword,
  );
}

/**
 * The result cards' course names, once the results are shown and hydrated: they are server-rendered, so they show
 * before the lazy results chunk has hydrated them, and a click before that would do nothing.
 */
export async function resultNames(page: Page): Promise<string[]> {
  const main = page.getByRole('main');
  await main.getByRole('status').filter({ hasText: /\d/ }).waitFor();
  await page.waitForFunction(() => {
    const status = document.querySelector('main [role="status"]');
    // React marks the DOM nodes it has hydrated with its internal fiber key.
    return status !== null && Object.keys(status).some((key) => key.startsWith('__reactFiber$'));
  });
  // Result cards are h2 under the page's h1 (issue 22 item 8: heading order).
  return main.getByRole('listitem').getByRole('heading', { level: 2 }).allTextContents();
}

/** Logs in through the login dialog that an action requiring login opened. */
export async function logInThroughDialog(
  page: Page,
  account: string,
  audit?: (state: string) => Promise<void>,
): Promise<void> {
  const dialog = page.getByRole('dialog', { name: en['route.login'] });
  await dialog.waitFor();
  await audit?.('login dialog');
  await dialog.getByLabel(en['auth.account']!).fill(account);
  await dialog.getByLabel(en['auth.password']!).fill(DEMO_PASSWORD);
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: en['auth.submit'] }).click();
}
