import { DELAYS } from '@portico/core';
import type { NavigationGroup, ShellBootstrap } from '@portico/contracts';
import { useEffect, type RefObject } from 'react';
import { safeStorage } from '@/lib/auth-storage.ts';
import { nav } from '@/lib/navigation.ts';
import { isPreviewUrl } from '@/lib/preview.ts';
import { useVisibleTip } from '@/lib/use-visible-tip.ts';

/** Spec §4 "Switching group stores the last group" (per school). */
const navGroupKey = (schoolId: string) => `portico_nav_group_${schoolId}`;
/** Spec §4 navigation-group tip "remembered locally so it never shows again for that user". */
const navTipKey = (userId: string) => `portico_nav_tip_${userId}`;

export function rememberNavGroup(schoolId: string, groupId: string): void {
  safeStorage()?.setItem(navGroupKey(schoolId), groupId);
}

/**
 * Spec §4 "A navGroupId query overrides the stored choice on first load": without the query, once hydrated, a
 * stored group that exists and differs from the one the server rendered is opened once (location.replace with
 * navGroupId, so the server bootstrap renders that group).
 */
export function useRestoreNavGroup(b: ShellBootstrap, groups: NavigationGroup[]): void {
  const schoolId = b.school?.id;
  const activeId = b.navigation.activeGroupId;
  const skip = b.designMode || isPreviewUrl(b.url);
  useEffect(() => {
    if (!schoolId || skip || groups.length < 2) return;
    const query = new URLSearchParams(window.location.search);
    if (query.has('navGroupId')) return;
    const stored = safeStorage()?.getItem(navGroupKey(schoolId));
    if (!stored || stored === activeId || !groups.some((g) => g.id === stored)) return;
    query.set('navGroupId', stored);
    nav.replace(`${window.location.pathname}?${query.toString()}${window.location.hash}`);
  }, [schoolId, activeId, skip, groups]);
}

/**
 * Spec §4 navigation-group tip: the first visit of a logged-in user shows it for 3 s (DELAYS.NAV_TIP_MS), then
 * never again for that user — recorded only once `anchor` (the desktop group switcher, or the compact header's
 * menu button on a phone) was on screen (issue 22 item 1). Client-only: server and hydration render no tip.
 */
export function useNavGroupTip(
  anchor: RefObject<Element | null>,
  userId: string | null,
  enabled: boolean,
): boolean {
  return useVisibleTip(anchor, {
    enabled: enabled && userId !== null,
    due: () => userId !== null && !safeStorage()?.getItem(navTipKey(userId)) && safeStorage() !== null,
    record: () => {
      if (userId) safeStorage()?.setItem(navTipKey(userId), '1');
    },
    durationMs: DELAYS.NAV_TIP_MS,
  });
}
