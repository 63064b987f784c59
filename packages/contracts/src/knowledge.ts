/**
 * The knowledge portal (issue 27 item 1): article cards, document libraries and their documents, the three pages'
 * data (`knowledgePortal.htm`, `knowledgeList.htm`, `knowledgeDetail.htm`) and the author's library writes.
 * Articles reuse the O3 article contract (o3-articles.ts) — one table, one draft, one review path.
 */
import { DOCUMENT_TYPES, DOWNLOAD_PERMISSIONS, KNOWLEDGE_LIMITS as K } from '@portico/core';
import { Type, type Static } from 'typebox';
import { AuthoringPersonSchema } from './authoring.ts';
import { Id, Nullable } from './common.ts';
import { LocalizedTextsSchema } from './console.ts';
import type { ErrorCode } from './errors.ts';
import { PublishedArticleSchema, PublishedArticleSummarySchema } from './o3-articles.ts';
import { BoundedInt, Count } from './primitives.ts';

const closed = { additionalProperties: false } as const;

export const DownloadPermissionSchema = Type.Enum(DOWNLOAD_PERMISSIONS);
export const DocumentTypeSchema = Type.Enum(DOCUMENT_TYPES);

export const KnowledgeArticleCardSchema = Type.Object({
  ...PublishedArticleSummarySchema.properties,
  featured: Type.Boolean(),
});
export type KnowledgeArticleCard = Static<typeof KnowledgeArticleCardSchema>;

export const KnowledgeArticleSchema = Type.Object({
  ...PublishedArticleSchema.properties,
  featured: Type.Boolean(),
});
export type KnowledgeArticle = Static<typeof KnowledgeArticleSchema>;

export const KnowledgeLibrarySchema = Type.Object({
  libId: Id('Library'),
  /** The library's `libName` (spec §2 knowledgeDetail.htm), unique in the school. */
  name: Type.String(),
  title: LocalizedTextsSchema,
  description: Type.String(),
  permission: DownloadPermissionSchema,
  documentCount: Count(),
  updatedAt: Type.String(),
  /** Send it back with the next library write (409 EDIT_CONFLICT when stale). */
  version: BoundedInt({ minimum: 1, maximum: 2_000_000_000 }),
});
export type KnowledgeLibrary = Static<typeof KnowledgeLibrarySchema>;

/**
 * How the document is shown in place: `pdf` (a PDF, or an Office document's converted PDF) in the pdf.js viewer,
 * `image`, `converting` (an Office document waiting for the converter), `none` (download only: no converter on
 * this server, or the conversion failed).
 */
export const PREVIEW_STATES = ['pdf', 'image', 'converting', 'none'] as const;
export type PreviewState = (typeof PREVIEW_STATES)[number];

export const KnowledgeDocumentSchema = Type.Object({
  documentId: Id('Document'),
  libId: Id('Library'),
  folder: Type.String({ description: "'' for the library's root" }),
  title: Type.String(),
  type: DocumentTypeSchema,
  bytes: Count(),
  pageCount: Nullable(Count()),
  preview: Type.Enum(PREVIEW_STATES),
  createdAt: Type.String(),
  author: Nullable(AuthoringPersonSchema),
});
export type KnowledgeDocument = Static<typeof KnowledgeDocumentSchema>;

export const KnowledgeLibraryDetailSchema = Type.Object({
  library: KnowledgeLibrarySchema,
  documents: Type.Array(KnowledgeDocumentSchema),
  /** The viewer may download and preview (the library's permission; the file routes enforce it). */
  canDownload: Type.Boolean(),
  /** The viewer may add and remove documents and change the library (its creator or an admin). */
  canManage: Type.Boolean(),
});
export type KnowledgeLibraryDetail = Static<typeof KnowledgeLibraryDetailSchema>;

export const KnowledgeTagSchema = Type.Object({ tag: Type.String(), count: Count() });
export type KnowledgeTag = Static<typeof KnowledgeTagSchema>;

export const KnowledgePortalSchema = Type.Object({
  featured: Type.Array(KnowledgeArticleCardSchema),
  latest: Type.Array(KnowledgeArticleCardSchema),
  tags: Type.Array(KnowledgeTagSchema),
  libraries: Type.Array(KnowledgeLibrarySchema),
  defaultLang: Type.String(),
  /** The viewer writes articles (a creator of the school): the portal links to the authoring page. */
  canAuthor: Type.Boolean(),
});
export type KnowledgePortal = Static<typeof KnowledgePortalSchema>;

