/**
 * One input per language the school offers (issue 13 §2) for a text an admin writes; the default language's is
 * required and marked (the others fall back to it). `error` belongs to the default language's input and is tied
 * to it with aria-describedby.
 */
import type { LanguageCode, LocalizedTexts } from '@portico/core';
import { useId } from 'react';
import { useT } from '@/i18n/use-t.ts';
import { LANGUAGE_NAMES } from '@/lib/names.ts';
import styles from './content-form.module.css';

export interface LocalizedFieldProps {
  legend: string;
  texts: LocalizedTexts;
  languages: LanguageCode[];
  defaultLang: LanguageCode;
  required: boolean;
  max: number;
  multiline?: boolean;
  error?: string | null;
  onChange: (texts: LocalizedTexts) => void;
}

export function LocalizedField(props: LocalizedFieldProps) {
  const t = useT();
  const id = useId();
  const others = props.languages.filter((lang) => lang !== props.defaultLang);
  const filled = others.filter((lang) => (props.texts[lang] ?? '').trim() !== '').length;
  const row = (lang: LanguageCode) => {
    const inputId = `${id}-${lang}`;
    const isDefault = lang === props.defaultLang;
    const error = isDefault ? props.error : null;
    const common = {
      id: inputId,
      lang: lang.replace('_', '-'),
      dir: 'auto' as const,
      className: styles.input,
      value: props.texts[lang] ?? '',
      maxLength: props.max,
      required: props.required && isDefault,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${inputId}-error` : undefined,
    };
    const change = (value: string) => props.onChange({ ...props.texts, [lang]: value });
    return (
      <div key={lang} className={styles.textRow}>
        <label htmlFor={inputId} className={styles.langLabel}>
          {LANGUAGE_NAMES[lang]}
          {isDefault ? <span className={styles.req}> ({t('console.content.default')})</span> : null}
        </label>
        {props.multiline ? (
          <textarea {...common} rows={4} onChange={(e) => change(e.target.value)} />
        ) : (
          <input {...common} onChange={(e) => change(e.target.value)} />
        )}
        {error ? (
          <span id={`${inputId}-error`} className={styles.error}>
            {error}
          </span>
        ) : null}
      </div>
    );
  };
  return (
    <fieldset className={styles.texts}>
      <legend className={styles.legend}>{props.legend}</legend>
      {row(props.defaultLang)}
      {others.length > 0 ? (
        // A school may offer all 12 languages: the translations fold away (open when some are written).
        <details className={styles.translations} open={filled > 0}>
          <summary className={styles.summary}>
            {t('console.content.translations', { filled, total: others.length, count: others.length })}
          </summary>
          <div className={styles.translationRows}>{others.map(row)}</div>
        </details>
      ) : null}
    </fieldset>
  );
}
