/**
 * Issue 27 item 3: the page designer — modules listed in page order, reordered by keyboard (dnd-kit: space, arrow,
 * space) and the move buttons, added, duplicated and removed; the draft is saved with the version it read, publish
 * waits for a saved draft, and the live preview draws what the server resolved. A rich text is written per
 * language; a hand-picked course row's courses are found by title, shown by title and reordered.
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
  languages: ['en_US', 'ar_SA'],
  defaultLang: 'en_US',
});
const COURSES = [
  { id: '1000000000000000501', title: 'Algebra basics', categoryTitle: 'Maths' },
  { id: '1000000000000000502', title: 'Algebra practice', categoryTitle: null },
  { id: '1000000000000000503', title: 'Poetry', categoryTitle: null },
];
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
    if (url.includes('/course-options')) {
      const query = new URL(url, 'http://portico.test').searchParams;
      const ids = query.get('ids')?.split(',');
      const q = query.get('q')?.toLowerCase() ?? '';
      const data = ids
        ? COURSES.filter((c) => ids.includes(c.id))
        : COURSES.filter((c) => c.title.toLowerCase().includes(q));
      return envelope(200, { code: 200, data });
    }
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
        parentSchoolId={null}
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

  it('writes a rich text per language: the language picker switches the editor', async () => {
    mount();
    await screen.findByRole('list', { name: 'Modules of this page' });
    fireEvent.click(screen.getByRole('button', { name: 'Intro' }));
    const picker = await screen.findByLabelText('Language of the text');
    expect([...picker.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'English (default)',
      'العربية (shows the default text)',
    ]);
    expect(screen.getByText('Text (English)')).toBeTruthy();
    fireEvent.change(picker, { target: { value: 'ar_SA' } });
    expect(screen.getByText('Text (العربية)')).toBeTruthy();
    expect(
      screen.getByText('Left empty, this language shows the text of the default language.'),
    ).toBeTruthy();
  });

  it('picks courses by title for a hand-picked row, reorders and removes them, and saves their ids', async () => {
    mount();
    await screen.findByRole('list', { name: 'Modules of this page' });
    fireEvent.change(screen.getByLabelText('Module type'), { target: { value: 'courseRow' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add module' }));
    fireEvent.change(screen.getByLabelText('Courses'), { target: { value: 'picked' } });
    await screen.findByText('No course picked yet. Find courses below and add them.');
    fireEvent.change(screen.getByLabelText('Find a course by title'), { target: { value: 'algebra' } });
    await screen.findByText('Published courses whose title contains “algebra”.', {}, { timeout: 3000 });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Add Poetry to the row' })).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Add Algebra basics to the row' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add Algebra practice to the row' }));
    await screen.findByText('Algebra practice added to the row.');
    const picked = () =>
      [...screen.getByRole('list', { name: 'Picked courses' }).querySelectorAll(':scope > li')].map(
        (li) => li.textContent,
      );
    await waitFor(() => expect(picked().join('|')).toMatch(/Algebra basics.*\|.*Algebra practice/));
    fireEvent.click(screen.getByRole('button', { name: 'Move Algebra practice up' }));
    await screen.findByText('Algebra practice moved to position 1 of 2.');
    fireEvent.click(screen.getByRole('button', { name: 'Remove Algebra basics' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const modules = (saved[0] as { data: { modules: { kind: string; courseIds?: string[] }[] } }).data
      .modules;
    expect(modules.at(-1)).toMatchObject({
      kind: 'courseRow',
      source: 'picked',
      courseIds: [COURSES[1]!.id],
    });
  });
});
