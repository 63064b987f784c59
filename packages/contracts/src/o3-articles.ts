/**
 * Knowledge articles of the O3 community (issue 25 item 4): a draft (`ArticleDraft`: title per language, one
 * rich-text body, tags) saved with the version it was loaded at, and the course's review states (core
 * authoring.ts). Every answer about one draft is an `ArticleDraftView`; readers get `PublishedArticle`s.
 */
import { ARTICLE_LIMITS as L, AUTHORING_LIMITS, SUPPORTED_LANGUAGES } from '@portico/core';
import { Type, type Static } from 'typebox';
import {
  AuthoringActionSchema,
  AuthoringPersonSchema,
  AuthoringStateSchema,
  DraftVersion,
} from './authoring.ts';
import { Id, Nullable } from './common.ts';
import { LocalizedTextsSchema } from './console.ts';
import { BoundedInt, Count } from './primitives.ts';

const Iso = (description = 'ISO 8601') => Type.String({ description });
const closed = { additionalProperties: false } as const;

export const BodiesSchema = Type.Partial(
  Type.Object(
    Object.fromEntries(
      SUPPORTED_LANGUAGES.map((lang) => [lang, Type.String({ maxLength: L.BODY_HTML_MAX })]),
    ),
  ),
);

export const ArticleDraftSchema = Type.Object(
  {
    /** The school's default language is required (ARTICLE_INVALID, field title). */
    title: LocalizedTextsSchema,
    /** HTML from the rich-text editor; sanitised with the spec §5 allowlist on every save. */
    body: Type.String({ maxLength: L.BODY_HTML_MAX }),
    /**
     * Issue 27: the body in other languages (the school's default language's is `body`); sanitised like it. A
     * reader gets their language's body, else `body`.
     */
    bodies: Type.Optional(BodiesSchema),
    tags: Type.Array(Type.String({ maxLength: 200 }), { maxItems: 50 }),
  },
  closed,
);
export type ArticleDraft = Static<typeof ArticleDraftSchema>;

export const ArticleDraftViewSchema = Type.Object({
  articleId: Id('Article'),
  /** Send it back with the next write; a stale one answers 409 DRAFT_VERSION_STALE. */
  version: DraftVersion,
  draft: ArticleDraftSchema,
  state: AuthoringStateSchema,
  actions: Type.Array(AuthoringActionSchema),
  reviewOn: Type.Boolean(),
  reviewComment: Nullable(Type.String()),
  author: Nullable(AuthoringPersonSchema),
  updatedAt: Iso(),
  submittedAt: Nullable(Iso()),
});
export type ArticleDraftView = Static<typeof ArticleDraftViewSchema>;

export const ArticleDraftListSchema = Type.Object({
  /** The viewer's own articles, newest change first. */
  items: Type.Array(ArticleDraftViewSchema),
  /** Articles waiting for review (admins; empty for others). */
  queue: Type.Array(ArticleDraftViewSchema),
  reviewOn: Type.Boolean(),
  canReview: Type.Boolean(),
  languages: Type.Array(Type.String(), { description: "The school's offered languages, default first" }),
});
export type ArticleDraftList = Static<typeof ArticleDraftListSchema>;

export const PublishedArticleSummarySchema = Type.Object({
  articleId: Id('Article'),
  /** Texts per language: the reader's, else the school's default. */
  title: LocalizedTextsSchema,
  tags: Type.Array(Type.String()),
  author: Nullable(AuthoringPersonSchema),
  publishedAt: Iso(),
  /** Plain text of the body's beginning. */
  excerpt: Type.String(),
});
export type PublishedArticleSummary = Static<typeof PublishedArticleSummarySchema>;

export const PublishedArticleSchema = Type.Object({
  ...PublishedArticleSummarySchema.properties,
  /** Sanitised HTML. */
  body: Type.String(),
  /** Issue 27: the body in other languages (sanitised HTML), when the author wrote them. */
  bodies: Type.Optional(BodiesSchema),
});
export type PublishedArticle = Static<typeof PublishedArticleSchema>;

export const PublishedArticlePageSchema = Type.Object({
  records: Type.Array(PublishedArticleSummarySchema),
  total: Count(),
  defaultLang: Type.String(),
});
export type PublishedArticlePage = Static<typeof PublishedArticlePageSchema>;

export const DeletedArticleSchema = Type.Object({ articleId: Id('The deleted article') });

// ——— Requests ———

export const ArticleSchoolParams = Type.Object({ schoolId: Id('School id') });
export const ArticleParams = Type.Object({ schoolId: Id('School id'), articleId: Id('Article id') });
export const ARTICLE_TRANSITIONS = [
  'submit',
  'withdraw',
  'approve',
  'reject',
  'publish',
  'unpublish',
] as const;
export type ArticleTransition = (typeof ARTICLE_TRANSITIONS)[number];
export const ArticleTransitionParams = Type.Object({
  schoolId: Id('School id'),
  articleId: Id('Article id'),
  action: Type.Enum(ARTICLE_TRANSITIONS),
});

export const CreateArticleInputSchema = Type.Object({ draft: ArticleDraftSchema }, closed);
export type CreateArticleInput = Static<typeof CreateArticleInputSchema>;
export const SaveArticleInputSchema = Type.Object(
  { version: DraftVersion, draft: ArticleDraftSchema },
  closed,
);
export type SaveArticleInput = Static<typeof SaveArticleInputSchema>;
export const ArticleTransitionInputSchema = Type.Object(
  {
    version: DraftVersion,
    /** Reject only, and required there (REVIEW_COMMENT_REQUIRED). */
    comment: Type.Optional(Type.String({ maxLength: AUTHORING_LIMITS.REVIEW_COMMENT_MAX })),
  },
  closed,
);
export type ArticleTransitionInput = Static<typeof ArticleTransitionInputSchema>;

export const PublishedArticleQuery = Type.Object({
  tag: Type.Optional(Type.String({ maxLength: 200 })),
  page: Type.Optional(BoundedInt({ minimum: 1, maximum: 10_000, description: 'Page, 1 first' })),
});
export type PublishedArticleFilter = Static<typeof PublishedArticleQuery>;
