/**
 * "New library" (issue 27): its name (the `libName` of knowledgeDetail.htm links: letters, digits, `-`, `_`), a
 * title per language (the school's default required), a description and who may preview and download its files.
 * The server checks everything again; its answer (a taken name, a malformed one) is shown at the form.
 */
import { KNOWLEDGE_LIMITS as K, hasDefaultText } from '@portico/core';
import { useState, type FormEvent } from 'react';
import { TextField } from '@/components/text-field.tsx';
import { useT } from '@/i18n/use-t.ts';
import { errorText } from '@/lib/api-errors.ts';
import { useCreateLibrary, useSchoolLanguages } from '../api/libraries.ts';
import { LibraryFields, type LibraryFieldValues } from './library-fields.tsx';
import styles from './library-manager.module.css';

export function LibraryCreateForm({
  schoolId,
  onCreated,
}: {
  schoolId: string;
  onCreated: (libId: string) => void;
}) {
  const t = useT();
  const options = useSchoolLanguages(schoolId);
  const create = useCreateLibrary(schoolId);
  const [name, setName] = useState('');
  const [values, setValues] = useState<LibraryFieldValues>({
    title: {},
    description: '',
    permission: 'members',
  });
  const [attempted, setAttempted] = useState(false);
  const o = options.data;
  if (!o) return options.isError ? <p role="alert">{errorText(options.error, t)}</p> : null;
  const nameMissing = name.trim() === '';
  const titleMissing = !hasDefaultText(values.title, o.defaultLang);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (nameMissing || titleMissing) return;
    create.mutate(
      { name: name.trim(), ...values },
      { onSuccess: (detail) => onCreated(detail.library.libId) },
    );
  };
  return (
    <form className={styles.panel} onSubmit={submit} aria-labelledby="libraries-new" noValidate>
      <h2 id="libraries-new" className={styles.sectionTitle}>
        {t('creation.libraries.new')}
      </h2>
      <TextField
        label={t('creation.libraries.name')}
        hint={t('creation.libraries.nameHint')}
        value={name}
        maxLength={K.LIBRARY_NAME_MAX}
        autoComplete="off"
        dir="auto"
        required
        error={attempted && nameMissing ? t('creation.libraries.nameRequired') : null}
        onChange={(event) => setName(event.target.value)}
      />
      <LibraryFields
        values={values}
        languages={o.languages}
        defaultLang={o.defaultLang}
        titleError={attempted && titleMissing ? t('creation.libraries.titleRequired') : null}
        onChange={setValues}
      />
      {create.isError ? (
        <p role="alert" className={styles.alert}>
          {errorText(create.error, t)}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={create.isPending}>
          {t('creation.libraries.create')}
        </button>
      </div>
    </form>
  );
}
