/**
 * One search of a school's courses, as `GET /api/search/v1/search/courses` answers it and as the search page's
 * bootstrap carries it (so a results page rendered by the server and one fetched by the browser are the same):
 * the schools the viewer may see, the category subtree, the ranked page of hits and — for the first page of a
 * keyword search — the recording (hot-search counts, the viewer's history). The caller has checked that the viewer
 * may see the school's content and normalised the keyword.
 */
import { COMMUNITY_LIMITS, type LanguageCode } from '@portico/core';
import { localizeCourses } from '../../repositories/catalog-texts.ts';
import type { KnowledgeHit, PostSummary, SearchHit } from '@portico/contracts';
import { knowledgeHits } from '../knowledge/hits.ts';
import type { Kysely } from 'kysely';
import type { Viewer } from '../../auth/viewer.ts';
import type { DbEngine } from '../../db/connection.ts';
import type { Database } from '../../db/schema.ts';
import { findSchoolById } from '../../repositories/schools.ts';
import { loadPostPage } from '../community/load.ts';
import { hasCommunity } from '../community/policy.ts';
import { categorySubtree, searchCourses, searchableSchoolIds } from './course-search.ts';
import { presentSearchHit } from './presenter.ts';
import { recordSearch } from './queries.ts';

export interface SchoolSearch {
  schoolId: string;
  viewer: Viewer | null;
  /** Normalised; '' with a category lists the category's courses, '' without one searches nothing. */
  keyword: string;
  categoryId: string | null;
  page: number;
  pageSize: number;
  includeSubSchools: boolean;
  /** Count the search (only a keyword search's first page ever is: paging through results is one search). */
  record: boolean;
  /** The client's address (request.ip): a visitor's searches are counted and throttled per address. */
  clientAddress: string | null;
  /** Issue 23 item 8: course and category texts in this language (else the rows' own). */
  lang?: LanguageCode;
}

export async function runSchoolSearch(
  db: Kysely<Database>,
  engine: DbEngine,
  search: SchoolSearch,
): Promise<{ records: SearchHit[]; total: number; posts?: PostSummary[]; knowledge?: KnowledgeHit[] }> {
  const { schoolId, viewer, keyword, categoryId, page, pageSize } = search;
  if (keyword === '' && !categoryId) return { records: [], total: 0 };
  const schoolIds = await searchableSchoolIds(db, schoolId, viewer, search.includeSubSchools);
  const categoryIds = categoryId ? await categorySubtree(db, schoolIds, categoryId) : null;
  const { rows: found, total } = await searchCourses(db, engine, {
    schoolIds,
    categoryIds,
    keyword,
    page,
    pageSize,
  });
  const rows = search.lang ? await localizeCourses(db, found, search.lang) : found;
  if (search.record && keyword !== '' && page === 1) {
    await recordSearch(db, {
      schoolId,
      userId: viewer?.userId ?? null,
      clientAddress: search.clientAddress,
      keyword,
    });
  }
  const posts =
    page === 1 && keyword !== '' ? await communityPosts(db, schoolId, viewer, keyword) : undefined;
  // Issue 27: published knowledge articles and library documents of the same schools.
  const knowledge =
    page === 1 && keyword !== ''
      ? await knowledgeHits(db, engine, { schoolIds, keyword, lang: search.lang })
      : [];
  return {
    records: rows.map(presentSearchHit),
    total,
    ...(posts ? { posts } : {}),
    ...(knowledge.length > 0 ? { knowledge } : {}),
  };
}

/** Issue 14: an O3 school's search also covers its community (visible posts whose title or text matches). */
async function communityPosts(
  db: Kysely<Database>,
  schoolId: string,
  viewer: Viewer | null,
  keyword: string,
): Promise<PostSummary[] | undefined> {
  const school = await findSchoolById(db, schoolId);
  if (!school || !hasCommunity(school)) return undefined;
  const found = await loadPostPage(
    { db, school, viewer },
    { status: 'visible', keyword: keyword.toLowerCase(), page: 1, pageSize: COMMUNITY_LIMITS.PAGE_SIZE },
  );
  return found.records;
}
