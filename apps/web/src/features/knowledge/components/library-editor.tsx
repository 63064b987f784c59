/**
 * One library in the libraries tab (issue 27): its details — title, description, download permission
 * (library-settings-form.tsx, saved at the version read) —, the upload of new files (the tus
 * uploader, kind `library`: the server decides the type by content) into a folder, and its files with their
 * preview state — an Office document shows "converting" until the converter made its PDF (the query asks again
 * meanwhile) — and a remove button each.
 */
import type { MediaRef } from '@portico/contracts';
import { KNOWLEDGE_LIMITS as K, knowledgeDetailLink, type LanguageCode } from '@portico/core';
import { useState } from 'react';
import { TextField } from '@/components/text-field.tsx';
import { useT } from '@/i18n/use-t.ts';
import { errorText } from '@/lib/api-errors.ts';
import { useAddDocument, useLibrary } from '../api/libraries.ts';
import { pickText } from '../lib/texts.ts';
import type { UploadSlot } from '../lib/upload-slot.ts';
import { LibraryFiles } from './library-files.tsx';
import { LibrarySettingsForm } from './library-settings-form.tsx';
import styles from './library-manager.module.css';

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
          <LibrarySettingsForm schoolId={schoolId} libId={libId} />
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
