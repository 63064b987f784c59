/** Helpers of the user-panel flows (issue 11): API login into a page's context, the header's bell and AI entry. */
import type { Page } from 'playwright-core';
import { DEMO } from './demo.ts';
import { hydrated } from './hydrated.ts';
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
  // Only members sign the convention (the outsider is none: signing would be refused).
  const member = account !== ACCOUNTS.outsider;
  // From inside the page (same-origin fetch): hosts like overseas.localhost resolve only in Chromium.
  // A light HTML page of the target host (the a11y watcher audits every document; JSON is not one).
  await page.goto(`${origin}/helpCenter/helpPage.htm?sxz-lang=en_US`);
  const status = await page.evaluate(
    async ({ account, password, schoolId, member }) => {
      const login = await fetch('/api/auth/login/init', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ account, password, agreementAccepted: true }),
      });
      if (member) {
        await fetch(
          `/api/assist/v2/agreement/signSchoolConventionAgreement?schoolId=${schoolId}&lang=en-US`,
          {
            method: 'POST',
          },
        );
      }
      return login.status;
    },
    { account, password: DEMO_PASSWORD, schoolId: DEMO.academy, member },
  );
  if (status !== 200) throw new Error(`login ${account}: ${status}`);
  await page.context().addInitScript(() => {
    // Init scripts run in every frame; a sandboxed one (an embedded course application) has no storage.
    try {
      sessionStorage.setItem('name_compliance_prompted', '1');
    } catch {
      // nothing to prompt there
    }
  });
}

export const bell = (page: Page) => page.getByRole('banner').locator('[data-bell]');
export const bellBadge = (page: Page) => bell(page).locator('[data-badge]');
export const aiEntry = (page: Page) => page.getByRole('banner').locator('[data-ai-entry]');

/** Opens the desktop user menu (its button is named by the display name) and answers its list. */
export async function openUserMenu(page: Page, name: string) {
  const trigger = await hydrated(page.getByRole('banner').getByRole('button', { name }));
  await trigger.click();

  const list = page.locator(`[id="${await trigger.getAttribute('aria-controls')}"]`);
  await list.waitFor();
  return list;
}

export const center = (schoolId: string, type: string, lang = 'en_US') =>
  `/center/privateCenter.htm?schoolId=${schoolId}&type=${type}&sxz-lang=${lang}`;

/** A small PNG (a solid square) for the avatar upload. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAGUlEQVQokWMwTjtDEmIY1ZA2GkrGwzVpAAAyDmUQJRIa4QAAAABJRU5ErkJggg==',
  'base64',
);

export { hydrated };
