import { LIMITS } from '@portico/core';
import { Type } from 'typebox';
import { Id, Nullable, TenantQuery } from '../../shared/schemas.ts';
import { LatestCourseSchema } from '../courses/schemas.ts';

export const SEARCH_PAGE_SIZE_DEFAULT = 20;
export const SEARCH_PAGE_SIZE_MAX = 50;
/** Not in the contract: a bound so OFFSET stays a small integer (10 000 pages of 50 = 500 000 rows). */
export const SEARCH_PAGE_MAX = 10_000;

export const KEYWORD_TOO_LONG = `Keyword is too long (at most ${LIMITS.SEARCH_KEYWORD} characters)`;

const Flag = (description: string) =>
  Type.Union([Type.Literal('0'), Type.Literal('1')], { default: '1', description });

export const SearchCoursesQuery = Type.Object({
  ...TenantQuery,
  keyword: Type.String({ default: '', description: 'Trimmed; at most 500 characters' }),
  categoryId: Type.Optional(Id('Category id: matches the category and all its descendants')),
  page: Type.Integer({ minimum: 1, maximum: SEARCH_PAGE_MAX, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: SEARCH_PAGE_SIZE_MAX, default: SEARCH_PAGE_SIZE_DEFAULT }),
  includeSubSchools: Flag("1: the school and its sub-schools' courses; 0: the school's only"),
  record: Flag("0: do not count the search in hot searches or the viewer's history"),
});

export const SearchHitSchema = Type.Object({
  ...LatestCourseSchema.properties,
  schoolId: Type.String(),
  description: Nullable(Type.String()),
  lecturerName: Nullable(Type.String()),
  categoryTitle: Nullable(Type.String()),
});

export const SearchResultSchema = Type.Object({
  records: Type.Array(SearchHitSchema),
  total: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
  keyword: Type.String({ description: 'The normalised keyword that was searched' }),
});

export const HotSearchSchema = Type.Object({
  hotSearch: Type.Array(Type.String(), { description: 'Pins first, then the most searched of 30 days; ≤ 8' }),
  history: Type.Array(Type.String(), { description: "The viewer's newest keywords; ≤ 5; [] for visitors" }),
});
