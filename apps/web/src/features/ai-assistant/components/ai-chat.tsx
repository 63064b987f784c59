import type { AiChatPage } from '@portico/contracts';
import { useState, type KeyboardEvent } from 'react';
import aiDefaultIcon from '@/assets/ai-default.svg';
import { FallbackImage } from '@/components/fallback-image.tsx';
import { PathNextItems } from '@/components/path-next-items.tsx';
import { PositionTasks } from '@/components/position-tasks.tsx';
import { useT } from '@/i18n/use-t.ts';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import { schoolDisplayName } from '@/lib/names.ts';
import { ChatPanel } from './chat-panel.tsx';
import styles from './ai-chat.module.css';

type Tab = 'ask' | 'roleLearning';

/**
 * The AI page (spec §2 `/mobile/AIChat-pc.htm`, issue 11 §2), a lazy chunk: "Ask" — the chat over the school's
 * catalogue — and "Role learning" — the next items of the viewer's learning paths (issue 26 item 5) and their position tasks — as an ARIA tab list; `tab=roleLearning` opens the
 * second (what the header entry asks for when a task is due).
 */
export default function AiChat({ page }: { page: AiChatPage }) {
  const b = useBootstrap();
  const t = useT();
  const initialTab: Tab =
    new URLSearchParams(b.url.split('?')[1] ?? '').get('tab') === 'roleLearning' ? 'roleLearning' : 'ask';
  const [tab, setTab] = useState<Tab>(initialTab);
  const school = schoolDisplayName(b.school, b.lang) ?? t('app.name');
  const tabs: Array<[Tab, string]> = [
    ['ask', t('ai.tabAsk')],
    ['roleLearning', t('ai.tabRoleLearning')],
  ];
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const next: Tab = tab === 'ask' ? 'roleLearning' : 'ask';
    setTab(next);
    document.getElementById(`ai-tab-${next}`)?.focus();
  };
  return (
    <div className={styles.page}>
      <div className={styles.brand}>
        <FallbackImage
          className={styles.logo}
          src={page.logoUrl}
          fallback={aiDefaultIcon}
          alt=""
          width={40}
          height={40}
        />
        <p className={styles.lead}>{t('ai.lead', { school })}</p>
      </div>
      <div className={styles.tabs} role="tablist" aria-label={t('route.aiChat')} onKeyDown={onKey}>
        {tabs.map(([id, label]) => (
          <button
            key={id}
            id={`ai-tab-${id}`}
            type="button"
            role="tab"
            className={styles.tab}
            aria-selected={tab === id}
            aria-controls={`ai-panel-${id}`}
            tabIndex={tab === id ? 0 : -1}
            onClick={() => setTab(id)}
          >
            {label}
          </button>
        ))}
      </div>
      <div id="ai-panel-ask" role="tabpanel" aria-labelledby="ai-tab-ask" hidden={tab !== 'ask'}>
        <ChatPanel school={school} mode={page.status.mode} />
      </div>
      <div
        id="ai-panel-roleLearning"
        role="tabpanel"
        aria-labelledby="ai-tab-roleLearning"
        hidden={tab !== 'roleLearning'}
      >
        {page.learningPaths ? <PathNextItems paths={page.learningPaths} /> : null}
        {page.tasks ? <PositionTasks degree={page.tasks} /> : null}
      </div>
    </div>
  );
}
