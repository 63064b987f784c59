/**
 * Issue 22 items 2, 5 and 6 in a real browser: the school switcher and the school chooser of /login/select split
 * into two tabs only from 6 distinct schools (spec §2/§9), "recently visited" never repeats a joined school nor
 * lists the O3 community (not public), a long school name is cut with "…" by spec §5's width rule, and the
 * switcher card's counts use plural forms ("1 learner", "0 courses").
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { openPage } from '../src/browser.ts';
import { DEMO } from '../src/demo.ts';
import { logInThroughForm } from '../src/login.ts';
import { messages, pluralForm } from '../src/messages.ts';
import { academyList, openSwitcher } from '../src/switching.ts';
import { browser, server, serverAndBrowserPerFile } from '../src/suite.ts';

const en = messages('en_US');
serverAndBrowserPerFile();

const PUBLIC_SCHOOL = '1000000000000000005';
const ALLIANCE_PARTNER = '1000000000000000006';
const JOINED_LIST = '/api/ischool/v1/schools/first-schools-all-page?page=1&pageSize=50';
const VISITED_LIST = '/api/ischool/v1/schools/open-school-user?pageNumber=1&pageSize=20';
const LONG_NAME = '北京市第一人民职业技术学院Vocational College';

const createSchool = async (page: Page, name: string) => {
  const created = await page.request.post(`${server.origin}/api/school/schools/`, { data: { name } });
  assert.equal(created.status(), 200, await created.text());
};
const mineLabel = (n: number) => pluralForm(en, 'en_US', 'switcher.mine', n).replace('{{count}}', String(n));

describe('/login/select with 5, then 6 distinct schools', () => {
  it('one list up to 5 schools, two tabs from 6; visited schools are distinct; long names cut; plural counts', async () => {
    const { page, problems, audit } = await openPage(browser);
    await page.goto(
      `${server.origin}/login/index?redirect=${encodeURIComponent(`/portal/${DEMO.academy}?sxz-lang=en_US`)}&sxz-lang=en_US`,
    );
    await logInThroughForm(page, 'teacher@demo.test');
    await page.waitForURL((url) => url.pathname === `/portal/${DEMO.academy}`);
    // Page views record visits: two public schools, the O3 community (open, not public) and the joined Demo Academy.
    for (const id of [PUBLIC_SCHOOL, ALLIANCE_PARTNER, DEMO.o3School, DEMO.academy]) {
      await page.goto(`${server.origin}/portal/${id}?sxz-lang=en_US`);
    }
    // Three joined schools (the teacher's own, the long-named one, more if needed) and two visited: 5 distinct.
    await createSchool(page, LONG_NAME);
    for (let n = 2; (await academyList(page, server.origin, JOINED_LIST)).total < 3; n += 1) {
      await createSchool(page, `Login Select Test ${n}`);
    }
    const joined = await academyList(page, server.origin, JOINED_LIST);
    const visited = await academyList(page, server.origin, VISITED_LIST);
    assert.equal(joined.total, 3);
    assert.deepEqual(visited.records.map((r) => r.id).sort(), [PUBLIC_SCHOOL, ALLIANCE_PARTNER].sort());

    // 5 distinct schools on /login/select: the switcher shows one screen (no tabs), with each school once.
    await page.goto(`${server.origin}/login/select?sxz-lang=en_US`);
    let dialog = await openSwitcher(page);
    const section = (key: string) => dialog.getByRole('region', { name: en[key] });
    assert.equal(await dialog.getByRole('tab').count(), 0, '5 schools: one list on the login-selection page');
    assert.equal(await section('switcher.joined').getByRole('article').count(), 3);
    assert.equal(await section('switcher.visited').getByRole('article').count(), 2);
    assert.equal(await section('switcher.visited').locator(`[data-school-id="${DEMO.o3School}"]`).count(), 0);

    // The long school name: cut with "…" at width 32, whole as the link's accessible name.
    const long = section('switcher.joined').getByRole('article', { name: LONG_NAME });
    const link = long.getByRole('link', { name: LONG_NAME });
    assert.equal(
      await link.locator('[aria-hidden="true"]').textContent(),
      '北京市第一人民职业技术学院Vocati…',
    );
    // Plural forms: the new school has its creator as its one learner and no course yet.
    assert.ok(await long.getByText('1 learner', { exact: true }).isVisible());
    assert.ok(await long.getByText('0 courses', { exact: true }).isVisible());
    await audit('school switcher on /login/select, 5 schools, one list');
    await page.keyboard.press('Escape');

    // The same 5 schools elsewhere: two tabs (threshold 4).
    await page.goto(`${server.origin}/portal/${DEMO.academy}?sxz-lang=en_US`);
    dialog = await openSwitcher(page);
    assert.equal(await dialog.getByRole('tab').first().textContent(), mineLabel(5));
    await page.keyboard.press('Escape');

    // A sixth school: two tabs on /login/select too.
    await createSchool(page, 'Login Select Test 3');
    await page.goto(`${server.origin}/login/select?sxz-lang=en_US`);
    dialog = await openSwitcher(page);
    assert.equal(await dialog.getByRole('tab').count(), 2);
    assert.equal(await dialog.getByRole('tab').first().textContent(), mineLabel(6));
    await audit('school switcher on /login/select, 6 schools, two tabs');
    await page.keyboard.press('Escape');
    assert.deepEqual(problems, []);
    await page.context().close();
  });

  it("the page's own school chooser lists 5 joined schools and splits 6 into tabs", async () => {
    const { page, problems, audit } = await openPage(browser);
    await page.goto(`${server.origin}/login/index?sxz-lang=en_US`);
    await logInThroughForm(page, 'admin@demo.test');
    await page.waitForURL((url) => url.pathname === '/login/select');
    const main = page.getByRole('main');
    let joined = (await academyList(page, server.origin, JOINED_LIST)).total;
    while (joined < 5) {
      await createSchool(page, `Chooser Test ${joined}`);
      joined += 1;
    }
    await page.reload();
    await main.getByRole('link', { name: 'Chooser Test 4' }).waitFor();
    assert.equal(await main.getByRole('tab').count(), 0, '5 schools: one list');
    await createSchool(page, 'Chooser Test 5');
    await page.reload();
    const all = main.getByRole('tab', {
      name: pluralForm(en, 'en_US', 'select.tabAll', 6).replace('{{count}}', '6'),
    });
    await all.waitFor();
    assert.equal(await main.getByRole('tab').count(), 2);
    await audit('login school chooser, 6 schools, two tabs');
    assert.deepEqual(problems, []);
    await page.context().close();
  });
});
