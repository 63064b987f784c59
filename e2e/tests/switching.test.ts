/**
 * Switching in a real browser against the real server (issue 6): the school switcher as visitor, learner and
 * admin (search, paging by scrolling, sub-schools, switching school), who may switch, the language and site
 * switches, and the cookie tip of overseas hosts.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { openPage } from '../src/browser.ts';
import { DEMO } from '../src/demo.ts';
import { logInThroughForm } from '../src/login.ts';
import { messages, pluralForm } from '../src/messages.ts';
import { academyList, bodyOverflow, cardCount, openSwitcher } from '../src/switching.ts';
import { browser, server, serverAndBrowserPerFile } from '../src/suite.ts';

const en = messages('en_US');
const ar = messages('ar_SA');
serverAndBrowserPerFile();

const portal = (id: string = DEMO.academy) => `/portal/${id}?sxz-lang=en_US`;
const JOINED_LIST = '/api/ischool/v1/schools/first-schools-all-page?page=1&pageSize=50';
const VISITED_LIST = '/api/ischool/v1/schools/open-school-user?pageNumber=1&pageSize=20';
const PUBLIC_LIST = '/api/ischool/v1/schools/open/open-schools?pageNumber=1&pageSize=20&childPageSize=4';

async function logIn(page: Page, account: string, target: string): Promise<void> {
  await page.goto(`${server.origin}/login/index?redirect=${encodeURIComponent(target)}&sxz-lang=en_US`);
  await logInThroughForm(page, account);
  await page.waitForURL((url) => url.pathname === target.split('?')[0]);
}

describe('school switcher as a visitor', () => {
  it('opens a scroll-locking mask with the public schools, searches, expands sub-schools and closes', async () => {
    const { page, problems, audit } = await openPage(browser);
    const publicList = await academyList(page, server.origin, PUBLIC_LIST);
    await page.goto(`${server.origin}${portal()}`);
    const dialog = await openSwitcher(page);
    await audit('school switcher, public schools');
    assert.equal(await bodyOverflow(page), 'hidden', 'the page behind the mask does not scroll');
    const cards = dialog.getByRole('article');
    assert.equal(await cards.count(), Math.min(publicList.total, 20));
    // The seed has fewer than 21 public schools: one page holds them all, so no second page is asked for.
    assert.ok(publicList.total < 21);
    assert.equal(await dialog.getByText(en['switcher.noMore']!).count(), 0);

    // Sub-schools of the Demo Academy expand and link to their portals under the parent.
    const demo = dialog.locator(`[data-school-id="${DEMO.academy}"]`);
    const toggle = demo.getByRole('button', { name: /^Sub-schools/ });
    await toggle.click();
    assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
    const sub = demo.getByRole('link', { name: 'Demo Academy Shanghai' });
    assert.equal(
      await sub.getAttribute('href'),
      `/portal/${DEMO.academy}/sub-school/1000000000000000012?sxz-lang=en_US`,
    );
    await toggle.click();
    assert.equal(await sub.isVisible(), false);

    // Search (trimmed) asks the server with the keyword; clearing goes back to the unfiltered list.
    const box = dialog.getByRole('searchbox', { name: en['switcher.searchLabel'] });
    const searched = page.waitForRequest((r) => new URL(r.url()).searchParams.get('keyword') === 'alliance');
    await box.fill('  alliance ');
    await box.press('Enter');
    await searched;
    await dialog.getByRole('link', { name: 'Alliance Partner School' }).waitFor();
    await cardCount(cards, (await academyList(page, server.origin, `${PUBLIC_LIST}&keyword=alliance`)).total);
    const unfiltered = page.waitForRequest(
      (r) => r.url().includes('/open/open-schools') && !new URL(r.url()).searchParams.has('keyword'),
    );
    await box.fill('');
    await unfiltered;
    await cardCount(cards, publicList.total);

    // Focus stays inside; Escape closes and gives the page its scrolling back.
    for (let i = 0; i < 25; i += 1) await page.keyboard.press('Tab');
    assert.ok(await page.evaluate(() => document.activeElement?.closest('[role=dialog]') !== null));
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    assert.notEqual(await bodyOverflow(page), 'hidden');

    // The mask closes it too.
    await openSwitcher(page);
    await page.mouse.click(5, 5);
    await dialog.waitFor({ state: 'detached' });
    assert.deepEqual(problems, []);
    await page.context().close();
  });

  it('switches school by its card and asks a visitor to log in before joining', async () => {
    const { page, problems } = await openPage(browser);
    await page.goto(`${server.origin}${portal()}`);
    let dialog = await openSwitcher(page);
    await dialog.getByRole('link', { name: en['route.registerInvite'] }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('dialog', { name: en['route.login'] }).waitFor();
    await page.keyboard.press('Escape');

    dialog = await openSwitcher(page);
    await dialog.locator('[data-school-id="1000000000000000005"]').getByRole('link').first().click();
    await page.waitForURL((url) => url.pathname === '/portal/1000000000000000005');
    assert.equal(new URL(page.url()).searchParams.get('sxz-lang'), 'en_US');
    assert.deepEqual(problems, []);
    await page.context().close();
  });

  it('is not offered in the exclusive school', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${server.origin}${portal(DEMO.exclusiveSchool)}`);
    await page.getByRole('banner').waitFor();
    assert.equal(await page.getByRole('button', { name: en['switcher.open'] }).count(), 0);
    await page.goto(`${server.origin}${portal()}`);
    assert.equal(
      await page.getByRole('banner').getByRole('button', { name: en['switcher.open'] }).count(),
      1,
    );
    await page.context().close();
  });
});

describe('school switcher when logged in', () => {
  it('shows the learner joined and visited schools apart from the public ones, and joins without a login', async () => {
    const { page, problems } = await openPage(browser);
    await logIn(page, 'learner@demo.test', portal(DEMO.o3School));
    const joined = await academyList(page, server.origin, JOINED_LIST);
    const visited = await academyList(page, server.origin, VISITED_LIST);
    const mine = joined.total + visited.total;
    const dialog = await openSwitcher(page);
    // Spec §4/§9: two tabs from 4 schools of the viewer on (the learner's page views count as visits).
    assert.equal(await dialog.getByRole('tab').count(), mine >= 4 ? 2 : 0);
    const section = (key: string) => dialog.getByRole('region', { name: en[key] });
    assert.equal(await section('switcher.joined').getByRole('article').count(), joined.total);
    assert.equal(await section('switcher.visited').getByRole('article').count(), visited.total);
    assert.ok(await section('switcher.joined').getByRole('link', { name: 'O3 社区' }).isVisible());
    if (mine >= 4) {
      assert.equal(
        await dialog.getByRole('tab').first().textContent(),
        pluralForm(en, 'en_US', 'switcher.mine', mine).replace('{{count}}', String(mine)),
      );
      await dialog.getByRole('tab').nth(1).click();
    }
    await section('switcher.public').waitFor();
    await dialog.getByRole('link', { name: en['route.registerInvite'] }).click();
    await page.waitForURL((url) => url.pathname === '/register/invite');
    const query = new URL(page.url()).searchParams;
    assert.deepEqual(
      [query.get('way'), query.get('exitSign'), query.get('sxz-lang')],
      ['go_back', '0', 'en_US'],
    );
    assert.deepEqual(problems, []);
    await page.context().close();
  });

  it('gives the admin tabs, pages joined schools by scrolling (4, then 10 from offset 4) and Manage links', async () => {
    const { page, problems } = await openPage(browser, { height: 480 });
    await logIn(page, 'admin@demo.test', portal());
    // A visited public school (the admin's own schools are never "visited"): its card below the joined ones is what
    // makes the list overflow at this height, so the joined list waits for a scroll.
    await page.goto(`${server.origin}${portal('1000000000000000005')}`);
    await page.goto(`${server.origin}${portal()}`);
    // Five more schools through the product's own "create a school" call: the admin (of Demo Academy, and the O3
    // community's moderator) then has seven.
    for (let i = 1; i <= 5; i += 1) {
      const created = await page.request.post(`${server.origin}/api/school/schools/`, {
        data: { name: `Switching Test ${i}` },
      });
      assert.equal(created.status(), 200);
    }
    const joined = await academyList(page, server.origin, JOINED_LIST);
    assert.equal(joined.total, 7);
    const visited = await academyList(page, server.origin, VISITED_LIST);
    const asked: URLSearchParams[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/first-schools-all-page')) asked.push(new URL(r.url()).searchParams);
    });
    const dialog = await openSwitcher(page);
    const [mine, open] = [dialog.getByRole('tab').nth(0), dialog.getByRole('tab').nth(1)];
    assert.equal(
      await mine.textContent(),
      pluralForm(en, 'en_US', 'switcher.mine', 7 + visited.total).replace(
        '{{count}}',
        String(7 + visited.total),
      ),
    );
    assert.equal(await mine.getAttribute('aria-selected'), 'true');
    const panel = dialog.getByTestId('switcher-lists');
    const joinedCards = panel.getByRole('region', { name: en['switcher.joined'] }).getByRole('article');
    await joinedCards.nth(3).waitFor();
    assert.equal(await joinedCards.count(), 4);
    assert.deepEqual(
      asked.map((q) => Object.fromEntries(q)),
      [{ page: '1', pageSize: '4' }],
    );
    const box = await panel.evaluate((el) => ({ scroll: el.scrollHeight, client: el.clientHeight }));
    assert.ok(box.scroll - box.client > 50, 'four cards overflow the list box at this height');

    const more = page.waitForRequest(
      (r) => r.url().includes('/first-schools-all-page') && r.url().includes('offset='),
    );
    await panel.evaluate((el) => el.scrollTo(0, el.scrollHeight));
    const params = new URL((await more).url()).searchParams;
    assert.deepEqual([params.get('offset'), params.get('pageSize')], ['4', '10']);
    await cardCount(joinedCards, 7);
    await panel.evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await dialog.getByText(en['switcher.noMore']!).waitFor();
    assert.equal(asked.length, 2, 'nothing left to ask for');

    const manage = panel.getByRole('region', { name: en['switcher.joined'] }).getByRole('link', {
      name: en['switcher.manageSchool']!.replace('{{name}}', '演示学院'),
    });
    // Demo Academy is the seeded store-type school (issue 22 item 4): Manage opens college-info (spec §2).
    assert.equal(
      await manage.getAttribute('href'),
      `/iadmin/${DEMO.academy}/management/college-management/college-info?sxz-lang=en_US`,
    );
    await open.click();
    assert.equal(await open.getAttribute('aria-selected'), 'true');
    await dialog.getByRole('region', { name: en['switcher.public'] }).waitFor();

    await mine.click();
    const target = joined.records.find((r) => r.name === 'Switching Test 3')!;
    await dialog.getByRole('link', { name: 'Switching Test 3', exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/portal/${target.id}`);
    assert.deepEqual(problems, []);
    await page.context().close();
  });
});

describe('language and site switches', () => {
  it('reloads the page in Arabic (right to left) keeping path and query, and back to English', async () => {
    const { page, problems } = await openPage(browser);
    await page.goto(`${server.origin}/portal/${DEMO.academy}?activeIndex=0&sxz-lang=en_US`);
    await page
      .getByRole('banner')
      .getByRole('button', { name: `${en['header.language']}: English` })
      .click();
    const arabic = page.getByRole('banner').getByRole('link', { name: 'العربية' });
    assert.equal(await arabic.getAttribute('lang'), 'ar-SA');
    assert.equal(
      await page.getByRole('banner').getByRole('link', { name: 'English' }).getAttribute('aria-current'),
      'true',
    );
    await arabic.click();
    await page.waitForURL((url) => url.searchParams.get('sxz-lang') === 'ar_SA');
    const url = new URL(page.url());
    assert.equal(url.pathname, `/portal/${DEMO.academy}`);
    assert.equal(url.searchParams.get('activeIndex'), '0');
    assert.equal(await page.getAttribute('html', 'dir'), 'rtl');
    assert.equal(await page.getAttribute('html', 'lang'), 'ar-SA');
    assert.equal(
      await page.getByRole('banner').getByRole('button', { name: ar['switcher.open'] }).count(),
      1,
    );
    // Every link generated on the Arabic page keeps the language.
    const hrefs = await page
      .getByRole('banner')
      .locator('a[href^="/"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    assert.ok(hrefs.length > 0);
    for (const href of hrefs) assert.match(href, /sxz-lang=ar_SA/, href);

    await page
      .getByRole('banner')
      .getByRole('button', { name: `${ar['header.language']}: العربية` })
      .click();
    await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
    await page.waitForURL((u) => u.searchParams.get('sxz-lang') === 'en_US');
    assert.equal(await page.getAttribute('html', 'dir'), 'ltr');
    assert.equal(new URL(page.url()).searchParams.get('activeIndex'), '0');
    assert.deepEqual(problems, []);
    await page.context().close();
  });

  it('lists the sites with the current page and language, marking the one the page is on', async () => {
    const { page, problems } = await openPage(browser);
    await page.goto(`${server.origin}${portal()}`);
    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: en['site.switch'] }).click();
    const europe = banner.getByRole('link', { name: 'Europe' });
    assert.equal(
      await europe.getAttribute('href'),
      `//de.localhost:3000/portal/${DEMO.academy}?sxz-lang=en_US`,
    );
    assert.equal(await banner.getByRole('link', { name: 'China' }).getAttribute('aria-current'), 'true');

    await page.goto(`http://overseas.localhost:${server.port}/portal/${DEMO.academy}`);
    await page.getByRole('banner').getByRole('button', { name: en['site.switch'] }).click();
    const international = page.getByRole('banner').getByRole('link', { name: 'International' });
    assert.equal(await international.getAttribute('aria-current'), 'true');
    // Overseas and not logged in: switching schools is not offered (spec §6).
    assert.equal(await page.getByRole('button', { name: en['switcher.open'] }).count(), 0);
    assert.deepEqual(problems, []);
    await page.context().close();
  });
});

describe('cookie tip on overseas hosts', () => {
  const overseas = () => `http://overseas.localhost:${server.port}/portal/${DEMO.academy}`;
  const choice = (page: Page) =>
    page.waitForRequest((r) => r.url().includes('/knownCookiesAgreement') && r.method() === 'POST');

  it('Accept reports operation 1, hides the tip, and it stays hidden after a reload', async () => {
    const { page, problems } = await openPage(browser);
    await page.goto(overseas());
    const tip = page.getByRole('region', { name: en['cookieTip.label'] });
    await tip.waitFor();
    assert.equal(
      await tip.getByRole('link', { name: en['footer.cookiePolicy'] }).getAttribute('href'),
      '/commonUsage/cookiePolicy.htm?sxz-lang=en_US',
    );
    const sent = choice(page);
    await tip.getByRole('button', { name: en['cookieTip.accept'] }).click();
    const request = await sent;
    assert.equal(new URL(request.url()).searchParams.get('operation'), '1');
    assert.equal((await request.response())?.status(), 200);
    await tip.waitFor({ state: 'detached' });
    assert.equal(await page.evaluate(() => localStorage.getItem('closeCookieTip')), 'yes');
    await page.reload();
    await page.getByRole('banner').getByRole('button', { name: en['site.switch'] }).click();
    await page.waitForTimeout(300);
    assert.equal(await tip.count(), 0);
    assert.deepEqual(problems, []);
    await page.context().close();
  });

  it('Reject in a fresh browser reports operation 0; domestic hosts never show the tip', async () => {
    const { page, problems } = await openPage(browser);
    await page.goto(overseas());
    const tip = page.getByRole('region', { name: en['cookieTip.label'] });
    const sent = choice(page);
    await tip.getByRole('button', { name: en['cookieTip.reject'] }).click();
    assert.equal(new URL((await sent).url()).searchParams.get('operation'), '0');
    await tip.waitFor({ state: 'detached' });

    await page.goto(`${server.origin}${portal()}`);
    await page.getByRole('banner').getByRole('button', { name: en['site.switch'] }).click();
    await page.waitForTimeout(300);
    assert.equal(await tip.count(), 0);
    assert.deepEqual(problems, []);
    await page.context().close();
  });
});
