import type { GradingItem } from '@portico/contracts';
import { useId, useState, type FormEvent } from 'react';
import styles from '@/components/console/console-form.module.css';
import { TextAreaField } from '@/components/text-area-field.tsx';
import { TextField } from '@/components/text-field.tsx';
import { useT } from '@/i18n/use-t.ts';
import { plainText } from '../utils/plain-text.ts';
import examStyles from './exams.module.css';

const FEEDBACK_MAX = 2000;

/** One essay waiting: its question, the learner's answer, points 0..max and feedback. */
export function GradeForm(props: {
  item: GradingItem;
  pending: boolean;
  onGrade: (body: { points: number; feedback: string }) => void;
}) {
  const t = useT();
  const id = useId();
  const { item } = props;
  const [points, setPoints] = useState('');
  const [feedback, setFeedback] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = Number(points);
    if (!points.trim() || !Number.isFinite(value) || value < 0 || value > item.points) {
      setError(t('console.exams.rule.grade', { count: item.points }));
      return;
    }
    setError(null);
    props.onGrade({ points: value, feedback: feedback.trim() });
  };
  return (
    <form
      className={styles.card}
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-h`}
      data-testid="grade-form"
    >
      <h3 id={`${id}-h`} className={styles.subheading}>
        <bdi>{item.examTitle}</bdi> · {t('console.exams.questionNumber', { number: item.position })}
      </h3>
      <p className={examStyles.meta}>{t('console.exams.learner', { name: item.learnerName })}</p>
      <p className={examStyles.stem}>{plainText(item.stem, 2000)}</p>
      <blockquote className={examStyles.stem} aria-label={t('console.exams.learnerAnswer')} dir="auto">
        {item.answerText || t('console.exams.noAnswer')}
      </blockquote>
      <TextField
        label={t('console.exams.gradePoints', { count: item.points })}
        inputMode="decimal"
        value={points}
        error={error}
        onChange={(event) => setPoints(event.target.value)}
      />
      <TextAreaField
        label={t('console.exams.feedback')}
        rows={3}
        maxLength={FEEDBACK_MAX}
        value={feedback}
        onChange={(event) => setFeedback(event.target.value)}
      />
      <div className={styles.row}>
        <button type="submit" className={styles.primary} disabled={props.pending}>
          {t('console.exams.saveGrade')}
        </button>
      </div>
    </form>
  );
}
