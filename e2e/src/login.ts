/** Logs in through the real login page, as a user would. */
import type { Page } from 'playwright-core';
import { messages } from './messages.ts';

export const DEMO_PASSWORD = 'Portico-demo-2026';

export async function logInThroughForm(page: Page, account: string, password = DEMO_PASSWORD): Promise<void> {
  const en = messages('en_US');
  const form = page.getByRole('main');
  await form.getByLabel(en['auth.account']!).fill(account);
  await form.getByLabel(en['auth.password']!).fill(password);
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: en['auth.submit'] }).click();
}
