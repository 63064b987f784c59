import { EXAM_RULES } from '@portico/core';
import styles from '@/components/console/console-form.module.css';
import { CheckField } from '@/components/check-field.tsx';
import { TextField } from '@/components/text-field.tsx';
import { useT } from '@/i18n/use-t.ts';
import type { DraftErrors, QuestionDraft } from '../utils/question-draft.ts';

type Props = {
  draft: QuestionDraft;
  errors: DraftErrors;
  onChange: (patch: Partial<QuestionDraft>) => void;
};

/** truefalse: which statement is right. */
export function TrueFalseFields({ draft, onChange }: Props) {
  const t = useT();
  return (
    <fieldset className={styles.card} data-testid="truefalse-fields">
      <legend className={styles.subheading}>{t('console.exams.answer')}</legend>
      <CheckField
        radio
        name="truefalse"
        label={t('console.exams.true')}
        checked={draft.truefalse}
        onChange={() => onChange({ truefalse: true })}
      />
      <CheckField
        radio
        name="truefalse"
        label={t('console.exams.false')}
        checked={!draft.truefalse}
        onChange={() => onChange({ truefalse: false })}
      />
    </fieldset>
  );
}

/** blank: one line per blank of accepted spellings ("|" between them), and whether case counts. */
export function BlankFields({ draft, errors, onChange }: Props) {
  const t = useT();
  const setBlank = (index: number, text: string) =>
    onChange({ blanks: draft.blanks.map((old, i) => (i === index ? text : old)) });
  return (
    <fieldset className={styles.card} data-testid="blank-fields">
      <legend className={styles.subheading}>{t('console.exams.blanks')}</legend>
      <p className={styles.hint}>{t('console.exams.blanksHint')}</p>
      {draft.blanks.map((text, i) => (
        <TextField
          key={i}
          label={t('console.exams.blank', { number: i + 1 })}
          value={text}
          dir="auto"
          onChange={(event) => setBlank(i, event.target.value)}
        />
      ))}
      {errors.blanks ? <p className={styles.error}>{t(errors.blanks)}</p> : null}
      <div className={styles.row}>
        <button
          type="button"
          className={styles.button}
          disabled={draft.blanks.length >= EXAM_RULES.MAX_BLANK_ANSWERS}
          onClick={() => onChange({ blanks: [...draft.blanks, ''] })}
        >
          {t('console.exams.addBlank')}
        </button>
        <button
          type="button"
          className={styles.button}
          disabled={draft.blanks.length <= 1}
          onClick={() => onChange({ blanks: draft.blanks.slice(0, -1) })}
        >
          {t('console.exams.removeBlank')}
        </button>
      </div>
      <CheckField
        label={t('console.exams.caseSensitive')}
        checked={draft.caseSensitive}
        onChange={(event) => onChange({ caseSensitive: event.target.checked })}
      />
    </fieldset>
  );
}
