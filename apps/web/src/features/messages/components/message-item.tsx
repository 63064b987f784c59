import type { Message } from '@portico/contracts';
import type { MouseEvent } from 'react';
import { useT } from '@/i18n/use-t.ts';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import { formatDate } from '@/lib/format-date.ts';
import { nav } from '@/lib/navigation.ts';
import { messageHref, messageText } from '../utils/message-text.ts';
import styles from './message-center.module.css';

/**
 * One message: unread marker, title (a link to what it is about, when it has one), content, time, and "Mark as
 * read" while unread. Opening an unread message's link marks it read first.
 */
export function MessageItem({
  message,
  busy,
  onRead,
}: {
  message: Message;
  busy: boolean;
  onRead: (id: string, then?: () => void) => void;
}) {
  const { lang } = useBootstrap();
  const t = useT();
  const { title, content } = messageText(message, t, lang);
  const href = messageHref(message, lang);
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (message.read || !href || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    onRead(message.id, () => nav.assign(href));
  };
  return (
    <li
      className={message.read ? styles.item : `${styles.item} ${styles.unread}`}
      data-message-id={message.id}
    >
      <div className={styles.itemHead}>
        {message.read ? null : <span className={styles.dot} aria-hidden="true" />}
        <h2 className={styles.itemTitle}>
          {message.read ? null : <span className="sr-only">{t('messages.unreadMarker')} </span>}
          {href ? (
            <a className={styles.itemLink} href={href} onClick={open}>
              {title}
            </a>
          ) : (
            title
          )}
        </h2>
        <time className={styles.time} dateTime={message.createdTime}>
          {formatDate(message.createdTime, lang, true)}
        </time>
      </div>
      <p className={styles.content} dir="auto">
        {content}
      </p>
      {message.read ? null : (
        <button type="button" className={styles.markOne} disabled={busy} onClick={() => onRead(message.id)}>
          {t('messages.markRead')}
          <span className="sr-only">: {title}</span>
        </button>
      )}
    </li>
  );
}
