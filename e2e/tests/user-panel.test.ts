/**
 * The user panel in a real browser against the real server (issue 11): the bell and the message center (mark one,
 * mark all, paging, the count in every tab), the AI entry with its task tip and the AI page answering from the
 * catalogue, enrolling and the learning center, the personal space (follow, nickname, avatar), the user menu by
 * role, the certification bar — as learner, lecturer, admin, outsider and visitor, on localhost and on the
 * overseas host.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PHONE, openPage } from '../src/browser.ts';
import { DEMO } from '../src/demo.ts';
import { messages } from '../src/messages.ts';
import {
  ACCOUNTS,
  ALLIANCE_PARTNER,
  TINY_PNG,
  USER_IDS,
  aiEntry,
  bell,
  bellBadge,
  center,
  logInAs,
  hydrated,
  openUserMenu,
} from '../src/user-panel.ts';
import { browser, server, serverAndBrowserPerFile } from '../src/suite.ts';

const en = messages('en_US');

/** A free Demo Academy course the learner is not enrolled in (a paid one asks for a purchase: issue 23). */
const FREE_COURSE = 'IELTS Preparation';
serverAndBrowserPerFile();

const portal = (id: string = DEMO.academy, lang = 'en_US') => `/portal/${id}?sxz-lang=${lang}`;

describe('learner', () => {
  it('bell, user menu by role and VIP badge; the message center marks read in every tab', async () => {
    const { page, problems, audit } = await openPage(browser);
    await logInAs(page, server.origin, ACCOUNTS.learner);
    await page.goto(`${server.origin}${portal()}`);
    assert.equal(await bellBadge(page).textContent(), '4');
    assert.equal(await bell(page).getAttribute('aria-label'), 'Messages, 4 unread');
    const menu = await openUserMenu(page, 'Lena Learner');
    await audit('user menu, learner');
    for (const key of ['userMenu.personalSpace', 'header.myLearning', 'userMenu.entrance.myTasks']) {
      await menu.getByRole('link', { name: en[key] }).waitFor();
    }
    await menu.getByRole('link', { name: /^Messages/ }).waitFor();
    await menu.getByRole('link', { name: 'Fans: 2' }).waitFor();
    assert.equal(await menu.getByRole('link', { name: en['header.schoolManagement'] }).count(), 0);
    assert.equal(await page.getByRole('banner').locator('[data-vip]').count(), 1);

    const other = await page.context().newPage();
    await other.goto(`${server.origin}${portal()}`);
    await bell(page).click();
    await page.waitForURL(/type=personalCenter_Message/);
    await hydrated(page.getByRole('button', { name: en['messages.markAllRead'] }));
    assert.equal(await page.locator('[data-message-id]').count(), 10);
    await audit('message center');
    await page
      .getByRole('button', { name: /^Mark as read/ })
      .first()
      .click();
    await page.getByText('Unread: 3').waitFor();
    assert.equal(await bellBadge(page).textContent(), '3');
    await other.waitForFunction(() => document.querySelector('[data-badge]')?.textContent === '3');
    await page.getByRole('button', { name: en['messages.markAllRead'] }).click();
    await page.getByText(en['messages.allRead']!).waitFor();
    assert.equal(await bellBadge(page).count(), 0);
    await other.waitForFunction(() => document.querySelector('[data-badge]') === null);
    await page.getByRole('button', { name: en['search.next'] }).click();
    await page.getByText('Page 2 of 2').waitFor();
    await page.getByText('Weekly digest #1').waitFor();
    // Reloaded from the server: the read state stuck.
    await page.reload();
    assert.equal(await bellBadge(page).count(), 0);
    assert.deepEqual(problems, []);
  });

  it('the AI entry tips a due task for 5 s, opens role learning once a day and answers from the catalogue', async () => {
    const { page, problems, audit } = await openPage(browser);
    await logInAs(page, server.origin, ACCOUNTS.learner);
    await page.goto(`${server.origin}${portal()}`);
    assert.match((await aiEntry(page).locator('img').getAttribute('src')) ?? '', /ai-logo\.svg$/);
    const tip = page.getByRole('status').filter({ hasText: en['ai.newTaskTip']! });
    await tip.waitFor();
    await tip.waitFor({ state: 'detached', timeout: 7000 });
    const [ai] = await Promise.all([page.context().waitForEvent('page'), aiEntry(page).click()]);
    await ai.waitForLoadState();
    assert.match(ai.url(), /\/mobile\/AIChat-pc\.htm\?schoolId=1000000000000000001&tab=roleLearning/);
    const roleTab = ai.getByRole('tab', { name: en['ai.tabRoleLearning'] });
    assert.equal(await roleTab.getAttribute('aria-selected'), 'true');
    await ai.getByRole('heading', { name: 'Python basics (required)' }).waitFor();
    // Opened today: the entry now opens the chat itself, and the tip stays away after a reload.
    await page.reload();
    await page.waitForTimeout(300);
    assert.doesNotMatch((await aiEntry(page).getAttribute('href')) ?? '', /roleLearning/);
    assert.equal(await page.getByText(en['ai.newTaskTip']!).count(), 0);

    await (await hydrated(ai.getByRole('tab', { name: en['ai.tabAsk'] }))).click();
    await ai.getByText(/Answers come from the course catalogue of Demo Academy/).waitFor();
    await ai.getByRole('textbox', { name: en['ai.question'] }).fill('Which courses teach Python?');
    await ai.keyboard.press('Enter');
    const answer = ai.getByRole('log');
    await answer.getByText('Courses of Demo Academy matching “python”:').waitFor();
    // The answer names the course in the asker's page language (issue 23 item 8).
    const link = answer.getByRole('link', { name: 'Introduction to Python Programming' });
    assert.match(
      (await link.getAttribute('href')) ?? '',
      /^\/course\/1000000000000000001\/course-view\?courseId=\d{19}/,
    );
    await audit('AI page with an answer');
    assert.deepEqual(problems, []);
  });

  it('enrols from a course page; the learning center and the personal space list the course', async () => {
    const { page, problems } = await openPage(browser);
    await logInAs(page, server.origin, ACCOUNTS.learner);
    const found = (await (
      await page.request.get(
        `${server.origin}/api/search/v1/search/courses?schoolId=${DEMO.academy}&keyword=${encodeURIComponent(FREE_COURSE)}&record=0`,
      )
    ).json()) as { data: { records: Array<{ id: string }> } };
    const courseId = found.data.records[0]!.id;
    await page.goto(
      `${server.origin}/course/${DEMO.academy}/course-view?courseId=${courseId}&sxz-lang=en_US`,
    );
    await (await hydrated(page.getByRole('button', { name: en['learning.enrol'] }))).click();
    await page.getByText('Enrolled · 0% done').waitFor();
    await page.reload();
    await page.getByText('Enrolled · 0% done').waitFor();
    await page.getByRole('link', { name: en['learning.openMyLearning'] }).click();
    await page.getByText('Courses: 6').waitFor();
    await page.getByRole('link', { name: FREE_COURSE }).first().waitFor();
    await page.goto(`${server.origin}/personSpace/${DEMO.academy}/works?sxz-lang=en_US`);
    await page.getByRole('main').getByRole('link', { name: FREE_COURSE }).waitFor();
    assert.deepEqual(problems, []);
  });

  it('edits the nickname (emoji refused) and uploads an avatar', async () => {
    const { page, problems, audit } = await openPage(browser);
    await logInAs(page, server.origin, ACCOUNTS.learner);
    await page.goto(`${server.origin}/personSpace/${DEMO.academy}/works?sxz-lang=en_US`);
    await (await hydrated(page.getByRole('button', { name: en['person.edit'] }))).click();
    const dialog = page.getByRole('dialog');
    await audit('profile editor');
    const name = dialog.getByRole('textbox', { name: en['person.nickname'] });
    await name.fill('Lena 😀');
    await dialog.getByRole('button', { name: en['person.save'] }).click();
    await dialog.getByRole('alert').getByText(en['errors.USER_NAME_EMOJI']!).waitFor();
    await name.fill('Lena L.');
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG });
    await dialog.getByRole('button', { name: en['person.save'] }).click();
    await page.waitForLoadState('load');
    await page.getByRole('heading', { name: 'Lena L.' }).waitFor();
    const src = await page.getByRole('main').locator('img').first().getAttribute('src');
    assert.match(src ?? '', /^\/api\/personal-center\/open\/avatar\/2000000000000000001\?v=\d+$/);
    assert.deepEqual(problems, []);
  });
});

