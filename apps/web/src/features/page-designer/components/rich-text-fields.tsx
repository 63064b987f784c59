/**
 * The rich-text module's text per language (issue 27): a picker of the school's languages — each marked as the
 * default, written, or falling back to the default text — and the shared sanitised rich-text editor for the
 * chosen one. A language left empty shows the default language's text on the page (the server's fallback).
 */
import { PORTAL_PAGE_LIMITS, type LanguageCode, type LocalizedTexts } from '@portico/core';
import { useState } from 'react';
import { RichTextEditor } from '@/components/rich-text/rich-text-editor.tsx';
import { SelectField } from '@/components/select-field.tsx';
import { useT } from '@/i18n/use-t.ts';
import { LANGUAGE_NAMES } from '@/lib/names.ts';
import styles from './designer.module.css';

export function RichTextFields(props: {
  html: LocalizedTexts | undefined;
  languages: readonly LanguageCode[];
  defaultLang: LanguageCode;
  onChange: (html: LocalizedTexts) => void;
}) {
  const t = useT();
  const { defaultLang } = props;
  const html = props.html ?? {};
  const [lang, setLang] = useState<LanguageCode>(defaultLang);
  // The default language first, then the others in the school's order.
  const languages = [defaultLang, ...props.languages.filter((l) => l !== defaultLang)];
  const written = (l: LanguageCode) => (html[l] ?? '').trim() !== '';
  const optionLabel = (l: LanguageCode) => {
    const language = LANGUAGE_NAMES[l];
    if (l === defaultLang) return t('console.pages.langDefault', { language });
    return written(l)
      ? t('console.pages.langWritten', { language })
      : t('console.pages.langFallback', { language });
  };
  return (
    <div className={styles.fields}>
      {languages.length > 1 ? (
        <SelectField
          label={t('console.pages.textLang')}
          value={lang}
          options={languages.map((l) => ({ value: l, label: optionLabel(l) }))}
          onChange={(event) => setLang(event.target.value as LanguageCode)}
        />
      ) : null}
      <RichTextEditor
        // A new editor per language: its history and selection belong to one text.
        key={lang}
        label={t('console.pages.textIn', { language: LANGUAGE_NAMES[lang] })}
        hint={lang === defaultLang ? undefined : t('console.pages.textFallbackHint')}
        value={html[lang] ?? ''}
        maxLength={PORTAL_PAGE_LIMITS.RICH_TEXT_MAX}
        onChange={(value) => props.onChange({ ...html, [lang]: value })}
      />
    </div>
  );
}
