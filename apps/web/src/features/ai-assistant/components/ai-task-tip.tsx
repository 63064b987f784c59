import type { RefObject } from 'react';
import { useT } from '@/i18n/use-t.ts';
import { useAiTaskTip } from '../hooks/use-ai-task-tip.ts';
import styles from './ai-entry.module.css';

/**
 * The AI new-task tip of the compact header (below 1200 px the AI entry lives in the menu drawer): shown next to
 * the menu button that leads to it, recorded only once visible. `dismissed`: the drawer was opened.
 */
export function CompactAiTaskTip({
  anchor,
  placed,
  dismissed,
}: {
  anchor: RefObject<Element | null>;
  placed: boolean;
  dismissed: boolean;
}) {
  const t = useT();
  const shown = useAiTaskTip(anchor, placed);
  if (!shown || dismissed) return null;
  return (
    <p className={styles.compactTip} role="status" data-tip="ai-task">
      {t('ai.newTaskTip')}
    </p>
  );
}
