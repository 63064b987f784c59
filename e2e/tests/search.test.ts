/**
 * Search in a real browser against the real server (issue 5): the header's search box and its card (hot
 * searches, history, keyboard), the results page with real courses of the Demo Academy — server-rendered, with no
 * search request on first load — the empty state, the category filter from the mega-menu, the result feedback
 * popover (logged in and as a visitor), every language, and an Arabic keyword right-to-left.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { openPage } from '../src/browser.ts';
import { DEMO } from '../src/demo.ts';
import { logInThroughForm } from '../src/login.ts';
import { messages, pluralForm } from '../src/messages.ts';
import { logInThroughDialog, resultNames, searchApi, searchBox, searchFor } from '../src/search.ts';
import { browser, server, serverAndBrowserPerFile } from '../src/suite.ts';

const en = messages('en_US');
const LANGS = [
  'zh_CN',
  'en_US',
  'es_ES',
  'ru_RU',
  'ar_SA',
  'pl_PL',
  'de_DE',
  'tr_TR',
  'fr_FR',
  'ja_JP',
  'ko_KR',
  'pt_BR',
];
serverAndBrowserPerFile();

const home = (lang = 'en_US') => `/portal/${DEMO.academy}?sxz-lang=${lang}`;
const results = (keyword: string, lang = 'en_US') =>
  `/portal/${DEMO.academy}/search?keyword=${encodeURIComponent(keyword)}&activeIndex=-1&sxz-lang=${lang}`;
const fill = (text: string, vars: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => String(vars[name]));

/** The results API requests a page makes (the first load must make none: its results are server-rendered). */
function searchRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/search/v1/search/courses')) urls.push(request.url());
  });
  return urls;
}

async function visit(path: string) {
  const watched = await openPage(browser);
  await watched.page.goto(`${server.origin}${path}`);
  return watched;
}

async function logIn(page: Page, account: string, back: string) {
  await page.goto(`${server.origin}/login/index?redirect=${encodeURIComponent(back)}&sxz-lang=en_US`);
  await logInThroughForm(page, account);
  await page.waitForURL((url) => `${url.pathname}${url.search}` === back);
}

async function cardEntries(page: Page, group: string): Promise<string[]> {
  return page.getByRole('listbox').getByRole('group', { name: group }).getByRole('option').allTextContents();
}

