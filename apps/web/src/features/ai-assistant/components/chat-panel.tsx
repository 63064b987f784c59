import { API_LIMITS } from '@portico/core';
import type { AiAnswer } from '@portico/contracts';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useT } from '@/i18n/use-t.ts';
import { errorText } from '@/lib/api-errors.ts';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import { useAsk } from '../api/ask.ts';
import { ChatAnswer } from './chat-answer.tsx';
import styles from './ai-chat.module.css';

type Turn = { id: number; question: string; answer: AiAnswer | null; error: string | null };

/** The chat: a log of questions and answers (announced politely), and the question box. */
export function ChatPanel({ school, mode }: { school: string; mode: 'catalogue' | 'model' }) {
  const b = useBootstrap();
  const t = useT();
  const inputId = useId();
  const [turns, setTurns] = useState<Turn[]>([]);
  const [question, setQuestion] = useState('');
  const nextId = useRef(1);
  const askMutation = useAsk(b.school?.id ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = question.trim();
    if (!text || askMutation.isPending) return;
    const id = nextId.current++;
    // Earlier turns give a configured model the conversation; the catalogue search reads only the question.
    const history = turns
      .slice(-API_LIMITS.AI_HISTORY_MAX / 2)
      .flatMap((turn) => [
        { role: 'user' as const, content: turn.question },
        ...(turn.answer?.answer ? [{ role: 'assistant' as const, content: turn.answer.answer }] : []),
      ]);
    setTurns((all) => [...all, { id, question: text, answer: null, error: null }]);
    setQuestion('');
    askMutation.mutate(
      { question: text, history },
      {
        onSuccess: (answer) =>
          setTurns((all) => all.map((turn) => (turn.id === id ? { ...turn, answer } : turn))),
        onError: (error) =>
          setTurns((all) =>
            all.map((turn) => (turn.id === id ? { ...turn, error: errorText(error, t) } : turn)),
          ),
      },
    );
  };

  return (
    <div className={styles.chat}>
      <p className={styles.notice}>
        {mode === 'catalogue' ? t('ai.catalogueMode', { school }) : t('ai.modelMode', { school })}
      </p>
      <ol className={styles.log} role="log" aria-live="polite" aria-label={t('ai.conversation')}>
        {turns.length === 0 ? <li className={styles.hint}>{t('ai.example')}</li> : null}
        {turns.map((turn) => (
          <li key={turn.id} className={styles.turn}>
            <p className={styles.question} dir="auto">
              <span className="sr-only">{t('ai.you')}: </span>
              {turn.question}
            </p>
            {turn.answer ? (
              <ChatAnswer answer={turn.answer} school={school} />
            ) : turn.error ? (
              <p className={styles.error}>{turn.error}</p>
            ) : (
              <p className={styles.thinking}>{t('ai.thinking')}</p>
            )}
          </li>
        ))}
      </ol>
      <form className={styles.form} onSubmit={submit}>
        <label htmlFor={inputId} className="sr-only">
          {t('ai.question')}
        </label>
        <input
          id={inputId}
          className={styles.input}
          value={question}
          maxLength={API_LIMITS.AI_QUESTION_MAX}
          placeholder={t('ai.placeholder')}
          autoComplete="off"
          onChange={(event) => setQuestion(event.target.value)}
        />
        <button
          type="submit"
          className={styles.send}
          disabled={askMutation.isPending || question.trim() === ''}
        >
          {t('ai.send')}
        </button>
      </form>
    </div>
  );
}
