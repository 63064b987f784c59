import type { FeedbackInboxItem } from '@portico/contracts';
import { htmlLang, type LanguageCode } from '@portico/core';
import { useId, useState } from 'react';
import { formStyles } from '@/components/form-styles.ts';
import type { MessageKey } from '@/i18n/keys.ts';
import { useT } from '@/i18n/use-t.ts';
import { errorText } from '@/lib/api-errors.ts';
import { useMounted } from '@/lib/use-mounted.ts';
import { useBlockImage } from '../api/content-review.ts';
import { useUpdateFeedback } from '../api/update-feedback.ts';
import { ReplyForm } from './reply-form.tsx';
import styles from './inbox.module.css';

const TYPE_KEYS: Record<number, MessageKey> = {
  0: 'feedback.typeExperience',
  1: 'feedback.typeFault',
  2: 'feedback.typeConsultation',
  3: 'feedback.typeContent',
  4: 'inbox.typeSearch',
};

/** One feedback in the inbox: what was sent, by whom and when, its images and contact, and the admin's actions. */
export function InboxItem({
  item,
  schoolId,
  lang,
  onBlocked,
}: {
  item: FeedbackInboxItem;
  schoolId: string;
  lang: LanguageCode;
  onBlocked: (total: number) => void;
}) {
  const t = useT();
  const update = useUpdateFeedback();
  const block = useBlockImage();
  const [replying, setReplying] = useState(false);
  const [blocked, setBlocked] = useState<string[]>([]);
  const headingId = useId();
  const mounted = useMounted();
  // The server renders UTC; the browser then shows its own time zone (the same first render: no mismatch).
  const date = new Intl.DateTimeFormat(htmlLang(lang), {
    dateStyle: 'medium',
    timeStyle: 'short',
    calendar: 'gregory',
    ...(mounted ? {} : { timeZone: 'UTC' }),
  }).format(new Date(item.createdAt));
  const handled = item.status === 'handled';
  const failure = update.error ?? block.error;

  return (
    <article className={styles.item} aria-labelledby={headingId}>
      <header className={styles.itemHead}>
        <h2 id={headingId} className={styles.itemTitle}>
          {t(TYPE_KEYS[item.feedbackType] ?? 'inbox.typeSearch')}
        </h2>
        <span className={handled ? styles.handled : styles.open}>
          {handled ? t('inbox.statusHandled') : t('inbox.statusOpen')}
        </span>
        <span className={styles.meta}>
          {t('inbox.from', { name: item.userName ?? t('inbox.unknownUser') })} ·{' '}
          <time dateTime={item.createdAt}>{date}</time>
        </span>
      </header>
      <p className={styles.content}>{item.content || '—'}</p>
      {item.keyword ? <p className={styles.meta}>{t('inbox.keyword', { keyword: item.keyword })}</p> : null}
      {item.images.length > 0 ? (
        <ul className={styles.images} aria-label={t('inbox.images')}>
          {item.images.map((url, index) => (
            <li key={url}>
              <a href={url} target="_blank" rel="noopener noreferrer">
                <img
                  src={`${url}?width=200`}
                  alt={t('feedback.imageAlt', { n: index + 1 })}
                  width={96}
                  height={96}
                />
              </a>
              <button
                type="button"
                className={styles.small}
                disabled={blocked.includes(url) || block.isPending}
                onClick={() =>
                  block.mutate(
                    { schoolId, imageUrl: url },
                    {
                      onSuccess: (list) => {
                        setBlocked((done) => [...done, url]);
                        onBlocked(list.total);
                      },
                    },
                  )
                }
              >
                {blocked.includes(url) ? t('inbox.imageBlocked') : t('inbox.blockImage')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <p className={styles.meta}>
        {item.allowContact && item.phoneNumber
          ? t('inbox.contact', { phone: item.phoneNumber })
          : t('inbox.noContact')}
      </p>
      {item.reply ? (
        <div className={styles.reply}>
          <p className={styles.replyLabel}>{t('inbox.yourReply')}</p>
          <p className={styles.content}>{item.reply}</p>
        </div>
      ) : null}
      {failure ? (
        <p className={formStyles.alert} role="alert">
          {errorText(failure, t)}
        </p>
      ) : null}
      <div className={formStyles.actions}>
        <button
          type="button"
          className={formStyles.secondary}
          disabled={update.isPending}
          onClick={() =>
            update.mutate({ schoolId, id: item.id, action: { kind: 'handled', handled: !handled } })
          }
        >
          {handled ? t('inbox.reopen') : t('inbox.markHandled')}
        </button>
        {item.userId && !replying ? (
          <button type="button" className={formStyles.primary} onClick={() => setReplying(true)}>
            {item.reply ? t('inbox.replyAgain') : t('inbox.reply')}
          </button>
        ) : null}
      </div>
      {replying ? (
        <ReplyForm
          pending={update.isPending}
          onCancel={() => setReplying(false)}
          onSend={(content) =>
            update.mutate(
              { schoolId, id: item.id, action: { kind: 'reply', content } },
              { onSuccess: () => setReplying(false) },
            )
          }
        />
      ) : null}
    </article>
  );
}
