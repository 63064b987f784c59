import { FEEDBACK_INBOX, charCount, cutChars } from '@portico/core';
import { useId, useState, type FormEvent } from 'react';
import { formStyles } from '@/components/form-styles.ts';
import { useT } from '@/i18n/use-t.ts';

/** The admin's answer to one feedback: sent to the user as a message. */
export function ReplyForm({
  pending,
  onSend,
  onCancel,
}: {
  pending: boolean;
  onSend: (content: string) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const id = useId();
  const [text, setText] = useState('');
  const [empty, setEmpty] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') {
      setEmpty(true);
      return;
    }
    onSend(text.trim());
  };
  return (
    <form className={formStyles.form} onSubmit={submit} noValidate>
      <div className={formStyles.field}>
        <label className={formStyles.label} htmlFor={id}>
          {t('inbox.replyLabel')}
        </label>
        <textarea
          id={id}
          className={formStyles.input}
          rows={3}
          value={text}
          aria-invalid={empty ? true : undefined}
          aria-describedby={`${id}-hint${empty ? ` ${id}-error` : ''}`}
          onChange={(event) => {
            setText(cutChars(event.target.value, FEEDBACK_INBOX.REPLY_MAX));
            setEmpty(false);
          }}
        />
        <p id={`${id}-hint`} className={formStyles.hint}>
          {t('inbox.replyHint', {
            used: charCount(text),
            max: FEEDBACK_INBOX.REPLY_MAX,
            count: FEEDBACK_INBOX.REPLY_MAX,
          })}
        </p>
        {empty ? (
          <p id={`${id}-error`} className={formStyles.fieldError} role="alert">
            {t('errors.FEEDBACK_REPLY_REQUIRED')}
          </p>
        ) : null}
      </div>
      <div className={formStyles.actions}>
        <button type="submit" className={formStyles.primary} disabled={pending}>
          {t('inbox.sendReply')}
        </button>
        <button type="button" className={formStyles.secondary} onClick={onCancel}>
          {t('feedback.cancel')}
        </button>
      </div>
    </form>
  );
}