/** One row of the list: an article or a library's document. */
export const KnowledgeItemSchema = Type.Union([
  Type.Object({ kind: Type.Literal('article'), article: KnowledgeArticleCardSchema }),
  Type.Object({
    kind: Type.Literal('document'),
    document: KnowledgeDocumentSchema,
    library: Type.Object({ libId: Id('Library'), name: Type.String(), title: LocalizedTextsSchema }),
  }),
]);
export type KnowledgeItem = Static<typeof KnowledgeItemSchema>;

export const KNOWLEDGE_ITEM_TYPES = ['article', ...DOCUMENT_TYPES] as const;
export type KnowledgeItemType = (typeof KNOWLEDGE_ITEM_TYPES)[number];

export const KnowledgeItemsQuery = Type.Object({
  tag: Type.Optional(Type.String({ maxLength: 200 })),
  type: Type.Optional(Type.Enum(KNOWLEDGE_ITEM_TYPES)),
  keyword: Type.Optional(Type.String({ maxLength: K.KEYWORD_MAX })),
  page: Type.Optional(BoundedInt({ minimum: 1, maximum: K.PAGE_MAX, description: 'Page, 1 first' })),
});
export type KnowledgeItemsFilter = Static<typeof KnowledgeItemsQuery>;

export const KnowledgeItemPageSchema = Type.Object({
  items: Type.Array(KnowledgeItemSchema),
  total: Count(),
  page: BoundedInt({ minimum: 1, maximum: K.PAGE_MAX }),
  pageSize: Count(),
  defaultLang: Type.String(),
});
export type KnowledgeItemPage = Static<typeof KnowledgeItemPageSchema>;

/** A knowledge item found by the school's search (the first page of a keyword search). */
export const KnowledgeHitSchema = Type.Object({
  kind: Type.Union([Type.Literal('article'), Type.Literal('document')]),
  id: Id('Article or document'),
  libId: Nullable(Id('Library of a document')),
  title: Type.String(),
  excerpt: Type.String(),
});
export type KnowledgeHit = Static<typeof KnowledgeHitSchema>;

// ——— Page data (bootstrap) ———

export interface KnowledgePortalPage {
  kind: 'knowledge-portal';
  portal: KnowledgePortal;
}

export interface KnowledgeListPage {
  kind: 'knowledge-list';
  filter: { tag: string; type: KnowledgeItemType | ''; keyword: string; page: number };
  result: KnowledgeItemPage;
  tags: KnowledgeTag[];
}

/** `problem`: ARTICLE_NOT_FOUND or KNOWLEDGE_LIBRARY_NOT_FOUND (the page answers 404). */
export interface KnowledgeDetailPage {
  kind: 'knowledge-detail';
  target: 'article' | 'library';
  article: KnowledgeArticle | null;
  library: KnowledgeLibraryDetail | null;
  defaultLang: string;
  problem: ErrorCode | null;
  /** The viewer is an admin of the school: the article page offers to feature it on the portal (or stop). */
  canFeature: boolean;
}

// ——— Requests ———

export const LibrarySchoolParams = Type.Object({ schoolId: Id('School id') });
export const LibraryParams = Type.Object({ schoolId: Id('School id'), libId: Id('Library id') });
export const DocumentParams = Type.Object({
  schoolId: Id('School id'),
  libId: Id('Library id'),
  documentId: Id('Document id'),
});
export const FeaturedParams = Type.Object({ schoolId: Id('School id'), articleId: Id('Article id') });
export const FeaturedInputSchema = Type.Object({ featured: Type.Boolean() }, closed);

const LibraryFields = {
  title: LocalizedTextsSchema,
  description: Type.String({ maxLength: K.LIBRARY_DESCRIPTION_MAX }),
  permission: DownloadPermissionSchema,
};

export const CreateLibraryInputSchema = Type.Object(
  { name: Type.String({ minLength: 1, maxLength: 200 }), ...LibraryFields },
  closed,
);
export type CreateLibraryInput = Static<typeof CreateLibraryInputSchema>;

export const UpdateLibraryInputSchema = Type.Object(
  { version: BoundedInt({ minimum: 1, maximum: 2_000_000_000 }), ...LibraryFields },
  closed,
);
export type UpdateLibraryInput = Static<typeof UpdateLibraryInputSchema>;

export const AddDocumentInputSchema = Type.Object(
  {
    /** A finished upload of kind `library` by the viewer in this school (GET …/uploads/{id}/media). */
    mediaId: Id('Media file'),
    folder: Type.String({ maxLength: 200, default: '' }),
    title: Type.Optional(Type.String({ maxLength: 400 })),
  },
  closed,
);
export type AddDocumentInput = Static<typeof AddDocumentInputSchema>;

export const KnowledgeLibraryListSchema = Type.Object({ libraries: Type.Array(KnowledgeLibrarySchema) });
export const DeletedDocumentSchema = Type.Object({ documentId: Id('The removed document') });
