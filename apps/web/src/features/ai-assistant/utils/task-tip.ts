/**
 * Spec §4 AI task tip, remembered per school in localStorage: the day the 5 s new-task tip was last shown, and the
 * day the role-learning tab was last opened (so the entry opens it at most once a day).
 */
import { aiOpensRoleLearning, aiTaskTipDue, localDay } from '@portico/core';
import { safeStorage } from '@/lib/auth-storage.ts';

const TIP_KEY = (schoolId: string) => `portico_ai_task_tip:${schoolId}`;
const ROLE_KEY = (schoolId: string) => `portico_ai_role_learning:${schoolId}`;

export function tipDue(schoolId: string, havePositionTask: boolean, now = new Date()): boolean {
  const lastShownDay = safeStorage()?.getItem(TIP_KEY(schoolId)) ?? null;
  return aiTaskTipDue({ havePositionTask, lastShownDay, today: localDay(now) });
}

export function recordTipShown(schoolId: string, now = new Date()): void {
  safeStorage()?.setItem(TIP_KEY(schoolId), localDay(now));
}

export function roleLearningDue(schoolId: string, havePositionTask: boolean, now = new Date()): boolean {
  const lastOpenedDay = safeStorage()?.getItem(ROLE_KEY(schoolId)) ?? null;
  return aiOpensRoleLearning({ havePositionTask, lastOpenedDay, today: localDay(now) });
}

export function recordRoleLearningOpened(schoolId: string, now = new Date()): void {
  safeStorage()?.setItem(ROLE_KEY(schoolId), localDay(now));
}
