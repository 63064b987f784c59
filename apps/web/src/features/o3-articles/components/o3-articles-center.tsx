/**
 * The O3 creation center `/iadmin/{schoolId}/create-center/o3knowledge/` (issue 25 item 4): the author's
 * knowledge articles with their review state, the review queue for the school's admins, and the editor for
 * `?articleId=` (`new` for a new one). Opening an article is a client-side step the URL keeps (reload, back).
 */
import { KNOWLEDGE_API_PATHS, O3_ARTICLES_API_PATHS, type ArticleDraftView } from '@portico/contracts';
import type { LanguageCode } from '@portico/core';
import { useState } from 'react';
import { useSearchParams } from '@/lib/location.tsx';
import { useT } from '@/i18n/use-t.ts';
import { errorText } from '@/lib/api-errors.ts';
import { ArticlePathsContext } from '../api/article-paths.ts';
import { useArticleDrafts } from '../api/o3-articles.ts';
import { ArticleEditor } from './article-editor.tsx';
import { ArticleState } from './article-state.tsx';
import styles from './o3-articles.module.css';

export interface O3ArticlesCenterProps {
  schoolId: string;
  lang: LanguageCode;
  /** Issue 27: write the school's knowledge-portal articles (the knowledge paths) instead of the O3 school's. */
  knowledge?: boolean;
}

const ID = /^(\d{1,19}|new)$/;

function ArticleRows(props: {
  items: ArticleDraftView[];
  lang: LanguageCode;
  defaultLang: LanguageCode;
  showAuthor: boolean;
  onOpen: (id: string) => void;
}) {
  const t = useT();
  return (
    <ul className={styles.list}>
      {props.items.map((item) => {
        const title = item.draft.title[props.lang] || item.draft.title[props.defaultLang] || '—';
        return (
          <li key={item.articleId} className={styles.row}>
            <button type="button" className={styles.titleButton} onClick={() => props.onOpen(item.articleId)}>
              {title}
            </button>
            <ArticleState state={item.state} />
            {props.showAuthor && item.author ? (
              <span className={styles.muted}>{t('o3articles.list.by', { name: item.author.name })}</span>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

/** The paths are chosen here, inside the lazy chunk, so the route table in the entry carries neither group. */
export default function O3ArticlesCenter({ knowledge = false, ...props }: O3ArticlesCenterProps) {
  return (
    <ArticlePathsContext.Provider value={knowledge ? KNOWLEDGE_API_PATHS : O3_ARTICLES_API_PATHS}>
      <ArticlesCenter {...props} knowledge={knowledge} />
    </ArticlePathsContext.Provider>
  );
}

function ArticlesCenter({ schoolId, lang, knowledge }: O3ArticlesCenterProps) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const drafts = useArticleDrafts(schoolId);
  // A new article keeps its editor (and what it just said) when its first save gives it an id.
  const [createdKey, setCreatedKey] = useState<string | null>(null);
  const navigate = (id: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (id) next.set('articleId', id);
      else next.delete('articleId');
      return next;
    });
  const open = (id: string | null) => {
    setCreatedKey(null);
    navigate(id);
  };
  const created = (id: string) => {
    setCreatedKey('new');
    navigate(id);
  };
  const articleId = params.get('articleId');
  const list = drafts.data;
  if (articleId && ID.test(articleId) && list) {
    return (
      <ArticleEditor
        key={createdKey ?? articleId}
        schoolId={schoolId}
        articleId={articleId === 'new' ? null : articleId}
        languages={list.languages as LanguageCode[]}
        onOpen={open}
        onCreated={created}
      />
    );
  }
  if (drafts.isError) return <p role="alert">{errorText(drafts.error, t)}</p>;
  if (!list) return <p role="status">{t('common.loading')}</p>;
  const defaultLang = (list.languages[0] ?? 'zh_CN') as LanguageCode;
  return (
    <div className={styles.center}>
      <p className={styles.muted}>{t(knowledge ? 'o3articles.introKnowledge' : 'o3articles.intro')}</p>
      <p className={styles.muted}>{list.reviewOn ? t('o3articles.reviewOn') : t('o3articles.reviewOff')}</p>
      {list.canReview ? (
        <section className={styles.panel} aria-labelledby="o3articles-queue">
          <h2 id="o3articles-queue" className={styles.sectionTitle}>
            {t('o3articles.queue.title')}
          </h2>
          {list.queue.length === 0 ? (
            <p className={styles.muted}>{t('o3articles.queue.empty')}</p>
          ) : (
            <ArticleRows items={list.queue} lang={lang} defaultLang={defaultLang} showAuthor onOpen={open} />
          )}
        </section>
      ) : null}
      <section className={styles.panel} aria-labelledby="o3articles-mine">
        <div className={styles.toolbar}>
          <h2 id="o3articles-mine" className={styles.sectionTitle}>
            {t('o3articles.list.mine')}
          </h2>
          <button type="button" className={styles.primary} onClick={() => open('new')}>
            {t('o3articles.list.new')}
          </button>
        </div>
        {list.items.length === 0 ? (
          <p className={styles.muted}>{t('o3articles.list.empty')}</p>
        ) : (
          <ArticleRows
            items={list.items}
            lang={lang}
            defaultLang={defaultLang}
            showAuthor={false}
            onOpen={open}
          />
        )}
      </section>
    </div>
  );
}
