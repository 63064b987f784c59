/**
 * The knowledge portal's data (issue 27), the same for the API and the pages' server render: the portal's
 * sections, the filtered list, one library with its documents. `knowledgeRowArticles` is the small query a
 * composed page's "knowledge row" module calls (issue 27 item 2).
 */
import { KNOWLEDGE_LIMITS as K, knowledgeDetailLink, localizedText, type LanguageCode } from '@portico/core';
import type { KnowledgeRowSource } from '../portal-pages/knowledge-source.ts';
import type {
  KnowledgeArticleCard,
  KnowledgeItem,
  KnowledgeItemPage,
  KnowledgeItemsFilter,
  KnowledgeLibraryDetail,
  KnowledgePortal,
} from '@portico/contracts';
import type { Kysely } from 'kysely';
import { isCreatorOf, type Viewer } from '../../auth/viewer.ts';
import type { DbEngine } from '../../db/connection.ts';
import type { Database } from '../../db/schema.ts';
import type { SchoolRow } from '../../repositories/schools.ts';
import { schoolDefaultLang } from '../../repositories/translations.ts';
import { mayDownload, mayManage } from './policy.ts';
import { presentCards, presentDocuments, presentLibrary } from './presenter.ts';
import {
  articleTags,
  documentCounts,
  libraryDocuments,
  librariesOf,
  listArticles,
  listDocuments,
  type LibraryRow,
} from './queries.ts';
import { matchKnowledge } from './search.ts';

export interface KnowledgeContext {
  db: Kysely<Database>;
  engine: DbEngine;
  school: SchoolRow;
  viewer: Viewer | null;
}

/** A school's published articles for a composed page's knowledge row: featured ones, or the newest. */
export async function knowledgeRowArticles(
  db: Kysely<Database>,
  schoolId: string,
  options: { featured?: boolean; limit: number },
): Promise<KnowledgeArticleCard[]> {
  const { rows } = await listArticles(db, schoolId, {
    featured: options.featured,
    limit: Math.min(options.limit, 50),
    offset: 0,
  });
  return presentCards(db, rows);
}

export async function loadPortal(ctx: KnowledgeContext): Promise<KnowledgePortal> {
  const { db, school } = ctx;
  const [featured, latest, tags, libraries, counts] = await Promise.all([
    knowledgeRowArticles(db, school.id, { featured: true, limit: K.PORTAL_FEATURED }),
    knowledgeRowArticles(db, school.id, { limit: K.PORTAL_LATEST }),
    articleTags(db, school.id, K.PORTAL_TAGS),
    librariesOf(db, school.id),
    documentCounts(db, school.id),
  ]);
  return {
    featured,
    latest,
    tags,
    libraries: libraries.map((row) => presentLibrary(row, counts.get(row.id) ?? 0)),
    defaultLang: schoolDefaultLang(school),
    canAuthor: isCreatorOf(ctx.viewer, school.id),
  };
}

/**
 * The list: articles (with a tag, only articles have tags) then documents, each newest first; `type` narrows to
 * articles or one document type; `keyword` to the full-text matches (the search's own rule).
 */
export async function loadItems(
  ctx: KnowledgeContext,
  filter: KnowledgeItemsFilter,
): Promise<KnowledgeItemPage> {
  const { db, school } = ctx;
  const page = filter.page ?? 1;
  const size = K.PAGE_SIZE;
  const offset = (page - 1) * size;
  const keyword = filter.keyword?.trim() ?? '';
  const matches = keyword
    ? await matchKnowledge(db, ctx.engine, { schoolIds: [school.id], keyword, limit: 1000 })
    : null;
  const idsOf = (kind: string) => matches?.filter((m) => m.kind === kind).map((m) => m.item_id);
  const wantArticles = !filter.type || filter.type === 'article';
  const wantDocuments = (!filter.type || filter.type !== 'article') && !filter.tag?.trim();
  const articleCount = wantArticles
    ? (await listArticles(db, school.id, { tag: filter.tag, ids: idsOf('article'), limit: 0, offset: 0 }))
        .total
    : 0;
  const items: KnowledgeItem[] = [];
  if (wantArticles && offset < articleCount) {
    const { rows } = await listArticles(db, school.id, {
      tag: filter.tag,
      ids: idsOf('article'),
      limit: size,
      offset,
    });
    for (const article of await presentCards(db, rows)) items.push({ kind: 'article', article });
  }
  let documentCount = 0;
  if (wantDocuments) {
    const type = filter.type && filter.type !== 'article' ? filter.type : undefined;
    const docOffset = Math.max(0, offset - articleCount);
    const { rows, total } = await listDocuments(db, school.id, {
      type,
      ids: idsOf('document'),
      limit: size - items.length,
      offset: docOffset,
    });
    documentCount = total;
    const libraries = new Map((await librariesOf(db, school.id)).map((row) => [row.id, row]));
    const documents = await presentDocuments(db, rows);
    for (const document of documents) {
      const library = libraries.get(document.libId);
      if (!library) continue;
      items.push({
        kind: 'document',
        document,
        library: {
          libId: library.id,
          name: library.name,
          title: JSON.parse(library.title) as Record<string, string>,
        },
      });
    }
  }
  return {
    items,
    total: articleCount + documentCount,
    page,
    pageSize: size,
    defaultLang: schoolDefaultLang(school),
  };
}

export async function loadLibraryDetail(
  ctx: KnowledgeContext,
  library: LibraryRow,
): Promise<KnowledgeLibraryDetail> {
  const rows = await libraryDocuments(ctx.db, ctx.school.id, library.id);
  return {
    library: presentLibrary(library, rows.length),
    documents: await presentDocuments(ctx.db, rows),
    canDownload: mayDownload(ctx.viewer, library),
    canManage: mayManage(ctx.viewer, library),
  };
}

export const defaultLangOf = (school: SchoolRow): LanguageCode => schoolDefaultLang(school);

/**
 * The composed pages' knowledge row (issue 27 item 2) reads the school's newest published articles through this
 * source: titles in the reader's language (else the school's default), each linking to its knowledgeDetail.htm.
 */
export function knowledgeRowSource(db: Kysely<Database>, defaultLang: LanguageCode): KnowledgeRowSource {
  return {
    async latestPublished({ schoolId, lang, limit }) {
      const cards = await knowledgeRowArticles(db, schoolId, { limit });
      return cards.map((card) => ({
        id: card.articleId,
        title: localizedText('', card.title, lang, defaultLang),
        url: knowledgeDetailLink({ schoolId, articleId: card.articleId, lang }),
      }));
    },
  };
}
