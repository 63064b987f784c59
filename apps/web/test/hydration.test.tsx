import { act } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { hydrate } from '@/app/hydrate.tsx';
import { messagesFor } from '@/i18n/server-messages.ts';
import type { PorticoData } from '@/lib/portico-data.ts';
import { homeUrl, makeBootstrap, SCHOOL_ID } from './fixtures/bootstrap.ts';
import { page, seedHeader } from './fixtures/header.ts';
import { parse } from './render-helpers.ts';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}

/** Puts the server HTML into the global document, as the browser would have parsed it. */
function loadDocument(html: string, url: string) {
  window.history.replaceState(null, '', url);
  const source = parse(html).documentElement;
  const target = document.documentElement;
  for (const name of target.getAttributeNames()) target.removeAttribute(name);
  for (const name of source.getAttributeNames()) target.setAttribute(name, source.getAttribute(name) ?? '');
  target.innerHTML = source.innerHTML;
}

/** Server HTML from a fresh module graph (see vitest.config.ts), separate from the client modules under test. */
async function serverHtml(bootstrap: PorticoData['bootstrap']): Promise<string> {
  vi.resetModules();
  const { renderToString } = await import('./render-helpers.ts');
  return (await renderToString(bootstrap)).html;
}

function dataFor(url: string, over: Parameters<typeof makeBootstrap>[1] = {}): PorticoData {
  const bootstrap = makeBootstrap(url, over);
  return { bootstrap, messages: messagesFor(bootstrap.lang) };
}

describe('hydration', () => {
  let errors: MockInstance;
  beforeEach(() => {
    globalThis.IS_REACT_ACT_ENVIRONMENT = true;
    errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    errors.mockRestore();
    delete window.__PORTICO__;
  });

  it('entry-client hydrates the server document without any console.error', async () => {
    const data = dataFor(homeUrl);
    const html = await serverHtml(data.bootstrap);
    loadDocument(html, homeUrl);
    window.__PORTICO__ = data;
    vi.resetModules();
    let entry: { root: Root | null } | undefined;
    await act(async () => {
      entry = await import('@/entry-client.tsx');
    });
    expect(errors.mock.calls).toEqual([]);
    // Hydrated: the More disclosure now responds to clicks.
    const button = document.querySelector<HTMLButtonElement>('header nav button[aria-expanded]');
    await act(async () => button?.click());
    expect(button?.getAttribute('aria-expanded')).toBe('true');
    expect(document.querySelector('header nav button + div')?.hasAttribute('hidden')).toBe(false);
    act(() => entry?.root?.unmount());
  });

  it.each([
    [
      'ar_SA course page',
      `/course/${SCHOOL_ID}/course-view?courseId=x&sxz-lang=ar_SA`,
      { lang: 'ar_SA' as const },
    ],
    ['404 page', '/nope', {}],
    ['design mode', '/design/home', { designMode: true }],
    ['hidden header', '/helpCenter/helpPage.htm', { headerHidden: true }],
    ['header settings', homeUrl, { headerSettings: seedHeader() }],
    ['preview', `/portal/${SCHOOL_ID}?preview=1&sxz-lang=en_US`, {}],
    [
      'two navigation groups, logged in',
      homeUrl,
      {
        viewer: { id: '2', nickName: 'A', realName: null, mobile: null, email: null, avatarUrl: null },
        navigation: {
          groups: [
            {
              id: '1',
              name: '一',
              nameEn: 'One',
              templateName: 'index1' as const,
              navigationPages: [page(0)],
            },
            {
              id: '2',
              name: '二',
              nameEn: 'Two',
              templateName: 'index1' as const,
              navigationPages: [page(0)],
            },
          ],
          activeGroupId: '1',
        },
      },
    ],
  ])('hydrates the %s without mismatches', async (_name, url, over) => {
    const data = dataFor(url, over);
    const html = await serverHtml(data.bootstrap);
    loadDocument(html, url);
    let root: Root | undefined;
    await act(async () => {
      root = hydrate(data);
    });
    expect(errors.mock.calls).toEqual([]);
    act(() => root?.unmount());
  });

  it('detects a mismatch (the guard works)', async () => {
    const data = dataFor(homeUrl);
    const html = await serverHtml(data.bootstrap);
    loadDocument(html, homeUrl);
    let root: Root | undefined;
    await act(async () => {
      root = hydrate({
        ...data,
        bootstrap: { ...data.bootstrap, school: { ...data.bootstrap.school!, nameEn: 'Other' } },
      });
    });
    expect(errors).toHaveBeenCalled();
    act(() => root?.unmount());
  });
});
