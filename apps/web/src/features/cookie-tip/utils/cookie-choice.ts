import { STORAGE_KEYS } from '@portico/core';

/** Spec §3 local storage `closeCookieTip` (yes/no): 'yes' once the visitor accepted or rejected. */
const COOKIE_TIP_CLOSED = 'yes';

/** Spec §4 cookie banner operations: 1 accept, 0 reject. */
export type CookieChoice = 'accept' | 'reject';
const COOKIE_OPERATIONS: Record<CookieChoice, 1 | 0> = { accept: 1, reject: 0 };

type Store = Pick<Storage, 'getItem' | 'setItem'> | null | undefined;

/** Spec §4: shown on overseas hosts until the visitor accepts or rejects. */
export function shouldShowCookieTip(overseas: boolean, storage: Store): boolean {
  if (!overseas) return false;
  try {
    return storage?.getItem(STORAGE_KEYS.CLOSE_COOKIE_TIP) !== COOKIE_TIP_CLOSED;
  } catch {
    return true;
  }
}

/**
 * Either choice stores closeCookieTip=yes (so the tip stays hidden) and reports the operation; a failed report
 * is not the visitor's problem and changes nothing on screen.
 */
export async function recordCookieChoice(
  choice: CookieChoice,
  deps: { storage: Store; report: (operation: 1 | 0) => Promise<unknown> },
): Promise<void> {
  try {
    deps.storage?.setItem(STORAGE_KEYS.CLOSE_COOKIE_TIP, COOKIE_TIP_CLOSED);
  } catch {
    // Storage can be unavailable (privacy mode): the tip still hides for this page.
  }
  await deps.report(COOKIE_OPERATIONS[choice]).catch(() => undefined);
}
