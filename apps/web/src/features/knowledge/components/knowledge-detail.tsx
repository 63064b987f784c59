/**
 * `/knowledge/knowledgeDetail.htm` (issue 27; spec §2): a document library when `libName` or `libId` is in the
 * query, otherwise an article — the server decided (core knowledgeDetailTarget) and sent the data. A PDF is shown
 * by the pdf.js viewer the app passes in (`PdfPreview`: the learning view's, composed by the route).
 */
import { knowledgeListLink, type LanguageCode } from '@portico/core';
import type { KnowledgeDetailPage, KnowledgeDocument } from '@portico/contracts';
import { useState, type ComponentType } from 'react';
import { useT } from '@/i18n/use-t.ts';
import { formatDate } from '@/lib/format-date.ts';
import { useSanitizedHtml } from '@/lib/sanitize-html.ts';
import { DocumentRow, fileUrl } from './document-row.tsx';
import { FeatureToggle } from './feature-toggle.tsx';
import styles from './knowledge.module.css';

export interface PdfPreviewProps {
  url: string;
  title: string;
  pageCount: number | null;
}

export default function KnowledgeDetail(props: {
  page: KnowledgeDetailPage;
  schoolId: string;
  lang: LanguageCode;
  PdfPreview: ComponentType<PdfPreviewProps>;
}) {
  const { page, schoolId, lang } = props;
  if (page.article) return <ArticleView {...props} />;
  if (!page.library) return null;
  const { library, documents, canDownload } = page.library;
  return (
    <LibraryView
      {...{ library, documents, canDownload, schoolId, lang, PdfPreview: props.PdfPreview, page }}
    />
  );
}

function ArticleView({
  page,
  schoolId,
  lang,
}: {
  page: KnowledgeDetailPage;
  schoolId: string;
  lang: LanguageCode;
}) {
  const t = useT();
  const article = page.article!;
  const body = useSanitizedHtml(article.bodies?.[lang] ?? article.body);
  return (
    <article className={styles.article}>
      {page.canFeature ? (
        <FeatureToggle schoolId={schoolId} articleId={article.articleId} featured={article.featured} />
      ) : null}
      <p className={styles.meta}>
        {article.author ? `${article.author.name} · ` : ''}
        <time dateTime={article.publishedAt}>{formatDate(article.publishedAt, lang)}</time>
      </p>
      <div className={styles.body} dangerouslySetInnerHTML={{ __html: body }} />
      <ul className={styles.tags} aria-label={t('knowledge.tags')}>
        {article.tags.map((tag) => (
          <li key={tag}>
            <a href={knowledgeListLink({ schoolId, tag, lang })}>{tag}</a>
          </li>
        ))}
      </ul>
    </article>
  );
}

function LibraryView(props: {
  page: KnowledgeDetailPage;
  library: NonNullable<KnowledgeDetailPage['library']>['library'];
  documents: KnowledgeDocument[];
  canDownload: boolean;
  schoolId: string;
  lang: LanguageCode;
  PdfPreview: ComponentType<PdfPreviewProps>;
}) {
  const t = useT();
  const [shown, setShown] = useState<KnowledgeDocument | null>(null);
  const folders = [...new Set(props.documents.map((doc) => doc.folder))];
  const { PdfPreview } = props;
  return (
    <div className={styles.portal}>
      {props.library.description ? <p>{props.library.description}</p> : null}
      {!props.canDownload ? (
        <p className={styles.note} role="note">
          {t(`knowledge.permission.${props.library.permission}`)}
        </p>
      ) : null}
      {props.documents.length === 0 ? <p>{t('knowledge.emptyLibrary')}</p> : null}
      {folders.map((folder) => (
        <section key={folder || '/'} aria-label={folder || t('knowledge.rootFolder')}>
          <h2>{folder || t('knowledge.rootFolder')}</h2>
          <ul className={styles.plain}>
            {props.documents
              .filter((doc) => doc.folder === folder)
              .map((doc) => (
                <DocumentRow
                  key={doc.documentId}
                  doc={doc}
                  schoolId={props.schoolId}
                  canDownload={props.canDownload}
                  onPreview={setShown}
                />
              ))}
          </ul>
        </section>
      ))}
      {shown ? (
        <section aria-label={t('knowledge.previewOf', { title: shown.title })} className={styles.preview}>
          <h2>{shown.title}</h2>
          {shown.preview === 'image' ? (
            <img src={fileUrl(props.schoolId, shown, 'preview')} alt={shown.title} className={styles.image} />
          ) : (
            <PdfPreview
              key={shown.documentId}
              url={fileUrl(props.schoolId, shown, 'preview')}
              title={shown.title}
              pageCount={shown.pageCount}
            />
          )}
        </section>
      ) : null}
    </div>
  );
}
