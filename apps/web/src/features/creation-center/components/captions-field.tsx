/** A video's WebVTT captions (issue 25): one per language, each uploaded through the media slot, removable. */
import type { Caption, MediaRef } from '@portico/contracts';
import { AUTHORING_LIMITS, type LanguageCode } from '@portico/core';
import { Suspense, useId, useState } from 'react';
import { useT } from '@/i18n/use-t.ts';
import { LANGUAGE_NAMES } from '@/lib/names.ts';
import type { MediaSlot } from '../lib/media-slot.ts';
import styles from './creation.module.css';

interface Props {
  schoolId: string;
  captions: Caption[];
  languages: LanguageCode[];
  MediaUpload: MediaSlot | undefined;
  onChange: (captions: Caption[]) => void;
}

export function CaptionsField({ schoolId, captions, languages, MediaUpload, onChange }: Props) {
  const t = useT();
  const id = useId();
  const free = languages.filter((lang) => !captions.some((c) => c.lang === lang));
  const [lang, setLang] = useState<LanguageCode | undefined>(free[0]);
  const chosen = lang && free.includes(lang) ? lang : free[0];
  const add = (media: MediaRef | null) => {
    if (!media || !chosen) return;
    onChange([...captions, { lang: chosen, label: LANGUAGE_NAMES[chosen], media }]);
  };
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('creation.captions.title')}</legend>
      {captions.length === 0 ? <p className={styles.muted}>{t('creation.captions.none')}</p> : null}
      <ul className={styles.plainList}>
        {captions.map((caption) => (
          <li key={caption.lang} className={styles.resourceRow}>
            <span>
              {caption.label} — {caption.media.name}
            </span>
            <button
              type="button"
              className={styles.danger}
              onClick={() => onChange(captions.filter((c) => c.lang !== caption.lang))}
            >
              {t('creation.outline.remove')}
              <span className="sr-only"> {caption.label}</span>
            </button>
          </li>
        ))}
      </ul>
      {!MediaUpload ? (
        <p className={styles.notice}>{t('creation.media.unavailable')}</p>
      ) : chosen && captions.length < AUTHORING_LIMITS.CAPTIONS_MAX ? (
        <div className={styles.field}>
          <label htmlFor={id}>{t('creation.captions.language')}</label>
          <select
            id={id}
            className={styles.select}
            value={chosen}
            onChange={(e) => setLang(e.target.value as LanguageCode)}
          >
            {free.map((l) => (
              <option key={l} value={l}>
                {LANGUAGE_NAMES[l]}
              </option>
            ))}
          </select>
          <Suspense fallback={<p role="status">{t('common.loading')}</p>}>
            <MediaUpload
              key={chosen}
              schoolId={schoolId}
              kind="caption"
              value={null}
              onChange={add}
              label={t('creation.captions.upload', { language: LANGUAGE_NAMES[chosen] })}
            />
          </Suspense>
        </div>
      ) : null}
    </fieldset>
  );
}
