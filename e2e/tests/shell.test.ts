/**
 * The server-rendered shell in a real browser against the real server: every spec route shows the header and
 * footer and a titled page, with the school's real data, in zh_CN, en_US and right-to-left ar_SA; unknown
 * paths get a 404 page inside the shell; hydration produces no errors.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { openPage } from '../src/browser.ts';
import { api, DEMO } from '../src/demo.ts';
import { logInThroughForm } from '../src/login.ts';
import { messages } from '../src/messages.ts';
import { browser, server, serverAndBrowserPerFile } from '../src/suite.ts';

interface Envelope<T> {
  code: number;
  data: T;
}
interface School {
  id: string;
  name: string;
  nameEn: string | null;
}
interface Course {
  id: string;
  name: string;
  courseResourceId: string;
}

let academy: School;
let subSchool: School;
let courses: Course[];

serverAndBrowserPerFile(async () => {
  academy = (await api<Envelope<School>>(server.origin, `/api/school/schools/${DEMO.academy}/`)).data;
  subSchool = (await api<Envelope<School>>(server.origin, `/api/school/schools/${DEMO.subSchool}/`)).data;
  courses = (
    await api<Envelope<{ latestCurriculum: Course[] }>>(
      server.origin,
      `/api/portal/api/v1/portal/open/latest-courses?schoolId=${DEMO.academy}&limit=5`,
    )
  ).data.latestCurriculum;
  // Issue 23 item 8: the same courses' names in the other page languages.
  for (const lang of ['en_US', 'ar_SA']) {
    const rows = (
      await api<Envelope<{ latestCurriculum: Course[] }>>(
        server.origin,
        `/api/portal/api/v1/portal/open/latest-courses?schoolId=${DEMO.academy}&limit=5&sxz-lang=${lang}`,
      )
    ).data.latestCurriculum;
    for (const [index, row] of rows.entries()) namesIn[`${lang}:${courses[index]?.name}`] = row.name;
  }
});

/** A course name (as the school's default language gives it) in `lang`. */
const namesIn: Record<string, string> = {};

/** Opens a path and returns the page, the HTTP status and whatever went wrong in the console. */
async function visit(path: string, options: { width?: number } = {}) {
  const watched = await openPage(browser, options);
  const response = await watched.page.goto(`${server.origin}${path}`, { waitUntil: 'load' });
  // Give hydration a moment to report mismatches, if any.
  await watched.page.waitForFunction(() => document.readyState === 'complete');
  await watched.page.waitForTimeout(150);
  return { ...watched, status: response?.status() ?? 0 };
}

