// @vitest-environment jsdom
// The agreement dialog sanitises with DOMPurify, which does not support happy-dom (see sanitize-html.test.ts).
/**
 * Issue 13 content sections: the footer, bulletins and agreements forms (validation tied to their fields, the
 * versioned calls, the conflict's Reload), and the agreement dialog's "what changed" view (text, never markup).
 */
import type {
  AgreementChanges,
  AgreementStatus,
  ConsoleAgreementsView,
  ConsoleBulletinsView,
  ConsoleFooterView,
} from '@portico/contracts';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import AgreementDialog from '@/features/agreement/components/agreement-dialog.tsx';
import { AgreementChangesView } from '@/features/agreement/components/agreement-changes.tsx';
import AgreementsSection from '@/features/console-agreements/components/agreements-section.tsx';
import BulletinsSection from '@/features/console-bulletins/components/bulletins-section.tsx';
import FooterSection from '@/features/console-footer/components/footer-section.tsx';
import { envelope, Providers } from './client-helpers.tsx';
import { renderConsoleSection } from './console-helpers.tsx';
import { homeUrl, makeBootstrap, SCHOOL_ID } from './fixtures/bootstrap.ts';

const langs = { languages: ['zh_CN', 'en_US'] as const, defaultLang: 'zh_CN' as const };

let fetchMock: ReturnType<typeof vi.fn>;
const calls = (part: string) => fetchMock.mock.calls.filter((c) => String(c[0]).includes(part));
const bodyOf = (call: unknown[] | undefined) =>
  JSON.parse(String((call?.[1] as RequestInit).body)) as unknown;
const flush = () =>
  act(async () => {
    await new Promise((r) => setTimeout(r, 0));
  });

