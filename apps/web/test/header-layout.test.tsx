import { describe, expect, it } from 'vitest';
import { homeUrl, makeBootstrap, SCHOOL_ID } from './fixtures/bootstrap.ts';
import { seedHeader } from './fixtures/header.ts';
import { parse, renderToString } from './render-helpers.ts';

type Over = Parameters<typeof makeBootstrap>[1];
const doc = async (url: string, over: Over = {}) =>
  parse((await renderToString(makeBootstrap(url, over))).html);

/** Codes of one row side, in order; `rendered` leaves out slots that render nothing (hidden by :empty). */
const codes = (d: Document, row: string, side: string, rendered = false) =>
  Array.from(
    d.querySelectorAll(`[data-header-row="${row}"] > [data-header-side="${side}"] > [data-header-code]`),
  )
    .filter((el) => !rendered || el.childNodes.length > 0 || el.getAttribute('data-header-code') === '011')
    .map((el) => el.getAttribute('data-header-code'));

const viewer = {
  id: '2000000000000000003',
  nickName: 'Ada',
  realName: null,
  mobile: null,
  email: null,
  avatarUrl: null,
};

describe('header layout from the header settings', () => {
  it('settings null → the default header: logo, search; function menu, language, login; navigation below', async () => {
    const d = await doc(homeUrl, { headerSettings: null });
    expect(codes(d, 'top', 'left')).toEqual(['001', '002', '004']);
    expect(codes(d, 'top', 'right')).toEqual(['010', '007', '008', '006', '009', '005']);
    expect(codes(d, 'bottom', 'left')).toEqual(['003']);
    // 007 (language) always shows something; the other slots belong to later capabilities (src/app/header-slots).
    expect(d.querySelector('[data-header-code="007"]')?.textContent).toContain('English');
    // Default function menu: inline links; a visitor has My learning only.
    const fn = d.querySelector('[data-header-code="010"]');
    expect(fn?.querySelector('button')).toBeNull();
    expect(Array.from(fn?.querySelectorAll('a') ?? []).map((a) => a.textContent)).toEqual(['My learning']);
  });

  it('places every component where the settings say, with its width; 011 is empty flexible space', async () => {
    const d = await doc(homeUrl, { headerSettings: seedHeader() });
    expect(codes(d, 'top', 'left')).toEqual(['001', '002']);
    expect(codes(d, 'top', 'right')).toEqual(['004', '007', '008', '006', '009', '010', '005']);
    expect(codes(d, 'bottom', 'left')).toEqual(['003']);
    expect(codes(d, 'bottom', 'right')).toEqual(['011']);
    const nav = d.querySelector<HTMLElement>('[data-header-code="003"]');
    expect(nav?.getAttribute('style')).toContain('1200px');
    expect(nav?.querySelector('nav')).not.toBeNull();
    const spacer = d.querySelector('[data-header-code="011"]');
    expect(spacer?.childNodes.length).toBe(0);
    expect(d.querySelector('[data-header-code="004"] form[role="search"]')).not.toBeNull();
  });

  it('logo style 1 shows icon and name; logo style 2 hides the name (the icon carries it)', async () => {
    const both = await doc(homeUrl, { headerSettings: seedHeader({ logoStyle: 1 }) });
    const logo1 = both.querySelector('[data-header-code="001"] a');
    expect(logo1?.textContent).toBe('Demo Academy');
    expect(logo1?.querySelector('img')?.getAttribute('alt')).toBe('');
    const iconOnly = await doc(homeUrl, { headerSettings: seedHeader({ logoStyle: 2 }) });
    const logo2 = iconOnly.querySelector('[data-header-code="001"] a');
    expect(logo2?.textContent).toBe('');
    expect(logo2?.querySelector('img')?.getAttribute('alt')).toBe('Demo Academy');
    expect(logo2?.getAttribute('href')).toBe(`/portal/${SCHOOL_ID}?sxz-lang=en_US`);
  });

  it('005: Log in with a way back for visitors, the user panel when logged in', async () => {
    const visitor = await doc(homeUrl);
    expect(visitor.querySelector('[data-header-code="005"] a')?.getAttribute('href')).toBe(
      `/login/index?redirect=${encodeURIComponent(homeUrl)}&sxz-lang=en_US`,
    );
    const member = await doc(homeUrl, { viewer });
    expect(member.querySelector('[data-header-code="005"] a[href^="/login/index"]')).toBeNull();
    expect(member.querySelector('[data-header-code="005"] button')?.textContent).toContain('Ada');
  });

  it('010 as a list: a collapsed disclosure; admin entries gated, illegal and switched-off links left out', async () => {
    const membership = { validMember: true, admin: true, lecturer: false, role: 'admin' as const };
    const d = await doc(homeUrl, { headerSettings: seedHeader(), viewer, membership });
    const trigger = d.querySelector('[data-header-code="010"] button');
    expect(trigger?.textContent).toBe('Quick access');
    expect(trigger?.getAttribute('aria-expanded')).toBe('false');
    const panel = d.getElementById(trigger?.getAttribute('aria-controls') ?? '');
    expect(panel?.hasAttribute('hidden')).toBe(true);
    const entries = Array.from(panel?.querySelectorAll('li > *') ?? []).map((el) => [
      el.textContent,
      el.getAttribute('href'),
    ]);
    expect(entries).toEqual([
      // Until the store flag (spec §4, marketConfig) says '1', School management is the workbench (spec §2).
      ['School management', `/iadmin/${SCHOOL_ID}/management/workbench?sxz-lang=en_US`],
      ['Console', `/iadmin/${SCHOOL_ID}/management/workbench?sxz-lang=en_US`],
      ['My learning', `/center/privateCenter.htm?schoolId=${SCHOOL_ID}&sxz-lang=en_US`],
      ['Help docs', 'https://example.com/help'],
      ['Coming soon', null],
    ]);
    expect(panel?.querySelector('a[href^="https://"]')?.getAttribute('rel')).toContain('noopener');
    // Not an admin: no management entries.
    const learner = await doc(homeUrl, {
      headerSettings: seedHeader(),
      viewer,
      membership: { validMember: true, admin: false, lecturer: false, role: 'member' },
    });
    expect(learner.querySelector('[data-header-code="010"]')?.textContent).not.toContain('Console');
  });

  it('custom entries follow the language (zh_CN: showName, then name)', async () => {
    const d = await doc(homeUrl.replace('en_US', 'zh_CN'), { lang: 'zh_CN', headerSettings: seedHeader() });
    const text = d.querySelector('[data-header-code="010"] ul')?.textContent ?? '';
    expect(text).toContain('帮助文档');
    expect(text).toContain('敬请期待');
    expect(text).toContain('我的学习');
  });

  it('is sticky and not yet "fixed" on the server; absent when headerHidden', async () => {
    const d = await doc(homeUrl);
    expect(d.querySelector('body > header')?.hasAttribute('data-fixed')).toBe(false);
    const hidden = await doc('/helpCenter/helpPage.htm', { headerHidden: true });
    expect(hidden.querySelector('body > header')).toBeNull();
    expect(hidden.querySelector('main h1')?.textContent).toBe('Help center');
  });

  it('keeps the search form (keyword ≤ 500, activeIndex -1, sxz-lang)', async () => {
    const form = (await doc(homeUrl)).querySelector('header form[role="search"]');
    expect(form?.getAttribute('action')).toBe(`/portal/${SCHOOL_ID}/search`);
    expect(form?.querySelector('input[name="keyword"]')?.getAttribute('maxlength')).toBe('500');
    expect(form?.querySelector('input[name="activeIndex"]')?.getAttribute('value')).toBe('-1');
    expect(form?.querySelector('input[name="sxz-lang"]')?.getAttribute('value')).toBe('en_US');
  });
});

describe('preview mode', () => {
  it.each(['preview=1', 'isPreview=true'])('%s: banner, Withdrawal, overlay, inert content', async (q) => {
    const d = await doc(`/portal/${SCHOOL_ID}?${q}&activeIndex=2&sxz-lang=en_US`);
    const banner = d.querySelector('[role="region"][aria-label="Computer preview"]');
    expect(banner?.textContent).toContain('Computer preview');
    expect(banner?.querySelector('button')?.textContent).toBe('Withdrawal');
    expect(d.querySelector('[data-preview-overlay]')).not.toBeNull();
    const content = d.querySelector('body > div[inert]');
    expect(content?.querySelector('header')).not.toBeNull();
    expect(content?.querySelector('main')).not.toBeNull();
    expect(content?.querySelector('footer')).not.toBeNull();
    expect(d.querySelector('.skip-link')).toBeNull();
    // Preview pages use the active index -1: nothing is current.
    expect(d.querySelector('header nav [aria-current="page"]')).toBeNull();
  });

  it('no banner without the query', async () => {
    const d = await doc(homeUrl);
    expect(d.querySelector('[data-preview-overlay]')).toBeNull();
    expect(d.querySelector('[inert]')).toBeNull();
  });
});
