import type { FeedbackInboxFilter, FeedbackInboxPage } from '@portico/contracts';
import type { LanguageCode } from '@portico/core';
import { useState } from 'react';
import { useT } from '@/i18n/use-t.ts';
import { errorText } from '@/lib/api-errors.ts';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import { useInbox, type InboxKey } from '../api/inbox.ts';
import { InboxItem } from './inbox-item.tsx';
import { ReviewPanel } from './review-panel.tsx';
import styles from './inbox.module.css';

const FILTERS: FeedbackInboxFilter[] = ['open', 'handled', 'all'];

/** Keeps the address in step, so a reload or a shared link shows the same page (server-rendered). */
function replaceUrl(key: InboxKey) {
  const url = new URL(window.location.href);
  url.searchParams.set('status', key.status);
  if (key.page > 1) url.searchParams.set('page', String(key.page));
  else url.searchParams.delete('page');
  window.history.replaceState(window.history.state, '', url);
}

/**
 * Issue 12 admin inbox (`/iadmin/{schoolId}/management/feedback`): the school's feedback with type, text, images,
 * contact and date; filtered by status, paged; each can be marked handled or answered. Lazy, server-rendered.
 */
export default function FeedbackInbox() {
  const b = useBootstrap();
  if (b.page.kind !== 'feedback-inbox' || !b.school) return null;
  return <InboxView page={b.page} schoolId={b.school.id} lang={b.lang} />;
}

function InboxView({
  page,
  schoolId,
  lang,
}: {
  page: FeedbackInboxPage;
  schoolId: string;
  lang: LanguageCode;
}) {
  const t = useT();
  const initialKey: InboxKey = { schoolId, status: page.status, page: page.inbox.page };
  const [key, setKey] = useState<InboxKey>(initialKey);
  const [blockedImages, setBlockedImages] = useState(page.contentReview.blockedImages);
  const inbox = useInbox(key, { key: initialKey, data: page.inbox });
  const data = inbox.data ?? page.inbox;
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
  const go = (next: Partial<InboxKey>) => {
    const updated = { ...key, ...next };
    setKey(updated);
    replaceUrl(updated);
  };
  const filterLabel = {
    open: t('inbox.filterOpen'),
    handled: t('inbox.filterHandled'),
    all: t('inbox.filterAll'),
  };

  return (
    <div className={styles.inbox}>
      <ReviewPanel
        schoolId={schoolId}
        initialOn={page.contentReview.contentReviewSwitch === '1'}
        blockedImages={blockedImages}
      />
      <div className={styles.filters} role="group" aria-label={t('inbox.filterLabel')}>
        {FILTERS.map((status) => (
          <button
            key={status}
            type="button"
            className={styles.filter}
            aria-pressed={key.status === status}
            onClick={() => go({ status, page: 1 })}
          >
            {filterLabel[status]}
            {status === 'open' ? ` (${data.openCount})` : ''}
          </button>
        ))}
      </div>
      {inbox.isError ? (
        <p className={styles.error} role="alert">
          {errorText(inbox.error, t)}
        </p>
      ) : null}
      <p className={styles.meta} role="status">
        {t('inbox.total', { count: data.total })}
      </p>
      {data.records.length === 0 ? (
        <p className={styles.empty}>{t('inbox.empty')}</p>
      ) : (
        <div className={styles.list}>
          {data.records.map((item) => (
            <InboxItem
              key={item.id}
              item={item}
              schoolId={schoolId}
              lang={lang}
              onBlocked={setBlockedImages}
            />
          ))}
        </div>
      )}
      {pages > 1 ? (
        <nav className={styles.pager} aria-label={t('inbox.pagesLabel')}>
          <button type="button" disabled={key.page <= 1} onClick={() => go({ page: key.page - 1 })}>
            {t('inbox.previous')}
          </button>
          <span>{t('inbox.pageOf', { page: key.page, pages })}</span>
          <button type="button" disabled={key.page >= pages} onClick={() => go({ page: key.page + 1 })}>
            {t('inbox.next')}
          </button>
        </nav>
      ) : null}
    </div>
  );
}
