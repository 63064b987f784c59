import { DELAYS, showAiEntry } from '@portico/core';
import type { RefObject } from 'react';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import { useVisibleTip } from '@/lib/use-visible-tip.ts';
import { recordTipShown, tipDue } from '../utils/task-tip.ts';

/**
 * Spec §4 AI new-task tip: with an open position task and no tip shown today for this school, it shows for 5 s
 * next to `anchor` — the header's AI entry on the desktop, the compact header's menu button on a phone — and the
 * day is recorded only when the anchor was on screen (issue 22 item 1). `placed`: the header places the AI entry.
 */
export function useAiTaskTip(anchor: RefObject<Element | null>, placed: boolean): boolean {
  const b = useBootstrap();
  const ai = b.userPanel?.ai ?? null;
  const visible = showAiEntry({ loggedIn: b.viewer !== null, aiEntranceVisible: ai?.visible });
  const schoolId = b.school?.id ?? '';
  const hasTask = ai?.havePositionTask === true;
  return useVisibleTip(anchor, {
    enabled: placed && visible && schoolId !== '' && hasTask,
    due: () => tipDue(schoolId, hasTask),
    record: () => recordTipShown(schoolId),
    durationMs: DELAYS.AI_TASK_TIP_MS,
  });
}
