import { DELAYS, aiChatLink, showAiEntry } from '@portico/core';
import { useEffect, useState } from 'react';
import aiDefaultIcon from '@/assets/ai-default.svg';
import { FallbackImage } from '@/components/fallback-image.tsx';
import { useT } from '@/i18n/use-t.ts';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import { useMounted } from '@/lib/use-mounted.ts';
import { recordRoleLearningOpened, recordTipShown, roleLearningDue, tipDue } from '../utils/task-tip.ts';
import styles from './ai-entry.module.css';

/**
 * Header component 009, the AI assistant entry (spec §4, §5, §8; issue 11 §2): only for a logged-in user the server
 * says may see it; the school's AI logo, the default icon when it is missing or fails. With an open compulsory
 * position task, a "new task" tip shows for 5 s once a day per school, and the entry opens the AI page (a new tab)
 * on its role-learning tab once a day; clicking clears the tip. `variant="row"` is the drawer's entry.
 */
export function AiEntry({ variant = 'icon' }: { variant?: 'icon' | 'row' }) {
  const b = useBootstrap();
  const t = useT();
  const ai = b.userPanel?.ai ?? null;
  const visible = showAiEntry({ loggedIn: b.viewer !== null, aiEntranceVisible: ai?.visible });
  const schoolId = b.school?.id ?? '';
  const hasTask = ai?.havePositionTask === true;
  const mounted = useMounted();
  const [tip, setTip] = useState(false);
  const [opened, setOpened] = useState(false);
  // Client only, after hydration: what this browser recorded decides (the server cannot know it).
  const roleTab = mounted && visible && !opened && roleLearningDue(schoolId, hasTask);

  useEffect(() => {
    if (!visible || !schoolId || variant !== 'icon' || !tipDue(schoolId, hasTask)) return;
    const show = setTimeout(() => {
      recordTipShown(schoolId);
      setTip(true);
    }, 0);
    const hide = setTimeout(() => setTip(false), DELAYS.AI_TASK_TIP_MS);
    return () => {
      clearTimeout(show);
      clearTimeout(hide);
    };
  }, [visible, schoolId, hasTask, variant]);

  if (!visible || !b.school) return null;
  const href = aiChatLink({ schoolId, lang: b.lang, tab: roleTab ? 'roleLearning' : null });
  const open = () => {
    setTip(false);
    // After the browser followed this href: changing it during the click would change where the click goes.
    setTimeout(() => {
      if (roleTab) recordRoleLearningOpened(schoolId);
      setOpened(true);
    }, 0);
  };
  return (
    <span className={variant === 'row' ? styles.rowWrap : styles.wrap}>
      <a
        className={variant === 'row' ? styles.row : styles.entry}
        href={href}
        target="_blank"
        rel="noopener"
        aria-label={variant === 'row' ? undefined : t('ai.entry')}
        aria-describedby={tip ? 'ai-task-tip' : undefined}
        onClick={open}
        data-ai-entry=""
      >
        <FallbackImage
          className={styles.icon}
          src={ai?.logoUrl}
          fallback={aiDefaultIcon}
          alt=""
          width={26}
          height={26}
        />
        {variant === 'row' ? <span>{t('ai.entry')}</span> : null}
      </a>
      {tip ? (
        <span id="ai-task-tip" className={styles.tip} role="status">
          {t('ai.newTaskTip')}
        </span>
      ) : null}
    </span>
  );
}
