import type { LanguageCode, LocalizedTexts } from '@portico/core';
import { useId } from 'react';
import { useT } from '@/i18n/use-t.ts';
import { LANGUAGE_NAMES } from '@/lib/names.ts';
import styles from './navigation.module.css';

/**
 * One input per language the school offers (issue 13 §2); the default language's is required and marked. An error
 * of the form's validation (`errors[lang]`) is tied to its input with aria-describedby.
 */
export function TextsField(props: {
  legend: string;
  texts: LocalizedTexts;
  languages: LanguageCode[];
  defaultLang: LanguageCode;
  required: boolean;
  max: number;
  errors: Partial<Record<string, string>>;
  onChange: (texts: LocalizedTexts) => void;
}) {
  const t = useT();
  const id = useId();
  return (
    <fieldset className={styles.texts}>
      <legend>{props.legend}</legend>
      {props.languages.map((lang) => {
        const inputId = `${id}-${lang}`;
        const error = props.errors[lang];
        const required = props.required && lang === props.defaultLang;
        return (
          <div key={lang} className={styles.textRow}>
            <label htmlFor={inputId}>
              {LANGUAGE_NAMES[lang]}
              {required ? <span className={styles.req}> ({t('console.navigation.required')})</span> : null}
            </label>
            <input
              id={inputId}
              lang={lang.replace('_', '-')}
              dir="auto"
              value={props.texts[lang] ?? ''}
              maxLength={props.max}
              required={required}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${inputId}-error` : undefined}
              onChange={(event) => props.onChange({ ...props.texts, [lang]: event.target.value })}
            />
            {error ? (
              <span id={`${inputId}-error`} className={styles.error}>
                {error}
              </span>
            ) : null}
          </div>
        );
      })}
    </fieldset>
  );
}
