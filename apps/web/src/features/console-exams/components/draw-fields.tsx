import { EXAM_RULES } from '@portico/core';
import styles from '@/components/console/console-form.module.css';
import { CheckField } from '@/components/check-field.tsx';
import { TextField } from '@/components/text-field.tsx';
import { useT } from '@/i18n/use-t.ts';
import type { ExamDraft } from '../utils/exam-draft.ts';
import { QuestionPicker } from './question-picker.tsx';

const MAX_RULES = 20;

/** How the paper is drawn: picked questions, or so many at random from each category. */
export function DrawFields(props: {
  schoolId: string;
  draft: ExamDraft;
  error: string | null;
  onChange: (patch: Partial<ExamDraft>) => void;
}) {
  const t = useT();
  const { draft, onChange } = props;
  const setRule = (index: number, patch: Partial<ExamDraft['rules'][number]>) =>
    onChange({ rules: draft.rules.map((rule, i) => (i === index ? { ...rule, ...patch } : rule)) });
  return (
    <fieldset className={styles.card} data-testid="draw-fields">
      <legend className={styles.subheading}>{t('console.exams.draw')}</legend>
      <CheckField
        radio
        name="draw-mode"
        label={t('console.exams.drawFixed')}
        checked={draft.mode === 'fixed'}
        onChange={() => onChange({ mode: 'fixed' })}
      />
      <CheckField
        radio
        name="draw-mode"
        label={t('console.exams.drawRandom')}
        checked={draft.mode === 'random'}
        onChange={() => onChange({ mode: 'random' })}
      />
      {props.error ? <p className={styles.error}>{props.error}</p> : null}
      {draft.mode === 'fixed' ? (
        <QuestionPicker
          schoolId={props.schoolId}
          selected={draft.questionIds}
          onChange={(questionIds) => onChange({ questionIds })}
        />
      ) : (
        <>
          {draft.rules.map((rule, i) => (
            <div key={i} className={styles.row}>
              <TextField
                label={t('console.exams.ruleCategory', { number: i + 1 })}
                value={rule.category}
                maxLength={40}
                onChange={(event) => setRule(i, { category: event.target.value })}
              />
              <TextField
                label={t('console.exams.ruleCount', { number: i + 1 })}
                inputMode="numeric"
                value={rule.count}
                max={EXAM_RULES.MAX_QUESTIONS_PER_EXAM}
                onChange={(event) => setRule(i, { count: event.target.value })}
              />
            </div>
          ))}
          <div className={styles.row}>
            <button
              type="button"
              className={styles.button}
              disabled={draft.rules.length >= MAX_RULES}
              onClick={() => onChange({ rules: [...draft.rules, { category: '', count: '1' }] })}
            >
              {t('console.exams.addRule')}
            </button>
            <button
              type="button"
              className={styles.button}
              disabled={draft.rules.length <= 1}
              onClick={() => onChange({ rules: draft.rules.slice(0, -1) })}
            >
              {t('console.exams.removeRule')}
            </button>
          </div>
        </>
      )}
    </fieldset>
  );
}
