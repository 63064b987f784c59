/**
 * The knowledge article editor (issue 25 item 4): a title per language the school offers (its default language
 * required), the body in the shared TipTap editor (what it makes is what the server's sanitizer keeps) — one per
 * language, picked with "Language of the text" (issue 27: `body` is the default language's, `bodies` the others; a
 * reader without their language's body reads the default one) — tags, and
 * the review steps the server allows now. Every write carries the version the author loaded; a stale one is
 * refused (DRAFT_VERSION_STALE) and says so. A step with unsaved changes saves them first.
 */
import type { ArticleDraft, ArticleDraftView, ArticleTransition } from '@portico/contracts';
import { ARTICLE_LIMITS, hasDefaultText, type LanguageCode } from '@portico/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { LocalizedField } from '@/components/console/localized-field.tsx';
import { RichTextEditor } from '@/components/rich-text/rich-text-editor.tsx';
import { SelectField } from '@/components/select-field.tsx';
import { TextField } from '@/components/text-field.tsx';
import { useT } from '@/i18n/use-t.ts';
import { errorText } from '@/lib/api-errors.ts';
import { LANGUAGE_NAMES } from '@/lib/names.ts';
import { uploadImage } from '@/lib/upload-image.ts';
import {
  changeArticle,
  createArticle,
  draftKey,
  draftsKey,
  saveArticle,
  useArticleDraft,
  useArticlePaths,
} from '../api/o3-articles.ts';
import { ArticleLoading } from './article-loading.tsx';
import { ArticleReview } from './article-review.tsx';
import { ArticleState } from './article-state.tsx';
import styles from './o3-articles.module.css';

interface Props {
  schoolId: string;
  /** null: a new article (created on its first save). */
  articleId: string | null;
  languages: LanguageCode[];
  onOpen: (id: string | null) => void;
  /** A new article's first save gave it this id. */
  onCreated: (id: string) => void;
}

const EMPTY: ArticleDraft = { title: {}, body: '', tags: [] };
const tagsOf = (text: string) =>
  text
    .split(/[,，、]/)
    .map((tag) => tag.trim())
    .filter(Boolean);

export function ArticleEditor({ schoolId, articleId, languages, onOpen, onCreated }: Props) {
  const loaded = useArticleDraft(schoolId, articleId);
  if (articleId !== null && !loaded.data) {
    return <ArticleLoading error={loaded.error} onBack={() => onOpen(null)} />;
  }
  return (
    <EditorForm
      schoolId={schoolId}
      initial={loaded.data ?? null}
      languages={languages}
      onOpen={onOpen}
      onCreated={onCreated}
    />
  );
}

