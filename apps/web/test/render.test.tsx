import { describe, expect, it } from 'vitest';
import {
  courseDetail,
  demoSchool,
  homeUrl,
  latestCourses,
  makeBootstrap,
  SCHOOL_ID,
} from './fixtures/bootstrap.ts';
import { messagesModuleFor } from '@/i18n/messages-module.ts';
import { ASSETS, NONCE, parse, renderToString } from './render-helpers.ts';

describe('render() document', () => {
  it('renders <html lang dir> from the language: zh_CN ltr', async () => {
    const { html } = await renderToString(
      makeBootstrap(homeUrl.replace('en_US', 'zh_CN'), { lang: 'zh_CN' }),
    );
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(html).toContain('<html lang="zh-CN" dir="ltr">');
    // zh_CN shows the Chinese school name and a Chinese title.
    expect(parse(html).title).toBe('首页 · 演示学院');
  });

  it('renders ar_SA right-to-left with Arabic messages', async () => {
    const { html } = await renderToString(
      makeBootstrap(homeUrl.replace('en_US', 'ar_SA'), { lang: 'ar_SA' }),
    );
    expect(html).toContain('<html lang="ar-SA" dir="rtl">');
    expect(parse(html).querySelector('.skip-link')?.textContent).toBe('تخطَّ إلى المحتوى الرئيسي');
  });

  it('has charset, viewport, stylesheet, module script with nonce and the inline data script with nonce', async () => {
    const { html } = await renderToString(makeBootstrap(homeUrl));
    const doc = parse(html);
    expect(doc.querySelector('meta[charset]')).not.toBeNull();
    expect(doc.querySelector('meta[name="viewport"]')?.getAttribute('content')).toContain(
      'width=device-width',
    );
    expect(doc.querySelector('link[rel="stylesheet"]')?.getAttribute('href')).toBe(
      '/assets/entry-client-test.css',
    );
    const moduleScript = doc.querySelector('script[type="module"]');
    expect(moduleScript?.getAttribute('src')).toBe('/assets/entry-client-test.js');
    expect(moduleScript?.getAttribute('nonce')).toBe(NONCE);
    const data = doc.getElementById('__portico_data');
    expect(data?.getAttribute('nonce')).toBe(NONCE);
    expect(data?.textContent?.startsWith('window.__PORTICO__={')).toBe(true);
  });

  it('makes the entry the one module script and preloads every chunk of the page code (issue 28 item 4)', async () => {
    const scripts = ['/assets/entry-client-a.js', '/assets/react-dom-b.js', '/assets/shell-c.js'];
    const doc = parse((await renderToString(makeBootstrap(homeUrl), { ...ASSETS, scripts })).html);
    // The entry imports the rest itself, a task apart: a script tag of their own would evaluate them at once.
    expect(
      [...doc.querySelectorAll('script[type="module"]')].map((node) => node.getAttribute('src')),
    ).toEqual([scripts[0]]);
    const preloaded = [...doc.querySelectorAll('head link[rel="modulepreload"]')].map((node) =>
      node.getAttribute('href'),
    );
    expect(scripts.every((src) => preloaded.includes(src))).toBe(true);
  });

  it('links the page language merged over English as a module of its own, preloaded from the head', async () => {
    const { html } = await renderToString(
      makeBootstrap(homeUrl.replace('en_US', 'de_DE'), { lang: 'de_DE' }),
    );
    const doc = parse(html);
    const json = /window\.__PORTICO__=(.*);$/s.exec(doc.getElementById('__portico_data')?.textContent ?? '');
    const data = JSON.parse(json?.[1] ?? '{}') as {
      messages?: unknown;
      messagesUrl: string;
      bootstrap: { lang: string };
    };
    expect(data.bootstrap.lang).toBe('de_DE');
    // Not inlined: the page carries its own data only.
    expect(data.messages).toBeUndefined();
    expect(html).not.toContain('"header.login"');
    expect(data.messagesUrl).toMatch(/^\/i18n\/de_DE\.[\w-]{12}\.js$/);
    expect(doc.querySelector(`head link[rel="modulepreload"][href="${data.messagesUrl}"]`)).not.toBeNull();
    const found = messagesModuleFor(data.messagesUrl.replace('/i18n/', ''));
    expect(found?.current).toBe(true);
    const messages = JSON.parse(
      found?.module.text.replace(/^export default /, '').replace(/;\n$/, '') ?? '{}',
    ) as Record<string, string>;
    expect(messages['header.login']).toBe('Anmelden');
    expect(found?.module.text).not.toContain('登录');
  });

  it('escapes </script> and U+2028/2029 in inlined data', async () => {
    const evil = '</script><script>alert(1)</script>\u2028\u2029<!--';
    const b = makeBootstrap(homeUrl, { school: { ...demoSchool, description: evil } });
    const { html } = await renderToString(b);
    const script = /<script id="__portico_data"[^>]*>(.*?)<\/script>/s.exec(html)?.[1] ?? '';
    expect(script).not.toContain('</script');
    expect(script).not.toContain('<!--');
    expect(script).not.toMatch(/[\u2028\u2029]/);
    expect(script).toContain('\\u003c/script\\u003e');
    // Still evaluates back to the original value.
    const json = script.replace(/^window\.__PORTICO__=/, '').replace(/;$/, '');
    expect(
      (JSON.parse(json) as { bootstrap: { school: { description: string } } }).bootstrap.school.description,
    ).toBe(evil);
    // Rendered as text in the page, never as markup.
    expect(parse(html).querySelectorAll('body script').length).toBe(1); // only the module bootstrap script
  });

  it('has landmarks and a skip link to main', async () => {
    const doc = parse((await renderToString(makeBootstrap(homeUrl))).html);
    expect(doc.querySelector('body > a.skip-link')?.getAttribute('href')).toBe('#main');
    expect(doc.querySelector('body > header')).not.toBeNull();
    expect(doc.querySelector('nav')).not.toBeNull();
    expect(doc.querySelector('main#main')).not.toBeNull();
    expect(doc.querySelector('footer')).not.toBeNull();
    for (const img of Array.from(doc.querySelectorAll('img'))) expect(img.hasAttribute('alt')).toBe(true);
  });
});

