import { CACHE_AND_SESSION } from '@portico/core';
import { describe, expect, it, vi } from 'vitest';
import { createLeaseTryLock } from '@/features/session/utils/renewal-lock.ts';
import {
  isRenewalDue,
  latestTimestamp,
  maybeRenewSession,
  RENEWAL_LOCK_NAME,
  type RenewalDeps,
  type TryLock,
} from '@/features/session/utils/renewal.ts';

const STALE = CACHE_AND_SESSION.SESSION_RENEWAL_STALENESS_MS;
const NOW = 1_800_000_000_000;
const freeLock: TryLock = async (_name, task) => {
  await task();
  return true;
};

function deps(over: Partial<RenewalDeps> = {}): RenewalDeps {
  return {
    now: () => NOW,
    loggedIn: () => true,
    lastRenewedAt: () => NOW - STALE - 1,
    tryLock: freeLock,
    renew: vi.fn(async () => {}),
    markRenewed: vi.fn(),
    ...over,
  };
}

describe('isRenewalDue (588 000 ms staleness)', () => {
  it('is due strictly after the threshold, not at it', () => {
    expect(STALE).toBe(588000);
    expect(isRenewalDue(NOW, NOW - 588000)).toBe(false);
    expect(isRenewalDue(NOW, NOW - 588001)).toBe(true);
    expect(isRenewalDue(NOW, NOW - 1000)).toBe(false);
    expect(isRenewalDue(NOW, null)).toBe(true);
  });
});

describe('maybeRenewSession', () => {
  it('does nothing for visitors', async () => {
    const d = deps({ loggedIn: () => false });
    expect(await maybeRenewSession(d)).toBe('logged-out');
    expect(d.renew).not.toHaveBeenCalled();
  });

  it('does nothing while the session is fresh', async () => {
    const d = deps({ lastRenewedAt: () => NOW - 588000 });
    expect(await maybeRenewSession(d)).toBe('fresh');
    expect(d.renew).not.toHaveBeenCalled();
  });

  it('renews a stale session under the lock and records the time', async () => {
    const tryLock = vi.fn(freeLock);
    const d = deps({ tryLock });
    expect(await maybeRenewSession(d)).toBe('renewed');
    expect(tryLock).toHaveBeenCalledWith(RENEWAL_LOCK_NAME, expect.any(Function));
    expect(d.renew).toHaveBeenCalledTimes(1);
    expect(d.markRenewed).toHaveBeenCalledWith(NOW);
  });

  it('skips when another tab holds the lock', async () => {
    const d = deps({ tryLock: async () => false });
    expect(await maybeRenewSession(d)).toBe('locked-elsewhere');
    expect(d.renew).not.toHaveBeenCalled();
  });

  it('re-checks inside the lock: another tab renewed meanwhile', async () => {
    let last = NOW - STALE - 1;
    const d = deps({
      lastRenewedAt: () => last,
      tryLock: async (_name, task) => {
        last = NOW - 10; // the other tab finished just before we got the lock
        await task();
        return true;
      },
    });
    expect(await maybeRenewSession(d)).toBe('fresh');
    expect(d.renew).not.toHaveBeenCalled();
  });

  it('reports a failed renewal without recording it', async () => {
    const d = deps({ renew: vi.fn(async () => Promise.reject(new Error('401'))) });
    expect(await maybeRenewSession(d)).toBe('failed');
    expect(d.markRenewed).not.toHaveBeenCalled();
  });
});

describe('latestTimestamp', () => {
  it('takes the newest parsable epoch', () => {
    expect(latestTimestamp('100', null, '300', 'x')).toBe(300);
    expect(latestTimestamp(null, undefined, '')).toBeNull();
  });
});

describe('localStorage lease (no Web Locks)', () => {
  it('lets one holder in at a time and expires abandoned leases', async () => {
    localStorage.clear();
    let now = 1000;
    const tryLock = createLeaseTryLock(() => now);
    let inner: boolean | undefined;
    const outer = await tryLock('l', async () => {
      inner = await tryLock('l', async () => {});
    });
    expect(outer).toBe(true);
    expect(inner).toBe(false);
    expect(localStorage.getItem('l-lease')).toBeNull();
    localStorage.setItem('l-lease', JSON.stringify({ owner: 'dead', until: now + 5 }));
    expect(await tryLock('l', async () => {})).toBe(false);
    now += 10;
    expect(await tryLock('l', async () => {})).toBe(true);
  });
});