describe('lecturer and admin', () => {
  it("the lecturer gets the teaching center, follows the learner and shows up among the learner's fans", async () => {
    const { page, problems } = await openPage(browser);
    await logInAs(page, server.origin, ACCOUNTS.teacher);
    await page.goto(`${server.origin}${portal()}`);
    const menu = await openUserMenu(page, 'Tom Teacher');
    await menu.getByRole('link', { name: en['header.teachingCenter'] }).waitFor();
    assert.equal(await menu.getByRole('link', { name: en['header.console'] }).count(), 0);
    // A member, but without position tasks: the entry, no tip.
    await aiEntry(page).waitFor();
    await page.goto(
      `${server.origin}/personSpace/${DEMO.academy}/fan?userId=${USER_IDS.learner}&sxz-lang=en_US`,
    );
    const main = page.getByRole('main');
    await (await hydrated(main.getByRole('button', { name: en['person.unfollow'] }))).click();
    await main.getByRole('button', { name: en['person.follow'] }).click();
    await main.getByRole('button', { name: en['person.unfollow'] }).waitFor();
    await page.reload();
    await main.getByRole('link', { name: 'Tom Teacher' }).waitFor();
    assert.deepEqual(problems, []);
  });

  it('the admin gets management and console; an uncertified school on its intranet shows the bar', async () => {
    const { page, problems, audit } = await openPage(browser);
    await logInAs(page, server.origin, ACCOUNTS.admin);
    await page.goto(`${server.origin}${portal()}`);
    const menu = await openUserMenu(page, 'Ada Admin');
    await menu.getByRole('link', { name: en['header.schoolManagement'] }).waitFor();
    await menu.getByRole('link', { name: en['header.console'] }).waitFor();
    assert.equal(await page.locator('[data-certification-bar]').count(), 0, 'Demo Academy is certified');
    await page.goto(`${server.origin}${portal(ALLIANCE_PARTNER)}`);
    const bar = page.getByRole('region', { name: en['certification.label'] });
    await bar.getByText(/not certified yet \(certification: none\)/).waitFor();
    await audit('certification bar');
    await (await hydrated(bar.getByRole('button', { name: en['certification.close'] }))).click();
    await page.reload();
    await page.waitForTimeout(200);
    assert.equal(await bar.count(), 0, 'closed for this browser session');
    assert.deepEqual(problems, []);
  });
});

