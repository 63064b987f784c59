/**
 * The O3 school's single sign-on as a user goes through it in the browser (issue 14): the header's "Log in" →
 * the identity provider's own sign-in form → (first time) our bind form → back on the page the login started on.
 * Reused by the community tests ("a learner signs in through the provider, posts a question").
 */
import type { Page } from 'playwright-core';
import { DEMO_IDP_USERS } from '@portico/idp';
import { DEMO_PASSWORD } from './login.ts';
import { messages } from './messages.ts';

/** The provider's demo learner; bound (first time) to the demo learner learner@demo.test. */
export const O3_IDP_LEARNER = DEMO_IDP_USERS[0]!;

export interface ProviderSignIn {
  /** Provider account (default: the demo learner o3-learner@example.com). */
  user?: { email: string; password: string };
  /**
   * When the identity is not bound yet: bind it to this local account (default the demo learner), or `'create'`
   * a new local account from the provider's e-mail.
   */
  bind?: { account: string; password: string } | 'create';
  /** Language of our pages (the bind form's labels). */
  lang?: string;
  /** Called once the bind form shows (e.g. to audit it). */
  onBindForm?: () => Promise<void>;
}

/**
 * From an O3 page with the header's login link: signs in at the provider, binds if asked, and waits until the
 * browser is back on the page it started from. Returns whether a bind was needed.
 */
export async function signInThroughProvider(
  page: Page,
  options: ProviderSignIn = {},
): Promise<{ bound: boolean }> {
  const start = new URL(page.url());
  const user = options.user ?? O3_IDP_LEARNER;
  const ui = messages(options.lang ?? 'en_US');
  const pack = messages(options.lang ?? 'en_US', 'community');
  await page.getByRole('banner').locator('[data-o3-login]').first().click();
  await page.waitForURL((url) => url.origin !== start.origin || url.pathname === '/login/third/callback', {
    waitUntil: 'commit',
  });
  // The provider's form (skipped by the provider when it still has a session for this browser).
  if (new URL(page.url()).origin !== start.origin) {
    await page.getByLabel('E-mail').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
  }
  await page.waitForURL((url) => url.origin === start.origin, { waitUntil: 'commit' });
  const back = (url: URL) => url.pathname === start.pathname;
  const bindHeading = page.getByRole('heading', { name: pack['thirdLogin.bindTitle'] });
  await Promise.race([page.waitForURL(back, { waitUntil: 'commit' }), bindHeading.waitFor()]);
  if (back(new URL(page.url()))) {
    await page.waitForLoadState('domcontentloaded');
    return { bound: false };
  }

  await options.onBindForm?.();
  const form = page.getByRole('main');
  const bind = options.bind ?? { account: 'learner@demo.test', password: DEMO_PASSWORD };
  if (bind === 'create') {
    await form
      .getByRole('radio', { name: pack['thirdLogin.modeCreate']!.replace('{{email}}', user.email) })
      .check();
  } else {
    await form.getByLabel(ui['auth.account']!).fill(bind.account);
    await form.getByLabel(ui['auth.password']!).fill(bind.password);
  }
  await form.getByRole('checkbox').check();
  await form
    .getByRole('button', {
      name: bind === 'create' ? pack['thirdLogin.createSubmit'] : pack['thirdLogin.bindSubmit'],
    })
    .click();
  await page.waitForURL(back, { waitUntil: 'commit' });
  await page.waitForLoadState('domcontentloaded');
  return { bound: true };
}
