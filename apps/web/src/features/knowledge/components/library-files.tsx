/**
 * The files of a library as its manager sees them (issue 27): grouped by folder, each with its type, size and
 * preview state (ready as PDF, an image, being converted, download only) and — for those who manage the library —
 * a remove button named after the file. Removing says so in a live status; a failure says why.
 */
import type { KnowledgeDocument, KnowledgeLibraryDetail } from '@portico/contracts';
import { useState } from 'react';
import { useT } from '@/i18n/use-t.ts';
import { errorText } from '@/lib/api-errors.ts';
import { useRemoveDocument } from '../api/libraries.ts';
import { fileSize } from '../lib/texts.ts';
import styles from './library-manager.module.css';

const STATE_CLASS: Record<KnowledgeDocument['preview'], string | undefined> = {
  pdf: styles.ready,
  image: styles.ready,
  converting: styles.waiting,
  none: undefined,
};

export function LibraryFiles({ schoolId, detail }: { schoolId: string; detail: KnowledgeLibraryDetail }) {
  const t = useT();
  const remove = useRemoveDocument(schoolId, detail.library.libId);
  const [removed, setRemoved] = useState<string | null>(null);
  const folders = [...new Set(detail.documents.map((doc) => doc.folder))].sort();
  return (
    <section className={styles.panel} aria-labelledby="library-files">
      <h3 id="library-files" className={styles.sectionTitle}>
        {t('creation.libraries.filesTitle')}
      </h3>
      {detail.documents.length === 0 ? <p className={styles.muted}>{t('knowledge.emptyLibrary')}</p> : null}
      {folders.map((folder) => (
        <div key={folder || '/'} className={styles.folder}>
          <h4 className={styles.folderTitle} dir="auto">
            {folder || t('knowledge.rootFolder')}
          </h4>
          <ul className={styles.list} aria-label={folder || t('knowledge.rootFolder')}>
            {detail.documents
              .filter((doc) => doc.folder === folder)
              .map((doc) => (
                <li key={doc.documentId} className={styles.row} data-testid="library-file">
                  <span className={styles.fileName} dir="auto">
                    {doc.title}
                  </span>
                  <span className={styles.muted}>
                    {t(`knowledge.type.${doc.type}`)} · {fileSize(doc.bytes)}
                  </span>
                  <span className={`${styles.badge} ${STATE_CLASS[doc.preview] ?? ''}`}>
                    {t(`creation.libraries.state.${doc.preview}`)}
                  </span>
                  {detail.canManage ? (
                    <button
                      type="button"
                      className={styles.danger}
                      disabled={remove.isPending}
                      aria-label={t('creation.libraries.removeFile', { title: doc.title })}
                      onClick={() => {
                        setRemoved(null);
                        remove.mutate(doc.documentId, { onSuccess: () => setRemoved(doc.title) });
                      }}
                    >
                      {t('creation.libraries.remove')}
                    </button>
                  ) : null}
                </li>
              ))}
          </ul>
        </div>
      ))}
      <p role="status" className={styles.muted}>
        {removed ? t('creation.libraries.removed', { title: removed }) : null}
      </p>
      {remove.isError ? (
        <p role="alert" className={styles.alert}>
          {errorText(remove.error, t)}
        </p>
      ) : null}
    </section>
  );
}
