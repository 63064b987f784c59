/** Client-side helpers of the header behaviour tests: mount with providers, fake timers, pointer and panels. */
import type { ShellBootstrap } from '@portico/contracts';
import { act, cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { LocationProvider } from '@/lib/location.tsx';
import { afterEach, beforeEach, vi } from 'vitest';
import { clearChildCategoryCache } from '@/features/header/api/child-categories.ts';
import { Providers } from './client-helpers.tsx';
import { homeUrl, makeBootstrap, navigationPages } from './fixtures/bootstrap.ts';
import { page } from './fixtures/header.ts';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}

export const viewer = {
  id: '2000000000000000009',
  nickName: 'Ada',
  realName: null,
  mobile: null,
  email: null,
  avatarUrl: null,
};

/** Two navigation groups: the fixture's pages (9001) and a one-page "Campus" group (9002). */
export const groups = {
  groups: [
    { id: '9001', name: '默认导航', nameEn: 'Default', templateName: 'index1' as const, navigationPages },
    {
      id: '9002',
      name: '校园',
      nameEn: 'Campus',
      templateName: 'index1' as const,
      navigationPages: [page(0)],
    },
  ],
  activeGroupId: '9001',
};

export function mount(ui: ReactNode, b: ShellBootstrap = makeBootstrap(homeUrl)) {
  return render(
    <LocationProvider url="/">
      <Providers bootstrap={b}>{ui}</Providers>
    </LocationProvider>,
  );
}

export const mouse = { pointerType: 'mouse' };
export const tick = (ms: number) => act(async () => void vi.advanceTimersByTime(ms));
export const button = (name: string | RegExp) => screen.getByRole('button', { name });
/** The panel a disclosure trigger controls. */
export const panelOf = (trigger: HTMLElement) =>
  document.getElementById(trigger.getAttribute('aria-controls') ?? '')!;

const blockNavigation = (event: Event) => event.preventDefault();

/** Fake timers, empty storage, the home URL and no real link navigation, for every test of the file. */
export function setUpHeaderTests(): void {
  beforeEach(() => {
    globalThis.IS_REACT_ACT_ENVIRONMENT = true;
    vi.useFakeTimers();
    localStorage.clear();
    clearChildCategoryCache();
    window.history.replaceState(null, '', homeUrl);
    document.addEventListener('click', blockNavigation);
  });
  afterEach(() => {
    cleanup();
    document.removeEventListener('click', blockNavigation);
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}
