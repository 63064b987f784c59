/** Issue 14: in an O3 school the search also finds community posts and questions (first page of results). */
import { communityLink } from '@portico/core';
import type { PostSummary } from '@portico/contracts';
import { useT } from '@/i18n/use-t.ts';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import styles from './search-results.module.css';

export function SearchPosts({ posts, schoolId }: { posts: PostSummary[]; schoolId: string }) {
  const t = useT();
  const { lang } = useBootstrap();
  if (posts.length === 0) return null;
  return (
    <section className={styles.posts} aria-labelledby="search-posts">
      <h2 id="search-posts" className={styles.subtitle}>
        {t('search.communityPosts')}
      </h2>
      <ul className={styles.postList}>
        {posts.map((post) => (
          <li key={post.id} className={styles.post}>
            <span className={styles.postKind}>
              {t(post.kind === 1 ? 'search.postQuestion' : 'search.postArticle')}
            </span>
            <a href={communityLink({ page: 'postDetail.htm', lang, query: { schoolId, postId: post.id } })}>
              {post.title}
            </a>
            {post.excerpt ? <p className={styles.postExcerpt}>{post.excerpt}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
