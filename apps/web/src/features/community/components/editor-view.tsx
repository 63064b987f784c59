/**
 * Create content (spec §2 createPosts.htm?postsType=0|1, and o3communityPortal.htm?source=postEdit&tagId=…&
 * currentType=0|8&modulesType=1): kind, title, rich-text body, circle and topics, preset from the URL.
 */
import { COMMUNITY_LIMITS, loginLink } from '@portico/core';
import type { CommunityPageData, PostKindValue } from '@portico/contracts';
import { useId, useState, type FormEvent } from 'react';
import { formStyles } from '@/components/form-styles.ts';
import { TextField } from '@/components/text-field.tsx';
import { useT } from '@/i18n/use-t.ts';
import { errorText } from '@/lib/api-errors.ts';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import { currentPathAndQuery, nav } from '@/lib/navigation.ts';
import { sanitizeHtml } from '@/lib/sanitize-html.ts';
import { useCreatePost } from '../api/community-api.ts';
import { localName, type CommunityLinks } from '../utils/links.ts';
import { normaliseEditorHtml, RichTextEditor } from './rich-text-editor.tsx';
import styles from './community.module.css';
import editorStyles from './editor.module.css';

export function EditorView({ page, l }: { page: CommunityPageData; l: CommunityLinks }) {
  const t = useT();
  const { viewer, lang } = useBootstrap();
  if (!viewer) {
    return (
      <p className={styles.empty}>
        <a
          href={loginLink({
            lang,
            redirect: typeof window === 'undefined' ? undefined : currentPathAndQuery(),
          })}
        >
          {t('community.signIn.write')}
        </a>
      </p>
    );
  }
  if (!page.abilities.canPost || !page.editor)
    return <p className={styles.empty}>{t('community.editor.notMember')}</p>;
  return <PostForm editor={page.editor} l={l} />;
}

function PostForm({ editor, l }: { editor: NonNullable<CommunityPageData['editor']>; l: CommunityLinks }) {
  const t = useT();
  const { school, lang } = useBootstrap();
  const id = useId();
  const create = useCreatePost(school?.id ?? '');
  const [kind, setKind] = useState<PostKindValue>(editor.kind);
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [circleId, setCircleId] = useState('');
  const [topicIds, setTopicIds] = useState<string[]>(editor.topicId ? [editor.topicId] : []);
  const [error, setError] = useState<string | null>(null);

  const toggleTopic = (topicId: string, on: boolean) =>
    setTopicIds((ids) => (on ? [...ids, topicId] : ids.filter((value) => value !== topicId)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (title.trim() === '') return setError(t('errors.COMMUNITY_TITLE_REQUIRED'));
    // The server sanitises again (spec §5); this keeps what leaves the browser to the same allowlist.
    const html = sanitizeHtml(normaliseEditorHtml(body));
    create.mutate(
      { kind, title, body: html, circleId: circleId || null, topicIds },
      {
        onSuccess: (post) => nav.assign(l.post(post.id)),
        onError: (failure) => setError(errorText(failure, t)),
      },
    );
  };

  const full = topicIds.length >= COMMUNITY_LIMITS.TOPICS_PER_POST;
  return (
    <form className={editorStyles.form} onSubmit={submit} noValidate aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.heading}>
        {t(kind === 1 ? 'community.write.question' : 'community.write.post')}
      </h2>
      <fieldset className={editorStyles.fieldset}>
        <legend>{t('community.editor.kind')}</legend>
        <div className={editorStyles.options}>
          {([1, 0] as const).map((value) => (
            <label key={value} className={editorStyles.option}>
              <input type="radio" name="kind" checked={kind === value} onChange={() => setKind(value)} />
              {t(value === 1 ? 'community.kind.question' : 'community.kind.post')}
            </label>
          ))}
        </div>
      </fieldset>
      <TextField
        label={t('community.editor.title')}
        hint={t('community.editor.titleHint', { max: COMMUNITY_LIMITS.TITLE, count: COMMUNITY_LIMITS.TITLE })}
        value={title}
        maxLength={COMMUNITY_LIMITS.TITLE}
        required
        onChange={(event) => setTitle(event.target.value)}
      />
      <div className={formStyles.field}>
        <span id={`${id}-body-label`} className={formStyles.label}>
          {t('community.editor.body')}
        </span>
        <RichTextEditor id={`${id}-body`} labelId={`${id}-body-label`} onChange={setBody} />
      </div>
      <div className={formStyles.field}>
        <label className={formStyles.label} htmlFor={`${id}-circle`}>
          {t('community.editor.circle')}
        </label>
        <select
          id={`${id}-circle`}
          className={editorStyles.select}
          value={circleId}
          onChange={(event) => setCircleId(event.target.value)}
        >
          <option value="">{t('community.editor.noCircle')}</option>
          {editor.circles.map((circle) => (
            <option key={circle.id} value={circle.id}>
              {localName(circle, lang)}
            </option>
          ))}
        </select>
      </div>
      {editor.topics.length > 0 ? (
        <fieldset className={editorStyles.fieldset}>
          <legend>
            {t('community.editor.topics', {
              max: COMMUNITY_LIMITS.TOPICS_PER_POST,
              count: COMMUNITY_LIMITS.TOPICS_PER_POST,
            })}
          </legend>
          <div className={editorStyles.options}>
            {editor.topics.map((topic) => {
              const checked = topicIds.includes(topic.id);
              return (
                <label key={topic.id} className={editorStyles.option}>
                  <input
                    type="checkbox"
                    checked={checked}
                    disabled={!checked && full}
                    onChange={(event) => toggleTopic(topic.id, event.target.checked)}
                  />
                  #{localName(topic, lang)}
                </label>
              );
            })}
          </div>
        </fieldset>
      ) : null}
      <p className={formStyles.alert} role="alert">
        {error}
      </p>
      <div className={formStyles.actions}>
        <button type="submit" className={formStyles.primary} disabled={create.isPending}>
          {t(create.isPending ? 'community.editor.publishing' : 'community.editor.publish')}
        </button>
        <a className={formStyles.secondary} href={l.portal()}>
          {t('community.editor.cancel')}
        </a>
      </div>
    </form>
  );
}
