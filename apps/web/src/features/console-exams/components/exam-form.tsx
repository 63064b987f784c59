import type { ExamSettings, ManagedExam } from '@portico/contracts';
import { REVIEW_POLICIES, type ReviewPolicy } from '@portico/core';
import { useState, type FormEvent } from 'react';
import styles from '@/components/console/console-form.module.css';
import { CheckField } from '@/components/check-field.tsx';
import { SelectField } from '@/components/select-field.tsx';
import { TextAreaField } from '@/components/text-area-field.tsx';
import { TextField } from '@/components/text-field.tsx';
import { useT } from '@/i18n/use-t.ts';
import {
  emptyExam,
  examBodyOf,
  examDraftOf,
  validateExam,
  type ExamDraft,
  type ExamErrors,
} from '../utils/exam-draft.ts';
import { DrawFields } from './draw-fields.tsx';

/** An exam's settings: title, description, window, limit, attempts, pass mark, draw, shuffle, review, publish. */
export function ExamForm(props: {
  schoolId: string;
  exam: ManagedExam | null;
  pending: boolean;
  onSave: (body: ExamSettings) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const [draft, setDraft] = useState<ExamDraft>(() => (props.exam ? examDraftOf(props.exam) : emptyExam()));
  const [errors, setErrors] = useState<ExamErrors>({});
  const change = (patch: Partial<ExamDraft>) => setDraft((old) => ({ ...old, ...patch }));
  const err = (key: keyof ExamErrors) => (errors[key] ? t(errors[key]) : null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateExam(draft);
    setErrors(found);
    if (Object.keys(found).length === 0) props.onSave(examBodyOf(draft));
  };
  const text = (key: 'title' | 'timeLimit' | 'attempts' | 'passMark') => ({
    value: draft[key],
    error: err(key),
    onChange: (event: { target: { value: string } }) => change({ [key]: event.target.value }),
  });
  return (
    <form className={styles.card} onSubmit={submit} noValidate data-testid="exam-form">
      <h3 className={styles.subheading}>
        {props.exam ? t('console.exams.editExam') : t('console.exams.newExam')}
      </h3>
      <TextField label={t('console.exams.title')} maxLength={100} {...text('title')} />
      <TextAreaField
        label={t('console.exams.description')}
        rows={3}
        maxLength={2000}
        value={draft.description}
        onChange={(event) => change({ description: event.target.value })}
      />
      <div className={styles.row}>
        <TextField
          label={t('console.exams.opensAt')}
          type="datetime-local"
          value={draft.opensAt}
          onChange={(event) => change({ opensAt: event.target.value })}
        />
        <TextField
          label={t('console.exams.closesAt')}
          type="datetime-local"
          value={draft.closesAt}
          error={err('closesAt')}
          onChange={(event) => change({ closesAt: event.target.value })}
        />
      </div>
      <div className={styles.row}>
        <TextField
          label={t('console.exams.timeLimit')}
          hint={t('console.exams.timeLimitHint')}
          inputMode="numeric"
          {...text('timeLimit')}
        />
        <TextField label={t('console.exams.attempts')} inputMode="numeric" {...text('attempts')} />
        <TextField label={t('console.exams.passMark')} inputMode="numeric" {...text('passMark')} />
      </div>
      <DrawFields schoolId={props.schoolId} draft={draft} error={err('draw')} onChange={change} />
      <CheckField
        label={t('console.exams.shuffle')}
        checked={draft.shuffle}
        onChange={(event) => change({ shuffle: event.target.checked })}
      />
      <SelectField
        label={t('console.exams.reviewPolicy')}
        value={draft.reviewPolicy}
        onChange={(event) => change({ reviewPolicy: event.target.value as ReviewPolicy })}
        options={REVIEW_POLICIES.map((policy) => ({
          value: policy,
          label: t(`console.exams.review.${policy}`),
        }))}
      />
      <CheckField
        label={t('console.exams.published')}
        checked={draft.published}
        onChange={(event) => change({ published: event.target.checked })}
      />
      <div className={styles.row}>
        <button type="submit" className={styles.primary} disabled={props.pending}>
          {t('console.save')}
        </button>
        <button type="button" className={styles.button} onClick={props.onCancel}>
          {t('console.cancel')}
        </button>
      </div>
    </form>
  );
}