function EditorForm(props: {
  schoolId: string;
  initial: ArticleDraftView | null;
  languages: LanguageCode[];
  onOpen: (id: string | null) => void;
  onCreated: (id: string) => void;
}) {
  const { schoolId, languages, onOpen, onCreated } = props;
  const t = useT();
  const queries = useQueryClient();
  const paths = useArticlePaths();
  const defaultLang = languages[0] ?? 'zh_CN';
  const [view, setView] = useState(props.initial);
  const [draft, setDraft] = useState<ArticleDraft>(props.initial?.draft ?? EMPTY);
  const [tagText, setTagText] = useState((props.initial?.draft.tags ?? []).join(', '));
  const [dirty, setDirty] = useState(props.initial === null);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [attempted, setAttempted] = useState(false);
  const [bodyLang, setBodyLang] = useState<LanguageCode>(defaultLang);
  const editable = !view || view.state.review !== 'in_review';
  const change = (next: Partial<ArticleDraft>) => {
    setDraft((current) => ({ ...current, ...next }));
    setDirty(true);
    setSaid('');
  };
  const titleMissing = !hasDefaultText(draft.title, defaultLang);

  /** Runs one write; answers the new view, or null after saying what went wrong. */
  const write = async (step: () => Promise<ArticleDraftView>) => {
    setBusy(true);
    setFailure(null);
    try {
      const next = await step();
      setView(next);
      void queries.invalidateQueries({ queryKey: draftsKey(schoolId, paths) });
      return next;
    } catch (error) {
      setFailure(errorText(error, t));
      return null;
    } finally {
      setBusy(false);
    }
  };

  const save = async (): Promise<ArticleDraftView | null> => {
    setAttempted(true);
    if (titleMissing) return null;
    const clean = { ...draft, tags: tagsOf(tagText) };
    const next = await write(() =>
      view
        ? saveArticle(paths, schoolId, view.articleId, view.version, clean)
        : createArticle(paths, schoolId, clean),
    );
    if (!next) return null;
    setDraft(next.draft);
    setTagText(next.draft.tags.join(', '));
    setDirty(false);
    setSaid(t('o3articles.editor.saved'));
    if (!view) {
      // The editor stays mounted under its new id: the draft's query starts from what the server answered.
      queries.setQueryData(draftKey(schoolId, next.articleId, paths), next);
      onCreated(next.articleId);
    }
    return next;
  };

  const run = async (action: ArticleTransition, comment?: string) => {
    let current = view;
    if (dirty && action !== 'approve' && action !== 'reject') current = await save();
    if (!current) return false;
    const next = await write(() =>
      changeArticle(paths, schoolId, current.articleId, action, current.version, comment),
    );
    return next !== null;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save();
  };

  return (
    <div className={styles.center}>
      <button type="button" className={styles.link} onClick={() => onOpen(null)}>
        {t('o3articles.editor.back')}
      </button>
      <div className={styles.toolbar}>
        <h2 className={styles.sectionTitle}>
          {view ? t('o3articles.editor.title') : t('o3articles.list.new')}
        </h2>
        {view ? <ArticleState state={view.state} /> : null}
      </div>
      <form className={styles.panel} onSubmit={submit} aria-label={t('o3articles.editor.title')} noValidate>
        <fieldset className={styles.fieldset} disabled={!editable || busy}>
          <LocalizedField
            legend={t('o3articles.editor.articleTitle')}
            texts={draft.title}
            languages={languages}
            defaultLang={defaultLang}
            required
            max={ARTICLE_LIMITS.TITLE_MAX}
            error={attempted && titleMissing ? t('o3articles.editor.titleRequired') : null}
            onChange={(title) => change({ title })}
          />
          {languages.length > 1 ? (
            <SelectField
              label={t('o3articles.editor.bodyLang')}
              hint={t('o3articles.editor.bodyLangHint')}
              value={bodyLang}
              options={languages.map((lang) => ({ value: lang, label: LANGUAGE_NAMES[lang] }))}
              onChange={(event) => setBodyLang(event.target.value as LanguageCode)}
            />
          ) : null}
          <RichTextEditor
            // TipTap reads its value once: each language's text gets an editor of its own.
            key={bodyLang}
            label={t('o3articles.editor.body')}
            value={bodyLang === defaultLang ? draft.body : (draft.bodies?.[bodyLang] ?? '')}
            maxLength={ARTICLE_LIMITS.BODY_HTML_MAX}
            onChange={(body) =>
              change(
                bodyLang === defaultLang
                  ? { body }
                  : { bodies: { ...draft.bodies, [bodyLang]: body } as ArticleDraft['bodies'] },
              )
            }
            onUploadImage={async (file) => (await uploadImage({ schoolId, file })).static_url}
          />
          <TextField
            label={t('o3articles.editor.tags')}
            hint={t('o3articles.editor.tagsHint', { max: ARTICLE_LIMITS.TAGS_MAX })}
            value={tagText}
            maxLength={400}
            onChange={(event) => {
              setTagText(event.target.value);
              setDirty(true);
              setSaid('');
            }}
          />
        </fieldset>
        {editable ? (
          <div className={styles.actions}>
            <button type="submit" className={styles.primary} disabled={busy}>
              {busy ? t('common.submitting') : t('o3articles.editor.save')}
            </button>
            {dirty ? <span className={styles.muted}>{t('o3articles.editor.unsaved')}</span> : null}
          </div>
        ) : null}
      </form>
      {failure ? (
        <p role="alert" className={styles.alert}>
          {failure}
        </p>
      ) : null}
      <p role="status" className={styles.muted}>
        {said}
      </p>
      {view ? <ArticleReview view={view} busy={busy} onRun={run} /> : null}
    </div>
  );
}
