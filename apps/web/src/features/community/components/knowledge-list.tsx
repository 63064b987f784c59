/**
 * The O3 community portal's "Knowledge" list (issue 25 item 4): the newest published knowledge articles, each read
 * in place (a disclosure opens the whole article; the bodies came with the page and were sanitised on write, and
 * are sanitised again here like every rich text shown). Creators get a link to the O3 creation center to write one.
 */
import type { PublishedArticle } from '@portico/contracts';
import { creationCenterLink, type LanguageCode } from '@portico/core';
import { useId, useState } from 'react';
import { useT } from '@/i18n/use-t.ts';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import { formatDate } from '@/lib/format-date.ts';
import { useSanitizedHtml } from '@/lib/sanitize-html.ts';
import styles from './community.module.css';
import editorStyles from './editor.module.css';

interface Props {
  knowledge: { articles: PublishedArticle[]; total: number; defaultLang: string };
  canWrite: boolean;
}

const titleOf = (article: PublishedArticle, lang: LanguageCode, defaultLang: string) =>
  article.title[lang] || article.title[defaultLang as LanguageCode] || Object.values(article.title)[0] || '';

function ArticleCard({ article, defaultLang }: { article: PublishedArticle; defaultLang: string }) {
  const t = useT();
  const { lang } = useBootstrap();
  const id = useId();
  const [open, setOpen] = useState(false);
  const body = useSanitizedHtml(article.body);
  const title = titleOf(article, lang, defaultLang);
  return (
    <article className={styles.card} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.cardTitle} dir="auto">
        {title}
      </h3>
      <ul className={styles.meta} aria-label={t('o3articles.reader.about')}>
        {article.author ? <li>{article.author.name}</li> : null}
        <li>
          <time dateTime={article.publishedAt}>{formatDate(article.publishedAt, lang)}</time>
        </li>
        {article.tags.map((tag) => (
          <li key={tag}>#{tag}</li>
        ))}
      </ul>
      {open ? (
        <div
          id={`${id}-body`}
          className={editorStyles.body}
          dir="auto"
          dangerouslySetInnerHTML={{ __html: body }}
        />
      ) : (
        <p className={styles.excerpt} dir="auto">
          {article.excerpt}
        </p>
      )}
      <button
        type="button"
        className={styles.secondary}
        aria-expanded={open}
        aria-controls={open ? `${id}-body` : undefined}
        onClick={() => setOpen(!open)}
      >
        {open ? t('o3articles.reader.close') : t('o3articles.reader.read')}
      </button>
    </article>
  );
}

export function KnowledgeList({ knowledge, canWrite }: Props) {
  const t = useT();
  const { lang, school } = useBootstrap();
  return (
    <section className={styles.panel} aria-labelledby="community-knowledge">
      <h2 id="community-knowledge" className={styles.heading}>
        {t('o3articles.reader.title')}
      </h2>
      {knowledge.articles.length === 0 ? (
        <p className={styles.empty}>{t('o3articles.reader.empty')}</p>
      ) : (
        <div className={styles.list}>
          {knowledge.articles.map((article) => (
            <ArticleCard key={article.articleId} article={article} defaultLang={knowledge.defaultLang} />
          ))}
        </div>
      )}
      {canWrite && school ? (
        <a className={styles.secondary} href={creationCenterLink({ schoolId: school.id, lang, o3: true })}>
          {t('o3articles.reader.write')}
        </a>
      ) : null}
    </section>
  );
}
