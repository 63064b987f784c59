/**
 * Spec §8 O3 user info errors, in the header's O3 card: code 50001 (HTTP 410 O3_USER_DELETED with
 * details.o3Code 50001) signs out and shows — across the reload — the user-deleted message; 401 signs out and
 * reloads without one. A good answer shows the nickname and the unread count.
 */
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import O3UserCard from '@/features/o3-header/components/o3-card.tsx';
import { messagesFor } from '@/i18n/server-messages.ts';
import { nav } from '@/lib/navigation.ts';
import { envelope } from './client-helpers.tsx';
import { makeBootstrap } from './fixtures/bootstrap.ts';
import { mount, viewer } from './header-client.tsx';

const O3 = '1000000000000000003';
const url = `/portal/${O3}?sxz-lang=en_US`;
let fetchMock: ReturnType<typeof vi.fn>;
let reload: ReturnType<typeof vi.spyOn>;

function answer(info: Response) {
  fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const path = String(input);
    if (path.includes('get-nickname-info')) return info.clone();
    if (path.includes('get-notice-count')) return envelope(200, { code: 200, data: { count: 3 } });
    return envelope(200, { code: 200, data: null });
  });
  vi.stubGlobal('fetch', fetchMock);
}

const calls = () =>
  fetchMock.mock.calls.map(
    ([input, init]) => `${(init as RequestInit | undefined)?.method ?? 'GET'} ${String(input).split('?')[0]}`,
  );

/** Everything the page keeps for the next one (the flashed toasts). */
function sessionText(): string {
  const values: string[] = [];
  for (let i = 0; i < sessionStorage.length; i += 1)
    values.push(sessionStorage.getItem(sessionStorage.key(i) ?? '') ?? '');
  return values.join('\n');
}

function show() {
  const base = makeBootstrap(url, { viewer });
  mount(<O3UserCard />, { ...base, school: base.school ? { ...base.school, id: O3, kind: 'o3' } : null });
}

beforeEach(() => {
  window.history.replaceState(null, '', url);
  sessionStorage.clear();
  reload = vi.spyOn(nav, 'reload').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  reload.mockRestore();
});

describe('O3 card', () => {
  it('shows the nickname and the unread notices', async () => {
    answer(envelope(200, { code: 200, data: { nickName: 'Nora', nickNameAvatar: null } }));
    show();
    await screen.findByText('Nora');
    expect(reload).not.toHaveBeenCalled();
  });

  it('50001: signs out, keeps the user-deleted message for the next page, reloads', async () => {
    answer(
      envelope(410, {
        code: 410,
        errorCode: 'O3_USER_DELETED',
        message: 'User deleted',
        details: { o3Code: 50001 },
      }),
    );
    show();
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(calls()).toContain('DELETE /api/auth/open/logout');
    expect(sessionText()).toContain(messagesFor('en_US')['o3.userDeleted']);
  });

  it('401: signs out and reloads, without a message', async () => {
    answer(envelope(401, { code: 401, errorCode: 'LOGIN_REQUIRED', message: 'Login required' }));
    show();
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(calls()).toContain('DELETE /api/auth/open/logout');
    expect(sessionStorage.length).toBe(0);
  });
});
