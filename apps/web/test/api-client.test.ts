import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, resetAuthFailureLatch } from '@/lib/api-client.ts';
import { nav } from '@/lib/navigation.ts';
import { envelope } from './client-helpers.tsx';

const PAGE = '/portal/1000000000000000001?sxz-lang=en_US&activeIndex=2';

describe('api client', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  let assign: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    resetAuthFailureLatch();
    window.history.replaceState(null, '', PAGE);
    localStorage.clear();
    for (const key of ['realName', 'nickName', 'mobile', 'email', 'avatarUrl', 'user_id', 'access_token'])
      localStorage.setItem(key, 'x');
    localStorage.setItem('tenant_id', 'kept');
    fetchMock = vi.fn(async (url: string) =>
      url.startsWith('/api/accounts/user/authcode') || url.startsWith('/api/auth/open/logout')
        ? envelope(200, { code: 200, data: {} })
        : envelope(401, { code: 401, message: 'Not logged in' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    assign = vi.spyOn(nav, 'assign').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    assign.mockRestore();
  });

  it('unwraps the envelope and sends same-origin JSON', async () => {
    fetchMock.mockImplementationOnce(async () => envelope(200, { code: 200, data: { id: '7' } }));
    await expect(
      apiRequest('/api/x', { method: 'POST', json: { a: 1 }, query: { p: 1, q: null } }),
    ).resolves.toEqual({
      id: '7',
    });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/x?p=1');
    expect(init.credentials).toBe('same-origin');
    expect(init.body).toBe('{"a":1}');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('turns error envelopes into ApiError with the stable code and details', async () => {
    fetchMock.mockImplementationOnce(async () =>
      envelope(400, { code: 400, errorCode: 'KEYWORD_TOO_LONG', message: 'Too long', details: { max: 80 } }),
    );
    const error = await apiRequest('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, errorCode: 'KEYWORD_TOO_LONG', details: { max: 80 } });
    expect((error as ApiError).message).toBe('Too long');
  });

  it('keeps no code it does not know (an old server, a proxy page, a forged answer)', async () => {
    fetchMock.mockImplementationOnce(async () =>
      envelope(409, { code: 409, errorCode: 'toString', message: 'x' }),
    );
    const error = (await apiRequest('/api/x').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(409);
    expect(error.errorCode).toBeNull();
  });

  it('five parallel 401s: one cleanup, one authcode and logout call, one redirect to login', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, () => apiRequest('/api/accounts/users/me')),
    );
    expect(results.every((r) => r.status === 'rejected' && (r.reason as ApiError).status === 401)).toBe(true);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(assign).toHaveBeenCalledWith(`/login/index?redirect=${encodeURIComponent(PAGE)}&sxz-lang=en_US`);
    const urls = fetchMock.mock.calls.map((c) => `${(c[1] as RequestInit).method} ${String(c[0])}`);
    expect(urls.filter((u) => u === 'DELETE /api/accounts/user/authcode')).toHaveLength(1);
    expect(urls.filter((u) => u === 'DELETE /api/auth/open/logout')).toHaveLength(1);
    expect(urls.indexOf('DELETE /api/accounts/user/authcode')).toBeLessThan(
      urls.indexOf('DELETE /api/auth/open/logout'),
    );
    for (const key of ['realName', 'nickName', 'mobile', 'email', 'avatarUrl', 'user_id', 'access_token'])
      expect(localStorage.getItem(key)).toBeNull();
    expect(localStorage.getItem('tenant_id')).toBe('kept');
    expect(Number(localStorage.getItem('login_event'))).toBeGreaterThan(0);
    // Later failures on the same page do nothing more.
    await apiRequest('/api/y').catch(() => {});
    await new Promise((r) => setTimeout(r, 0));
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('a 401 of an unauthenticated call (login) is just an answer', async () => {
    const error = await apiRequest('/api/auth/login/init', { method: 'POST', auth: false }).catch(
      (e: unknown) => e,
    );
    expect((error as ApiError).status).toBe(401);
    await new Promise((r) => setTimeout(r, 0));
    expect(assign).not.toHaveBeenCalled();
    expect(localStorage.getItem('realName')).toBe('x');
  });
});
