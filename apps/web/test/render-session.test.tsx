import type { ViewerMembership } from '@portico/contracts';
import { describe, expect, it } from 'vitest';
import { demoSchool, homeUrl, makeBootstrap, SCHOOL_ID } from './fixtures/bootstrap.ts';
import { parse, renderToString } from './render-helpers.ts';

const viewer = {
  id: '2000000000000000001',
  nickName: 'Ann the very long nickname',
  realName: null,
  mobile: null,
  email: null,
  avatarUrl: '/static/avatars/ann.png',
};
const member = (over: Partial<ViewerMembership> = {}): ViewerMembership => ({
  validMember: true,
  admin: false,
  lecturer: false,
  role: 'member',
  ...over,
});

async function doc(url: string, over: Parameters<typeof makeBootstrap>[1] = {}) {
  return parse((await renderToString(makeBootstrap(url, over))).html);
}
const menuLinks = (d: Document) =>
  Array.from(d.querySelectorAll('header [data-header-code="005"] button[aria-expanded] + ul a')).map((a) => [
    a.textContent,
    a.getAttribute('href'),
  ]);

describe('header when logged in', () => {
  it('replaces Log in with the user panel: avatar, name cut at width 12 with …, collapsed menu', async () => {
    const d = await doc(homeUrl, { viewer, membership: member() });
    expect(d.querySelector('header a[href^="/login/index"]')).toBeNull();
    const button = d.querySelector('header [data-header-code="005"] button[aria-expanded]');
    expect(button?.getAttribute('aria-expanded')).toBe('false');
    expect(button?.textContent).toBe('Ann the very…');
    expect(button?.querySelector('img')?.getAttribute('src')).toBe('/static/avatars/ann.png');
    expect(
      d.querySelector('header [data-header-code="005"] button[aria-expanded] + ul')?.hasAttribute('hidden'),
    ).toBe(true);
  });

  it('a learner gets the personal center and Log out only', async () => {
    const d = await doc(homeUrl, { viewer, membership: member() });
    expect(menuLinks(d)).toEqual([
      [
        'Personal center',
        `/center/privateCenter.htm?schoolId=${SCHOOL_ID}&activeIndex=personCenter&sxz-lang=en_US`,
      ],
    ]);
    expect(
      d.querySelector('header [data-header-code="005"] button[aria-expanded] + ul button')?.textContent,
    ).toBe('Log out');
  });

  it('an admin lecturer gets management, console and teaching center', async () => {
    const d = await doc(homeUrl, {
      viewer,
      membership: member({ admin: true, lecturer: true, role: 'admin' }),
    });
    expect(menuLinks(d).map(([label]) => label)).toEqual([
      'Personal center',
      'School management',
      'Console',
      'Teaching center',
    ]);
    expect(menuLinks(d)[2]?.[1]).toBe(`/iadmin/${SCHOOL_ID}/management/workbench?sxz-lang=en_US`);
    expect(menuLinks(d)[3]?.[1]).toBe(
      `/classInfo/${SCHOOL_ID}/lecturing-center/class-management?sxz-lang=en_US`,
    );
  });

  it('a lecturer who is no admin gets the question bank (the console sections open to them) and teaching', async () => {
    const d = await doc(homeUrl, { viewer, membership: member({ lecturer: true, role: 'lecturer' }) });
    expect(menuLinks(d)).toEqual([
      [
        'Personal center',
        `/center/privateCenter.htm?schoolId=${SCHOOL_ID}&activeIndex=personCenter&sxz-lang=en_US`,
      ],
      ['Question bank', `/iadmin/${SCHOOL_ID}/management/question-bank?sxz-lang=en_US`],
      ['Teaching center', `/classInfo/${SCHOOL_ID}/lecturing-center/class-management?sxz-lang=en_US`],
    ]);
  });

  it('an admin who is not a valid member gets no management entries', async () => {
    const d = await doc(homeUrl, { viewer, membership: member({ validMember: false, admin: true }) });
    expect(menuLinks(d).map(([label]) => label)).toEqual(['Personal center']);
  });

  it('the O3 school links the personal center to its community profile', async () => {
    const d = await doc(homeUrl, { viewer, membership: member(), school: { ...demoSchool, kind: 'o3' } });
    expect(menuLinks(d)[0]?.[1]).toMatch(
      /^\/community\/o3Profile\.htm\?source=personalCenter&sxz-lang=en_US/,
    );
  });

  it('visitors keep Log in and get My learning (login first, then the learning center)', async () => {
    const d = await doc(homeUrl);
    expect(d.querySelector('header a[href^="/login/index"]')?.textContent).toBe('Log in');
    const myLearning = Array.from(d.querySelectorAll('header a')).find(
      (a) => a.textContent === 'My learning',
    );
    expect(myLearning?.getAttribute('href')).toBe(
      `/center/privateCenter.htm?schoolId=${SCHOOL_ID}&sxz-lang=en_US`,
    );
  });

  it('never renders the agreement or name dialogs on the server', async () => {
    const d = await doc(homeUrl, {
      viewer,
      membership: member(),
      nameIncomplete: true,
      agreement: { signed: false, needSign: true, agreementUpdated: false, latestAgreement: null },
    });
    expect(d.querySelector('[role="dialog"]')).toBeNull();
    expect(d.body.textContent).not.toContain('School convention agreement');
  });
});

