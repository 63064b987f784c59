/** A list of posts and questions (portal, topic list, profile, search): title, excerpt and what they are about. */
import type { PostSummary } from '@portico/contracts';
import { useT } from '@/i18n/use-t.ts';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import { formatDate } from '@/lib/format-date.ts';
import { localName, type CommunityLinks } from '../utils/links.ts';
import styles from './community.module.css';

function PostCard({
  post,
  links,
  headingLevel = 3,
}: {
  post: PostSummary;
  links: CommunityLinks;
  headingLevel?: 2 | 3;
}) {
  const t = useT();
  const { lang } = useBootstrap();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.card}>
      <Heading className={styles.cardTitle}>
        <span className={styles.badge}>
          {t(post.kind === 1 ? 'community.kind.question' : 'community.kind.post')}
        </span>
        {post.status === 'hidden' ? (
          <span className={styles.hiddenBadge}>{t('community.post.hiddenBadge')}</span>
        ) : null}
        <a href={links.post(post.id)} dir="auto">
          {post.title}
        </a>
      </Heading>
      {post.excerpt ? (
        <p className={styles.excerpt} dir="auto">
          {post.excerpt}
        </p>
      ) : null}
      <ul className={styles.meta} aria-label={t('community.post.about')}>
        <li>
          <a href={links.profile(post.author.id)}>{post.author.nickName}</a>
        </li>
        <li>
          <time dateTime={post.createdAt}>{formatDate(post.createdAt, lang)}</time>
        </li>
        {post.circle ? <li>{t('community.post.inCircle', { name: localName(post.circle, lang) })}</li> : null}
        {post.topics.map((topic) => (
          <li key={topic.id}>
            <a href={links.topics(topic.id)}>#{localName(topic, lang)}</a>
          </li>
        ))}
        <li>{t('community.post.replyCount', { count: post.replyCount })}</li>
        <li>{t('community.post.likeCount', { count: post.likeCount })}</li>
      </ul>
    </article>
  );
}

export function PostList({
  posts,
  links,
  empty,
  headingLevel,
}: {
  posts: PostSummary[];
  links: CommunityLinks;
  empty: string;
  headingLevel?: 2 | 3;
}) {
  if (posts.length === 0) return <p className={styles.empty}>{empty}</p>;
  return (
    <ul className={styles.list}>
      {posts.map((post) => (
        <li key={post.id}>
          <PostCard post={post} links={links} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
