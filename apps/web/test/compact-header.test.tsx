/**
 * The compact header (issue 10): the server renders its controls for every width (CSS shows them below 1200 px), the
 * search button opens the search row, and the menu button opens the drawer — a labelled modal dialog holding the
 * navigation with every level, the categories, language, function menu and login — that closes on Escape and gives
 * focus back to the button.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HeaderLayout } from '@/app/shell/header-layout.tsx';
import { loadHeaderParts } from '@/app/shell/user-menu-part.ts';
import { homeUrl, makeBootstrap, SCHOOL_ID } from './fixtures/bootstrap.ts';
import { button, mount, setUpHeaderTests, tick, viewer } from './header-client.tsx';
import { parse, renderToString } from './render-helpers.ts';

const searchUrl = `/portal/${SCHOOL_ID}/search?keyword=python&sxz-lang=en_US`;
const searchPage = { kind: 'search' as const, keyword: 'python', hotSearches: [], results: null };

describe('server render', () => {
  it('renders the search and menu buttons; the search button controls the search slot, closed on the home page', async () => {
    const d = parse((await renderToString(makeBootstrap(homeUrl))).html);
    const controls = d.querySelector('header [data-compact-controls]');
    const [search, menu] = Array.from(controls?.querySelectorAll('button') ?? []);
    expect(search?.getAttribute('aria-label')).toBe('Search this school');
    expect(search?.getAttribute('aria-expanded')).toBe('false');
    const slot = d.querySelector('[data-header-code="004"]');
    expect(slot?.id).toBe(search?.getAttribute('aria-controls'));
    expect(slot?.hasAttribute('data-search-open')).toBe(false);
    expect(menu?.getAttribute('aria-label')).toBe('Menu');
    expect(menu?.getAttribute('aria-haspopup')).toBe('dialog');
    expect(menu?.getAttribute('aria-expanded')).toBe('false');
    // The drawer is a lazy chunk: nothing of it on the server.
    expect(d.querySelector('[data-menu-drawer]')).toBeNull();
  });

  it('on the search page the search row starts open (it shows the keyword)', async () => {
    const d = parse((await renderToString(makeBootstrap(searchUrl, { page: searchPage }))).html);
    const slot = d.querySelector('[data-header-code="004"]');
    expect(slot?.hasAttribute('data-search-open')).toBe(true);
    expect(slot?.querySelector('input')?.getAttribute('value')).toBe('python');
    expect(d.querySelector(`[aria-controls="${slot?.id}"]`)?.getAttribute('aria-expanded')).toBe('true');
  });

  it('no search button without a search component in the header settings', async () => {
    const b = makeBootstrap(homeUrl);
    const settings = {
      top: { left: [{ navComId: '001' as const, width: null }], right: [] },
      bottom: { left: [{ navComId: '003' as const, width: null }], right: [] },
      components: [],
    };
    const d = parse((await renderToString({ ...b, headerSettings: settings })).html);
    const buttons = d.querySelectorAll('header [data-compact-controls] button');
    expect(Array.from(buttons).map((el) => el.getAttribute('aria-label'))).toEqual(['Menu']);
  });
});

describe('in the browser', () => {
  setUpHeaderTests();

  it('the search button shows the search row and puts the caret in it; again hides it', async () => {
    // Focus opens the search card, which asks for hot searches.
    const hot = { code: 200, data: { hotSearch: ['Python'], history: [] } };
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(hot), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    mount(<HeaderLayout />);
    const toggle = button('Search this school');
    const slot = document.getElementById(toggle.getAttribute('aria-controls') ?? '')!;
    fireEvent.click(toggle);
    await tick(50);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(slot.hasAttribute('data-search-open')).toBe(true);
    expect(document.activeElement).toBe(slot.querySelector('input[type="search"]'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    fireEvent.click(toggle);
    expect(slot.hasAttribute('data-search-open')).toBe(false);
  });

  it('the menu opens a labelled drawer with every level, categories, language, function menu and login', async () => {
    vi.useRealTimers();
    mount(<HeaderLayout />);
    const menu = button('Menu');
    menu.focus();
    await act(async () => void fireEvent.click(menu));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    const links = Array.from(drawer.querySelectorAll('a')).map((a) => a.textContent);
    // Visible items and those under More (Certification, Events → Meetups), all in one list.
    for (const label of [
      'Home',
      'Courses',
      'Cloud computing',
      'Certification',
      'Events',
      'Meetups',
      'Log in',
    ])
      expect(links, label).toContain(label);
    expect(links).toContain('简体中文');
    expect(links).toContain('العربية');
    expect(links).toContain('My learning');
    const categories = Array.from(drawer.querySelectorAll('button')).find(
      (b) => b.textContent === 'Categories',
    );
    expect(categories?.getAttribute('aria-expanded')).toBe('false');
    expect(drawer.contains(document.activeElement)).toBe(true);
    await act(async () => void fireEvent.keyDown(document.activeElement!, { key: 'Escape' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(menu));
    expect(menu.getAttribute('aria-expanded')).toBe('false');
  });

  it('a signed-in user finds the user panel (entries and both sign-outs) instead of the login button', async () => {
    vi.useRealTimers();
    // The user menu is a chunk of its own, loaded before a signed-in page renders (as the entries do).
    await loadHeaderParts(viewer);
    mount(<HeaderLayout />, makeBootstrap(homeUrl, { viewer }));
    await act(async () => void fireEvent.click(button('Menu')));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(drawer.textContent).toContain('Ada');
    const buttons = Array.from(drawer.querySelectorAll('button')).map((b) => b.textContent);
    expect(buttons).toContain('Log out');
    expect(buttons).toContain('Log out everywhere');
    expect(Array.from(drawer.querySelectorAll('a')).map((a) => a.textContent)).not.toContain('Log in');
  });
});
