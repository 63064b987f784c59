/** Course search and hot searches (spec §5, contracts.md §6). */
import { API_LIMITS, LIMITS } from '@portico/core';
import { Type, type Static } from 'typebox';
import { Flag, Id, Nullable, TenantQuery } from './common.ts';
import { PostSummarySchema } from './community.ts';
import { KnowledgeHitSchema } from './knowledge.ts';
import { LatestCourseSchema } from './courses.ts';
import { BoundedInt, Count } from './primitives.ts';

export const SearchCoursesQuery = Type.Object({
  ...TenantQuery,
  keyword: Type.String({ default: '', description: `Trimmed; at most ${LIMITS.SEARCH_KEYWORD} characters` }),
  categoryId: Type.Optional(Id('Category id: matches the category and all its descendants')),
  page: BoundedInt({ minimum: 1, maximum: API_LIMITS.SEARCH_PAGE_MAX, default: 1 }),
  pageSize: BoundedInt({
    minimum: 1,
    maximum: API_LIMITS.SEARCH_PAGE_SIZE_MAX,
    default: API_LIMITS.SEARCH_PAGE_SIZE,
  }),
  includeSubSchools: Flag({
    default: '1',
    description: "1: the school and its sub-schools' courses; 0: the school's only",
  }),
  record: Flag({
    default: '1',
    description: "0: do not count the search in hot searches or the viewer's history",
  }),
});

/** A course found by the search: a LatestCourse plus where it lives and what matched. */
export const SearchHitSchema = Type.Object({
  ...LatestCourseSchema.properties,
  schoolId: Type.String(),
  description: Nullable(Type.String()),
  lecturerName: Nullable(Type.String()),
  categoryTitle: Nullable(Type.String()),
});

export const SearchResultSchema = Type.Object({
  records: Type.Array(SearchHitSchema),
  total: Count(),
  page: BoundedInt({ minimum: 1, maximum: API_LIMITS.SEARCH_PAGE_MAX }),
  pageSize: BoundedInt({ minimum: 1, maximum: API_LIMITS.SEARCH_PAGE_SIZE_MAX }),
  keyword: Type.String({ description: 'The normalised keyword that was searched' }),
  /** Issue 14: in an O3 school, the community posts and questions matching the keyword (first page only). */
  posts: Type.Optional(Type.Array(PostSummarySchema)),
  /** Issue 27: published knowledge articles and library documents matching the keyword (first page only). */
  knowledge: Type.Optional(Type.Array(KnowledgeHitSchema)),
});

export const HotSearchSchema = Type.Object({
  hotSearch: Type.Array(Type.String(), {
    description: `Pins first, then the most searched of 30 days; ≤ ${LIMITS.HOT_SEARCHES}`,
  }),
  history: Type.Array(Type.String(), {
    description: `The viewer's newest keywords; ≤ ${LIMITS.SEARCH_HISTORY}; [] for visitors`,
  }),
});

/** A hot search with how often it was searched (the search page's server render shows them). */
export const HotSearchEntrySchema = Type.Object({ keyword: Type.String(), count: Count() });

export type SearchCoursesInput = Static<typeof SearchCoursesQuery>;
export type SearchHit = Static<typeof SearchHitSchema>;
export type SearchResult = Static<typeof SearchResultSchema>;
export type HotSearch = Static<typeof HotSearchSchema>;
export type HotSearchEntry = Static<typeof HotSearchEntrySchema>;