describe('outsider and visitor', () => {
  it('the outsider: a bell without unread messages, no AI entry, an empty learning center', async () => {
    const { page, problems } = await openPage(browser);
    await logInAs(page, server.origin, ACCOUNTS.outsider);
    await page.goto(`${server.origin}${portal()}`);
    await bell(page).waitFor();
    assert.equal(await bellBadge(page).count(), 0);
    assert.equal(await aiEntry(page).count(), 0);
    await page.goto(`${server.origin}/mobile/AIChat-pc.htm?schoolId=${DEMO.academy}&sxz-lang=en_US`);
    await page.getByText(en['ai.unavailable']!).waitFor();
    await page.goto(`${server.origin}${center(DEMO.academy, 'studyCenter_MyCourse')}`);
    await page.getByText(en['learning.empty']!).waitFor();
    // A member's space is open to anyone of the school; someone who is not a member has none here.
    const space = (userId: string) => `/personSpace/${DEMO.academy}/works?userId=${userId}&sxz-lang=en_US`;
    await page.goto(`${server.origin}${space(USER_IDS.learner)}`);
    await page.getByRole('main').getByRole('button', { name: en['person.follow'], exact: true }).waitFor();
    await page.goto(`${server.origin}${space('1999999999999999999')}`);
    await page.getByText(en['person.notFound']!).waitFor();
    assert.deepEqual(problems, []);
  });

  it('the visitor: no bell or AI entry, private pages ask for login, the bar shows on the intranet', async () => {
    const { page, problems } = await openPage(browser);
    await page.goto(`${server.origin}${portal()}`);
    assert.equal(await bell(page).count(), 0);
    assert.equal(await aiEntry(page).count(), 0);
    await page.goto(`${server.origin}${center(DEMO.academy, 'personalCenter_Message')}`);
    await page.waitForURL(/\/login\/index\?redirect=/);
    await page.goto(`${server.origin}${portal(ALLIANCE_PARTNER)}`);
    await page.locator('[data-certification-bar]').waitFor();
    const found = (await (
      await page.request.get(
        `${server.origin}/api/search/v1/search/courses?schoolId=${DEMO.academy}&keyword=${encodeURIComponent(FREE_COURSE)}&record=0`,
      )
    ).json()) as { data: { records: Array<{ id: string }> } };
    await page.goto(
      `${server.origin}/course/${DEMO.academy}/course-view?courseId=${found.data.records[0]!.id}`,
    );
    await (await hydrated(page.getByRole('button', { name: messages('zh_CN')['learning.enrol'] }))).click();
    await page.getByRole('dialog').waitFor();
    assert.deepEqual(problems, []);
  });
});

describe('overseas host and phone', () => {
  it('overseas.localhost: messages only where the school is on the notify list', async () => {
    const origin = `http://overseas.localhost:${server.port}`;
    const { page, problems } = await openPage(browser);
    await logInAs(page, origin, ACCOUNTS.learner);
    await page.goto(`${origin}/portal/${DEMO.academy}`);
    await bell(page).waitFor();
    await page.goto(`${origin}/portal/${DEMO.o3School}`);
    await page.getByRole('banner').getByRole('button', { name: 'Lena' }).waitFor();
    assert.equal(await bell(page).count(), 0, 'school 3 is not on the notify list');
    const menu = await openUserMenu(page, 'Lena');
    assert.equal(await menu.getByRole('link', { name: /^Messages/ }).count(), 0);
    assert.equal(await menu.getByRole('link', { name: en['userMenu.creationCenter'] }).count(), 0);
    assert.deepEqual(problems, []);
  });

  it('phone: the drawer holds the user panel with the unread count and the AI entry', async () => {
    const { page, problems, audit } = await openPage(browser, PHONE);
    await logInAs(page, server.origin, ACCOUNTS.teacher);
    await page.goto(`${server.origin}${portal()}`);
    await page.getByRole('button', { name: en['header.menu'] }).click();
    const drawer = page.getByRole('dialog', { name: en['header.menu'] });
    await drawer.getByRole('link', { name: en['ai.entry'] }).waitFor();
    await drawer.getByRole('link', { name: /^Messages/ }).waitFor();
    await audit('phone drawer, lecturer');
    assert.deepEqual(problems, []);
  });
});
