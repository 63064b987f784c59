import { act } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { packsForRoute } from '@/i18n/packs.ts';
import { messagesFor } from '@/i18n/server-messages.ts';
import type { PorticoData } from '@/lib/portico-data.ts';
import { homeUrl, latestCourses, makeBootstrap, SCHOOL_ID } from './fixtures/bootstrap.ts';
import { page, seedHeader } from './fixtures/header.ts';
import { loadDocument, serverHtml } from './hydration-helpers.ts';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}

function dataFor(url: string, over: Parameters<typeof makeBootstrap>[1] = {}): PorticoData {
  const bootstrap = makeBootstrap(url, over);
  // As the browser gets them: the page's messages module, main messages and the route's packs.
  return { bootstrap, messages: messagesFor(bootstrap.lang, packsForRoute(bootstrap.route.id)) };
}

/**
 * As the browser entry does: a fresh client module graph (the route's page module is imported lazily, so it must
 * share the modules of the hydrating app), the route's page module loaded, then hydration.
 */
async function hydrateFresh(data: PorticoData): Promise<Root> {
  vi.resetModules();
  const { loadRoutePage } = await import('@/app/routes/route-modules.ts');
  const { hydrate } = await import('@/app/hydrate.tsx');
  await loadRoutePage(data.bootstrap.route, data.bootstrap.page);
  return hydrate(data);
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
      const module = await import('@/entry-client.tsx');
      await module.ready;
      entry = module;
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
      root = await hydrateFresh(data);
    });
    expect(errors.mock.calls).toEqual([]);
    act(() => root?.unmount());
  });

  it("hydrates the search page's server-rendered results without a mismatch and without a request", async () => {
    const url = `/portal/${SCHOOL_ID}/search?keyword=cloud&sxz-lang=en_US`;
    const records = latestCourses.slice(0, 3).map((course) => ({
      ...course,
      schoolId: SCHOOL_ID,
      description: null,
      lecturerName: 'Li Wei',
      categoryTitle: 'Cloud',
    }));
    const data = dataFor(url, {
      page: {
        kind: 'search',
        keyword: 'cloud',
        hotSearches: [],
        results: { records, total: 3, page: 1, pageSize: 20, categoryId: null },
      },
    });
    const html = await serverHtml(data.bootstrap);
    loadDocument(html, url);
    const fetchMock = vi.fn(async () => new Response('{}', { status: 500 }));
    vi.stubGlobal('fetch', fetchMock);
    // A fresh client module graph: the lazy results chunk must not share modules with the server render above.
    vi.resetModules();
    const client = await import('@/app/hydrate.tsx');
    let root: Root | undefined;
    try {
      await act(async () => {
        root = client.hydrate(data);
      });
      // The results are a lazy chunk: hydration of their boundary completes once it has loaded.
      const toggle = document.querySelector<HTMLButtonElement>('main button[aria-expanded]')!;
      for (let i = 0; i < 50 && toggle.getAttribute('aria-expanded') !== 'true'; i++) {
        await act(async () => {
          toggle.click();
          await new Promise((resolve) => setTimeout(resolve, 10));
        });
      }
      expect(toggle.getAttribute('aria-expanded'), 'hydrated: the feedback toggle responds').toBe('true');
      expect(errors.mock.calls).toEqual([]);
      expect(document.querySelectorAll('main li article')).toHaveLength(3);
      expect(document.querySelector('main [role="status"]')?.textContent).toBe('Courses found: 3');
      expect(fetchMock).not.toHaveBeenCalled();
    } finally {
      act(() => root?.unmount());
      vi.unstubAllGlobals();
    }
  });

  it('detects a mismatch (the guard works)', async () => {
    const data = dataFor(homeUrl);
    const html = await serverHtml(data.bootstrap);
    loadDocument(html, homeUrl);
    let root: Root | undefined;
    await act(async () => {
      root = await hydrateFresh({
        ...data,
        bootstrap: { ...data.bootstrap, school: { ...data.bootstrap.school!, nameEn: 'Other' } },
      });
    });
    expect(errors).toHaveBeenCalled();
    act(() => root?.unmount());
  });
});
