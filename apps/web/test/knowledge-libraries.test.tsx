// @vitest-environment jsdom
/**
 * Issue 27: the creation center's libraries tab — the form says what is missing before asking the server and sends
 * the library as the API takes it; an open library adds each finished upload (the slot the route passes) with its
 * folder, shows an Office document's conversion and asks again until it is ready, removes a file, and a stale
 * permission save shows the conflict and starts over on the server's latest version.
 */
import type { KnowledgeDocument, KnowledgeLibraryDetail, MediaRef } from '@portico/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { packsForRoute } from '@/i18n/packs.ts';
import { LocationProvider } from '@/lib/location.tsx';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import LibraryManager from '@/features/knowledge/components/library-manager.tsx';
import type { UploadSlotProps } from '@/features/knowledge/lib/upload-slot.ts';
import { createI18n } from '@/i18n/create-i18n.ts';
import { messagesFor } from '@/i18n/server-messages.ts';
import { envelope } from './client-helpers.tsx';

const SCHOOL = '1000000000000000001';
const LIB = '9800000000000000002';
const en = messagesFor('en_US', [...packsForRoute('creation-center'), 'errors']);
const ok = (data: unknown) => envelope(200, { code: 200, data });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const doc = (patch: Partial<KnowledgeDocument> = {}): KnowledgeDocument => ({
  documentId: '9800000000000000003',
  libId: LIB,
  folder: '',
  title: 'plan.docx',
  type: 'word',
  bytes: 4096,
  pageCount: null,
  preview: 'converting',
  createdAt: '2026-11-24T08:00:00.000Z',
  author: null,
  ...patch,
});

const detail = (documents: KnowledgeDocument[], version = 1): KnowledgeLibraryDetail => ({
  library: {
    libId: LIB,
    name: 'handbooks',
    title: { zh_CN: '手册', en_US: 'Handbooks' },
    description: 'Policies',
    permission: 'staff',
    documentCount: documents.length,
    updatedAt: '2026-11-24T08:00:00.000Z',
    version,
  },
  documents,
  canDownload: true,
  canManage: true,
});

/** A finished upload, as the tus field reports it. */
const REF: MediaRef = {
  mediaId: '9800000000000000009',
  kind: 'library',
  name: 'plan.docx',
  bytes: 4096,
  url: '/media/x',
  durationS: null,
  pageCount: null,
};

function FakeUpload({ onChange, label }: UploadSlotProps) {
  return (
    <button type="button" onClick={() => onChange(REF)}>
      {`upload: ${label}`}
    </button>
  );
}

const show = (query = '') =>
  render(
    <I18nextProvider i18n={createI18n('en_US', en)}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <LocationProvider url={`/iadmin/${SCHOOL}/create-center/?tab=libraries${query}`}>
          <LibraryManager schoolId={SCHOOL} lang="en_US" Upload={FakeUpload} />
        </LocationProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );

const calls = (method: string) =>
  fetchMock.mock.calls.filter(([, init]) => ((init as RequestInit | undefined)?.method ?? 'GET') === method);
const bodyOf = (call: unknown[]) =>
  JSON.parse(String((call[1] as RequestInit).body)) as Record<string, unknown>;

