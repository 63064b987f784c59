/** One article in the portal's and the list's grids: title link, excerpt, tags, author and date. */
import { knowledgeDetailLink, knowledgeListLink, type LanguageCode } from '@portico/core';
import type { KnowledgeArticleCard } from '@portico/contracts';
import { useT } from '@/i18n/use-t.ts';
import { formatDate } from '@/lib/format-date.ts';
import { pickText } from '../lib/texts.ts';
import styles from './knowledge.module.css';

export function ArticleCard(props: {
  article: KnowledgeArticleCard;
  schoolId: string;
  lang: LanguageCode;
  defaultLang: string;
  /** 3 under the portal's section headings; 2 in the list, whose cards sit right under the page's h1. */
  headingLevel?: 2 | 3;
}) {
  const t = useT();
  const { article, schoolId, lang } = props;
  const Heading = props.headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.card}>
      <Heading className={styles.cardTitle}>
        <a href={knowledgeDetailLink({ schoolId, articleId: article.articleId, lang })}>
          {pickText(article.title, lang, props.defaultLang)}
        </a>
      </Heading>
      {article.featured ? <span className={styles.badge}>{t('knowledge.featured')}</span> : null}
      <p className={styles.excerpt}>{article.excerpt}</p>
      <ul className={styles.tags} aria-label={t('knowledge.tags')}>
        {article.tags.map((tag) => (
          <li key={tag}>
            <a href={knowledgeListLink({ schoolId, tag, lang })}>{tag}</a>
          </li>
        ))}
      </ul>
      <p className={styles.meta}>
        {article.author ? `${article.author.name} · ` : ''}
        <time dateTime={article.publishedAt}>{formatDate(article.publishedAt, lang)}</time>
      </p>
    </article>
  );
}
