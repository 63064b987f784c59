import { EXAM_RULES, OPTION_KEYS, PARTIAL_CREDIT_RULES } from '@portico/core';
import styles from '@/components/console/console-form.module.css';
import { CheckField } from '@/components/check-field.tsx';
import { SelectField } from '@/components/select-field.tsx';
import { TextField } from '@/components/text-field.tsx';
import { useT } from '@/i18n/use-t.ts';
import type { DraftErrors, QuestionDraft } from '../utils/question-draft.ts';

type Props = {
  draft: QuestionDraft;
  errors: DraftErrors;
  onChange: (patch: Partial<QuestionDraft>) => void;
};

/** single/multiple: the options keyed A…, each marked right or not (one for single), and multiple's credit rule. */
export function ChoiceFields({ draft, errors, onChange }: Props) {
  const t = useT();
  const single = draft.kind === 'single';
  const setOption = (index: number, text: string) =>
    onChange({ options: draft.options.map((old, i) => (i === index ? text : old)) });
  const toggle = (key: string, on: boolean) =>
    onChange({
      correct: single ? [key] : on ? [...draft.correct, key] : draft.correct.filter((k) => k !== key),
    });
  const remove = () => {
    const last = OPTION_KEYS[draft.options.length - 1];
    onChange({ options: draft.options.slice(0, -1), correct: draft.correct.filter((k) => k !== last) });
  };
  return (
    <fieldset className={styles.card} data-testid="choice-fields">
      <legend className={styles.subheading}>{t('console.exams.options')}</legend>
      {errors.options ? <p className={styles.error}>{t(errors.options)}</p> : null}
      {draft.options.map((text, i) => {
        const key = OPTION_KEYS[i]!;
        return (
          <div key={key} className={styles.row}>
            <TextField
              label={t('console.exams.option', { key })}
              value={text}
              maxLength={EXAM_RULES.MAX_OPTION_CHARS}
              onChange={(event) => setOption(i, event.target.value)}
            />
            <CheckField
              radio={single}
              name={single ? 'correct-choice' : undefined}
              label={t('console.exams.correctOption', { key })}
              checked={draft.correct.includes(key)}
              onChange={(event) => toggle(key, event.target.checked)}
            />
          </div>
        );
      })}
      {errors.key ? <p className={styles.error}>{t(errors.key)}</p> : null}
      <div className={styles.row}>
        <button
          type="button"
          className={styles.button}
          disabled={draft.options.length >= EXAM_RULES.MAX_OPTIONS}
          onClick={() => onChange({ options: [...draft.options, ''] })}
        >
          {t('console.exams.addOption')}
        </button>
        <button
          type="button"
          className={styles.button}
          disabled={draft.options.length <= EXAM_RULES.MIN_OPTIONS}
          onClick={remove}
        >
          {t('console.exams.removeOption')}
        </button>
      </div>
      {single ? null : (
        <SelectField
          label={t('console.exams.partialCredit')}
          value={draft.partialCredit}
          onChange={(event) =>
            onChange({ partialCredit: event.target.value as QuestionDraft['partialCredit'] })
          }
          options={PARTIAL_CREDIT_RULES.map((rule) => ({
            value: rule,
            label: t(`console.exams.credit.${rule}`),
          }))}
        />
      )}
    </fieldset>
  );
}
