/** Helpers of the user-panel flows (issue 11): API login into a page's context, the header's bell and AI entry. */
import type { Page } from 'playwright-core';
import { DEMO } from './demo.ts';
import { DEMO_PASSWORD } from './login.ts';

export const ACCOUNTS = {
  learner: 'learner@demo.test',
  teacher: 'teacher@demo.test',
  admin: 'admin@demo.test',
  outsider: 'outsider@demo.test',
} as const;

export const USER_IDS = { learner: '2000000000000000001', teacher: '2000000000000000002' } as const;
export const ALLIANCE_PARTNER = '1000000000000000006';

/**
 * Logs in through the API into the page's browser context (the login page itself is covered by identity.test.ts),
 * signs the Demo Academy convention so its dialog does not cover the pages, and marks the name prompt as shown.
 */
export async function logInAs(page: Page, origin: string, account: string): Promise<void> {
  const request = page.context().request;
  const login = await request.post(`${origin}/api/auth/login/init`, {
    data: { account, password: DEMO_PASSWORD, agreementAccepted: true },
  });
  if (!login.ok()) throw new Error(`login ${account}: ${login.status()}`);
  await request.post(
    `${origin}/api/assist/v2/agreement/signSchoolConventionAgreement?schoolId=${DEMO.academy}&lang=en-US`,
  );
  await page.context().addInitScript(() => sessionStorage.setItem('name_compliance_prompted', '1'));
}

export const bell = (page: Page) => page.getByRole('banner').locator('[data-bell]');
export const bellBadge = (page: Page) => bell(page).locator('[data-badge]');
export const aiEntry = (page: Page) => page.getByRole('banner').locator('[data-ai-entry]');

/** Opens the desktop user menu (its button is named by the display name). */
export async function openUserMenu(page: Page, name: string) {
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name }).click();
  return banner
    .getByRole('list')
    .filter({ has: page.getByRole('link') })
    .last();
}

export const center = (schoolId: string, type: string, lang = 'en_US') =>
  `/center/privateCenter.htm?schoolId=${schoolId}&type=${type}&sxz-lang=${lang}`;

/** A small PNG (a solid square) for the avatar upload. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAGUlEQVQokWMwTjtDEmIY1ZA2GkrGwzVpAAAyDmUQJRIa4QAAAABJRU5ErkJggg==',
  'base64',
);