describe('the libraries tab', () => {
  it('checks the new library’s name and title, then creates it as the API takes it and opens it', async () => {
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
      if (url.includes('/options')) return ok({ languages: ['zh_CN', 'en_US'], defaultLang: 'zh_CN' });
      if (init?.method === 'POST') return ok(detail([]));
      return ok({ libraries: [] });
    });
    show();
    await screen.findByText(en['creation.libraries.empty']!);
    const create = await screen.findByRole('button', { name: en['creation.libraries.create'] });
    fireEvent.click(create);
    expect(screen.getByText(en['creation.libraries.nameRequired']!)).toBeTruthy();
    expect(screen.getByText(en['creation.libraries.titleRequired']!)).toBeTruthy();
    expect(calls('POST')).toHaveLength(0);

    fireEvent.change(screen.getByRole('textbox', { name: en['creation.libraries.name'] }), {
      target: { value: 'handbooks' },
    });
    const title = screen.getByRole('group', { name: en['creation.libraries.title'] });
    fireEvent.change(within(title).getAllByRole('textbox')[0]!, { target: { value: '手册' } });
    fireEvent.change(screen.getByRole('combobox', { name: en['creation.libraries.permission'] }), {
      target: { value: 'staff' },
    });
    fireEvent.click(create);
    await screen.findByRole('heading', { name: en['creation.libraries.settingsTitle'] });
    expect(bodyOf(calls('POST')[0]!)).toEqual({
      name: 'handbooks',
      title: { zh_CN: '手册' },
      description: '',
      permission: 'staff',
    });
  });

  it('adds each finished upload with its folder, follows the conversion and removes a file', async () => {
    let converted = false;
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
      if (url.includes('/options')) return ok({ languages: ['zh_CN', 'en_US'], defaultLang: 'zh_CN' });
      if (init?.method === 'POST') return ok(detail([doc({ folder: 'HR' })]));
      if (init?.method === 'DELETE') return ok({ documentId: doc().documentId });
      if (url.endsWith(`/libraries/${LIB}`))
        return ok(detail(converted ? [doc({ folder: 'HR', preview: 'pdf' })] : []));
      return ok({ libraries: [] });
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      show(`&libId=${LIB}`);
      await screen.findByText(en['knowledge.emptyLibrary']!);
      fireEvent.change(screen.getByRole('textbox', { name: en['creation.libraries.folder'] }), {
        target: { value: 'HR' },
      });
      fireEvent.click(screen.getByRole('button', { name: `upload: ${en['creation.libraries.file']}` }));
      await screen.findByText('plan.docx was added to the library.');
      expect(bodyOf(calls('POST')[0]!)).toEqual({ mediaId: REF.mediaId, folder: 'HR' });
      const row = screen.getByRole('list', { name: 'HR' });
      expect(within(row).getByText(en['creation.libraries.state.converting']!)).toBeTruthy();

      // The converter finishes on the server: the tab asks again by itself.
      converted = true;
      await act(async () => {
        await vi.advanceTimersByTimeAsync(2500);
      });
      await waitFor(() =>
        expect(
          within(screen.getByRole('list', { name: 'HR' })).getByText(en['creation.libraries.state.pdf']!),
        ).toBeTruthy(),
      );

      fireEvent.click(screen.getByRole('button', { name: 'Remove plan.docx' }));
      await screen.findByText('plan.docx was removed from the library.');
      expect(String(calls('DELETE')[0]![0])).toMatch(/\/documents\/9800000000000000003$/);
      expect(screen.queryByRole('list', { name: 'HR' })).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows a stale permission save’s conflict and starts over on the latest version', async () => {
    let version = 1;
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
      if (url.includes('/options')) return ok({ languages: ['zh_CN', 'en_US'], defaultLang: 'zh_CN' });
      if (init?.method === 'PUT') {
        const sent = bodyOf([null, init]);
        if (sent.version !== version)
          return envelope(409, {
            code: 409,
            errorCode: 'EDIT_CONFLICT',
            message: 'stale',
            details: { version },
          });
        version += 1;
        return ok(detail([], version));
      }
      return ok(detail([], version));
    });
    show(`&libId=${LIB}`);
    const save = await screen.findByRole('button', { name: en['creation.libraries.save'] });
    version = 2; // Someone else saved meanwhile.
    fireEvent.click(save);
    expect((await screen.findByRole('alert')).textContent).toBe(en['errors.EDIT_CONFLICT']);
    fireEvent.click(screen.getByRole('button', { name: en['creation.libraries.reload'] }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    fireEvent.click(save);
    await screen.findByText(en['creation.libraries.saved']!);
    expect(calls('PUT').map((call) => bodyOf(call).version)).toEqual([1, 2]);
  });

  it('edits the title per language and the description, and saves them with the permission', async () => {
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
      if (url.includes('/options')) return ok({ languages: ['zh_CN', 'en_US'], defaultLang: 'zh_CN' });
      if (init?.method === 'PUT') {
        const sent = bodyOf([null, init]);
        const next = detail([], 2);
        return ok({ ...next, library: { ...next.library, ...sent, version: 2 } });
      }
      return ok(detail([]));
    });
    show(`&libId=${LIB}`);
    const title = await screen.findByRole('group', { name: en['creation.libraries.title'] });
    const [zh] = within(title).getAllByRole('textbox');
    expect((zh as HTMLInputElement).value).toBe('手册');
    // The school's default language is required.
    fireEvent.change(zh!, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: en['creation.libraries.save'] }));
    expect(screen.getByText(en['creation.libraries.titleRequired']!)).toBeTruthy();
    expect(calls('PUT')).toHaveLength(0);
    fireEvent.change(zh!, { target: { value: '员工手册' } });
    fireEvent.change(screen.getByRole('textbox', { name: en['creation.libraries.description'] }), {
      target: { value: 'Policies and forms' },
    });
    fireEvent.click(screen.getByRole('button', { name: en['creation.libraries.save'] }));
    await screen.findByText(en['creation.libraries.saved']!);
    expect(bodyOf(calls('PUT')[0]!)).toEqual({
      version: 1,
      title: { zh_CN: '员工手册', en_US: 'Handbooks' },
      description: 'Policies and forms',
      permission: 'staff',
    });
  });
});
