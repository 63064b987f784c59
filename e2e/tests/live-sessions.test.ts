/**
 * Issue 26 item 3 in a real browser against the real server: the demo lecturer schedules a live session for the
 * demo class in the teaching center (the 101st character of the title and an illegal join link refused first);
 * the demo learner finds it in `studyCenter_MyLive` with its join link already open (it starts in 10 minutes),
 * the seeded session of 2099 with the time its link opens instead, and downloads the session's `.ics` file. Axe on
 * every state; 1440 px (desktop) and 390 px (phone, no sideways scrolling).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { describe, it } from 'node:test';
import { PHONE, openPage } from '../src/browser.ts';
import { DEMO } from '../src/demo.ts';
import { hydrated } from '../src/hydrated.ts';
import { ACCOUNTS, center, logInAs } from '../src/user-panel.ts';
import { browser, server, serverAndBrowserPerFile } from '../src/suite.ts';

const TITLE = `Evening Q&A ${Date.now() % 100_000}`;
const SEEDED = 'Python 答疑直播 · Live Q&A';
const teachingCenter = () =>
  `${server.origin}/classInfo/${DEMO.academy}/lecturing-center/class-management?sxz-lang=en_US`;
const myLive = () => `${server.origin}${center(DEMO.academy, 'studyCenter_MyLive')}`;

serverAndBrowserPerFile();

describe('live sessions', () => {
  it('a lecturer schedules a live session for a class (1440 px)', async () => {
    const { page, problems, audit } = await openPage(browser);
    await logInAs(page, server.origin, ACCOUNTS.teacher);
    await page.goto(teachingCenter());
    await page.getByRole('heading', { name: 'Python 2026 · 春季班' }).waitFor();
    const section = page.getByRole('region', { name: 'Live sessions' });
    await section.getByText(SEEDED, { exact: true }).waitFor();
    await audit('class live sessions');

    const form = page.getByRole('form', { name: 'Schedule a live session' });
    const title = await hydrated(form.getByRole('textbox', { name: 'Title' }));
    await title.fill('课'.repeat(101));
    await form.getByText('Too long: 101 / 100').waitFor();
    await form.getByLabel('Join link').fill('javascript:alert(1)');
    await form.getByRole('button', { name: 'Schedule', exact: true }).click();
    await form.getByText('Enter the full meeting link, starting with https://.').waitFor();
    await audit('schedule form refusing a 101-character title and an illegal link');

    await title.fill(TITLE);
    // Ten minutes from now in the browser's own zone (what the datetime-local field speaks).
    // A string, not a function: the test transpiler would add helpers the page does not have.
    const start = await page.evaluate<string>(`(() => {
      const at = new Date(Date.now() + 10 * 60000);
      const two = (n) => String(n).padStart(2, '0');
      return at.getFullYear() + '-' + two(at.getMonth() + 1) + '-' + two(at.getDate()) + 'T' + two(at.getHours()) + ':' + two(at.getMinutes());
    })()`);
    await form.getByLabel('Start').fill(start);
    await form.getByLabel('Duration (minutes)').fill('45');
    await form.getByLabel('Join link').fill('https://meet.example.com/e2e-evening');
    await form.getByRole('button', { name: 'Schedule', exact: true }).click();
    await page.getByText(`“${TITLE}” is scheduled.`).waitFor();
    await section.getByRole('button', { name: `Cancel “${TITLE}”` }).waitFor();
    await audit('live session scheduled');
    assert.deepEqual(problems, []);
  });

  it('the learner sees it in MyLive with an open join link and downloads its .ics file (1440 px)', async () => {
    const { page, problems, audit } = await openPage(browser);
    await logInAs(page, server.origin, ACCOUNTS.learner);
    await page.goto(myLive());
    await page.getByRole('heading', { name: 'Upcoming' }).waitFor();
    const join = page.getByRole('link', { name: `Join “${TITLE}”` });
    await join.waitFor();
    assert.equal(await join.getAttribute('href'), 'https://meet.example.com/e2e-evening');
    // The seeded session of 2099: no link yet, the time it opens instead.
    const seeded = page.getByRole('listitem').filter({ hasText: SEEDED });
    await seeded.getByText(/^The join link opens at .*2099/).waitFor();
    assert.equal(await seeded.getByRole('link', { name: `Join “${SEEDED}”` }).count(), 0);
    await audit('my live sessions');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      (await hydrated(page.getByRole('link', { name: `Add “${TITLE}” to my calendar (.ics)` }))).click(),
    ]);
    assert.match(download.suggestedFilename(), /^Evening-Q-A-\d+\.ics$/);
    const ics = fs.readFileSync((await download.path())!, 'utf8');
    assert.match(ics, /^BEGIN:VCALENDAR\r\nVERSION:2\.0\r\n/);
    assert.match(ics, /\r\nUID:\d{19}@portico\r\n/);
    assert.match(ics, /\r\nDTSTART:\d{8}T\d{6}Z\r\n/);
    assert.ok(ics.includes(`SUMMARY:${TITLE}`), 'the title is the summary');
    assert.ok(ics.includes('URL;VALUE=URI:https://meet.example.com/e2e-evening'));
    assert.deepEqual(problems, []);
  });

  it('works at phone width: the learner’s MyLive and the lecturer’s sessions (390 px)', async () => {
    const learner = await openPage(browser, PHONE);
    await logInAs(learner.page, server.origin, ACCOUNTS.learner);
    await learner.page.goto(myLive());
    await learner.page.getByRole('link', { name: `Join “${TITLE}”` }).waitFor();
    const overflow = await learner.page.evaluate(
      () => document.documentElement.scrollWidth > window.innerWidth,
    );
    assert.equal(overflow, false, 'no sideways scrolling at 390 px');
    await learner.audit('my live sessions, phone');
    assert.deepEqual(learner.problems, []);

    const teacher = await openPage(browser, PHONE);
    await logInAs(teacher.page, server.origin, ACCOUNTS.teacher);
    await teacher.page.goto(teachingCenter());
    await teacher.page
      .getByRole('region', { name: 'Live sessions' })
      .getByText(TITLE, { exact: true })
      .waitFor();
    const wide = await teacher.page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    assert.equal(wide, false, 'no sideways scrolling at 390 px');
    await teacher.audit('class live sessions, phone');
    assert.deepEqual(teacher.problems, []);
  });
});
