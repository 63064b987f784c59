/**
 * `/knowledge/knowledgeList.htm` (issue 27): articles and documents filtered by tag, type and text, paged. The
 * filter is a plain GET form and the pages plain links: each page is server-rendered from its own URL.
 */
import { knowledgeDetailLink, knowledgeListLink, type LanguageCode } from '@portico/core';
import { KNOWLEDGE_ITEM_TYPES, type KnowledgeListPage } from '@portico/contracts';
import { useT } from '@/i18n/use-t.ts';
import { pickText } from '../lib/texts.ts';
import { ArticleCard } from './article-card.tsx';
import { DocumentRow } from './document-row.tsx';
import styles from './knowledge.module.css';

export default function KnowledgeList(props: {
  page: KnowledgeListPage;
  schoolId: string;
  lang: LanguageCode;
}) {
  const t = useT();
  const { filter, result } = props.page;
  const { schoolId, lang } = props;
  const pages = Math.max(1, Math.ceil(result.total / result.pageSize));
  const pageLink = (page: number) =>
    knowledgeListLink({
      schoolId,
      lang,
      tag: filter.tag || undefined,
      type: filter.type || undefined,
      keyword: filter.keyword || undefined,
      page,
    });
  return (
    <div className={styles.portal}>
      <form
        className={styles.filter}
        method="get"
        action="/knowledge/knowledgeList.htm"
        role="search"
        aria-label={t('knowledge.filterLabel')}
      >
        <input type="hidden" name="schoolId" value={schoolId} />
        <input type="hidden" name="sxz-lang" value={lang} />
        <label>
          {t('knowledge.filterText')}
          <input type="search" name="keyword" defaultValue={filter.keyword} maxLength={100} />
        </label>
        <label>
          {t('knowledge.filterType')}
          <select name="type" defaultValue={filter.type}>
            <option value="">{t('knowledge.type.all')}</option>
            {KNOWLEDGE_ITEM_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`knowledge.type.${type}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('knowledge.filterTag')}
          <select name="tag" defaultValue={filter.tag}>
            <option value="">{t('knowledge.type.all')}</option>
            {props.page.tags.map(({ tag }) => (
              <option key={tag} value={tag}>
                {tag}
              </option>
            ))}
          </select>
        </label>
        <button type="submit">{t('knowledge.apply')}</button>
      </form>
      <p role="status">{t('knowledge.resultCount', { count: result.total })}</p>
      <ul className={styles.list}>
        {result.items.map((item) =>
          item.kind === 'article' ? (
            <li key={item.article.articleId}>
              <ArticleCard
                article={item.article}
                schoolId={schoolId}
                lang={lang}
                defaultLang={result.defaultLang}
                headingLevel={2}
              />
            </li>
          ) : (
            <li key={item.document.documentId} className={styles.card}>
              <ul className={styles.plain}>
                <DocumentRow doc={item.document} schoolId={schoolId} canDownload={false} />
              </ul>
              <a href={knowledgeDetailLink({ schoolId, libId: item.library.libId, lang })}>
                {t('knowledge.inLibrary', { title: pickText(item.library.title, lang, result.defaultLang) })}
              </a>
            </li>
          ),
        )}
      </ul>
      {pages > 1 ? (
        <nav aria-label={t('knowledge.pages')} className={styles.pager}>
          {filter.page > 1 ? <a href={pageLink(filter.page - 1)}>{t('knowledge.previous')}</a> : null}
          <span>{t('knowledge.pageOf', { page: filter.page, pages })}</span>
          {filter.page < pages ? <a href={pageLink(filter.page + 1)}>{t('knowledge.next')}</a> : null}
        </nav>
      ) : null}
    </div>
  );
}
