/**
 * A library's details in the libraries tab (issue 27): its title per language (the school's default required), its
 * description and who may preview and download its files, saved together at the version read — a stale save gets
 * the server's 409 EDIT_CONFLICT and a button to load the latest (the author's edits are then started over).
 */
import { hasDefaultText } from '@portico/core';
import type { KnowledgeLibrary } from '@portico/contracts';
import { useState, type FormEvent } from 'react';
import { useT } from '@/i18n/use-t.ts';
import { errorText } from '@/lib/api-errors.ts';
import { ApiError } from '@/lib/api-client.ts';
import { useLibrary, useSchoolLanguages, useUpdateLibrary } from '../api/libraries.ts';
import { LibraryFields, type LibraryFieldValues } from './library-fields.tsx';
import styles from './library-manager.module.css';

const fieldsOf = ({ title, description, permission }: KnowledgeLibrary): LibraryFieldValues => ({
  title,
  description,
  permission,
});

export function LibrarySettingsForm({ schoolId, libId }: { schoolId: string; libId: string }) {
  const t = useT();
  const options = useSchoolLanguages(schoolId);
  const query = useLibrary(schoolId, libId);
  const update = useUpdateLibrary(schoolId, libId);
  // The version this form was read at: a refetch (the conversion poll) must not quietly move it forward.
  const [base, setBase] = useState(query.data!.library);
  const [values, setValues] = useState(fieldsOf(base));
  const [attempted, setAttempted] = useState(false);
  const [saved, setSaved] = useState(false);
  const stale = update.error instanceof ApiError && update.error.errorCode === 'EDIT_CONFLICT';
  const o = options.data;
  const titleMissing = o ? !hasDefaultText(values.title, o.defaultLang) : false;
  const startFrom = (library: KnowledgeLibrary) => {
    setBase(library);
    setValues(fieldsOf(library));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    setSaved(false);
    if (titleMissing) return;
    update.mutate(
      { version: base.version, ...values },
      {
        onSuccess: (next) => {
          startFrom(next.library);
          setSaved(true);
        },
      },
    );
  };
  // The latest from the server (not the cached copy, which may be the stale one), then the form starts over on it.
  const reload = async () => {
    update.reset();
    const { data } = await query.refetch();
    if (data) startFrom(data.library);
  };
  return (
    <form className={styles.panel} onSubmit={submit} aria-labelledby="library-settings" noValidate>
      <h3 id="library-settings" className={styles.sectionTitle}>
        {t('creation.libraries.settingsTitle')}
      </h3>
      {o ? (
        <LibraryFields
          values={values}
          languages={o.languages}
          defaultLang={o.defaultLang}
          titleError={attempted && titleMissing ? t('creation.libraries.titleRequired') : null}
          onChange={(next) => {
            setSaved(false);
            setValues(next);
          }}
        />
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={update.isPending}>
          {t('creation.libraries.save')}
        </button>
        {stale ? (
          <button type="button" className={styles.secondary} onClick={() => void reload()}>
            {t('creation.libraries.reload')}
          </button>
        ) : null}
      </div>
      <p role="status" className={styles.muted}>
        {saved ? t('creation.libraries.saved') : null}
      </p>
      {update.isError ? (
        <p role="alert" className={styles.alert}>
          {errorText(update.error, t)}
        </p>
      ) : null}
    </form>
  );
}
