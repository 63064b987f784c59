/**
 * A library's details in the libraries tab (issue 27): its title per language (the school's default required), its
 * description and who may preview and download its files, saved together at the version read — a stale save gets
 * the server's 409 EDIT_CONFLICT and a button to load the latest (the author's edits are then started over).
 */
import {
  DOWNLOAD_PERMISSIONS,
  KNOWLEDGE_LIMITS as K,
  hasDefaultText,
  type LocalizedTexts,
} from '@portico/core';
import type { KnowledgeLibrary } from '@portico/contracts';
import { useState, type FormEvent } from 'react';
import { LocalizedField } from '@/components/console/localized-field.tsx';
import { SelectField } from '@/components/select-field.tsx';
import { TextAreaField } from '@/components/text-area-field.tsx';
import { useT } from '@/i18n/use-t.ts';
import { errorText } from '@/lib/api-errors.ts';
import { ApiError } from '@/lib/api-client.ts';
import { useLibrary, useSchoolLanguages, useUpdateLibrary } from '../api/libraries.ts';
import styles from './library-manager.module.css';

type Permission = KnowledgeLibrary['permission'];

export function LibrarySettingsForm({ schoolId, libId }: { schoolId: string; libId: string }) {
  const t = useT();
  const options = useSchoolLanguages(schoolId);
  const query = useLibrary(schoolId, libId);
  const update = useUpdateLibrary(schoolId, libId);
  // The version this form was read at: a refetch (the conversion poll) must not quietly move it forward.
  const [base, setBase] = useState(query.data!.library);
  const [title, setTitle] = useState<LocalizedTexts>(base.title);
  const [description, setDescription] = useState(base.description);
  const [permission, setPermission] = useState<Permission>(base.permission);
  const [attempted, setAttempted] = useState(false);
  const [saved, setSaved] = useState(false);
  const stale = update.error instanceof ApiError && update.error.errorCode === 'EDIT_CONFLICT';
  const o = options.data;
  const titleMissing = o ? !hasDefaultText(title, o.defaultLang) : false;
  const startFrom = (library: KnowledgeLibrary) => {
    setBase(library);
    setTitle(library.title);
    setDescription(library.description);
    setPermission(library.permission);
  };
  const edited = () => setSaved(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    setSaved(false);
    if (titleMissing) return;
    update.mutate(
      { version: base.version, title, description, permission },
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
        <LocalizedField
          legend={t('creation.libraries.title')}
          texts={title}
          languages={o.languages}
          defaultLang={o.defaultLang}
          required
          max={K.LIBRARY_TITLE_MAX}
          error={attempted && titleMissing ? t('creation.libraries.titleRequired') : null}
          onChange={(texts) => {
            edited();
            setTitle(texts);
          }}
        />
      ) : null}
      <TextAreaField
        label={t('creation.libraries.description')}
        value={description}
        maxLength={K.LIBRARY_DESCRIPTION_MAX}
        rows={3}
        dir="auto"
        onChange={(event) => {
          edited();
          setDescription(event.target.value);
        }}
      />
      <SelectField
        label={t('creation.libraries.permission')}
        value={permission}
        options={DOWNLOAD_PERMISSIONS.map((value) => ({
          value,
          label: t(`creation.libraries.permission.${value}`),
        }))}
        onChange={(event) => {
          edited();
          setPermission(event.target.value as Permission);
        }}
      />
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
