/**
 * Issue 22 item 4: spec §4 "Store-enabled flag is fetched once and cached (value '1' = on)" and spec §2 "School
 * management …; for a store-type school /iadmin/{schoolId}/management/college-management/college-info". The
 * function menu and the user menu ask marketConfig once per school and route School management by it.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { LocationProvider } from '@/lib/location.tsx';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FunctionMenu } from '@/features/header/components/function-menu.tsx';
import { MenuItems } from '@/features/user-menu/components/menu-items.tsx';
import { nav } from '@/lib/navigation.ts';
import { clearStoreFlags } from '@/lib/store-flag.ts';
import { Providers, envelope } from './client-helpers.tsx';
import { homeUrl, makeBootstrap, SCHOOL_ID } from './fixtures/bootstrap.ts';
import { viewer } from './header-client.tsx';

const admin = { validMember: true, admin: true, lecturer: false, role: 'admin' as const };
const workbench = `/iadmin/${SCHOOL_ID}/management/workbench?sxz-lang=en_US`;
const collegeInfo = `/iadmin/${SCHOOL_ID}/management/college-management/college-info?sxz-lang=en_US`;

let fetchMock: ReturnType<typeof vi.fn>;
let answer: (flag: '0' | '1') => void;

function mountMenus(membership = admin) {
  const b = makeBootstrap(homeUrl, { viewer, membership });
  return render(
    <LocationProvider url="/">
      <Providers bootstrap={b}>
        <FunctionMenu config={undefined} />
        <ul>
          <MenuItems itemClass={undefined} />
        </ul>
      </Providers>
    </LocationProvider>,
  );
}

const managementLinks = () => screen.getAllByRole('link', { name: 'School management' });

beforeEach(() => {
  clearStoreFlags();
  fetchMock = vi.fn(
    (url: string) =>
      new Promise<Response>((resolve) => {
        expect(url).toContain(`/api/school/biz/marketConfig?schoolId=${SCHOOL_ID}`);
        answer = (flag) => resolve(envelope(200, { code: 200, data: { marketStoreSwitch: flag } }));
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('store flag (spec §4) routes School management (spec §2)', () => {
  it('asks marketConfig once for both menus; a store-type school manages at college-info', async () => {
    mountMenus();
    expect(managementLinks()).toHaveLength(2);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(async () => answer('1'));
    expect(managementLinks().map((link) => link.getAttribute('href'))).toEqual([collegeInfo, collegeInfo]);
    // The console entry stays the workbench.
    expect(screen.getAllByRole('link', { name: 'Console' })[0]?.getAttribute('href')).toBe(workbench);
    cleanup();
    mountMenus();
    await act(async () => {});
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(managementLinks()[0]?.getAttribute('href')).toBe(collegeInfo);
  });

  it('any other school manages at the workbench', async () => {
    mountMenus();
    await act(async () => answer('0'));
    expect(managementLinks().map((link) => link.getAttribute('href'))).toEqual([workbench, workbench]);
  });

  it('a click before the flag arrived waits for it, then opens the right page', async () => {
    const assign = vi.spyOn(nav, 'assign').mockImplementation(() => {});
    mountMenus();
    const first = managementLinks()[0]!;
    expect(fireEvent.click(first)).toBe(false); // default prevented: not off to the workbench
    expect(assign).not.toHaveBeenCalled();
    await act(async () => answer('1'));
    expect(assign).toHaveBeenCalledWith(collegeInfo);
  });

  it('never asks for a learner (no management entries)', async () => {
    mountMenus({ ...admin, admin: false, role: 'member' as never });
    await act(async () => {});
    expect(screen.queryByRole('link', { name: 'School management' })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
