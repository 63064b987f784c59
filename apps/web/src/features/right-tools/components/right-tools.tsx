import { SCROLL, aiChatLink, visibleRightTools, type RightTool } from '@portico/core';
import { useState } from 'react';
import { useT } from '@/i18n/use-t.ts';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import { useOpenFeedback } from '@/lib/feedback-dialog.tsx';
import { useScrolledPast } from '@/lib/use-scrolled.ts';
import { scrollToTop } from '../utils/scroll-to-top.ts';
import { CustomerService } from './customer-service.tsx';
import { ToolIcon } from './icons.tsx';
import styles from './right-tools.module.css';

/**
 * Spec §1 / §4 right-side tools on the logical end side (left in ar_SA): evaluation, feedback, the knowledge
 * assistant, customer service (switch "1") and go-to-top above 500 px. The O3 variant expands and collapses
 * (collapsed: the first tool only); on phones every variant starts collapsed so the tools never cover the page
 * (CSS), with go-to-top still at hand.
 */
export function RightTools() {
  const b = useBootstrap();
  const t = useT();
  const openFeedback = useOpenFeedback();
  const goTopVisible = useScrolledPast(SCROLL.GO_TOP_ABOVE_PX);
  const [expanded, setExpanded] = useState(false);
  if (!b.school || b.headerHidden) return null;
  const isO3 = b.school.kind === 'o3';
  const tools = visibleRightTools({
    customerServiceSwitch: b.customerService ? '1' : '0',
    goTopVisible,
    isO3,
    expanded,
  });
  const schoolId = b.school.id;

  const tool = (name: RightTool) => {
    switch (name) {
      case 'evaluation':
      case 'feedback':
        return (
          <button
            type="button"
            className={styles.tool}
            onClick={() => openFeedback(name === 'evaluation' ? 0 : 1)}
          >
            <ToolIcon name={name} />
            <span className={styles.label}>
              {t(name === 'evaluation' ? 'tools.evaluation' : 'tools.feedback')}
            </span>
          </button>
        );
      case 'knowledgeAssistant':
        return (
          <a
            className={styles.tool}
            href={aiChatLink({ schoolId, lang: b.lang })}
            target="_blank"
            rel="noopener noreferrer"
          >
            <ToolIcon name="knowledgeAssistant" />
            <span className={styles.label}>{t('tools.knowledgeAssistant')}</span>
          </a>
        );
      case 'customerService':
        return b.customerService ? <CustomerService info={b.customerService} /> : null;
      case 'goTop':
        return (
          <button
            type="button"
            className={styles.tool}
            onClick={() => scrollToTop(() => document.getElementById('main')?.focus({ preventScroll: true }))}
          >
            <ToolIcon name="goTop" />
            <span className={styles.label}>{t('tools.goTop')}</span>
          </button>
        );
    }
  };

  return (
    <>
      <aside
        className={`${styles.tools} ${isO3 ? styles.o3 : styles.standard}`}
        data-expanded={expanded ? '' : undefined}
        aria-label={t('tools.label')}
      >
        <ul className={styles.list}>
          {tools.map((name) => (
            <li key={name} className={name === 'goTop' ? styles.goTop : styles.item}>
              {tool(name)}
            </li>
          ))}
        </ul>
        <button
          type="button"
          className={`${styles.tool} ${styles.toggle}`}
          aria-expanded={expanded}
          onClick={() => setExpanded((value) => !value)}
        >
          <span className={styles.chevron}>
            <ToolIcon name="expand" />
          </span>
          <span className={styles.label}>{expanded ? t('tools.collapse') : t('tools.expand')}</span>
        </button>
      </aside>
      {/* Room at the end of the page on phones, so the last lines are never under the tools. */}
      <div className={styles.spacer} aria-hidden="true" />
    </>
  );
}