describe('titles per route', () => {
  const cases: Array<[string, string, string]> = [
    ['portal home', homeUrl, 'Home · Demo Academy'],
    ['more', `/portal/${SCHOOL_ID}/more`, 'Explore more · Demo Academy'],
    ['learning center', `/center/privateCenter.htm?schoolId=${SCHOOL_ID}`, 'Learning center · Demo Academy'],
    ['privilege', `/commonUsage/privilegePage.htm?tenantId=${SCHOOL_ID}`, 'Members only · Demo Academy'],
    ['help center', '/helpCenter/helpPage.htm', 'Help center · Demo Academy'],
    ['login', '/login/index', 'Log in · Demo Academy'],
    ['cookie policy', '/commonUsage/cookiePolicy.htm', 'Cookie policy · Demo Academy'],
    ['insufficient permissions', '/insufficient-permissions', 'Insufficient permissions · Demo Academy'],
    ['design', '/design/page/1', 'Design mode · Demo Academy'],
  ];
  it.each(cases)('%s', async (_name, url, title) => {
    const doc = parse((await renderToString(makeBootstrap(url))).html);
    expect(doc.title).toBe(title);
    expect(doc.querySelectorAll('h1').length).toBe(1);
  });

  it('search: "Results for …" with the bootstrap\'s results in place (no loading status); hot searches without keyword', async () => {
    const hotSearches = [{ keyword: 'kubernetes', count: 9 }];
    const records = [latestCourses[4]!, latestCourses[0]!].map((course) => ({
      ...course,
      schoolId: SCHOOL_ID,
      description: null,
      lecturerName: null,
      categoryTitle: null,
    }));
    const b = makeBootstrap(`/portal/${SCHOOL_ID}/search?keyword=cloud`, {
      page: {
        kind: 'search',
        keyword: 'cloud',
        hotSearches,
        results: { records, total: 2, page: 1, pageSize: 20, categoryId: null },
      },
    });
    const doc = parse((await renderToString(b)).html);
    expect(doc.title).toBe('Results for “cloud” · Demo Academy');
    expect(doc.querySelector('h1')?.textContent).toBe('Results for “cloud”');
    expect(doc.querySelector('main [role="status"]')?.textContent).toBe('Courses found: 2');
    expect(doc.querySelector('main [aria-busy="true"]')).toBeNull();
    expect([...doc.querySelectorAll('main article h2')].map((h) => h.textContent)).toEqual([
      latestCourses[4]!.name,
      latestCourses[0]!.name,
    ]);
    expect(doc.querySelector<HTMLInputElement>('header input[name="keyword"]')?.getAttribute('value')).toBe(
      'cloud',
    );

    const empty = makeBootstrap(`/portal/${SCHOOL_ID}/search`, {
      page: { kind: 'search', keyword: '', hotSearches, results: null },
    });
    const emptyDoc = parse((await renderToString(empty)).html);
    expect(emptyDoc.querySelector('h1')?.textContent).toBe('Search');
    expect(emptyDoc.querySelector('main a[href*="keyword=kubernetes"]')).not.toBeNull();
  });

  it('course view: course name, lecturer and category; or "Course not found"', async () => {
    const url = `/course/${SCHOOL_ID}/course-view?courseId=${courseDetail.id}`;
    const doc = parse(
      (
        await renderToString(
          makeBootstrap(url, {
            page: { kind: 'course', course: courseDetail, enrolment: null, enrolBlock: null, outline: null },
          }),
        )
      ).html,
    );
    expect(doc.title).toBe('Data Analytics with SQL · Demo Academy');
    expect(doc.querySelector('main')?.textContent).toContain('Li Wei');
    const missing = parse(
      (
        await renderToString(
          makeBootstrap(url, {
            page: { kind: 'course', course: null, enrolment: null, enrolBlock: null, outline: null },
          }),
        )
      ).html,
    );
    expect(missing.querySelector('h1')?.textContent).toBe('Course not found');
  });

  it('privilege page names the school', async () => {
    const doc = parse((await renderToString(makeBootstrap('/commonUsage/privilegePage.htm'))).html);
    expect(doc.querySelector('main')?.textContent).toContain('Demo Academy is open to its members only');
  });
});

