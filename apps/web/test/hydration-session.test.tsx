import { act } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { packsForRoute } from '@/i18n/packs.ts';
import { messagesFor } from '@/i18n/server-messages.ts';
import type { PorticoData } from '@/lib/portico-data.ts';
import { homeUrl, makeBootstrap } from './fixtures/bootstrap.ts';
import { parse } from './render-helpers.ts';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}

const viewer = {
  id: '2000000000000000001',
  nickName: 'Ann',
  realName: 'Ann',
  mobile: null,
  email: null,
  avatarUrl: null,
};

/** Server HTML (separate module graph, see vitest.config.ts) loaded into the global document, then hydrated. */
async function hydrated(url: string, over: Parameters<typeof makeBootstrap>[1] = {}): Promise<Root> {
  const bootstrap = makeBootstrap(url, over);
  const data: PorticoData = {
    bootstrap,
    messages: messagesFor(bootstrap.lang, packsForRoute(bootstrap.route.id)),
  };
  vi.resetModules();
  const { renderToString } = await import('./render-helpers.ts');
  const html = (await renderToString(bootstrap)).html;
  window.history.replaceState(null, '', url);
  const source = parse(html).documentElement;
  const target = document.documentElement;
  for (const name of target.getAttributeNames()) target.removeAttribute(name);
  for (const name of source.getAttributeNames()) target.setAttribute(name, source.getAttribute(name) ?? '');
  target.innerHTML = source.innerHTML;
  // A fresh client graph too: lazily imported chunks must share the modules of the hydrating app.
  vi.resetModules();
  const { hydrate } = await import('@/app/hydrate.tsx');
  // As the browser entry does: the route's page module and its lazy chunk are there before hydration starts.
  await (await import('@/app/routes/route-modules.ts')).loadRoutePage(bootstrap.route, bootstrap.page);
  let root: Root | undefined;
  await act(async () => {
    root = hydrate(data);
  });
  return root as Root;
}

describe('hydration with sessions', () => {
  let errors: MockInstance;
  let root: Root | undefined;
  beforeEach(() => {
    globalThis.IS_REACT_ACT_ENVIRONMENT = true;
    errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    act(() => root?.unmount());
    errors.mockRestore();
    vi.useRealTimers();
  });

  it('the login page hydrates its lazily loaded form and validates on submit', async () => {
    root = await hydrated('/login/index?sxz-lang=en_US');
    expect(errors.mock.calls).toEqual([]);
    const form = document.querySelector('main form') as HTMLFormElement;
    await act(async () => form.querySelector<HTMLButtonElement>('button[type="submit"]')?.click());
    const alerts = Array.from(form.querySelectorAll('[role="alert"]')).map((a) => a.textContent);
    expect(alerts).toEqual([
      'Enter your email address or mobile number',
      'Enter your password',
      'You must accept the service agreement and privacy policy',
    ]);
  });

  it('the user menu opens, closes on Escape and 100 ms after the pointer leaves', async () => {
    root = await hydrated(homeUrl, {
      viewer,
      membership: { validMember: true, admin: false, lecturer: false, role: 'member' },
    });
    expect(errors.mock.calls).toEqual([]);
    const button = document.querySelector<HTMLButtonElement>(
      'header [data-header-code="005"] button[aria-expanded]',
    );
    const list = button?.nextElementSibling as HTMLElement;
    await act(async () => button?.click());
    expect(button?.getAttribute('aria-expanded')).toBe('true');
    expect(list.hidden).toBe(false);
    await act(async () => {
      list.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(list.hidden).toBe(true);

    vi.useFakeTimers();
    await act(async () => button?.click());
    const menu = button?.parentElement as HTMLElement;
    await act(async () => {
      menu.dispatchEvent(new PointerEvent('pointerout', { bubbles: true, relatedTarget: document.body }));
      menu.dispatchEvent(new PointerEvent('pointerleave', { bubbles: false, relatedTarget: document.body }));
    });
    await act(async () => vi.advanceTimersByTime(99));
    expect(list.hidden).toBe(false);
    await act(async () => vi.advanceTimersByTime(1));
    expect(list.hidden).toBe(true);
  });

  it('a visitor clicking My learning gets the login dialog instead of navigating', async () => {
    root = await hydrated(homeUrl);
    const link = Array.from(document.querySelectorAll<HTMLAnchorElement>('header a')).find(
      (a) => a.textContent === 'My learning',
    );
    await act(async () => link?.click());
    // The dialog chunk is transformed on first import: wait for it (inside act, as the browser would render it).
    for (let i = 0; i < 100 && !document.querySelector('[role="dialog"]'); i += 1) {
      await act(async () => {
        await new Promise((r) => setTimeout(r, 50));
      });
    }
    const dialog = document.querySelector('[role="dialog"]');
    expect(dialog?.querySelector('h2')?.textContent).toBe('Log in');
    expect(dialog?.querySelector('input[name="account"]')).not.toBeNull();
    expect(errors.mock.calls).toEqual([]);
  });
});
