/**
 * "New library" (issue 27): its name (the `libName` of knowledgeDetail.htm links: letters, digits, `-`, `_`), a
 * title per language (the school's default required), a description and who may preview and download its files.
 * The server checks everything again; its answer (a taken name, a malformed one) is shown at the form.
 */
import type { CreateLibraryInput } from '@portico/contracts';
import {
  DOWNLOAD_PERMISSIONS,
  KNOWLEDGE_LIMITS as K,
  hasDefaultText,
  type LocalizedTexts,
} from '@portico/core';
import { useState, type FormEvent } from 'react';
import { LocalizedField } from '@/components/console/localized-field.tsx';
import { SelectField } from '@/components/select-field.tsx';
import { TextAreaField } from '@/components/text-area-field.tsx';
import { TextField } from '@/components/text-field.tsx';
import { useT } from '@/i18n/use-t.ts';
import { errorText } from '@/lib/api-errors.ts';
import { useCreateLibrary, useSchoolLanguages } from '../api/libraries.ts';
import styles from './library-manager.module.css';

type Permission = CreateLibraryInput['permission'];

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
  const [title, setTitle] = useState<LocalizedTexts>({});
  const [description, setDescription] = useState('');
  const [permission, setPermission] = useState<Permission>('members');
  const [attempted, setAttempted] = useState(false);
  const o = options.data;
  if (!o) return options.isError ? <p role="alert">{errorText(options.error, t)}</p> : null;
  const nameMissing = name.trim() === '';
  const titleMissing = !hasDefaultText(title, o.defaultLang);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (nameMissing || titleMissing) return;
    create.mutate(
      { name: name.trim(), title, description, permission },
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
      <LocalizedField
        legend={t('creation.libraries.title')}
        texts={title}
        languages={o.languages}
        defaultLang={o.defaultLang}
        required
        max={K.LIBRARY_TITLE_MAX}
        error={attempted && titleMissing ? t('creation.libraries.titleRequired') : null}
        onChange={setTitle}
      />
      <TextAreaField
        label={t('creation.libraries.description')}
        value={description}
        maxLength={K.LIBRARY_DESCRIPTION_MAX}
        rows={3}
        dir="auto"
        onChange={(event) => setDescription(event.target.value)}
      />
      <SelectField
        label={t('creation.libraries.permission')}
        value={permission}
        options={DOWNLOAD_PERMISSIONS.map((value) => ({
          value,
          label: t(`creation.libraries.permission.${value}`),
        }))}
        onChange={(event) => setPermission(event.target.value as Permission)}
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
