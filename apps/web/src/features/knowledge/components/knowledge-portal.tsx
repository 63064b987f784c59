/**
 * `/knowledge/knowledgePortal.htm` (issue 27): featured and latest articles, tags and the document libraries, all
 * from the page's bootstrap (server-rendered; nothing fetched on load).
 */
import { creationCenterLink, knowledgeDetailLink, knowledgeListLink, type LanguageCode } from '@portico/core';
import type { KnowledgePortalPage } from '@portico/contracts';
import { useT } from '@/i18n/use-t.ts';
import { pickText } from '../lib/texts.ts';
import { ArticleCard } from './article-card.tsx';
import styles from './knowledge.module.css';

/** The creation center's knowledge tab (issue 27): the article editor under the knowledge paths. */
const authorLink = (schoolId: string, lang: LanguageCode) => {
  const link = creationCenterLink({ schoolId, lang });
  return `${link}${link.includes('?') ? '&' : '?'}tab=knowledge`;
};

export default function KnowledgePortal(props: {
  page: KnowledgePortalPage;
  schoolId: string;
  lang: LanguageCode;
}) {
  const t = useT();
  const { portal } = props.page;
  const { schoolId, lang } = props;
  const card = (article: (typeof portal.latest)[number]) => (
    <li key={article.articleId}>
      <ArticleCard article={article} schoolId={schoolId} lang={lang} defaultLang={portal.defaultLang} />
    </li>
  );
  return (
    <div className={styles.portal}>
      <p className={styles.actions}>
        <a href={knowledgeListLink({ schoolId, lang })}>{t('knowledge.browseAll')}</a>
        {portal.canAuthor ? <a href={authorLink(schoolId, lang)}>{t('knowledge.write')}</a> : null}
      </p>
      {portal.featured.length > 0 ? (
        <section aria-labelledby="knowledge-featured">
          <h2 id="knowledge-featured">{t('knowledge.featuredTitle')}</h2>
          <ul className={styles.grid}>{portal.featured.map(card)}</ul>
        </section>
      ) : null}
      <section aria-labelledby="knowledge-latest">
        <h2 id="knowledge-latest">{t('knowledge.latestTitle')}</h2>
        {portal.latest.length > 0 ? (
          <ul className={styles.grid}>{portal.latest.map(card)}</ul>
        ) : (
          <p>{t('knowledge.noArticles')}</p>
        )}
      </section>
      {portal.tags.length > 0 ? (
        <section aria-labelledby="knowledge-tags">
          <h2 id="knowledge-tags">{t('knowledge.byTag')}</h2>
          <ul className={styles.tags}>
            {portal.tags.map(({ tag, count }) => (
              <li key={tag}>
                <a href={knowledgeListLink({ schoolId, tag, lang })}>
                  {tag} <span className={styles.meta}>({count})</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="knowledge-libraries">
        <h2 id="knowledge-libraries">{t('knowledge.librariesTitle')}</h2>
        {portal.libraries.length > 0 ? (
          <ul className={styles.grid}>
            {portal.libraries.map((library) => (
              <li key={library.libId} className={styles.card}>
                <h3 className={styles.cardTitle}>
                  <a href={knowledgeDetailLink({ schoolId, libId: library.libId, lang })}>
                    {pickText(library.title, lang, portal.defaultLang)}
                  </a>
                </h3>
                <p className={styles.meta}>
                  {t('knowledge.documentCount', { count: library.documentCount })}
                </p>
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('knowledge.noLibraries')}</p>
        )}
      </section>
    </div>
  );
}
