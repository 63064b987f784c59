import type { MessageList } from '@portico/contracts';
import { useState } from 'react';
import { Pager } from '@/components/pager.tsx';
import { useT } from '@/i18n/use-t.ts';
import { errorText } from '@/lib/api-errors.ts';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import { showToast } from '@/lib/toast.ts';
import { MESSAGE_PAGE_SIZE, useMessages } from '../api/messages.ts';
import { useMarkRead } from '../api/update-messages.ts';
import { MessageItem } from './message-item.tsx';
import styles from './message-center.module.css';

/**
 * The message center (spec §1 "message center", issue 11 §1), a lazy chunk: the viewer's messages in this school,
 * newest first, paged in place; the first page comes with the bootstrap. Mark one or all read; the bell of every
 * tab follows.
 */
export default function MessageCenter({ initial }: { initial: MessageList | null }) {
  const b = useBootstrap();
  const t = useT();
  const [page, setPage] = useState(1);
  const schoolId = b.school?.id ?? '';
  const userId = b.viewer?.id ?? '';
  const list = useMessages(schoolId, page, initial);
  const markRead = useMarkRead(schoolId, userId);
  const data = list.data;
  const read = (input: { ids: string[] } | { all: true }, then?: () => void) =>
    markRead.mutate(input, {
      onSuccess: then,
      onError: (error) => (then ? then() : showToast(errorText(error, t))),
    });

  if (!data) {
    return (
      <p role="status" className={styles.status}>
        {list.isError ? t('messages.loadFailed') : t('common.loading')}
      </p>
    );
  }
  return (
    <section className={styles.center} aria-labelledby="message-center-title" aria-busy={list.isFetching}>
      <div className={styles.toolbar}>
        <h2 id="message-center-title" className={styles.heading}>
          {t('messages.title')}
        </h2>
        <p className={styles.summary} role="status">
          {data.unreadCount > 0
            ? t('messages.unreadCount', { count: data.unreadCount })
            : t('messages.allRead')}
        </p>
        <button
          type="button"
          className={styles.markAll}
          disabled={data.unreadCount === 0 || markRead.isPending}
          onClick={() => read({ all: true })}
        >
          {t('messages.markAllRead')}
        </button>
      </div>
      {data.records.length === 0 ? (
        <p className={styles.empty}>{t('messages.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {data.records.map((message) => (
            <MessageItem
              key={message.id}
              message={message}
              busy={markRead.isPending}
              onRead={(id, then) => read({ ids: [id] }, then)}
            />
          ))}
        </ul>
      )}
      <Pager
        page={page}
        total={data.total}
        pageSize={MESSAGE_PAGE_SIZE}
        label={t('messages.pages')}
        busy={list.isFetching}
        onPage={setPage}
      />
    </section>
  );
}
