import type { ShellBootstrap } from '@portico/contracts';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import SchoolSwitcher from '@/features/school-switcher/components/school-switcher.tsx';
import { SwitcherTrigger } from '@/features/school-switcher/components/switcher-trigger.tsx';
import { RequireLoginContext } from '@/lib/require-login.tsx';
import { dismissToast, getToasts } from '@/lib/toast.ts';
import { envelope, Providers } from '../client-helpers.tsx';
import { homeUrl, makeBootstrap } from '../fixtures/bootstrap.ts';
import { academies } from './academy-fixtures.ts';

const viewer = {
  id: '2000000000000000001',
  nickName: 'Ann',
  realName: null,
  mobile: null,
  email: null,
  avatarUrl: null,
};
type Answer = { records: ReturnType<typeof academies>; total: number } | 'fail';
let answers: Record<string, (q: URLSearchParams) => Answer>;
let calls: URL[];

beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://localhost');
      calls.push(url);
      const answer = answers[url.pathname]?.(url.searchParams) ?? { records: [], total: 0 };
      return answer === 'fail'
        ? envelope(500, { code: 500, message: 'boom' })
        : envelope(200, { code: 200, data: answer });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  for (const toast of getToasts()) dismissToast(toast.id);
});

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 30)));
const requests = (path: string) =>
  calls.filter((u) => u.pathname.endsWith(path)).map((u) => Object.fromEntries(u.searchParams));

async function open(bootstrap: ShellBootstrap, requireLogin = vi.fn()) {
  const onOpenChange = vi.fn();
  render(
    <Providers bootstrap={bootstrap}>
      <RequireLoginContext.Provider value={requireLogin}>
        <SchoolSwitcher open onOpenChange={onOpenChange} />
      </RequireLoginContext.Provider>
    </Providers>,
  );
  await settle();
  return { dialog: screen.getByRole('dialog', { name: 'Switch school' }), onOpenChange };
}

describe('switch academy trigger', () => {
  it('renders only when the server allowed switching', () => {
    const b = makeBootstrap(homeUrl);
    render(
      <Providers bootstrap={{ ...b, switching: { ...b.switching, allowed: false } }}>
        <SwitcherTrigger />
      </Providers>,
    );
    expect(screen.queryByRole('button', { name: 'Switch school' })).toBeNull();
    cleanup();
    render(
      <Providers bootstrap={b}>
        <SwitcherTrigger />
      </Providers>,
    );
    expect(screen.getByRole('button', { name: 'Switch school' }).getAttribute('aria-haspopup')).toBe(
      'dialog',
    );
  });
});