describe('portal home', () => {
  it('shows the school, its navigation and latest courses in Chinese by default', async () => {
    const { page, status, problems } = await visit(`/portal/${DEMO.academy}`);
    const zh = messages('zh_CN');
    assert.equal(status, 200);
    assert.equal(await page.getAttribute('html', 'lang'), 'zh-CN');
    assert.equal(await page.getAttribute('html', 'dir'), 'ltr');
    await page.getByRole('banner').getByText(academy.name).first().waitFor();
    const nav = page.getByRole('navigation', { name: zh['header.navLabel'] });
    assert.equal((await nav.getByRole('link').first().textContent())?.trim(), zh['header.home']);
    await nav.getByRole('button', { name: zh['header.more'] }).waitFor();
    for (const course of courses.slice(0, 3)) {
      await page.getByRole('main').getByText(course.name, { exact: true }).first().waitFor();
    }
    assert.ok((await page.title()).includes(academy.name), `title "${await page.title()}" names the school`);
    await page.getByRole('contentinfo').waitFor();
    assert.deepEqual(problems, []);
    await page.context().close();
  });

  it('speaks English with sxz-lang=en_US and every shell link keeps the language', async () => {
    const { page, problems } = await visit(`/portal/${DEMO.academy}?sxz-lang=en_US`);
    const en = messages('en_US');
    assert.equal(await page.getAttribute('html', 'lang'), 'en-US');
    const nav = page.getByRole('navigation', { name: en['header.navLabel'] });
    assert.equal((await nav.getByRole('link').first().textContent())?.trim(), en['header.home']);
    await page.getByRole('heading', { level: 2, name: en['course.latest'] }).waitFor();
    const hrefs = await page.$$eval('header a[href^="/"], main a[href^="/"]', (links) =>
      links.map((link) => link.getAttribute('href') ?? ''),
    );
    assert.ok(hrefs.length > 5, 'the page has internal links');
    for (const href of hrefs) assert.match(href, /[?&]sxz-lang=en_US(&|#|$)/, `${href} carries sxz-lang`);
    assert.deepEqual(problems, []);
    await page.context().close();
  });

  it('mirrors the layout right-to-left in Arabic', async () => {
    const { page, problems } = await visit(`/portal/${DEMO.academy}?sxz-lang=ar_SA`, { width: 1440 });
    const ar = messages('ar_SA');
    assert.equal(await page.getAttribute('html', 'lang'), 'ar-SA');
    assert.equal(await page.getAttribute('html', 'dir'), 'rtl');
    const nav = page.getByRole('navigation', { name: ar['header.navLabel'] });
    assert.equal((await nav.getByRole('link').first().textContent())?.trim(), ar['header.home']);
    // The logo sits at the inline start, which is the right-hand side in a right-to-left page.
    const logo = await page.getByRole('banner').getByRole('link').first().boundingBox();
    assert.ok(logo && logo.x > 1440 / 2, `logo starts at x=${logo?.x}, on the right half`);
    assert.deepEqual(problems, []);
    await page.context().close();
  });

  it('hides the header when the query asks for it, already in the server render', async () => {
    const response = await fetch(`${server.origin}/portal/${DEMO.academy}?headershow=true`);
    const html = await response.text();
    assert.equal(response.status, 200);
    // No site header (its navigation and login link) in the server-rendered HTML: nothing to flash.
    assert.doesNotMatch(html, new RegExp(`aria-label="${messages('zh_CN')['header.navLabel']}"`));
    assert.doesNotMatch(html, /href="\/login\/index/);
    const { page, problems } = await visit(`/portal/${DEMO.academy}?hideSxzHeader=true`);
    assert.equal(await page.getByRole('banner').count(), 0);
    await page.getByRole('contentinfo').waitFor();
    assert.deepEqual(problems, []);
    await page.context().close();
  });
});

describe('other routes', () => {
  it('shows a sub-school portal with the sub-school name, in all three languages', async () => {
    for (const lang of ['zh_CN', 'en_US', 'ar_SA']) {
      const { page, status, problems } = await visit(
        `/portal/${DEMO.academy}/sub-school/${DEMO.subSchool}?sxz-lang=${lang}`,
      );
      assert.equal(status, 200);
      // School names follow the language: the English name outside Chinese when the school has one.
      const name = lang === 'zh_CN' ? subSchool.name : (subSchool.nameEn ?? subSchool.name);
      await page.getByRole('heading', { level: 1 }).filter({ hasText: name }).waitFor();
      assert.equal(await page.getAttribute('html', 'dir'), lang === 'ar_SA' ? 'rtl' : 'ltr');
      assert.deepEqual(problems, [], lang);
      await page.context().close();
    }
  });

  it('shows the search route with its keyword and results, in all three languages', async () => {
    for (const lang of ['zh_CN', 'en_US', 'ar_SA']) {
      // Course names in the page's language (issue 23 item 8).
      const expected = (
        await api<Envelope<{ records: Array<{ name: string }> }>>(
          server.origin,
          `/api/search/v1/search/courses?schoolId=${DEMO.academy}&keyword=Python&record=0&sxz-lang=${lang}`,
        )
      ).data.records;
      assert.ok(expected.length > 0, 'the demo data has Python courses');
      const { page, status, problems } = await visit(
        `/portal/${DEMO.academy}/search?keyword=Python&activeIndex=-1&sxz-lang=${lang}`,
      );
      assert.equal(status, 200);
      await page.getByRole('heading', { level: 1 }).filter({ hasText: 'Python' }).waitFor();
      for (const hit of expected.slice(0, 3)) {
        await page.getByRole('main').getByText(hit.name, { exact: true }).first().waitFor();
      }
      assert.deepEqual(problems, [], lang);
      await page.context().close();
    }
  });

  it('shows the search route with the keyword the user searched for', async () => {
    const { page, problems } = await visit(`/portal/${DEMO.academy}/search?sxz-lang=en_US`);
    const en = messages('en_US');
    const box = page.getByRole('combobox', { name: en['header.searchLabel'] });
    await box.fill('  数据 analysis ');
    await box.press('Enter');
    await page.waitForURL(/keyword=/);
    const url = new URL(page.url());
    assert.equal(url.searchParams.get('keyword'), '数据 analysis');
    assert.equal(url.searchParams.get('activeIndex'), '-1');
    assert.equal(url.searchParams.get('sxz-lang'), 'en_US');
    await page.getByRole('heading', { level: 1 }).filter({ hasText: '数据 analysis' }).waitFor();
    assert.deepEqual(problems, []);
    await page.context().close();
  });

  it('shows a course page with the course from the database, in all three languages', async () => {
    for (const lang of ['zh_CN', 'en_US', 'ar_SA']) {
      // The course's name in the page's language (issue 23 item 8).
      const course = (
        await api<Envelope<{ latestCurriculum: Course[] }>>(
          server.origin,
          `/api/portal/api/v1/portal/open/latest-courses?schoolId=${DEMO.academy}&limit=5&sxz-lang=${lang}`,
        )
      ).data.latestCurriculum.find((row) => row.id === courses[0]!.id)!;
      const { page, status, problems } = await visit(
        `/course/${DEMO.academy}/course-view?courseId=${course.id}&sxz-lang=${lang}`,
      );
      assert.equal(status, 200);
      await page.getByRole('heading', { level: 1, name: course.name }).waitFor();
      assert.ok((await page.title()).includes(course.name));
      assert.deepEqual(problems, [], lang);
      await page.context().close();
    }
  });

  it('says so when a course id belongs to no course of this school', async () => {
    const { page, problems } = await visit(`/course/${DEMO.academy}/course-view?courseId=1&sxz-lang=en_US`);
    await page.getByRole('heading', { level: 1, name: messages('en_US')['course.notFound'] }).waitFor();
    assert.deepEqual(problems, []);
    await page.context().close();
  });

  it('answers an unknown path with a 404 page inside the shell, in each language', async () => {
    for (const lang of ['zh_CN', 'en_US', 'ar_SA']) {
      const { page, status, problems } = await visit(`/no/such/page?sxz-lang=${lang}`);
      assert.equal(status, 404);
      await page.getByRole('heading', { level: 1, name: messages(lang)['route.notFound'] }).waitFor();
      await page.getByRole('contentinfo').waitFor();
      assert.deepEqual(problems, [], lang);
      await page.context().close();
    }
  });
});

describe('every route of the spec table', () => {
  const id = DEMO.academy;
  // [path, message key of its title — or the literal text the page is titled with]
  const routePaths = (): Array<[string, string]> => [
    [`/portal/${id}/more`, 'route.portalMore'],
    [`/course/${id}/application-view?courseId=${courses[1]!.courseResourceId}&appType=1`, courses[1]!.name],
    [`/knowledge/knowledgePortal.htm?schoolId=${id}`, 'route.knowledgePortal'],
    [`/knowledge/knowledgeList.htm?schoolId=${id}`, 'route.knowledgeList'],
    [`/iexam/${id}/exercise/home`, 'route.exerciseHome'],
    [`/iexam/${id}/examInfo`, 'route.exam'],
    [`/center/privateCenter.htm?schoolId=${id}&type=studyCenter_MyCourse`, 'route.privateCenter'],
    [`/center/myLearningProfile.htm?schoolId=${id}`, 'route.learningProfile'],
    [`/personSpace/${id}/works`, 'route.personSpace'],
    [`/classInfo/${id}/lecturing-center/class-management`, 'route.teachingCenter'],
    [`/iadmin/${id}/create-center/`, 'route.creationCenter'],
    // Issue 13: console pages are titled by their section (console message pack).
    [`/iadmin/${id}/management/workbench`, 'console.section.workbench'],
    [`/iadmin/${DEMO.subSchool}/sub-college-management/sub-college-info`, 'console.section.profile'],
    [`/mobile/AIChat-pc.htm?schoolId=${id}`, 'route.aiChat'],
    [`/community/communityPortal.htm?schoolId=${id}`, 'route.community'],
    [`/o3/${DEMO.o3School}/detail`, 'route.o3Detail'],
    [
      `/commonUsage/privilegePage.htm?tenantId=${DEMO.closedSchool}&isResources=true&inCollege=false`,
      'route.privilege',
    ],
    [`/commonUsage/classInfo.htm?schoolId=${id}`, 'route.classInfoJump'],
    [`/commonUsage/cookiePolicy.htm?schoolId=${id}`, 'route.cookiePolicy'],
    [`/complaintReport/123?schoolId=${id}`, 'route.complaintReport'],
    [`/login/select`, 'route.loginSelect'],
    [`/login/index?redirect=${encodeURIComponent(`/portal/${id}`)}`, 'route.login'],
    [`/register/invite?way=go_back&exitSign=0`, 'route.registerInvite'],
    [`/register/create?way=go_back&exitSign=0`, 'route.registerCreate'],
    [`/privacy`, 'route.privacy'],
    [`/insufficient-permissions`, 'route.insufficientPermissions'],
    [`/design/portal/${id}`, 'route.design'],
  ];

  // Pages only a logged-in user may open (a visitor is sent to login, tested in identity.test.ts).
  const PROTECTED = /^\/(center|personSpace|classInfo|iadmin|login\/select|register)\b/;

  it('renders each with header, footer and its own title, without hydration errors', async () => {
    const watched = await openPage(browser);
    const check = async (path: string, key: string) => {
      for (const lang of ['en_US', 'ar_SA']) {
        const separator = path.includes('?') ? '&' : '?';
        const response = await watched.page.goto(`${server.origin}${path}${separator}sxz-lang=${lang}`);
        assert.equal(response?.status(), 200, path);
        assert.equal(new URL(watched.page.url()).pathname, path.split('?')[0], `${path} was not redirected`);
        const heading =
          messages(lang)[key] ?? messages(lang, 'console')[key] ?? namesIn[`${lang}:${key}`] ?? key;
        const h1 = (await watched.page.getByRole('heading', { level: 1 }).first().textContent()) ?? '';
        assert.ok(h1.includes(heading) || (await watched.page.title()).includes(heading), `${path}: "${h1}"`);
        assert.equal(await watched.page.getByRole('contentinfo').count(), 1, `${path} has the footer`);
      }
    };
    // As a visitor: every public route.
    for (const [path, key] of routePaths().filter(([path]) => !PROTECTED.test(path))) await check(path, key);
    // As the demo administrator (member, lecturer rights through admin, agreement signed): the protected ones.
    await watched.page.goto(`${server.origin}/login/index?sxz-lang=en_US`);
    await logInThroughForm(watched.page, 'admin@demo.test');
    await watched.page.waitForURL(/\/login\/select/);
    for (const [path, key] of routePaths().filter(([path]) => PROTECTED.test(path))) await check(path, key);
    // The help center hides the header (spec §2) but still shows its page.
    await watched.page.goto(`${server.origin}/helpCenter/helpPage.htm?sxz-lang=en_US&type=1`);
    assert.equal(await watched.page.getByRole('banner').count(), 0);
    await watched.page
      .getByRole('heading', { level: 1, name: messages('en_US')['route.helpCenter'] })
      .waitFor();
    assert.deepEqual(watched.problems, []);
    await watched.page.context().close();
  });
});
