/**
 * Issue 24: one question as real form controls with labels — radios (single, true/false), checkboxes (multiple),
 * one text input per blank, a textarea for essays — in a fieldset named by its number and stem. Used by the exam
 * paper and the practice runner.
 */
import type { QuestionKind, AnswerValue, PartialCreditRule } from '@portico/core';
import { useId } from 'react';
import { useT } from '@/i18n/use-t.ts';
import { useSanitizedHtml } from '@/lib/sanitize-html.ts';
import styles from './exams.module.css';

export interface FieldQuestion {
  position: number;
  kind: QuestionKind;
  stem: string;
  options: { key: string; text: string }[];
  points: number;
  partialCredit: PartialCreditRule | null;
  blankCount: number;
}

interface QuestionFieldProps {
  question: FieldQuestion;
  value: AnswerValue | undefined;
  onChange: (value: AnswerValue) => void;
  disabled?: boolean;
}

/** Rich text the server sanitised, sanitised again in the browser (spec §5 allowlist). */
export function Html({
  html,
  id,
  className,
  inline = false,
}: {
  html: string;
  id?: string;
  className?: string;
  inline?: boolean;
}) {
  const safe = useSanitizedHtml(html);
  const Tag = inline ? 'span' : 'div';
  return <Tag id={id} className={className} dangerouslySetInnerHTML={{ __html: safe }} />;
}

export function QuestionField({ question, value, onChange, disabled = false }: QuestionFieldProps) {
  const t = useT();
  const id = useId();
  const stemId = `${id}-stem`;
  const name = `${id}-q${question.position}`;
  const { kind } = question;
  return (
    <fieldset className={styles.question} aria-labelledby={`${id}-legend ${stemId}`} disabled={disabled}>
      <legend id={`${id}-legend`} className={styles.questionHead}>
        {t('exam.question.number', { number: question.position })}{' '}
        <span className={styles.muted}>
          {t(`exam.kind.${kind}`)} · {t('exam.question.points', { count: question.points })}
        </span>
      </legend>
      <Html html={question.stem} id={stemId} className={styles.stem} />
      {kind === 'multiple' && question.partialCredit ? (
        <p className={styles.muted}>{t(`exam.partialCredit.${question.partialCredit}`)}</p>
      ) : null}
      {kind === 'single' || kind === 'multiple' ? (
        <ul className={styles.options}>
          {question.options.map((option) => {
            const checked =
              value?.kind === 'single'
                ? value.choice === option.key
                : value?.kind === 'multiple' && value.choices.includes(option.key);
            const optionId = `${name}-${option.key}`;
            return (
              <li key={option.key} className={styles.option}>
                <input
                  id={optionId}
                  type={kind === 'single' ? 'radio' : 'checkbox'}
                  name={name}
                  checked={checked}
                  onChange={(event) => {
                    if (kind === 'single') onChange({ kind: 'single', choice: option.key });
                    else {
                      const current = value?.kind === 'multiple' ? value.choices : [];
                      const choices = event.target.checked
                        ? [...current, option.key].sort()
                        : current.filter((key) => key !== option.key);
                      onChange({ kind: 'multiple', choices });
                    }
                  }}
                />
                <label htmlFor={optionId} className={styles.optionLabel}>
                  <span className={styles.optionKey}>{option.key}.</span>
                  <Html html={option.text} className={styles.optionText} inline />
                </label>
              </li>
            );
          })}
        </ul>
      ) : null}
      {kind === 'truefalse' ? (
        <ul className={styles.options}>
          {[true, false].map((flag) => (
            <li key={String(flag)} className={styles.option}>
              <input
                id={`${name}-${flag}`}
                type="radio"
                name={name}
                checked={value?.kind === 'truefalse' && value.value === flag}
                onChange={() => onChange({ kind: 'truefalse', value: flag })}
              />
              <label htmlFor={`${name}-${flag}`} className={styles.optionLabel}>
                {t(flag ? 'exam.answer.true' : 'exam.answer.false')}
              </label>
            </li>
          ))}
        </ul>
      ) : null}
      {kind === 'blank' ? (
        <div className={styles.blanks}>
          {Array.from({ length: Math.max(1, question.blankCount) }, (_, index) => {
            const blanks = value?.kind === 'blank' ? value.blanks : [];
            return (
              <div key={index} className={styles.blank}>
                <label htmlFor={`${name}-b${index}`}>{t('exam.answer.blank', { number: index + 1 })}</label>
                <input
                  id={`${name}-b${index}`}
                  className={styles.input}
                  type="text"
                  autoComplete="off"
                  value={blanks[index] ?? ''}
                  onChange={(event) => {
                    const next = Array.from({ length: Math.max(1, question.blankCount) }, (_, i) =>
                      i === index ? event.target.value : (blanks[i] ?? ''),
                    );
                    onChange({ kind: 'blank', blanks: next });
                  }}
                />
              </div>
            );
          })}
        </div>
      ) : null}
      {kind === 'essay' ? (
        <div className={styles.blank}>
          <label htmlFor={`${name}-essay`}>{t('exam.answer.essay')}</label>
          <textarea
            id={`${name}-essay`}
            className={styles.textarea}
            rows={8}
            value={value?.kind === 'essay' ? value.text : ''}
            onChange={(event) => onChange({ kind: 'essay', text: event.target.value })}
          />
        </div>
      ) : null}
    </fieldset>
  );
}

/** Whether a question counts as answered in the navigator and the submit dialog. */
export function isAnswered(value: AnswerValue | undefined): boolean {
  if (!value) return false;
  switch (value.kind) {
    case 'single':
    case 'truefalse':
      return true;
    case 'multiple':
      return value.choices.length > 0;
    case 'blank':
      return value.blanks.some((text) => text.trim() !== '');
    case 'essay':
      return value.text.trim() !== '';
  }
}
