/** Reply to a post or answer a question: plain text, one paragraph per line (the server sanitises it as rich text). */
import { COMMUNITY_LIMITS } from '@portico/core';
import type { Reply } from '@portico/contracts';
import { useId, useState, type FormEvent } from 'react';
import { formStyles } from '@/components/form-styles.ts';
import { useT } from '@/i18n/use-t.ts';
import { errorText } from '@/lib/api-errors.ts';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import { showToast } from '@/lib/toast.ts';
import { useCreateReply } from '../api/community-api.ts';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Plain text → paragraphs of escaped text. */
function replyHtml(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => `<p>${escape(line)}</p>`)
    .join('');
}

export function ReplyForm({ postId, onReplied }: { postId: string; onReplied: (reply: Reply) => void }) {
  const t = useT();
  const { school } = useBootstrap();
  const id = useId();
  const send = useCreateReply(school?.id ?? '', postId);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (text.trim() === '') return setError(t('errors.COMMUNITY_REPLY_REQUIRED'));
    send.mutate(replyHtml(text), {
      onSuccess: (reply) => {
        setText('');
        onReplied(reply);
        showToast(t('community.reply.sent'));
      },
      onError: (failure) => setError(errorText(failure, t)),
    });
  };

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate>
      <div className={formStyles.field}>
        <label className={formStyles.label} htmlFor={`${id}-text`}>
          {t('community.reply.label')}
        </label>
        <textarea
          id={`${id}-text`}
          className={formStyles.input}
          rows={4}
          maxLength={COMMUNITY_LIMITS.REPLY_TEXT}
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <p id={`${id}-error`} className={formStyles.alert} role="alert">
        {error}
      </p>
      <div className={formStyles.actions}>
        <button type="submit" className={formStyles.primary} disabled={send.isPending}>
          {t('community.reply.submit')}
        </button>
      </div>
    </form>
  );
}
