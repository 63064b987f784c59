/** Topic list (spec §2 o3TopicList.htm): every topic as a filter, and the posts of the chosen one. */
import type { CommunityPageData } from '@portico/contracts';
import { useT } from '@/i18n/use-t.ts';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import { localName, type CommunityLinks } from '../utils/links.ts';
import { PostList } from './post-list.tsx';
import styles from './community.module.css';

export function TopicListView({ page, l }: { page: CommunityPageData; l: CommunityLinks }) {
  const t = useT();
  const { lang } = useBootstrap();
  const topics = page.topics ?? [];
  const chosen = topics.find((topic) => topic.id === page.topicId) ?? null;
  return (
    <div className={styles.community}>
      <nav aria-label={t('community.topics.filter')}>
        <ul className={styles.chips}>
          <li>
            <a className={styles.chip} href={l.topics()} aria-current={chosen ? undefined : 'page'}>
              {t('community.topics.all')}
            </a>
          </li>
          {topics.map((topic) => (
            <li key={topic.id}>
              <a
                className={styles.chip}
                href={l.topics(topic.id)}
                aria-current={topic.id === chosen?.id ? 'page' : undefined}
              >
                #{localName(topic, lang)} ({topic.postCount})
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <section className={styles.panel} aria-labelledby="topic-posts">
        <h2 id="topic-posts" className={styles.heading}>
          {chosen
            ? t('community.topics.postsOn', { name: localName(chosen, lang) })
            : t('community.topics.allPosts')}
        </h2>
        <PostList posts={page.posts?.records ?? []} links={l} empty={t('community.empty.posts')} />
      </section>
    </div>
  );
}