describe('search box and results', () => {
  it('type + Enter shows the real results: a Chinese and an English keyword', async () => {
    const { page, problems } = await visit(home());
    const requests = searchRequests(page);
    for (const [keyword, expected] of [
      // An en_US page: the Chinese keyword finds the course, shown by its English name.
      ['机器学习', 'Machine Learning Fundamentals'],
      ['pandas', 'Data Analysis with Pandas'],
    ] as const) {
      await searchFor(page, keyword);
      await page
        .getByRole('heading', { level: 1, name: fill(en['route.searchResults']!, { keyword }) })
        .waitFor();
      const api = await searchApi(server.origin, keyword, DEMO.academy);
      const names = await resultNames(page);
      assert.ok(names.includes(expected), `${keyword} → ${names.join(', ')}`);
      assert.deepEqual(names, api.records.map((r) => r.name).slice(0, 20));
      await page
        .getByRole('status')
        .filter({ hasText: fill(pluralForm(en, 'en_US', 'search.count', api.total), { count: api.total }) })
        .waitFor();
      assert.equal(await searchBox(page).inputValue(), keyword, 'the header box shows the current keyword');
    }
    assert.deepEqual(requests, [], 'the results come with the page, not from a request after it');
    assert.deepEqual(problems, []);
    await page.context().close();
  });

  it("the visitor's card: hot searches from the server, their own history from localStorage, Clear history", async () => {
    const { page, problems, audit } = await visit(home());
    await searchFor(page, 'Python');
    await searchFor(page, 'Excel');
    const hot = (
      (await (
        await fetch(`${server.origin}/api/search/v1/search/hotSearch?schoolId=${DEMO.academy}`)
      ).json()) as {
        data: { hotSearch: string[] };
      }
    ).data.hotSearch;
    assert.ok(hot.length > 0 && hot.length <= 8);
    const box = searchBox(page);
    await box.focus();
    await page.getByRole('listbox').waitFor();
    assert.equal(await box.getAttribute('aria-expanded'), 'true');
    // The hot list arrives with its own request after the card opens (history is local): wait for it.
    await page
      .getByRole('listbox')
      .getByRole('group', { name: en['page.searchHot'] })
      .getByRole('option')
      .nth(hot.length - 1)
      .waitFor();
    assert.deepEqual(await cardEntries(page, en['page.searchHot']!), hot);
    assert.deepEqual(await cardEntries(page, en['search.history']!), ['Excel', 'Python']);
    await audit('search card with hot searches and history');
    await page.getByRole('button', { name: en['search.clearHistory'] }).click();
    assert.equal(
      await page.getByRole('listbox').getByRole('group', { name: en['search.history'] }).count(),
      0,
    );
    assert.equal(
      await page.evaluate((id) => localStorage.getItem(`portico_search_history_${id}`), DEMO.academy),
      null,
    );
    // Click somewhere the open card cannot cover (it overlays the top of the page).
    await page.getByRole('contentinfo').click({ position: { x: 5, y: 5 } });
    assert.equal(await box.getAttribute('aria-expanded'), 'false', 'closes when the focus leaves');
    assert.deepEqual(problems, []);
    await page.context().close();
  });

  it("a logged-in user's history comes from the server and Clear history clears it there", async () => {
    const { page, problems } = await openPage(browser);
    await logIn(page, 'teacher@demo.test', home());
    await searchFor(page, 'Linux');
    await resultNames(page);
    const box = searchBox(page);
    await box.focus();
    await page.getByRole('listbox').getByRole('group', { name: en['search.history'] }).waitFor();
    assert.equal((await cardEntries(page, en['search.history']!))[0], 'Linux');
    await page.getByRole('button', { name: en['search.clearHistory'] }).click();
    await page
      .getByRole('listbox')
      .getByRole('group', { name: en['search.history'] })
      .waitFor({ state: 'detached' });
    const answer = await page.request.get(
      `${server.origin}/api/search/v1/search/hotSearch?schoolId=${DEMO.academy}`,
    );
    assert.deepEqual(((await answer.json()) as { data: { history: string[] } }).data.history, []);
    assert.deepEqual(problems, []);
    await page.context().close();
  });

  it('keyboard only: Tab to the box, type, Enter; then ArrowDown + Enter searches the highlighted entry', async () => {
    const { page, problems } = await visit(home());
    const box = searchBox(page);
    for (let i = 0; i < 40 && !(await box.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    assert.ok(await box.evaluate((el) => el === document.activeElement), 'Tab reaches the search box');
    await page.getByRole('listbox').getByRole('option').first().waitFor();
    await page.keyboard.type('Git');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('keyword') === 'Git');
    assert.ok((await resultNames(page)).includes('Git for Teams'));

    await box.focus();
    const first = page.getByRole('listbox').getByRole('option').first();
    await first.waitFor();
    await page.keyboard.press('ArrowDown');
    assert.equal(await box.getAttribute('aria-activedescendant'), await first.getAttribute('id'));
    assert.equal(await first.getAttribute('aria-selected'), 'true');
    const entry = (await first.textContent()) ?? '';
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('keyword') === entry);
    await page.keyboard.press('Escape');
    assert.deepEqual(problems, []);
    await page.context().close();
  });

  it('the results are in the server-rendered HTML, and the first load asks the API for none', async () => {
    const html = await (await fetch(`${server.origin}${results('pandas')}`)).text();
    // Rendered markup, not only the bootstrap's JSON (which holds the name as "name":"…").
    assert.ok(html.includes('>Data Analysis with Pandas<'), 'a course card in the HTML the server sent');
    assert.ok(!html.includes('aria-busy="true"'), 'no loading state in the HTML');

    const watched = await openPage(browser);
    const requests = searchRequests(watched.page);
    await watched.page.goto(`${server.origin}${results('pandas')}`);
    const names = await resultNames(watched.page);
    assert.ok(names.includes('Data Analysis with Pandas'), names.join(', '));
    // Hydrated (the feedback toggle responds), still without a search request.
    const toggle = watched.page.getByRole('button', { name: en['search.feedbackAsk'] });
    await toggle.click();
    await watched.page.getByRole('group', { name: en['search.feedbackAsk'] }).waitFor();
    assert.deepEqual(requests, []);
    assert.deepEqual(watched.problems, []);
    await watched.page.context().close();
  });

  it('no results: "No results found" with Clear search back to an empty search', async () => {
    const { page, problems } = await visit(results('qqqq-no-such-course'));
    await page.getByRole('heading', { level: 2, name: en['search.noResults'] }).waitFor();
    await page.getByRole('button', { name: en['search.clear'] }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/search') && !url.searchParams.has('keyword'));
    await page.getByRole('heading', { level: 1, name: en['route.search'] }).waitFor();
    assert.equal(await searchBox(page).inputValue(), '');
    assert.deepEqual(problems, []);
    await page.context().close();
  });
});

describe('category filter', () => {
  it('the category chosen in the mega-menu filters the results (server-rendered) as a removable chip', async () => {
    const { page, problems } = await visit(home());
    const requests = searchRequests(page);
    await page.getByRole('banner').getByRole('button', { name: en['header.categories'] }).click();
    await page.locator('header nav [aria-pressed]').first().click();
    const link = page.locator('[data-category-children] a').first();
    await link.waitFor();
    const title = (await link.textContent()) ?? '';
    const categoryId = new URL((await link.getAttribute('href')) ?? '', server.origin).searchParams.get(
      'categoryId',
    );
    assert.match(categoryId ?? '', /^\d{19}$/, 'the link carries the category');
    const query = new URLSearchParams({
      schoolId: DEMO.academy,
      categoryId: categoryId!,
      record: '0',
      'sxz-lang': 'en_US',
    });
    const api = (
      (await (await fetch(`${server.origin}/api/search/v1/search/courses?${query}`)).json()) as {
        data: { total: number; records: Array<{ name: string }> };
      }
    ).data;
    assert.ok(api.total > 0, `${title} has courses`);

    await link.click();
    await page.waitForURL(
      (url) => url.pathname.endsWith('/search') && url.searchParams.get('categoryId') === categoryId,
    );
    assert.deepEqual(
      JSON.parse((await page.evaluate(() => localStorage.getItem('portico_search_category'))) ?? 'null'),
      { id: categoryId, title, schoolId: DEMO.academy },
    );
    await page.getByText(fill(en['search.categoryChip']!, { title })).waitFor();
    assert.deepEqual(
      await resultNames(page),
      api.records.slice(0, 20).map((r) => r.name),
    );
    assert.deepEqual(requests, [], 'the filtered results come with the page');
    await page.getByRole('button', { name: fill(en['search.removeCategory']!, { title }) }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/search') && !url.searchParams.has('categoryId'));
    await page.getByText(en['page.searchEmpty']!).waitFor();
    assert.equal(await page.evaluate(() => localStorage.getItem('portico_search_category')), null);
    assert.deepEqual(problems, []);
    await page.context().close();
  });
});

describe('search result feedback', () => {
  const feedbackPosts = (page: Page) => {
    const bodies: Array<Record<string, unknown>> = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/school/feedback/addFeedback')) bodies.push(request.postDataJSON());
    });
    return bodies;
  };

  it('praise and "not found" as the teacher', async () => {
    // A short window, so the results page can scroll.
    const { page, problems } = await openPage(browser, { height: 480 });
    await logIn(page, 'teacher@demo.test', results('Python'));
    const bodies = feedbackPosts(page);
    await resultNames(page);
    const toggle = page.getByRole('button', { name: en['search.feedbackAsk'] });
    await toggle.click();
    await page.getByRole('button', { name: en['search.praise'] }).click();
    await page.getByText(en['search.feedbackSuccess']!).waitFor();
    await page.getByRole('button', { name: en['search.feedbackThanks'] }).waitFor();
    assert.deepEqual(bodies[0], {
      feedbackType: 4,
      feedbackContent: '',
      evaluation: 'praise',
      keyword: 'Python',
      allowContact: 1,
      clientType: '1',
    });

    await page.getByRole('button', { name: en['search.feedbackThanks'] }).click();
    await page.getByRole('button', { name: en['search.trodden'] }).click();
    const text = page.getByRole('textbox', { name: en['search.feedbackLabel'] });
    await page.getByRole('button', { name: en['search.feedbackSubmit'] }).click();
    await page.getByRole('alert').filter({ hasText: en['search.feedbackRequired'] }).waitFor();
    await text.fill('z'.repeat(120));
    assert.equal((await text.inputValue()).length, 100);
    await page
      .getByRole('alert')
      .filter({
        hasText: fill(pluralForm(en, 'en_US', 'search.feedbackTooLong', 100), { max: 100, count: 100 }),
      })
      .waitFor();
    await page.getByRole('button', { name: en['search.feedbackSubmit'] }).click();
    await text.waitFor({ state: 'detached' });
    assert.equal(bodies.length, 2);
    assert.deepEqual([bodies[1]?.evaluation, bodies[1]?.feedbackContent], ['trodden', 'z'.repeat(100)]);

    // Scrolling collapses an open panel.
    await page.getByRole('button', { name: en['search.feedbackAsk'] }).click();
    const panel = page.getByRole('group', { name: en['search.feedbackAsk'] });
    await panel.waitFor();
    await page.mouse.wheel(0, -600);
    await panel.waitFor({ state: 'hidden' });
    assert.deepEqual(problems, []);
    await page.context().close();
  });

  it('a visitor gets the login dialog, and the praise is sent after logging in', async () => {
    const { page, problems, audit } = await visit(results('Python'));
    const bodies = feedbackPosts(page);
    await resultNames(page);
    await page.getByRole('button', { name: en['search.feedbackAsk'] }).click();
    await audit('search feedback popover');
    await page.getByRole('button', { name: en['search.praise'] }).click();
    await logInThroughDialog(page, 'teacher@demo.test', audit);
    await page.getByRole('button', { name: en['search.feedbackThanks'] }).waitFor();
    assert.equal(bodies.length, 1);
    assert.equal(bodies[0]?.evaluation, 'praise');
    assert.deepEqual(problems, []);
    await page.context().close();
  });
});