beforeEach(() => {
  fetchMock = vi.fn(async () => envelope(200, { code: 200, data: null }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const footerView: ConsoleFooterView = {
  ...langs,
  languages: [...langs.languages],
  footer: {
    usedType: 2,
    versionInformationSwitch: '1',
    copyright: { company: { zh_CN: '演示' }, beian: '', registerSystemInfo: '', support: {} },
    columns: [],
    qrCodes: [],
  },
};

describe('footer section', () => {
  it('ties a missing name and an illegal address to their fields, then saves with the version', async () => {
    renderConsoleSection('footer', FooterSection, { version: 3, data: footerView });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Footer');
    fireEvent.click(screen.getByRole('button', { name: 'Add a column' }));
    fireEvent.change(screen.getByLabelText('Link address'), { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    const name = screen.getAllByLabelText(/简体中文/)[2] as HTMLInputElement;
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby') ?? '')?.textContent).toMatch(
      /default language/,
    );
    const url = screen.getByLabelText('Link address');
    expect(url.getAttribute('aria-describedby')).toMatch(/error/);
    expect(screen.getByRole('alert').textContent).toMatch(/need your attention/);
    expect(calls('/api/console/')).toHaveLength(0);

    fireEvent.change(name, { target: { value: '关于' } });
    fireEvent.change(url, { target: { value: 'https://example.org/about' } });
    fetchMock.mockResolvedValueOnce(envelope(200, { code: 200, data: { version: 4, data: footerView } }));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await flush();
    const put = calls(`/api/console/${SCHOOL_ID}/footer`)[0];
    expect((put?.[1] as RequestInit).method).toBe('PUT');
    expect(bodyOf(put)).toMatchObject({
      expectedVersion: 3,
      data: {
        columns: [
          { showName: { zh_CN: '关于' }, relateType: 'custom', relateUrl: 'https://example.org/about' },
        ],
      },
    });
  });

  it('fills a QR image address from an upload to this school, and says why an upload was refused', async () => {
    renderConsoleSection('footer', FooterSection, { version: 3, data: footerView });
    fireEvent.click(screen.getByRole('button', { name: 'Add a QR code' }));
    const address = screen.getByLabelText('Image address') as HTMLInputElement;
    const upload = screen.getByLabelText('Upload image: Image address');
    const image = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'qr.png', { type: 'image/png' });
    const staticUrl = `/api/files/${SCHOOL_ID}/${'a'.repeat(32)}.png`;
    fetchMock.mockResolvedValueOnce(envelope(200, { resultCode: 20000, data: { static_url: staticUrl } }));
    fireEvent.change(upload, { target: { files: [image] } });
    await flush();
    const sent = calls('/api/portal/api/v1/portal/uploadFile')[0];
    expect(String(sent?.[0])).toContain(`tenantId=${SCHOOL_ID}`);
    expect(((sent?.[1] as RequestInit).body as FormData).get('file')).toBeInstanceOf(File);
    expect(address.value).toBe(staticUrl);

    fetchMock.mockResolvedValueOnce(
      envelope(400, {
        code: 400,
        errorCode: 'UPLOAD_FORMAT_INVALID',
        message: 'Only GIF, JPEG and PNG images',
      }),
    );
    fireEvent.change(screen.getByLabelText('Upload image: Image address on phones'), {
      target: { files: [image] },
    });
    await flush();
    expect(screen.getByRole('alert').textContent).toBeTruthy();
    expect((screen.getByLabelText('Image address on phones') as HTMLInputElement).value).toBe('');
    expect(address.value).toBe(staticUrl);
  });

  it('moves and removes list items by their named buttons', () => {
    renderConsoleSection('footer', FooterSection, { version: 3, data: footerView });
    fireEvent.click(screen.getByRole('button', { name: 'Add a QR code' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add a QR code' }));
    const addresses = () =>
      screen.getAllByLabelText('Image address').map((input) => (input as HTMLInputElement).value);
    fireEvent.change(screen.getAllByLabelText('Image address')[1]!, { target: { value: '/second.png' } });
    expect(addresses()).toEqual(['', '/second.png']);
    fireEvent.click(screen.getByRole('button', { name: 'Move QR code 2 up' }));
    expect(addresses()).toEqual(['/second.png', '']);
    expect((screen.getByRole('button', { name: 'Move QR code 1 up' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.click(screen.getAllByRole('button', { name: /^Remove/ })[1]!);
    expect(addresses()).toEqual(['/second.png']);
  });

  it('offers Reload instead of overwriting when someone saved meanwhile', async () => {
    renderConsoleSection('footer', FooterSection, { version: 3, data: footerView });
    fireEvent.click(screen.getByLabelText(/Template 1/));
    fetchMock.mockResolvedValueOnce(
      envelope(409, { code: 409, errorCode: 'EDIT_CONFLICT', message: 'x', details: { currentVersion: 4 } }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await flush();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });
});

const bulletinsView: ConsoleBulletinsView = {
  ...langs,
  languages: [...langs.languages],
  bulletins: [
    {
      id: '3600000000000000001',
      content: { zh_CN: '旧公告', en_US: 'Old notice' },
      startTime: '2025-01-01T00:00:00.000Z',
      endTime: '2099-01-01T00:00:00.000Z',
      status: 1,
      live: true,
    },
  ],
};

describe('bulletins section', () => {
  it('lists bulletins with whether they show now, and creates one per language', async () => {
    renderConsoleSection('bulletins', BulletinsSection, { version: 1, data: bulletinsView });
    const list = screen.getByRole('list', { name: 'Bulletins' });
    expect(within(list).getByText('Old notice')).toBeTruthy();
    expect(within(list).getByText('Showing now')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'New bulletin' }));
    expect(document.activeElement?.textContent).toBe('New bulletin');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(calls('/bulletins')).toHaveLength(0);
    const [zh, en] = screen.getAllByRole('textbox');
    fireEvent.change(zh as Element, { target: { value: '新公告' } });
    fireEvent.change(en as Element, { target: { value: 'New notice' } });
    fetchMock.mockResolvedValueOnce(envelope(200, { code: 200, data: { version: 2, data: bulletinsView } }));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await flush();
    const post = calls(`/api/console/${SCHOOL_ID}/bulletins`)[0];
    expect((post?.[1] as RequestInit).method).toBe('POST');
    expect(bodyOf(post)).toMatchObject({
      expectedVersion: 1,
      data: { content: { zh_CN: '新公告', en_US: 'New notice' }, status: 1 },
    });
  });

  it('asks before deleting', async () => {
    renderConsoleSection('bulletins', BulletinsSection, { version: 1, data: bulletinsView });
    fireEvent.click(screen.getByRole('button', { name: 'Delete: Old notice' }));
    expect(screen.getByText('Delete this bulletin?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await flush();
    const del = calls('/bulletins/3600000000000000001')[0];
    expect((del?.[1] as RequestInit).method).toBe('DELETE');
  });
});

const agreementsView: ConsoleAgreementsView = {
  ...langs,
  languages: [...langs.languages],
  draft: {
    id: '3700000000000000009',
    title: { zh_CN: '公约' },
    body: { zh_CN: '<p>规则</p>' },
    updatedAt: '2026-11-01T00:00:00.000Z',
  },
  versions: [
    {
      id: '3700000000000000001',
      version: 1,
      title: '公约',
      publishedAt: '2026-01-01T00:00:00.000Z',
      publishedBy: 'Ada',
      signatures: 2,
    },
  ],
};

describe('agreements section', () => {
  it('publishes the saved draft as the next version after a confirmation', async () => {
    renderConsoleSection('agreements', AgreementsSection, { version: 5, data: agreementsView });
    expect(screen.getByText(/Version 1: 公约/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Publish as version 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, publish version 2' }));
    await flush();
    const post = calls('/agreements/publish')[0];
    expect(bodyOf(post)).toEqual({ expectedVersion: 5, data: {} });
  });

  it('will not publish unsaved edits', () => {
    renderConsoleSection('agreements', AgreementsSection, { version: 5, data: agreementsView });
    fireEvent.change(screen.getAllByRole('textbox')[0] as Element, { target: { value: '公约 2' } });
    expect((screen.getByRole('button', { name: 'Publish as version 2' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(screen.getByText('Save the draft before publishing it.')).toBeTruthy();
  });
});

const changes: AgreementChanges = {
  fromVersion: 1,
  toVersion: 2,
  parts: [
    { op: 'same', text: 'Respect others. ' },
    { op: 'removed', text: 'Old rule.' },
    { op: 'added', text: '<img src=x onerror=alert(1)> New rule.' },
  ],
};

describe('what changed', () => {
  it('shows additions and removals as text, never as markup', () => {
    render(
      <Providers bootstrap={makeBootstrap(homeUrl)} packs={['console']}>
        <AgreementChangesView changes={changes} />
      </Providers>,
    );
    const view = screen.getByTestId('agreement-changes');
    expect(view.querySelector('summary')?.textContent).toBe('What changed since version 1, which you signed');
    expect(view.querySelector('del')?.textContent).toBe('Removed: Old rule.');
    expect(view.querySelector('ins')?.textContent).toBe('Added: <img src=x onerror=alert(1)> New rule.');
    expect(view.querySelector('img')).toBeNull();
  });

  it('the agreement dialog of an updated version loads and shows it', async () => {
    fetchMock.mockImplementation(async (url: string) =>
      url.includes('/agreement/changes')
        ? envelope(200, { code: 200, data: changes })
        : new Response('<p>Respect others.</p>', { headers: { 'content-type': 'text/html' } }),
    );
    const status: AgreementStatus = {
      signed: false,
      needSign: true,
      agreementUpdated: true,
      latestAgreement: {
        id: '1',
        version: 2,
        title: 'Convention',
        url: '/api/assist/v2/agreement/open/text/1?lang=en-US',
      },
    };
    render(
      <Providers bootstrap={makeBootstrap(homeUrl)} packs={['console']}>
        <AgreementDialog status={status} schoolId={SCHOOL_ID} onDone={() => {}} />
      </Providers>,
    );
    await flush();
    await flush();
    expect(screen.getByTestId('agreement-changes').textContent).toContain('New rule.');
    const call = calls('/agreement/changes')[0];
    expect(String(call?.[0])).toBe('/api/assist/v2/agreement/changes?lang=en-US&sxz-lang=en_US');
  });
});
