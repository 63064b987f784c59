/** One footer link (a column or an entry of a column): name per language, what it links to, its address. */
import type { ConsoleFooterLink } from '@portico/contracts';
import { CONTENT_LIMITS, FOOTER_RELATE_TYPES, type LanguageCode } from '@portico/core';
import { useId } from 'react';
import { LocalizedField } from '@/components/console/localized-field.tsx';
import styles from '@/components/console/content-form.module.css';
import { useT } from '@/i18n/use-t.ts';
import type { FooterProblem } from '../utils/problems.ts';

export function LinkEditor(props: {
  link: ConsoleFooterLink;
  path: string;
  languages: LanguageCode[];
  defaultLang: LanguageCode;
  problems: Map<string, FooterProblem>;
  onChange: (link: ConsoleFooterLink) => void;
}) {
  const t = useT();
  const id = useId();
  const { link } = props;
  const message = (key: string) => {
    const problem = props.problems.get(`${props.path}.${key}`);
    if (!problem) return null;
    return problem === 'required' ? t('console.content.requiredError') : t('console.content.illegalUrl');
  };
  const urlError = message('relateUrl');
  return (
    <>
      <LocalizedField
        legend={t('console.footer.name')}
        texts={link.showName}
        languages={props.languages}
        defaultLang={props.defaultLang}
        required
        max={CONTENT_LIMITS.FOOTER_NAME_MAX}
        error={message('showName')}
        onChange={(showName) => props.onChange({ ...link, showName })}
      />
      <div className={styles.grid2}>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-kind`}>
            {t('console.footer.kind')}
          </label>
          <select
            id={`${id}-kind`}
            className={styles.input}
            value={link.relateType}
            onChange={(e) =>
              props.onChange({ ...link, relateType: e.target.value as ConsoleFooterLink['relateType'] })
            }
          >
            {FOOTER_RELATE_TYPES.map((kind) => (
              <option key={kind} value={kind}>
                {t(`console.footer.kind.${kind}`)}
              </option>
            ))}
          </select>
        </div>
        {link.relateType === 'custom' ? (
          <div className={styles.field}>
            <label className={styles.label} htmlFor={`${id}-url`}>
              {t('console.footer.url')}
            </label>
            <input
              id={`${id}-url`}
              className={styles.input}
              dir="ltr"
              inputMode="url"
              maxLength={CONTENT_LIMITS.FOOTER_URL_MAX}
              value={link.relateUrl ?? ''}
              aria-invalid={urlError ? true : undefined}
              aria-describedby={`${id}-url-hint${urlError ? ` ${id}-url-error` : ''}`}
              onChange={(e) => props.onChange({ ...link, relateUrl: e.target.value })}
            />
            <span id={`${id}-url-hint`} className={styles.hint}>
              {t('console.footer.urlHint')}
            </span>
            {urlError ? (
              <span id={`${id}-url-error`} className={styles.error}>
                {urlError}
              </span>
            ) : null}
          </div>
        ) : null}
      </div>
    </>
  );
}
