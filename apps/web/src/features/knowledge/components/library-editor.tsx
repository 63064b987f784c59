/**
 * One library in the libraries tab (issue 27): its download permission (saved at the version read: a stale one
 * gets the server's 409 EDIT_CONFLICT and a button to load the latest), the upload of new files (the tus
 * uploader, kind `library`: the server decides the type by content) into a folder, and its files with their
 * preview state — an Office document shows "converting" until the converter made its PDF (the query asks again
 * meanwhile) — and a remove button each.
 */
import type { MediaRef } from '@portico/contracts';
import {
  DOWNLOAD_PERMISSIONS,
  KNOWLEDGE_LIMITS as K,
  knowledgeDetailLink,
  type LanguageCode,
} from '@portico/core';
import { useState, type FormEvent } from 'react';
import { SelectField } from '@/components/select-field.tsx';
import { TextField } from '@/components/text-field.tsx';
import { useT } from '@/i18n/use-t.ts';
import { errorText } from '@/lib/api-errors.ts';
import { ApiError } from '@/lib/api-client.ts';
import { useAddDocument, useLibrary, useUpdateLibrary } from '../api/libraries.ts';
import { pickText } from '../lib/texts.ts';
import type { UploadSlot } from '../lib/upload-slot.ts';
import { LibraryFiles } from './library-files.tsx';
import styles from './library-manager.module.css';

type Permission = (typeof DOWNLOAD_PERMISSIONS)[number];

export function LibraryEditor(props: {
  schoolId: string;
  libId: string;
  lang: LanguageCode;
  Upload?: UploadSlot | undefined;
  onBack: () => void;
}) {
  const { schoolId, libId, lang } = props;
  const t = useT();
  const detail = useLibrary(schoolId, libId);
  const back = (
    <button type="button" className={styles.link} onClick={props.onBack}>
      {t('creation.libraries.back')}
    </button>
  );
  if (detail.isError) {
    return (
      <div className={styles.center}>
        {back}
        <p role="alert">{errorText(detail.error, t)}</p>
      </div>
    );
  }
  if (!detail.data) return <p role="status">{t('common.loading')}</p>;
  const { library, canManage } = detail.data;
  return (
    <div className={styles.center}>
      <div className={styles.toolbar}>
        {back}
        <a href={knowledgeDetailLink({ schoolId, libId, lang })}>{t('creation.libraries.open')}</a>
      </div>
      <h2 className={styles.heading} dir="auto">
        {pickText(library.title, lang, '') || library.name}
      </h2>
      {library.description ? <p dir="auto">{library.description}</p> : null}
      {canManage ? (
        <>
          <PermissionForm schoolId={schoolId} libId={libId} />
          <UploadPanel schoolId={schoolId} libId={libId} Upload={props.Upload} />
        </>
      ) : (
        <p className={styles.note} role="note">
          {t('errors.KNOWLEDGE_LIBRARY_NOT_EDITABLE')}
        </p>
      )}
      <LibraryFiles schoolId={schoolId} detail={detail.data} />
    </div>
  );
}

function PermissionForm({ schoolId, libId }: { schoolId: string; libId: string }) {
  const t = useT();
  const query = useLibrary(schoolId, libId);
  const detail = query.data!;
  const update = useUpdateLibrary(schoolId, libId);
  // The version this form was read at: a refetch (the conversion poll) must not quietly move it forward.
  const [base, setBase] = useState(detail.library);
  const [permission, setPermission] = useState<Permission>(detail.library.permission);
  const [saved, setSaved] = useState(false);
  const stale = update.error instanceof ApiError && update.error.errorCode === 'EDIT_CONFLICT';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const { title, description } = base;
    update.mutate(
      { version: base.version, title, description, permission },
      {
        onSuccess: (next) => {
          setBase(next.library);
          setSaved(true);
        },
      },
    );
  };
  // The latest from the server (not the cached copy, which may be the stale one), then the form starts over on it.
  const reload = async () => {
    update.reset();
    const { data } = await query.refetch();
    if (!data) return;
    setBase(data.library);
    setPermission(data.library.permission);
  };
  return (
    <form className={styles.panel} onSubmit={submit} aria-labelledby="library-permission">
      <h3 id="library-permission" className={styles.sectionTitle}>
        {t('creation.libraries.permissionTitle')}
      </h3>
      <SelectField
        label={t('creation.libraries.permission')}
        value={permission}
        options={DOWNLOAD_PERMISSIONS.map((value) => ({
          value,
          label: t(`creation.libraries.permission.${value}`),
        }))}
        onChange={(event) => {
          setSaved(false);
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

function UploadPanel({
  schoolId,
  libId,
  Upload,
}: {
  schoolId: string;
  libId: string;
  Upload?: UploadSlot | undefined;
}) {
  const t = useT();
  const add = useAddDocument(schoolId, libId);
  const [folder, setFolder] = useState('');
  const [added, setAdded] = useState<string | null>(null);
  // Each finished upload is added at once; a new uploader then waits for the next file.
  const [round, setRound] = useState(0);
  const onUploaded = (ref: MediaRef | null) => {
    if (!ref) return;
    setAdded(null);
    add.mutate(
      { mediaId: ref.mediaId, folder },
      {
        onSuccess: () => setAdded(ref.name),
        onSettled: () => setRound((n) => n + 1),
      },
    );
  };
  return (
    <section className={styles.panel} aria-labelledby="library-upload">
      <h3 id="library-upload" className={styles.sectionTitle}>
        {t('creation.libraries.uploadTitle')}
      </h3>
      <TextField
        label={t('creation.libraries.folder')}
        hint={t('creation.libraries.folderHint')}
        value={folder}
        maxLength={K.FOLDER_MAX}
        dir="auto"
        onChange={(event) => setFolder(event.target.value)}
      />
      {Upload ? (
        <Upload
          key={round}
          schoolId={schoolId}
          kind="library"
          value={null}
          onChange={onUploaded}
          label={t('creation.libraries.file')}
        />
      ) : (
        <p className={styles.note}>{t('creation.libraries.noUploads')}</p>
      )}
      <p role="status" className={styles.muted}>
        {add.isPending ? t('creation.libraries.adding') : null}
        {added ? t('creation.libraries.added', { name: added }) : null}
      </p>
      {add.isError ? (
        <p role="alert" className={styles.alert}>
          {errorText(add.error, t)}
        </p>
      ) : null}
    </section>
  );
}
