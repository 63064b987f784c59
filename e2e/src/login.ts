/** Logs in through the real login page, as a user would. */
import type { Page } from 'playwright-core';
import { messages } from './messages.ts';
import { hydrated } from './hydrated.ts';

export const DEMO_PASSWORD = 'Portico-demo-2026';

export async function logInThroughForm(page: Page, account: string, password = DEMO_PASSWORD): Promise<void> {
  const en = messages('en_US');
  const form = page.getByRole('main');
  // Typed into before hydration, the form's state would not hold the text (and a click would post natively).
  await hydrated(form.getByRole('button', { name: en['auth.submit'] }));
  await form.getByLabel(en['auth.account']!).fill(account);
  await form.getByLabel(en['auth.password']!).fill(password);
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: en['auth.submit'] }).click();
}
