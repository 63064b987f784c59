/**
 * A library's own fields — title per language (the school's default required), description and who may preview
 * and download its files — shared by the new-library form and the details form of an existing library.
 */
import type { KnowledgeLibrary } from '@portico/contracts';
import {
  DOWNLOAD_PERMISSIONS,
  KNOWLEDGE_LIMITS as K,
  type LanguageCode,
  type LocalizedTexts,
} from '@portico/core';
import { LocalizedField } from '@/components/console/localized-field.tsx';
import { SelectField } from '@/components/select-field.tsx';
import { TextAreaField } from '@/components/text-area-field.tsx';
import { useT } from '@/i18n/use-t.ts';

export type LibraryPermission = KnowledgeLibrary['permission'];

export interface LibraryFieldValues {
  title: LocalizedTexts;
  description: string;
  permission: LibraryPermission;
}

export function LibraryFields(props: {
  values: LibraryFieldValues;
  languages: LanguageCode[];
  defaultLang: LanguageCode;
  titleError: string | null;
  onChange: (next: LibraryFieldValues) => void;
}) {
  const t = useT();
  const { values, onChange } = props;
  return (
    <>
      <LocalizedField
        legend={t('creation.libraries.title')}
        texts={values.title}
        languages={props.languages}
        defaultLang={props.defaultLang}
        required
        max={K.LIBRARY_TITLE_MAX}
        error={props.titleError}
        onChange={(title) => onChange({ ...values, title })}
      />
      <TextAreaField
        label={t('creation.libraries.description')}
        value={values.description}
        maxLength={K.LIBRARY_DESCRIPTION_MAX}
        rows={3}
        dir="auto"
        onChange={(event) => onChange({ ...values, description: event.target.value })}
      />
      <SelectField
        label={t('creation.libraries.permission')}
        value={values.permission}
        options={DOWNLOAD_PERMISSIONS.map((value) => ({
          value,
          label: t(`creation.libraries.permission.${value}`),
        }))}
        onChange={(event) => onChange({ ...values, permission: event.target.value as LibraryPermission })}
      />
    </>
  );
}
