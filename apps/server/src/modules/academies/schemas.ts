/** Request and response schemas of the switching calls (contracts §7); academy records reuse the schools module's. */
import { ACADEMY_LISTS, LIMITS } from '@portico/core';
import { Type } from 'typebox';
import { Id, Nullable, TenantQuery } from '../../shared/schemas.ts';
import { AcademyRecordSchema } from '../schools/schemas.ts';

export const PAGE_SIZE_MAX = 50;

const PageSize = (fallback: number) =>
  Type.Integer({ minimum: 1, maximum: PAGE_SIZE_MAX, default: fallback, description: 'Records per page' });

/** `offset` (records the switcher already holds) overrides `page`: 4 first, then 10 more from offset 4. */
export const OffsetPageQuery = Type.Object({
  page: Type.Integer({ minimum: 1, default: 1 }),
  pageSize: PageSize(ACADEMY_LISTS.JOINED_EXPAND_PAGE_SIZE),
  offset: Type.Optional(Type.Integer({ minimum: 0, description: 'Skip this many records (overrides page)' })),
});

export const VisitedQuery = Type.Object({
  pageNumber: Type.Integer({ minimum: 1, default: 1 }),
  pageSize: PageSize(ACADEMY_LISTS.VISITED_PAGE_SIZE),
});

export const PublicQuery = Type.Object({
  pageNumber: Type.Integer({ minimum: 1, default: 1 }),
  pageSize: PageSize(ACADEMY_LISTS.PUBLIC_PAGE_SIZE),
  childPageSize: Type.Integer({
    minimum: 0,
    maximum: PAGE_SIZE_MAX,
    default: ACADEMY_LISTS.PUBLIC_CHILD_PAGE_SIZE,
    description: 'Sub-schools carried in each childrenPage',
  }),
  keyword: Type.Optional(
    Type.String({
      description: `Trimmed; at most ${LIMITS.SCHOOL_SEARCH} characters; case-insensitive match of name or description`,
    }),
  ),
});

export const SubSchoolQuery = Type.Object({
  page: Type.Integer({ minimum: 1, default: 1 }),
  pageSize: PageSize(ACADEMY_LISTS.SUB_SCHOOL_PAGE_SIZE),
  tenantId: Id('Parent school id'),
  count: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: PAGE_SIZE_MAX,
      description: 'Sent by the switcher (spec §7: count 4); paging follows page and pageSize only',
    }),
  ),
});

export const AcademyListSchema = Type.Object({
  records: Type.Array(AcademyRecordSchema),
  total: Type.Integer(),
});

export const ConfigQuery = Type.Object({
  ...TenantQuery,
  configTypes: Type.String({
    description:
      'Comma list of schoolLanguage, SchoolAllianceSwitch, customerServiceSwitch, customerServiceInfo, statementTitle',
  }),
});

export const ConfigEntrySchema = Type.Object({ configType: Type.String(), configValue: Type.String() });

export const SiteSchema = Type.Object({
  label: Type.String(),
  url: Type.String(),
  tenantId: Nullable(Type.String()),
  iconClass: Type.String(),
});

export const PlatformConfigSchema = Type.Object({
  sites: Type.Array(SiteSchema),
  notifySchools: Type.Array(Type.String()),
});

export const CookieQuery = Type.Object({
  ...TenantQuery,
  operation: Type.Optional(Type.String({ description: "'1' accept, '0' reject" })),
});
