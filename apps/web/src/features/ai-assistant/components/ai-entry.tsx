import { aiChatLink, showAiEntry } from '@portico/core';
import { useId, useRef, useState } from 'react';
import aiDefaultIcon from '@/assets/ai-default.svg';
import { FallbackImage } from '@/components/fallback-image.tsx';
import { useT } from '@/i18n/use-t.ts';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import { useMounted } from '@/lib/use-mounted.ts';
import { useAiTaskTip } from '../hooks/use-ai-task-tip.ts';
import { recordRoleLearningOpened, roleLearningDue } from '../utils/task-tip.ts';
import styles from './ai-entry.module.css';

/**
 * Header component 009, the AI assistant entry (spec §4, §5, §8; issue 11 §2): only for a logged-in user the server
 * says may see it; the school's AI logo, the default icon when it is missing or fails. With an open compulsory
 * position task, a "new task" tip shows for 5 s once a day per school, and the entry opens the AI page (a new tab)
 * on its role-learning tab once a day; clicking clears the tip. `variant="row"` is the drawer's entry (the compact
 * header shows the tip by its menu button instead: ai-task-tip.tsx); the icon's tip is recorded only once the icon
 * is on screen (issue 22 item 1: below 1200 px the desktop header is hidden).
 */
export function AiEntry({ variant = 'icon' }: { variant?: 'icon' | 'row' }) {
  const b = useBootstrap();
  const t = useT();
  const ai = b.userPanel?.ai ?? null;
  const visible = showAiEntry({ loggedIn: b.viewer !== null, aiEntranceVisible: ai?.visible });
  const schoolId = b.school?.id ?? '';
  const hasTask = ai?.havePositionTask === true;
  const mounted = useMounted();
  const anchor = useRef<HTMLAnchorElement>(null);
  const tipId = useId();
  const shown = useAiTaskTip(anchor, variant === 'icon');
  const [dismissed, setDismissed] = useState(false);
  const tip = shown && !dismissed;
  const [opened, setOpened] = useState(false);
  // Client only, after hydration: what this browser recorded decides (the server cannot know it).
  const roleTab = mounted && visible && !opened && roleLearningDue(schoolId, hasTask);

  if (!visible || !b.school) return null;
  const href = aiChatLink({ schoolId, lang: b.lang, tab: roleTab ? 'roleLearning' : null });
  const open = () => {
    setDismissed(true);
    // After the browser followed this href: changing it during the click would change where the click goes.
    setTimeout(() => {
      if (roleTab) recordRoleLearningOpened(schoolId);
      setOpened(true);
    }, 0);
  };
  return (
    <span className={variant === 'row' ? styles.rowWrap : styles.wrap}>
      <a
        ref={anchor}
        className={variant === 'row' ? styles.row : styles.entry}
        href={href}
        target="_blank"
        rel="noopener"
        aria-label={variant === 'row' ? undefined : t('ai.entry')}
        aria-describedby={tip ? tipId : undefined}
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
        <span id={tipId} className={styles.tip} role="status" data-tip="ai-task">
          {t('ai.newTaskTip')}
        </span>
      ) : null}
    </span>
  );
}
