import type { PracticeQuestion } from '@portico/contracts';
import { useT } from '@/i18n/use-t.ts';
import { errorText } from '@/lib/api-errors.ts';
import { useMistakes } from '../api/mistakes.ts';
import { useRemoveMistake } from '../api/remove-mistake.ts';
import styles from './exams.module.css';
import { Html } from './question-field.tsx';

interface MistakeBookProps {
  schoolId: string;
  onPractise: (questions: PracticeQuestion[]) => void;
  onBack: () => void;
}

/** Issue 24: the viewer's wrong answers — practise them again (all, or one) or take one out of the book. */
export function MistakeBook({ schoolId, onPractise, onBack }: MistakeBookProps) {
  const t = useT();
  const mistakes = useMistakes(schoolId, true);
  const remove = useRemoveMistake(schoolId);
  const records = mistakes.data?.records ?? [];
  return (
    <section className={styles.exercise} aria-labelledby="mistakes-title">
      <div className={styles.cardHead}>
        <h2 id="mistakes-title" className={styles.sectionTitle}>
          {t('practice.mistakes.title')}
        </h2>
        <div className={styles.actions}>
          {records.length > 0 ? (
            <button
              type="button"
              className={styles.primary}
              onClick={() => onPractise(records.map((record) => record.question))}
            >
              {t('practice.mistakes.practiseAll')}
            </button>
          ) : null}
          <button type="button" className={styles.secondary} onClick={onBack}>
            {t('practice.back')}
          </button>
        </div>
      </div>
      {mistakes.isPending ? <p role="status">{t('common.loading')}</p> : null}
      {mistakes.isError ? (
        <p className={styles.error} role="alert">
          {errorText(mistakes.error, t)}
        </p>
      ) : null}
      {remove.isError ? (
        <p className={styles.error} role="alert">
          {errorText(remove.error, t)}
        </p>
      ) : null}
      {mistakes.isSuccess && records.length === 0 ? <p>{t('practice.mistakes.empty')}</p> : null}
      <ul className={styles.list}>
        {records.map((record, index) => (
          <li key={record.question.questionId} className={styles.card}>
            <p className={styles.muted}>
              {record.category} · {t('practice.mistakes.wrongCount', { count: record.wrongCount })}
            </p>
            <Html html={record.question.stem} className={styles.stem} />
            <div className={styles.actions}>
              <button
                type="button"
                className={styles.secondary}
                onClick={() => onPractise([record.question])}
              >
                {t('practice.mistakes.practiseOne', { number: index + 1 })}
              </button>
              <button
                type="button"
                className={styles.secondary}
                disabled={remove.isPending}
                onClick={() => remove.mutate(record.question.questionId)}
              >
                {t('practice.mistakes.remove', { number: index + 1 })}
              </button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
