/**
 * Issue 27 item 3: the page designer — modules listed in page order, reordered by keyboard (dnd-kit: space, arrow,
 * space) and the move buttons, added, duplicated and removed; the draft is saved with the version it read, publish
 * waits for a saved draft, and the live preview draws what the server resolved.
 */
import type { ConsolePortalPage, PortalModuleView } from '@portico/contracts';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import PageDesigner from '@/features/page-designer/components/page-designer.tsx';
import { envelope, Providers } from './client-helpers.tsx';
import { makeBootstrap, SCHOOL_ID } from './fixtures/bootstrap.ts';

const PAGE_ID = '1000000000000000777';
const page = (modules: ConsolePortalPage['draft']['modules']): ConsolePortalPage => ({
  page: { pageId: PAGE_ID, title: 'Home', pageType: 2, hasDraft: false, publishedAt: null },
  draft: { modules },
  published: null,
  draftSavedAt: null,
  classes: [],
  categories: [],
  languages: ['en_US'],
  defaultLang: 'en_US',
});
const START = [
  {
    id: 'intro',
    kind: 'richText' as const,
    audience: null,
    title: { en_US: 'Intro' },
    html: { en_US: '<p>Hi</p>' },
  },
  {
    id: 'links',
    kind: 'linkGrid' as const,
    audience: { kind: 'members' as const },
    title: { en_US: 'Links' },
    links: [{ label: { en_US: 'Search' }, url: '/portal/1/search' }],
  },
];

let fetchMock: ReturnType<typeof vi.fn>;
let saved: unknown[] = [];

/** dnd-kit measures rows: each list item 60 px below the one before it (happy-dom has no layout). */
function stubLayout() {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const item = this.closest('li');
    const index = item?.parentElement ? [...item.parentElement.children].indexOf(item) : 0;
    const top = index * 60;
    return {
      x: 0,
      y: top,
      top,
      left: 0,
      right: 300,
      bottom: top + 50,
      width: 300,
      height: 50,
      toJSON: () => ({}),
    };
  });
}

beforeEach(() => {
  stubLayout();
  saved = [];
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    if (url.includes('/preview')) {
      const views: PortalModuleView[] = body.modules.map((m: { id: string; kind: string }) => ({
        id: m.id,
        kind: m.kind,
        title: `Preview ${m.id}`,
        audience: null,
        html: '<p>Preview text</p>',
        links: [],
      }));
      return envelope(200, { code: 200, data: views });
    }
    if (url.endsWith('/draft') && method === 'PUT') {
      saved.push(body);
      return envelope(200, { code: 200, data: { version: 4, data: page(body.data.modules) } });
    }
    if (url.endsWith('/publish')) {
      saved.push({ publish: body });
      return envelope(200, { code: 200, data: { version: 5, data: page(START) } });
    }
    return envelope(200, { code: 200, data: { version: 3, data: page(START) } });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function mount() {
  const bootstrap = makeBootstrap(`/design/portal?schoolId=${SCHOOL_ID}&pageId=${PAGE_ID}&sxz-lang=en_US`);
  render(
    <Providers bootstrap={bootstrap} packs={['console', 'creation']}>
      <PageDesigner
        schoolId={SCHOOL_ID}
        pageId={PAGE_ID}
        renderPreview={(modules) => (
          <ol aria-label="preview">
            {modules.map((m) => (
              <li key={m.id}>{m.title}</li>
            ))}
          </ol>
        )}
      />
    </Providers>,
  );
}

const rowNames = () =>
  [
    ...screen.getByRole('list', { name: 'Modules of this page' }).querySelectorAll('button[aria-pressed]'),
  ].map((b) => b.textContent);

describe('page designer', () => {
  it('reorders by keyboard, saves the draft with the version read, then publishes', async () => {
    mount();
    await screen.findByRole('list', { name: 'Modules of this page' });
    expect(rowNames()).toEqual(['Intro', 'Links']);
    const handle = screen.getByRole('button', { name: 'Drag Intro' });
    handle.focus();
    await act(async () => {
      fireEvent.keyDown(handle, { key: ' ', code: 'Space' });
      await new Promise((r) => setTimeout(r, 20));
    });
    await act(async () => {
      fireEvent.keyDown(document.activeElement ?? handle, { key: 'ArrowDown', code: 'ArrowDown' });
      await new Promise((r) => setTimeout(r, 20));
    });
    await act(async () => {
      fireEvent.keyDown(document.activeElement ?? handle, { key: ' ', code: 'Space' });
      await new Promise((r) => setTimeout(r, 20));
    });
    await waitFor(() => expect(rowNames()).toEqual(['Links', 'Intro']));
    // Publishing waits for the saved draft.
    expect(screen.getByRole('button', { name: 'Publish' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({
      expectedVersion: 3,
      data: { modules: [{ id: 'links' }, { id: 'intro' }] },
    });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Publish' })).toHaveProperty('disabled', false),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(saved[1]).toEqual({ publish: { expectedVersion: 4, data: {} } }));
    await screen.findByText('Published. Learners see this version now.');
  });

  it('adds, duplicates and removes modules with the buttons, and the preview follows', async () => {
    mount();
    await screen.findByRole('list', { name: 'Modules of this page' });
    fireEvent.change(screen.getByLabelText('Module type'), { target: { value: 'courseRow' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add module' }));
    expect(rowNames()).toEqual(['Intro', 'Links', 'Course row']);
    await screen.findByText('Course row added at the end.');
    fireEvent.click(screen.getByRole('button', { name: 'Duplicate Intro' }));
    expect(rowNames()).toEqual(['Intro', 'Intro', 'Links', 'Course row']);
    fireEvent.click(screen.getByRole('button', { name: 'Move Links up' }));
    expect(rowNames()).toEqual(['Intro', 'Links', 'Intro', 'Course row']);
    fireEvent.click(screen.getAllByRole('button', { name: 'Remove Intro' })[0]!);
    expect(rowNames()).toEqual(['Links', 'Intro', 'Course row']);
    // The live preview shows the server's rendering of the current draft (debounced).
    const preview = await screen.findByRole('list', { name: 'preview' }, { timeout: 3000 });
    await waitFor(() => expect(preview.textContent).toContain('Preview links'), { timeout: 3000 });
    const previewCall = fetchMock.mock.calls.at(-1)!;
    expect(String(previewCall[0])).toContain(`/portal-pages/${PAGE_ID}/preview`);
  });
});
