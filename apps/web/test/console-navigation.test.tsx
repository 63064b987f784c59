/**
 * Issue 13 navigation section: reorder by keyboard (arrow keys on the handle, announced, focus kept) and by the
 * Move buttons, the live header preview following edits (More overflow by core's rule), validation tied to its
 * field before anything is sent, and the versioned draft save.
 */
import type { ConsoleNavigation, ConsolePage, ShellBootstrap } from '@portico/contracts';
import type { NavDocPage, NavigationDocument } from '@portico/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import NavigationSection from '@/features/console-navigation/components/navigation-section.tsx';
import { createI18n } from '@/i18n/create-i18n.ts';
import { messagesFor } from '@/i18n/server-messages.ts';
import { BootstrapProvider } from '@/lib/bootstrap-context.tsx';
import { envelope } from './client-helpers.tsx';
import { makeBootstrap, SCHOOL_ID } from './fixtures/bootstrap.ts';

const PAGE_ID = '2000000000000000001';
const entry = (en: string, extra: Partial<NavDocPage> = {}): NavDocPage => ({
  id: null,
  kind: 'page',
  pageId: PAGE_ID,
  name: { zh_CN: `${en}中`, en_US: en },
  showName: {},
  isView: true,
  diyUrl: null,
  width: null,
  minWidth: null,
  children: [],
  menus: [],
  ...extra,
});
const doc: NavigationDocument = {
  groups: [
    {
      id: '3000000000000000001',
      name: { zh_CN: '主导航' },
      templateName: 'index1',
      pages: ['Home', 'Alpha', 'Beta', 'Gamma', 'Delta', 'Epsilon', 'Zeta', 'Eta'].map((n) => entry(n)),
    },
  ],
};
const data: ConsoleNavigation = {
  published: doc as ConsoleNavigation['published'],
  draft: null,
  draftSavedAt: null,
  defaultLang: 'zh_CN',
  languages: ['zh_CN', 'en_US'],
  pages: [{ id: PAGE_ID, title: 'Home page', pageType: 2 }],
  isO3: false,
};

function Providers({ bootstrap, children }: { bootstrap: ShellBootstrap; children: ReactNode }) {
  const i18n = createI18n(bootstrap.lang, messagesFor(bootstrap.lang, ['console']));
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <BootstrapProvider value={bootstrap}>{children}</BootstrapProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}

function renderSection() {
  const page: ConsolePage = {
    kind: 'console',
    section: 'navigation',
    schoolId: SCHOOL_ID,
    isSubSchool: false,
    parentSchoolId: null,
    data: { version: 4, data },
  };
  render(
    <Providers
      bootstrap={makeBootstrap(`/iadmin/${SCHOOL_ID}/management/navigation?sxz-lang=en_US`, { page })}
    >
      <NavigationSection page={page} />
    </Providers>,
  );
}

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn(async () => envelope(200, { code: 200, data: { version: 5, data } }));
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => setTimeout(() => cb(0), 0));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const entriesList = () => screen.getByRole('list', { name: 'Navigation entries' });
const titles = () =>
  within(entriesList())
    .getAllByRole('listitem')
    .map((li) => li.querySelector('[data-title]')?.firstChild?.textContent);
const previewBar = () => screen.getByTestId('nav-preview');

describe('navigation section', () => {
  it('reorders by keyboard on the handle: announced, focus kept, the preview follows', async () => {
    renderSection();
    // Eight entries, template index1: six before More (spec §2).
    expect(previewBar().getAttribute('data-visible')).toBe('6');
    expect(within(previewBar()).getByRole('button', { name: /More/ })).toBeTruthy();
    const handle = screen.getByRole('button', { name: 'Reorder Beta中: drag, or use the arrow keys' });
    handle.focus();
    fireEvent.keyDown(handle, { key: 'ArrowUp' });
    expect(titles().slice(0, 3)).toEqual(['Home中', 'Beta中', 'Alpha中']);
    expect(screen.getByText('Beta中 moved to position 2 of 8')).toBeTruthy();
    await act(async () => {
      await new Promise((r) => setTimeout(r, 5));
    });
    expect(document.activeElement?.getAttribute('aria-label')).toBe(
      'Reorder Beta中: drag, or use the arrow keys',
    );
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(titles().at(-1)).toBe('Beta中');
    // The preview shows the English titles in the new order; the first entry reads Home.
    const items = within(previewBar())
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items.slice(0, 3)).toEqual(['Home', 'Alpha', 'Gamma']);
    fireEvent.click(screen.getByRole('button', { name: 'Move Gamma中 up' }));
    expect(titles().slice(1, 3)).toEqual(['Gamma中', 'Alpha中']);
  });

  it('hiding an entry takes it out of the preview', () => {
    renderSection();
    const boxes = within(entriesList()).getAllByRole('checkbox');
    fireEvent.click(boxes[1]!);
    expect(previewBar().getAttribute('data-total')).toBe('7');
    expect(within(previewBar()).queryByText('Alpha')).toBeNull();
  });

  it('ties a missing default-language title to its field and sends nothing; a valid draft is saved with the version', async () => {
    renderSection();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Alpha中' }));
    const group = screen.getByRole('group', { name: 'Title' });
    const zh = within(group).getByLabelText(/简体中文/) as HTMLInputElement;
    fireEvent.change(zh, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(zh.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(zh.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Enter the title in the default language.',
    );
    expect(screen.getByRole('alert').textContent).toBe('1 problem to fix before saving');
    fireEvent.change(zh, { target: { value: '阿尔法' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await act(async () => {
      await new Promise((r) => setTimeout(r, 0));
    });
    const call = fetchMock.mock.calls.find((c) => String(c[0]).includes('/navigation/draft'));
    expect((call?.[1] as RequestInit).method).toBe('PUT');
    const body = JSON.parse(String((call?.[1] as RequestInit).body)) as {
      expectedVersion: number;
      data: NavigationDocument;
    };
    expect(body.expectedVersion).toBe(4);
    expect(body.data.groups[0]?.pages[1]?.name).toEqual({ zh_CN: '阿尔法', en_US: 'Alpha' });
  });
});
