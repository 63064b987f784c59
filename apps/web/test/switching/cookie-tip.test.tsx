import type { ShellBootstrap } from '@portico/contracts';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CookieTipMount } from '@/features/cookie-tip/components/cookie-tip-mount.tsx';
import { recordCookieChoice, shouldShowCookieTip } from '@/features/cookie-tip/utils/cookie-choice.ts';
import { envelope, Providers } from '../client-helpers.tsx';
import { demoSchool, homeUrl, makeBootstrap } from '../fixtures/bootstrap.ts';

function memoryStore(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    data,
  };
}

describe('cookie choice', () => {
  it('shows the tip on overseas hosts until closeCookieTip is yes', () => {
    expect(shouldShowCookieTip(false, memoryStore())).toBe(false);
    expect(shouldShowCookieTip(true, memoryStore())).toBe(true);
    expect(shouldShowCookieTip(true, memoryStore({ closeCookieTip: 'no' }))).toBe(true);
    expect(shouldShowCookieTip(true, memoryStore({ closeCookieTip: 'yes' }))).toBe(false);
  });

  it('stores closeCookieTip=yes and reports 1 for accept, 0 for reject, even when the report fails', async () => {
    for (const [choice, operation] of [
      ['accept', 1],
      ['reject', 0],
    ] as const) {
      const storage = memoryStore();
      const report = vi.fn(() => Promise.reject(new Error('offline')));
      await recordCookieChoice(choice, { storage, report });
      expect(storage.data.get('closeCookieTip')).toBe('yes');
      expect(report).toHaveBeenCalledWith(operation);
    }
  });
});

describe('cookie tip', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    localStorage.clear();
    fetchMock = vi.fn(async () => envelope(200, { code: 200, data: null }));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  const mount = async (bootstrap: ShellBootstrap) => {
    render(
      <Providers bootstrap={bootstrap}>
        <CookieTipMount />
      </Providers>,
    );
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
  };

  it('does not appear on a domestic host', async () => {
    await mount(makeBootstrap(homeUrl));
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).toBeNull();
  });

  it('Accept hides it, remembers the choice and reports operation 1 with the school', async () => {
    await mount(makeBootstrap(homeUrl, { overseas: true }));
    const tip = await screen.findByRole('region', { name: 'Cookie notice' });
    expect(tip.querySelector('a')?.getAttribute('href')).toBe('/commonUsage/cookiePolicy.htm?sxz-lang=en_US');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    });
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).toBeNull();
    expect(localStorage.getItem('closeCookieTip')).toBe('yes');
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(init.method).toBe('POST');
    expect(url).toBe(
      `/api/assist/v2/agreement/open/knownCookiesAgreement?operation=1&tenantId=${demoSchool.id}`,
    );
  });

  it('Reject reports operation 0; the O3 school links the policy with schoolType=o3', async () => {
    await mount(makeBootstrap(homeUrl, { overseas: true, school: { ...demoSchool, kind: 'o3' } }));
    const tip = await screen.findByRole('region', { name: 'Cookie notice' });
    expect(tip.querySelector('a')?.getAttribute('href')).toBe(
      '/commonUsage/cookiePolicy.htm?schoolType=o3&sxz-lang=en_US',
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    });
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('operation=0');
    expect(localStorage.getItem('closeCookieTip')).toBe('yes');
  });

  it('stays away once the choice was made', async () => {
    localStorage.setItem('closeCookieTip', 'yes');
    await mount(makeBootstrap(homeUrl, { overseas: true }));
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).toBeNull();
  });
});
