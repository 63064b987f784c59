/** One library document: its title, type, size, and — when the viewer may — preview and download links. */
import { apiPath, KNOWLEDGE_API_PATHS, type KnowledgeDocument } from '@portico/contracts';
import { useT } from '@/i18n/use-t.ts';
import { fileSize } from '../lib/texts.ts';
import styles from './knowledge.module.css';

export const fileUrl = (schoolId: string, doc: KnowledgeDocument, tail: 'download' | 'preview') =>
  apiPath(KNOWLEDGE_API_PATHS[tail], { schoolId, libId: doc.libId, documentId: doc.documentId });

export function DocumentRow(props: {
  doc: KnowledgeDocument;
  schoolId: string;
  canDownload: boolean;
  onPreview?: (doc: KnowledgeDocument) => void;
}) {
  const t = useT();
  const { doc, schoolId, canDownload } = props;
  return (
    <li className={styles.document}>
      <span className={styles.docTitle}>{doc.title}</span>
      <span className={styles.meta}>
        {t(`knowledge.type.${doc.type}`)} · {fileSize(doc.bytes)}
      </span>
      {canDownload ? (
        <span className={styles.docActions}>
          {props.onPreview && (doc.preview === 'pdf' || doc.preview === 'image') ? (
            <button type="button" onClick={() => props.onPreview!(doc)}>
              {t('knowledge.preview')}
            </button>
          ) : null}
          <a href={fileUrl(schoolId, doc, 'download')} download>
            {t('knowledge.download')}
          </a>
        </span>
      ) : null}
      {doc.preview === 'converting' ? <span className={styles.note}>{t('knowledge.converting')}</span> : null}
      {doc.preview === 'none' && doc.type !== 'pdf' && doc.type !== 'image' ? (
        <span className={styles.note}>{t('knowledge.downloadOnly')}</span>
      ) : null}
    </li>
  );
}
