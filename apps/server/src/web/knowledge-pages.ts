/**
 * Page data of the knowledge pages (issue 27; spec §2): `knowledgePortal.htm`, `knowledgeList.htm` (its filter
 * from the query: tag, type, keyword, page — malformed values are ignored, never an error) and
 * `knowledgeDetail.htm` (a library when `libName` or `libId` is in the query, else an article: core
 * knowledgeDetailTarget). The same loads as the knowledge API, so the first paint shows real data.
 */
import { isSchoolId, KNOWLEDGE_LIMITS, knowledgeDetailTarget } from '@portico/core';
import {
  KNOWLEDGE_ITEM_TYPES,
  type KnowledgeDetailPage,
  type KnowledgeItemType,
  type KnowledgeListPage,
  type KnowledgePortalPage,
  type RouteState,
} from '@portico/contracts';
import type { Kysely } from 'kysely';
import { isAdminOf, type Viewer } from '../auth/viewer.ts';
import { engineOf } from '../db/engine-of.ts';
import type { Database } from '../db/schema.ts';
import type { SchoolRow } from '../repositories/schools.ts';
import { schoolDefaultLang } from '../repositories/translations.ts';
import { publishedArticle } from '../modules/o3-articles/queries.ts';
import { presentArticles } from '../modules/knowledge/presenter.ts';
import {
  loadItems,
  loadLibraryDetail,
  loadPortal,
  type KnowledgeContext,
} from '../modules/knowledge/portal.ts';
import { articleTags, findLibrary } from '../modules/knowledge/queries.ts';

type KnowledgePage = KnowledgePortalPage | KnowledgeListPage | KnowledgeDetailPage;

function listFilter(query: URLSearchParams): KnowledgeListPage['filter'] {
  const type = query.get('type') ?? '';
  const page = Number(query.get('page') ?? '1');
  return {
    tag: (query.get('tag') ?? '').trim().slice(0, 200),
    type: (KNOWLEDGE_ITEM_TYPES as readonly string[]).includes(type) ? (type as KnowledgeItemType) : '',
    keyword: (query.get('keyword') ?? '').trim().slice(0, KNOWLEDGE_LIMITS.KEYWORD_MAX),
    page: Number.isSafeInteger(page) && page >= 1 && page <= KNOWLEDGE_LIMITS.PAGE_MAX ? page : 1,
  };
}

export async function loadKnowledgePage(
  db: Kysely<Database>,
  input: { route: RouteState; school: SchoolRow; query: URLSearchParams; viewer: Viewer | null },
): Promise<KnowledgePage> {
  const { school, query } = input;
  const ctx: KnowledgeContext = { db, engine: engineOf(db), school, viewer: input.viewer };
  if (input.route.id === 'knowledge-portal')
    return { kind: 'knowledge-portal', portal: await loadPortal(ctx) };
  if (input.route.id === 'knowledge-list') {
    const filter = listFilter(query);
    const [result, tags] = await Promise.all([
      loadItems(ctx, {
        ...(filter.tag ? { tag: filter.tag } : {}),
        ...(filter.type ? { type: filter.type } : {}),
        ...(filter.keyword ? { keyword: filter.keyword } : {}),
        page: filter.page,
      }),
      articleTags(db, school.id, KNOWLEDGE_LIMITS.PORTAL_TAGS),
    ]);
    return { kind: 'knowledge-list', filter, result, tags };
  }
  const target = knowledgeDetailTarget(query);
  const base = {
    kind: 'knowledge-detail' as const,
    defaultLang: schoolDefaultLang(school),
    canFeature: isAdminOf(input.viewer, school.id),
  };
  if (target.kind === 'library') {
    const libId = target.libId && isSchoolId(target.libId) ? target.libId : null;
    const library =
      libId || target.libName
        ? await findLibrary(db, school.id, { libId, libName: target.libName })
        : undefined;
    return {
      ...base,
      target: 'library',
      article: null,
      library: library ? await loadLibraryDetail(ctx, library) : null,
      problem: library ? null : 'KNOWLEDGE_LIBRARY_NOT_FOUND',
    };
  }
  const row =
    target.articleId && isSchoolId(target.articleId)
      ? await publishedArticle(db, school.id, target.articleId)
      : undefined;
  return {
    ...base,
    target: 'article',
    article: row ? (await presentArticles(db, [row]))[0]! : null,
    library: null,
    problem: row ? null : 'ARTICLE_NOT_FOUND',
  };
}
