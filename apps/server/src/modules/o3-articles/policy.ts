/**
 * Who writes which knowledge article, and what a draft must hold (issue 25 item 4). The access gate already
 * required an O3 school and one of its creators (lecturers, admins, members flagged `creator`: core
 * isArticleAuthor); here: admins edit every article of the school, an author their own. A draft's title needs the
 * school's default language; its body passes the spec §5 sanitizer (the community's and the course article's one
 * allowlist); tags are cleaned by core.
 */
import { ARTICLE_LIMITS, cleanArticleTags, richTextHasContent, type LanguageCode } from '@portico/core';
import type { ArticleDraft } from '@portico/contracts';
import { isAdminOf, type Viewer } from '../../auth/viewer.ts';
import { fail } from '../../shared/http-error.ts';
import { sanitizeHtml } from '../agreements/sanitize.ts';
import type { ArticleRow } from './store.ts';

export function requireEditable(viewer: Viewer, row: Pick<ArticleRow, 'school_id' | 'author_id'>): void {
  if (isAdminOf(viewer, row.school_id) || row.author_id === viewer.userId) return;
  throw fail('ARTICLE_NOT_EDITABLE', 'You may edit only the articles you wrote');
}

const invalid = (field: string, reason: string) =>
  fail('ARTICLE_INVALID', `The article's ${field} is not valid (${reason})`, { field, reason });

/** The draft as stored: titles trimmed (blank ones dropped), body sanitised, tags cleaned. */
export function cleanArticleDraft(draft: ArticleDraft, defaultLang: LanguageCode): ArticleDraft {
  const title: ArticleDraft['title'] = {};
  for (const [lang, text] of Object.entries(draft.title) as [LanguageCode, string | undefined][]) {
    const clean = (text ?? '').replace(/\s+/g, ' ').trim();
    if (!clean) continue;
    if (Array.from(clean).length > ARTICLE_LIMITS.TITLE_MAX) throw invalid(`title.${lang}`, 'too_long');
    title[lang] = clean;
  }
  if (!title[defaultLang]) throw invalid(`title.${defaultLang}`, 'required');
  const tags = cleanArticleTags(draft.tags);
  if (!tags) throw invalid('tags', 'too_many_or_too_long');
  // Issue 27: bodies in other languages pass the same allowlist; empty ones are dropped.
  const bodies: NonNullable<ArticleDraft['bodies']> = {};
  for (const [lang, html] of Object.entries(draft.bodies ?? {}) as [LanguageCode, string | undefined][]) {
    const clean = sanitizeHtml(html ?? '').trim();
    if (lang !== defaultLang && richTextHasContent(clean)) bodies[lang] = clean;
  }
  return {
    title,
    body: sanitizeHtml(draft.body).trim(),
    ...(Object.keys(bodies).length > 0 ? { bodies } : {}),
    tags,
  };
}

/** Submit and publish need something to read. */
export function requireBody(draft: ArticleDraft): void {
  if (!richTextHasContent(draft.body)) {
    throw fail('DRAFT_INCOMPLETE', 'Write the article before publishing it', { reason: 'empty_body' });
  }
}
