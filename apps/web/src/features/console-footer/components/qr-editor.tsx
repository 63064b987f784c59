/** One QR code of the footer: image addresses (default, other languages, phones) and captions per language. */
import type { ConsoleFooterQrCode } from '@portico/contracts';
import { CONTENT_LIMITS, type LanguageCode } from '@portico/core';
import { useId } from 'react';
import { LocalizedField } from '@/components/console/localized-field.tsx';
import styles from '@/components/console/content-form.module.css';
import { useT } from '@/i18n/use-t.ts';
import type { FooterProblem } from '../utils/problems.ts';

const URL_FIELDS = [
  ['url', 'console.footer.qrUrl'],
  ['urlEn', 'console.footer.qrUrlEn'],
  ['urlMobile', 'console.footer.qrUrlMobile'],
] as const;

export function QrEditor(props: {
  qr: ConsoleFooterQrCode;
  path: string;
  languages: LanguageCode[];
  defaultLang: LanguageCode;
  problems: Map<string, FooterProblem>;
  onChange: (qr: ConsoleFooterQrCode) => void;
}) {
  const t = useT();
  const id = useId();
  const { qr } = props;
  const required = (key: string) =>
    props.problems.has(`${props.path}.${key}`) ? t('console.content.requiredError') : null;
  return (
    <>
      <div className={styles.grid2}>
        {URL_FIELDS.map(([key, label]) => {
          const error = key === 'url' ? required('url') : null;
          return (
            <div key={key} className={styles.field}>
              <label className={styles.label} htmlFor={`${id}-${key}`}>
                {t(label)}
              </label>
              <input
                id={`${id}-${key}`}
                className={styles.input}
                dir="ltr"
                inputMode="url"
                required={key === 'url'}
                maxLength={CONTENT_LIMITS.FOOTER_URL_MAX}
                value={qr[key] ?? ''}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-${key}-error` : undefined}
                onChange={(e) =>
                  props.onChange({ ...qr, [key]: key === 'url' ? e.target.value : e.target.value || null })
                }
              />
              {error ? (
                <span id={`${id}-${key}-error`} className={styles.error}>
                  {error}
                </span>
              ) : null}
            </div>
          );
        })}
      </div>
      <LocalizedField
        legend={t('console.footer.qrName')}
        texts={qr.showName}
        languages={props.languages}
        defaultLang={props.defaultLang}
        required
        max={CONTENT_LIMITS.FOOTER_NAME_MAX}
        error={required('showName')}
        onChange={(showName) => props.onChange({ ...qr, showName })}
      />
      <LocalizedField
        legend={t('console.footer.qrExplain')}
        texts={qr.explainMobile}
        languages={props.languages}
        defaultLang={props.defaultLang}
        required={false}
        max={CONTENT_LIMITS.FOOTER_COPYRIGHT_MAX}
        onChange={(explainMobile) => props.onChange({ ...qr, explainMobile })}
      />
    </>
  );
}
