/**
 * The user menu's two ways out (spec §4 logout; issue 9 §4 "sign out everywhere"), and the renewal call the
 * server now only accepts as JSON or without a body.
 */
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renewToken } from '@/features/session/api/renew-token.ts';
import { UserMenu } from '@/features/user-menu/components/user-menu.tsx';
import { nav } from '@/lib/navigation.ts';
import { envelope } from './client-helpers.tsx';
import { homeUrl, makeBootstrap } from './fixtures/bootstrap.ts';
import { mount, viewer } from './header-client.tsx';

let fetchMock: ReturnType<typeof vi.fn>;
let assign: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  window.history.replaceState(null, '', homeUrl);
  localStorage.clear();
  localStorage.setItem('nickName', 'Ada');
  fetchMock = vi.fn(async () => envelope(200, { code: 200, data: null }));
  vi.stubGlobal('fetch', fetchMock);
  assign = vi.spyOn(nav, 'assign').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  assign.mockRestore();
});

const calls = () =>
  fetchMock.mock.calls.map(([url, init]) => `${(init as RequestInit).method ?? 'GET'} ${String(url)}`);

function openMenu() {
  mount(<UserMenu />, makeBootstrap(homeUrl, { viewer }));
  fireEvent.click(screen.getByRole('button', { name: /Ada/ }));
}

describe('user menu: log out everywhere', () => {
  it('offers it beside "Log out", translated', () => {
    openMenu();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log out everywhere' })).toBeTruthy();
  });

  it('revokes every session on the server, clears the local traces and leaves for login', async () => {
    openMenu();
    fireEvent.click(screen.getByRole('button', { name: 'Log out everywhere' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(calls()).toEqual(['DELETE /api/auth/sessions']);
    expect(localStorage.getItem('nickName')).toBeNull();
    expect(assign.mock.calls[0]![0]).toMatch(/^\/login\/index\?redirect=/);
  });

  it('"Log out" still ends only this session', async () => {
    openMenu();
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(calls()).toEqual(['DELETE /api/auth/open/logout']);
  });

  it('stays on the page, signed in, when the server could not sign out everywhere', async () => {
    fetchMock.mockImplementation(async () => envelope(503, { code: 503, message: 'Unavailable' }));
    openMenu();
    fireEvent.click(screen.getByRole('button', { name: 'Log out everywhere' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Log out everywhere' }).hasAttribute('disabled')).toBe(false),
    );
    expect(assign).not.toHaveBeenCalled();
    expect(localStorage.getItem('nickName')).toBe('Ada');
  });
});

describe('session renewal request', () => {
  it('is JSON, never a form body', async () => {
    fetchMock.mockImplementation(async () => envelope(200, { code: 200, data: { expiresIn: 900 } }));
    await expect(renewToken()).resolves.toEqual({ expiresIn: 900 });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/auth/oauth/token');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(init.body).toBe('{"grant_type":"refresh_token"}');
  });
});
