/** One QR code of the footer: image addresses (default, other languages, phones; typed or uploaded) and captions per language. */
import type { ConsoleFooterQrCode } from '@portico/contracts';
import { CONTENT_LIMITS, type LanguageCode } from '@portico/core';
import { useId } from 'react';
import { LocalizedField } from '@/components/console/localized-field.tsx';
import styles from '@/components/console/content-form.module.css';
import { useT } from '@/i18n/use-t.ts';
import type { FooterProblem } from '../utils/problems.ts';
import { QrImageField } from './qr-image-field.tsx';

const URL_FIELDS = [
  ['url', 'console.footer.qrUrl'],
  ['urlEn', 'console.footer.qrUrlEn'],
  ['urlMobile', 'console.footer.qrUrlMobile'],
] as const;

export function QrEditor(props: {
  schoolId: string;
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
        {URL_FIELDS.map(([key, label]) => (
          <QrImageField
            key={key}
            id={`${id}-${key}`}
            schoolId={props.schoolId}
            label={label}
            value={qr[key] ?? ''}
            required={key === 'url'}
            error={key === 'url' ? required('url') : null}
            onChange={(value) => props.onChange({ ...qr, [key]: key === 'url' ? value : value || null })}
          />
        ))}
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