describe('school switcher', () => {
  it('shows a visitor the public list, searches it (trimmed) and goes back to it when cleared', async () => {
    answers = {
      '/api/ischool/v1/schools/open/open-schools': (q) =>
        q.get('keyword') ? { records: academies(90, 1), total: 1 } : { records: academies(1, 3), total: 3 },
    };
    const { dialog } = await open(makeBootstrap(homeUrl));
    expect(requests('open-schools')).toEqual([{ pageNumber: '1', pageSize: '20', childPageSize: '4' }]);
    expect(requests('first-schools-all-page')).toEqual([]);
    expect(within(dialog).getAllByRole('article')).toHaveLength(3);
    expect(within(dialog).queryByRole('tab')).toBeNull();

    const box = within(dialog).getByRole('searchbox', { name: 'Search schools' });
    expect(box.getAttribute('maxLength')).toBe('80');
    fireEvent.change(box, { target: { value: '  School 90  ' } });
    fireEvent.submit(box.closest('form')!);
    await settle();
    expect(requests('open-schools').at(-1)).toMatchObject({ pageNumber: '1', keyword: 'School 90' });
    expect(within(dialog).getByRole('link', { name: 'School 90' })).toBeTruthy();
    expect(within(dialog).getAllByRole('article')).toHaveLength(1);

    fireEvent.change(box, { target: { value: '' } });
    await settle();
    expect(requests('open-schools').at(-1)).toEqual({ pageNumber: '1', pageSize: '20', childPageSize: '4' });
    expect(within(dialog).getAllByRole('article')).toHaveLength(3);
  });

  it('gives a member with 4+ schools two tabs and loads joined schools 4 first, then 10 from offset 4', async () => {
    answers = {
      '/api/ischool/v1/schools/first-schools-all-page': (q) =>
        q.get('offset') ? { records: academies(5, 2), total: 6 } : { records: academies(1, 4), total: 6 },
      '/api/ischool/v1/schools/open-school-user': () => ({ records: academies(50, 1), total: 1 }),
      '/api/ischool/v1/schools/open-school-permission': () => ({ records: academies(100, 3), total: 3 }),
    };
    const { dialog } = await open(makeBootstrap(homeUrl, { viewer }));
    expect(requests('first-schools-all-page')).toEqual([
      { page: '1', pageSize: '4' },
      { page: '2', pageSize: '10', offset: '4' },
    ]);
    expect(requests('open-school-user')).toEqual([{ pageNumber: '1', pageSize: '20' }]);
    const tabs = within(dialog).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['My academies (7)', 'Public academies (3)']);
    const panel = within(dialog).getByRole('tabpanel');
    expect(within(panel).getByRole('heading', { name: 'Joined schools' })).toBeTruthy();
    expect(within(panel).getByRole('heading', { name: 'Recently visited' })).toBeTruthy();
    expect(within(panel).getAllByRole('article')).toHaveLength(7);
    expect(within(panel).getByText('No more data')).toBeTruthy();
    fireEvent.click(tabs[1]!);
    expect(within(within(dialog).getByRole('tabpanel')).getAllByRole('article')).toHaveLength(3);
  });

  it('toasts a failing page, steps back and asks for the same page on the next scroll', async () => {
    let failing = true;
    answers = {
      '/api/ischool/v1/schools/open/open-schools': (q) =>
        q.get('pageNumber') === '1'
          ? { records: academies(1, 20), total: 25 }
          : failing
            ? 'fail'
            : { records: academies(21, 5), total: 25 },
    };
    const { dialog } = await open(makeBootstrap(homeUrl));
    expect(requests('open-schools').map((q) => q.pageNumber)).toEqual(['1', '2']);
    expect(getToasts().map((t) => t.text)).toEqual(['The system is abnormal. Try again later.']);
    expect(within(dialog).getAllByRole('article')).toHaveLength(20);
    failing = false;
    fireEvent.scroll(within(dialog).getByTestId('switcher-lists'));
    await settle();
    expect(requests('open-schools').map((q) => q.pageNumber)).toEqual(['1', '2', '2']);
    expect(within(dialog).getAllByRole('article')).toHaveLength(25);
    expect(within(dialog).getByText('No more data')).toBeTruthy();
  });

  it('shows the error view with Refresh when the public search fails', async () => {
    answers = {
      '/api/ischool/v1/schools/open/open-schools': (q) =>
        q.get('keyword') ? 'fail' : { records: academies(1, 3), total: 3 },
    };
    const { dialog } = await open(makeBootstrap(homeUrl));
    const box = within(dialog).getByRole('searchbox', { name: 'Search schools' });
    fireEvent.change(box, { target: { value: 'x' } });
    fireEvent.submit(box.closest('form')!);
    await settle();
    const alert = within(dialog).getByRole('alert');
    expect(alert.textContent).toContain('The school list could not be loaded.');
    expect(within(alert).getByRole('button', { name: 'Refresh' })).toBeTruthy();
  });

  it('asks a visitor to log in before joining, closing the switcher first', async () => {
    answers = {};
    const requireLogin = vi.fn();
    const { dialog, onOpenChange } = await open(makeBootstrap(homeUrl), requireLogin);
    const join = within(dialog).getByRole('link', { name: 'Join a school' });
    expect(join.getAttribute('href')).toBe('/register/invite?way=go_back&exitSign=0&sxz-lang=en_US');
    fireEvent.click(join);
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(requireLogin).toHaveBeenCalledTimes(1);
    expect(within(dialog).getByText('No public academies yet.')).toBeTruthy();
  });

  it('lists joined and alliance schools only when the alliance switch is on', async () => {
    answers = {
      '/api/ischool/v1/schools/first-schools-all-page': () => ({ records: academies(1, 1), total: 1 }),
      '/api/ischool/v1/tenant-union/my-join-union-list-merges': () => ({
        records: academies(60, 2),
        total: 2,
      }),
    };
    const b = makeBootstrap(homeUrl, { viewer });
    const { dialog } = await open({ ...b, switching: { ...b.switching, allianceSwitchOn: true } });
    expect(within(dialog).getByRole('heading', { name: 'Alliance schools' })).toBeTruthy();
    expect(requests('open-school-permission')).toEqual([]);
    expect(within(dialog).queryByRole('searchbox')).toBeNull();
    expect(within(dialog).getAllByRole('article')).toHaveLength(3);
  });
});
