/**
 * Spec §4/§9 session renewal, as a pure decision over injected clock, timestamps and lock, so every branch is
 * unit-testable: renew only when logged in and the last renewal is older than 588 000 ms; across tabs only the
 * tab holding the lock renews, and it re-checks the timestamp inside the lock (another tab may just have renewed).
 */
import { CACHE_AND_SESSION } from '@portico/core';

/** Runs `task` only if the named lock is free right now; resolves false when another holder has it. */
export type TryLock = (name: string, task: () => Promise<void>) => Promise<boolean>;

export const RENEWAL_LOCK_NAME = 'portico-session-renewal';

export type RenewalOutcome = 'logged-out' | 'fresh' | 'locked-elsewhere' | 'renewed' | 'failed';

export interface RenewalDeps {
  now: () => number;
  loggedIn: () => boolean;
  /** Epoch ms of the latest renewal any tab saw, or null when unknown. */
  lastRenewedAt: () => number | null;
  tryLock: TryLock;
  renew: () => Promise<void>;
  /** Records a successful renewal (so other tabs see it). */
  markRenewed: (at: number) => void;
}

/** Strictly older than the threshold: at exactly 588 000 ms the session is still fresh. */
export function isRenewalDue(
  now: number,
  lastRenewedAt: number | null,
  staleness: number = CACHE_AND_SESSION.SESSION_RENEWAL_STALENESS_MS,
): boolean {
  return lastRenewedAt === null || now - lastRenewedAt > staleness;
}

export async function maybeRenewSession(deps: RenewalDeps): Promise<RenewalOutcome> {
  if (!deps.loggedIn()) return 'logged-out';
  if (!isRenewalDue(deps.now(), deps.lastRenewedAt())) return 'fresh';
  let outcome: RenewalOutcome = 'fresh';
  const acquired = await deps.tryLock(RENEWAL_LOCK_NAME, async () => {
    if (!deps.loggedIn() || !isRenewalDue(deps.now(), deps.lastRenewedAt())) return;
    try {
      await deps.renew();
      deps.markRenewed(deps.now());
      outcome = 'renewed';
    } catch {
      outcome = 'failed';
    }
  });
  return acquired ? outcome : 'locked-elsewhere';
}

/** Newest of the candidates that parse as epoch ms. */
export function latestTimestamp(...values: Array<string | null | undefined>): number | null {
  let latest: number | null = null;
  for (const value of values) {
    const n = value ? Number(value) : NaN;
    if (Number.isFinite(n) && n > 0 && (latest === null || n > latest)) latest = n;
  }
  return latest;
}
