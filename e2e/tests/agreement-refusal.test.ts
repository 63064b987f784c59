/**
 * Refusing the school convention agreement (spec §4): Cancel asks for confirmation, Back returns to the text,
 * Refuse withdraws the user from the school and leaves to /login/select — and the server agrees.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { openPage } from '../src/browser.ts';
import { DEMO } from '../src/demo.ts';
import { logInThroughForm } from '../src/login.ts';
import { messages } from '../src/messages.ts';
import { browser, server, serverAndBrowserPerFile } from '../src/suite.ts';

const en = messages('en_US');
serverAndBrowserPerFile();

describe('refusing the school convention agreement', () => {
  it('asks to confirm, can go back, and on Refuse withdraws the learner and opens the school list', async () => {
    const { page, problems, audit } = await openPage(browser);
    const portal = `/portal/${DEMO.academy}?sxz-lang=en_US`;
    await page.goto(`${server.origin}/login/index?redirect=${encodeURIComponent(portal)}&sxz-lang=en_US`);
    await logInThroughForm(page, 'learner@demo.test');
    await page.waitForURL((url) => url.pathname === `/portal/${DEMO.academy}`);
    const isMember = async () =>
      (
        (await (
          await page.request.get(
            `${server.origin}/api/school/members/getMemberIsValid/?tenantId=${DEMO.academy}`,
          )
        ).json()) as { data: boolean }
      ).data;
    assert.equal(await isMember(), true);

    const agreement = page.getByRole('dialog', { name: en['agreement.titleFirst'] });
    await agreement.waitFor();
    await audit('agreement dialog');
    await agreement.getByRole('button', { name: en['agreement.cancel'] }).click();
    const confirm = page.getByRole('dialog', { name: en['agreement.refuseTitle'] });
    await confirm.getByText(en['agreement.refuseText']!).waitFor();
    await audit('agreement refusal confirmation');
    await confirm.getByRole('button', { name: en['common.back'] }).click();
    await agreement.waitFor();
    assert.equal(await isMember(), true, 'going back changes nothing');

    await agreement.getByRole('button', { name: en['agreement.cancel'] }).click();
    await confirm.getByRole('button', { name: en['agreement.refuse'] }).click();
    await page.waitForURL((url) => url.pathname === '/login/select');
    assert.equal(await isMember(), false, 'the learner left the school');
    assert.deepEqual(problems, []);
    await page.context().close();
  });
});
