/**
 * Issue 27: the search's first page also lists the school's published knowledge articles and library documents
 * that match (the server's `knowledge` hits), each linked to its knowledgeDetail.htm page — an article by its id,
 * a document by its library.
 */
import { knowledgeDetailLink } from '@portico/core';
import type { KnowledgeHit } from '@portico/contracts';
import { useT } from '@/i18n/use-t.ts';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import styles from './search-results.module.css';

export function SearchKnowledge({ hits, schoolId }: { hits: KnowledgeHit[]; schoolId: string }) {
  const t = useT();
  const { lang } = useBootstrap();
  if (hits.length === 0) return null;
  const href = (hit: KnowledgeHit) =>
    hit.kind === 'article'
      ? knowledgeDetailLink({ schoolId, articleId: hit.id, lang })
      : knowledgeDetailLink({ schoolId, libId: hit.libId ?? '', lang });
  return (
    <section className={styles.posts} aria-labelledby="search-knowledge">
      <h2 id="search-knowledge" className={styles.subtitle}>
        {t('search.knowledge')}
      </h2>
      <ul className={styles.postList}>
        {hits.map((hit) => (
          <li key={`${hit.kind}-${hit.id}`} className={styles.post}>
            <span className={styles.postKind}>
              {t(hit.kind === 'article' ? 'search.knowledgeArticle' : 'search.knowledgeDocument')}
            </span>
            <a href={href(hit)}>{hit.title}</a>
            {hit.excerpt ? <p className={styles.postExcerpt}>{hit.excerpt}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