describe('languages', () => {
  it('the search page is translated in all 12 languages', async () => {
    const { total } = await searchApi(server.origin, 'Python', DEMO.academy);
    for (const lang of LANGS) {
      const m = messages(lang);
      const { page, problems } = await visit(results('Python', lang));
      await page
        .getByRole('heading', { level: 1, name: fill(m['route.searchResults']!, { keyword: 'Python' }) })
        .waitFor();
      await page
        .getByRole('status')
        .filter({ hasText: fill(pluralForm(m, lang, 'search.count', total), { count: total }) })
        .waitFor();
      await page.getByRole('button', { name: m['search.feedbackAsk'] }).waitFor();
      assert.equal(await searchBox(page, m['header.searchLabel']).inputValue(), 'Python');
      assert.deepEqual(problems, [], lang);
      await page.context().close();
    }
  });

  it('an Arabic keyword renders right-to-left without errors', async () => {
    const ar = messages('ar_SA');
    const keyword = 'تعلم الآلة';
    const { page, problems } = await visit(home('ar_SA'));
    const box = searchBox(page, ar['header.searchLabel']);
    await box.fill(keyword);
    await box.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('keyword') === keyword);
    assert.equal(await page.locator('html').getAttribute('dir'), 'rtl');
    await page
      .getByRole('heading', { level: 1, name: fill(ar['route.searchResults']!, { keyword }) })
      .waitFor();
    await page.getByRole('heading', { level: 2, name: ar['search.noResults'] }).waitFor();
    assert.equal(await box.inputValue(), keyword);
    assert.deepEqual(problems, []);
    await page.context().close();
  });
});