describe('not found', () => {
  it('answers 404 with the NotFound page inside the shell', async () => {
    const { status, html } = await renderToString(makeBootstrap('/no/such/page'));
    const doc = parse(html);
    expect(status).toBe(404);
    expect(doc.querySelector('main h1')?.textContent).toBe('Page not found');
    expect(doc.querySelector('body > header')).not.toBeNull();
    expect(doc.querySelector('footer')).not.toBeNull();
    expect(doc.title).toBe('Page not found · Demo Academy');
  });

  it('answers 200 for known routes', async () => {
    expect((await renderToString(makeBootstrap(homeUrl))).status).toBe(200);
  });
});

describe('courses and footer', () => {
  it('strikes the price only when licenseToSell is "1"', async () => {
    const licensed = parse((await renderToString(makeBootstrap(homeUrl))).html);
    const discounted = latestCourses.filter((c) => c.price !== c.actualPrice).length;
    expect(discounted).toBeGreaterThan(0);
    expect(licensed.querySelectorAll('[data-testid="price-strike"]').length).toBe(discounted);
    expect(licensed.querySelector('main')?.textContent).toContain('Flash sale');

    const unlicensed = makeBootstrap(homeUrl, { school: { ...demoSchool, licenseToSell: '0' } });
    const doc = parse((await renderToString(unlicensed)).html);
    expect(doc.querySelectorAll('[data-testid="price-strike"]').length).toBe(0);
    expect(doc.querySelector('main')?.textContent).not.toContain('Flash sale');
  });

  it('shows Free, formatted prices, member badges and formatted counts', async () => {
    const text =
      parse((await renderToString(makeBootstrap(homeUrl))).html).querySelector('main')?.textContent ?? '';
    expect(text).toContain('Free');
    expect(text).toContain('¥149.00');
    expect(text).toContain('Members');
    // Issue 23 item 8: English counts in English compact notation, the spec's cap as "10M+" (never "w").
    expect(text).toContain('Views: 10M+');
    expect(text).toContain('Enrolled: 10M+');
    expect(text).toContain('Enrolled: 3.4K');
    expect(text).not.toMatch(/\d(\.\d)?w/);
  });

  it('renders footer template 2: legal links only, feedback button, QR codes, copyright', async () => {
    const doc = parse((await renderToString(makeBootstrap(homeUrl))).html);
    const footer = doc.querySelector('footer');
    expect(footer?.querySelector('a[href^="/helpCenter/helpPage.htm?type=1"]')?.textContent).toBe(
      'Learner guide',
    );
    expect(footer?.querySelector('a[href^="/helpCenter/helpPage.htm?type=2"]')?.textContent).toBe(
      'Admin guide',
    );
    expect(footer?.querySelector('a[href^="/privacy"]')?.textContent).toBe('Privacy');
    expect(footer?.querySelector('button')?.textContent).toBe('Feedback');
    expect(footer?.querySelector('a[href="https://demo.example.com/contact"]')).not.toBeNull();
    expect(footer?.querySelector('a[href^="javascript"]')).toBeNull();
    const qr = footer?.querySelectorAll('img');
    expect(qr?.length).toBe(2);
    expect(qr?.[1]?.getAttribute('src')).toBe('/static/qr/app-en.png');
    expect(qr?.[0]?.getAttribute('width')).toBe('100');
    expect(footer?.textContent).toContain('ICP 12345678');

    const plain = parse((await renderToString(makeBootstrap(homeUrl, { footer: null }))).html);
    expect(plain.querySelector('footer a[href^="/helpCenter/helpPage.htm"]')?.textContent).toBe(
      'Help center',
    );
  });
});
