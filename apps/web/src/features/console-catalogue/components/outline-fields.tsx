/**
 * A course's outline titles per language in the catalogue section (issue 23 item 8): one group of inputs per
 * chapter and resource, in outline order, each named by its default-language title so a screen reader user knows
 * which one they are in. The default language's title stays required (the server refuses a blank one too).
 */
import type { ConsoleOutlineTitle } from '@portico/contracts';
import { CATALOGUE_TEXT_LIMITS as L, type LanguageCode } from '@portico/core';
import { useId } from 'react';
import { LocalizedField } from '@/components/console/localized-field.tsx';
import { useT } from '@/i18n/use-t.ts';

export function OutlineFields(props: {
  outline: ConsoleOutlineTitle[];
  languages: LanguageCode[];
  defaultLang: LanguageCode;
  onChange: (outline: ConsoleOutlineTitle[]) => void;
}) {
  const t = useT();
  const headingId = useId();
  if (props.outline.length === 0) return null;
  const field = { languages: props.languages, defaultLang: props.defaultLang };
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>{t('console.catalogue.outline')}</h3>
      {props.outline.map((item, index) => (
        <LocalizedField
          key={item.id}
          {...field}
          legend={t(item.kind === 'chapter' ? 'console.catalogue.chapter' : 'console.catalogue.resource', {
            title: item.title[props.defaultLang] ?? '',
          })}
          texts={item.title}
          required
          max={L.OUTLINE_TITLE}
          onChange={(title) =>
            props.onChange(props.outline.map((one, i) => (i === index ? { ...one, title } : one)))
          }
        />
      ))}
    </section>
  );
}
