/** One essay of the class's queue: the question, the learner's answer, points 0..max and feedback. */
import type { GradingItem } from '@portico/contracts';
import { useId, useState, type FormEvent } from 'react';
import { TextAreaField } from '@/components/text-area-field.tsx';
import { TextField } from '@/components/text-field.tsx';
import { useSanitizedHtml } from '@/lib/sanitize-html.ts';
import { useT } from '@/i18n/use-t.ts';
import styles from './class-report.module.css';
import base from './teaching-center.module.css';

const FEEDBACK_MAX = 2000;

export function ClassGradeForm(props: {
  item: GradingItem;
  pending: boolean;
  onGrade: (body: { points: number; feedback: string }) => void;
}) {
  const t = useT();
  const id = useId();
  const { item } = props;
  const stem = useSanitizedHtml(item.stem);
  const [points, setPoints] = useState('');
  const [feedback, setFeedback] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = Number(points);
    if (!points.trim() || !Number.isFinite(value) || value < 0 || value > item.points) {
      setError(t('classes.grading.invalid', { max: item.points }));
      return;
    }
    setError(null);
    props.onGrade({ points: value, feedback: feedback.trim() });
  };
  return (
    <form
      className={base.form}
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-h`}
      data-testid="class-grade-form"
    >
      <h4 id={`${id}-h`} className={base.subheading}>
        {t('classes.grading.question', { title: item.examTitle, number: item.position })}
      </h4>
      <p className={base.muted}>{t('classes.grading.learner', { name: item.learnerName })}</p>
      <div dangerouslySetInnerHTML={{ __html: stem }} />
      <p className={styles.answer} aria-label={t('classes.grading.answer')} dir="auto">
        {item.answerText || t('classes.grading.noAnswer')}
      </p>
      <TextField
        label={t('classes.grading.points', { max: item.points })}
        inputMode="decimal"
        value={points}
        error={error}
        onChange={(event) => setPoints(event.target.value)}
      />
      <TextAreaField
        label={t('classes.grading.feedback')}
        rows={3}
        maxLength={FEEDBACK_MAX}
        value={feedback}
        onChange={(event) => setFeedback(event.target.value)}
      />
      <div className={base.actions}>
        <button type="submit" className={base.primary} disabled={props.pending}>
          {t('classes.grading.save')}
        </button>
      </div>
    </form>
  );
}
