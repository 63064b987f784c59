/** A post or question with its replies (issue 14): like, reply, and — for moderators — hide or unhide. */
import { loginLink } from '@portico/core';
import type { PostDetail, Reply } from '@portico/contracts';
import { useState } from 'react';
import { useT } from '@/i18n/use-t.ts';
import { errorText } from '@/lib/api-errors.ts';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import { formatDate } from '@/lib/format-date.ts';
import { useSanitizedHtml } from '@/lib/sanitize-html.ts';
import { showToast } from '@/lib/toast.ts';
import { useLike, useSetHidden } from '../api/community-api.ts';
import { localName, type CommunityLinks } from '../utils/links.ts';
import { ReplyForm } from './reply-form.tsx';
import styles from './community.module.css';
import editorStyles from './editor.module.css';

function RichText({ html }: { html: string }) {
  const safe = useSanitizedHtml(html);
  // Members write in any language: each text takes its own direction (an English post on an Arabic page).
  return <div className={editorStyles.body} dir="auto" dangerouslySetInnerHTML={{ __html: safe }} />;
}

function ReplyItem({ reply, l }: { reply: Reply; l: CommunityLinks }) {
  const { lang } = useBootstrap();
  return (
    <article className={styles.card} aria-label={reply.author.nickName}>
      <ul className={styles.meta}>
        <li>
          <a href={l.profile(reply.author.id)}>{reply.author.nickName}</a>
        </li>
        <li>
          <time dateTime={reply.createdAt}>{formatDate(reply.createdAt, lang, true)}</time>
        </li>
      </ul>
      <RichText html={reply.body} />
    </article>
  );
}

export function PostDetailView({ initial, l }: { initial: PostDetail; l: CommunityLinks }) {
  const t = useT();
  const { school, lang, viewer } = useBootstrap();
  const schoolId = school?.id ?? '';
  const [post, setPost] = useState(initial);
  const [replies, setReplies] = useState(initial.replies.records);
  const like = useLike(schoolId);
  const hide = useSetHidden(schoolId, post.id);
  const hidden = post.status === 'hidden';
  const repliesTitle = t(post.kind === 1 ? 'community.post.answers' : 'community.post.replies');

  const toggleLike = () =>
    like.mutate(
      { targetType: 'post', targetId: post.id, liked: !post.liked },
      {
        onSuccess: (state) => setPost((p) => ({ ...p, liked: state.liked, likeCount: state.likeCount })),
        onError: (error) => showToast(errorText(error, t)),
      },
    );
  const toggleHidden = () =>
    hide.mutate(!hidden, {
      onSuccess: (summary) => {
        setPost((p) => ({
          ...p,
          status: summary.status,
          abilities: {
            ...p.abilities,
            canReply: summary.status === 'visible' && initial.abilities.canPost,
            canLike: summary.status === 'visible' && initial.abilities.canPost,
          },
        }));
        showToast(t(summary.status === 'hidden' ? 'community.post.hiddenDone' : 'community.post.shownDone'));
      },
      onError: (error) => showToast(errorText(error, t)),
    });

  return (
    <div className={styles.community}>
      <article className={styles.panel} aria-labelledby="post-title">
        <h2 id="post-title" className={styles.heading}>
          <span className={styles.badge}>
            {t(post.kind === 1 ? 'community.kind.question' : 'community.kind.post')}
          </span>
          {hidden ? <span className={styles.hiddenBadge}>{t('community.post.hiddenBadge')}</span> : null}
          {post.title}
        </h2>
        {hidden ? <p className={styles.notice}>{t('community.post.hiddenNotice')}</p> : null}
        <ul className={styles.meta} aria-label={t('community.post.about')}>
          <li>
            <a href={l.profile(post.author.id)}>{post.author.nickName}</a>
          </li>
          <li>
            <time dateTime={post.createdAt}>{formatDate(post.createdAt, lang, true)}</time>
          </li>
          {post.circle ? (
            <li>{t('community.post.inCircle', { name: localName(post.circle, lang) })}</li>
          ) : null}
          {post.topics.map((topic) => (
            <li key={topic.id}>
              <a href={l.topics(topic.id)}>#{localName(topic, lang)}</a>
            </li>
          ))}
        </ul>
        <RichText html={post.body} />
        <div className={styles.actions}>
          {post.abilities.canLike ? (
            <button
              type="button"
              className={styles.secondary}
              aria-pressed={post.liked}
              disabled={like.isPending}
              onClick={toggleLike}
            >
              {t('community.post.like')} · {post.likeCount}
            </button>
          ) : (
            <span className={styles.empty}>{t('community.post.likeCount', { count: post.likeCount })}</span>
          )}
          {post.abilities.canModerate ? (
            <button
              type="button"
              className={styles.secondary}
              disabled={hide.isPending}
              onClick={toggleHidden}
            >
              {t(hidden ? 'community.post.unhide' : 'community.post.hide')}
            </button>
          ) : null}
        </div>
      </article>
      <section className={styles.panel} aria-labelledby="post-replies">
        <h2 id="post-replies" className={styles.heading}>
          {repliesTitle} ({replies.length})
        </h2>
        {replies.length === 0 ? (
          <p className={styles.empty}>{t('community.post.noReplies')}</p>
        ) : (
          <ul className={styles.list}>
            {replies.map((reply) => (
              <li key={reply.id}>
                <ReplyItem reply={reply} l={l} />
              </li>
            ))}
          </ul>
        )}
        {post.abilities.canReply ? (
          <ReplyForm postId={post.id} onReplied={(reply) => setReplies((list) => [...list, reply])} />
        ) : !viewer ? (
          <p>
            <a href={loginLink({ lang, redirect: l.post(post.id) })}>{t('community.signIn.reply')}</a>
          </p>
        ) : !hidden ? (
          <p className={styles.empty}>{t('community.editor.notMember')}</p>
        ) : null}
      </section>
    </div>
  );
}
