/** Helpers of the switching e2e tests: the switcher dialog, its list box and the academy list counts. */
import type { Locator, Page } from 'playwright-core';
import { messages } from './messages.ts';

const en = messages('en_US');

export interface AcademyPage {
  records: { id: string; name: string; isPermission: boolean }[];
  total: number;
}

/** An academy list as the page's own session sees it (same cookies as the browser context). */
export async function academyList(page: Page, origin: string, path: string): Promise<AcademyPage> {
  const response = await page.request.get(`${origin}${path}`);
  if (!response.ok()) throw new Error(`${path} answered ${response.status()}`);
  return ((await response.json()) as { data: AcademyPage }).data;
}

/** Opens the school switcher from the header and waits for its first load. */
export async function openSwitcher(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: en['switcher.open'] }).click();
  const dialog = page.getByRole('dialog', { name: en['switcher.title'] });
  await dialog.waitFor();
  await dialog.getByTestId('switcher-lists').waitFor();
  return dialog;
}

export const bodyOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.body).overflow);

/** Waits until `cards` (visible ones only, as roles go) number `n`. */
export async function cardCount(cards: Locator, n: number, timeout = 5000): Promise<void> {
  const deadline = Date.now() + timeout;
  let count = await cards.count();
  while (count !== n) {
    if (Date.now() > deadline) throw new Error(`expected ${n} cards, found ${count}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    count = await cards.count();
  }
}