describe('login and register pages (server-rendered lazy forms)', () => {
  it('/login/index shows the whole form on first paint', async () => {
    const d = await doc(`/login/index?redirect=${encodeURIComponent(homeUrl)}&sxz-lang=en_US`);
    expect(d.querySelector('main h1')?.textContent).toBe('Log in');
    const form = d.querySelector('main form');
    expect(form?.getAttribute('method')).toBe('post');
    const label = (text: string) =>
      Array.from(form?.querySelectorAll('label') ?? []).find((l) => l.textContent === text);
    const account = d.getElementById(label('Email or mobile number')?.getAttribute('for') ?? '');
    expect(account?.getAttribute('autocomplete')).toBe('username');
    const password = d.getElementById(label('Password')?.getAttribute('for') ?? '');
    expect(password?.getAttribute('type')).toBe('password');
    const check = d.getElementById(
      label('I have read and accept the service agreement and the privacy policy')?.getAttribute('for') ?? '',
    );
    expect(check?.getAttribute('type')).toBe('checkbox');
    expect(check?.hasAttribute('checked')).toBe(false);
    expect(form?.querySelector('a[href^="/privacy?"]')?.textContent).toBe('Privacy policy');
    expect(form?.querySelector('a[href^="/helpCenter/helpPage.htm"]')?.textContent).toBe('Service agreement');
    expect(form?.querySelector('button[type="submit"]')?.textContent).toBe('Log in');
    expect(form?.querySelector('[role="alert"]')).toBeNull();
  });

  it('is translated (ar_SA)', async () => {
    const d = await doc('/login/index?sxz-lang=ar_SA', { lang: 'ar_SA' });
    expect(d.querySelector('main form button[type="submit"]')?.textContent).toBe('تسجيل الدخول');
  });

  it('/register/create has name, description and Back for way=go_back', async () => {
    const d = await doc('/register/create?way=go_back&exitSign=0&sxz-lang=en_US', { viewer });
    const labels = Array.from(d.querySelectorAll('main form label')).map((l) => l.textContent);
    expect(labels).toEqual(['School name', 'Description (optional)']);
    expect(d.querySelector('main form input[name="name"]')?.getAttribute('maxlength')).toBe('50');
    const buttons = Array.from(d.querySelectorAll('main form button')).map((b) => b.textContent);
    expect(buttons).toEqual(['Create school', 'Back']);
    const noBack = await doc('/register/invite?sxz-lang=en_US', { viewer });
    expect(Array.from(noBack.querySelectorAll('main form button')).map((b) => b.textContent)).toEqual([
      'Join school',
    ]);
  });

  it('/login/select starts loading the viewer schools (fetched in the browser)', async () => {
    const d = await doc('/login/select?sxz-lang=en_US', { viewer, school: null });
    expect(d.querySelector('main [role="status"]')?.textContent).toBe('Loading…');
  });
});
