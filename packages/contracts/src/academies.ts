/** The switching calls (contracts.md §7): academy lists, school and platform config, the cookie choice. */
import { ACADEMY_LISTS, API_LIMITS, LIMITS } from '@portico/core';
import { Type, type Static } from 'typebox';
import { Flag, Id, Nullable, TenantQuery } from './common.ts';
import { Offset, PageNumber, PageSize as BoundedPageSize, SmallInt } from './primitives.ts';

const PAGE_SIZE_MAX = API_LIMITS.LIST_PAGE_SIZE_MAX;

const PageSize = (fallback: number) => BoundedPageSize(PAGE_SIZE_MAX, fallback);

/** `offset` (records the switcher already holds) overrides `page`: 4 first, then 10 more from offset 4. */
export const OffsetPageQuery = Type.Object({
  page: PageNumber(),
  pageSize: PageSize(ACADEMY_LISTS.JOINED_EXPAND_PAGE_SIZE),
  offset: Type.Optional(Offset({ description: 'Skip this many records (overrides page)' })),
});

export const VisitedQuery = Type.Object({
  pageNumber: PageNumber(),
  pageSize: PageSize(ACADEMY_LISTS.VISITED_PAGE_SIZE),
});

export const PublicQuery = Type.Object({
  pageNumber: PageNumber(),
  pageSize: PageSize(ACADEMY_LISTS.PUBLIC_PAGE_SIZE),
  childPageSize: SmallInt({
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
  page: PageNumber(),
  pageSize: PageSize(ACADEMY_LISTS.SUB_SCHOOL_PAGE_SIZE),
  tenantId: Id('Parent school id'),
  count: Type.Optional(
    SmallInt({
      minimum: 0,
      maximum: PAGE_SIZE_MAX,
      description: 'Sent by the switcher (spec §7: count 4); paging follows page and pageSize only',
    }),
  ),
});

export const ConfigQuery = Type.Object({
  ...TenantQuery,
  configTypes: Type.String({
    description:
      'Comma list of schoolLanguage, SchoolAllianceSwitch, customerServiceSwitch, customerServiceInfo, statementTitle',
  }),
});

export const ConfigEntrySchema = Type.Object({ configType: Type.String(), configValue: Type.String() });

/** Spec §7 `GET /api/school/biz/marketConfig` → `marketStoreSwitch` (spec §4 store-enabled flag, '1' = on). */
export const MarketConfigSchema = Type.Object({
  marketStoreSwitch: Flag({
    description: "'1': a store-type school (its management entry opens college-info)",
  }),
});

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

export type OffsetPageInput = Static<typeof OffsetPageQuery>;
export type VisitedPageInput = Static<typeof VisitedQuery>;
export type PublicPageInput = Static<typeof PublicQuery>;
export type SubSchoolPageInput = Static<typeof SubSchoolQuery>;
export type ConfigEntry = Static<typeof ConfigEntrySchema>;
export type SiteItem = Static<typeof SiteSchema>;
export type MarketConfig = Static<typeof MarketConfigSchema>;
export type PlatformConfig = Static<typeof PlatformConfigSchema>;
