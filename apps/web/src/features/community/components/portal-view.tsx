/** Community portal (spec §2 communityPortal.htm / o3communityPortal.htm): latest questions and posts, circles, hot topics. */
import type { CommunityOverview, CommunityPageData } from '@portico/contracts';
import { useT } from '@/i18n/use-t.ts';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import { localName, type CommunityLinks } from '../utils/links.ts';
import { KnowledgeList } from './knowledge-list.tsx';
import { PostList } from './post-list.tsx';
import styles from './community.module.css';

interface PortalProps {
  overview: CommunityOverview;
  l: CommunityLinks;
  /** Issue 25 item 4: the newest knowledge articles, and whether the viewer writes them. */
  knowledge?: CommunityPageData['knowledge'];
  knowledgeAuthor?: boolean;
}

export function PortalView({ overview, l, knowledge, knowledgeAuthor = false }: PortalProps) {
  const t = useT();
  const { lang } = useBootstrap();
  return (
    <div className={styles.columns}>
      <div className={styles.community}>
        <section className={styles.panel} aria-labelledby="community-questions">
          <h2 id="community-questions" className={styles.heading}>
            {t('community.portal.latestQuestions')}
          </h2>
          <PostList posts={overview.latestQuestions} links={l} empty={t('community.empty.questions')} />
        </section>
        <section className={styles.panel} aria-labelledby="community-posts">
          <h2 id="community-posts" className={styles.heading}>
            {t('community.portal.latestPosts')}
          </h2>
          <PostList posts={overview.latestPosts} links={l} empty={t('community.empty.posts')} />
        </section>
        {knowledge ? <KnowledgeList knowledge={knowledge} canWrite={knowledgeAuthor} /> : null}
      </div>
      <div className={styles.community}>
        <section className={styles.panel} aria-labelledby="community-topics">
          <h2 id="community-topics" className={styles.heading}>
            {t('community.portal.hotTopics')}
          </h2>
          {overview.hotTopics.length === 0 ? (
            <p className={styles.empty}>{t('community.empty.topics')}</p>
          ) : (
            <ul className={styles.chips}>
              {overview.hotTopics.map((topic) => (
                <li key={topic.id}>
                  <a className={styles.chip} href={l.topics(topic.id)}>
                    #{localName(topic, lang)} · {t('community.postCount', { count: topic.postCount })}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className={styles.panel} aria-labelledby="community-circles">
          <h2 id="community-circles" className={styles.heading}>
            {t('community.portal.circles')}
          </h2>
          {overview.circles.length === 0 ? (
            <p className={styles.empty}>{t('community.empty.circles')}</p>
          ) : (
            <ul className={styles.circles}>
              {overview.circles.map((circle) => (
                <li key={circle.id} className={styles.circle}>
                  <h3>{localName(circle, lang)}</h3>
                  <p>{lang === 'zh_CN' ? circle.description : circle.descriptionEn || circle.description}</p>
                  <p>{t('community.postCount', { count: circle.postCount })}</p>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}
