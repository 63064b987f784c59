/** Academy records (spec §3, core `AcademyRecord`) for one page of schools: three round trips per page at most. */
import type { LanguageCode } from '@portico/core';
import type { AcademyRecord, CertificationLevel, MarketConfig, OpenSchoolFlag } from '@portico/contracts';
import type { Kysely } from 'kysely';
import { isAdminOf, type Viewer } from '../../auth/viewer.ts';
import type { Database } from '../../db/schema.ts';
import type { SchoolRecord } from '../../repositories/schools.ts';
import { localizedDescriptions } from '../../repositories/translations.ts';
import { NO_FACTS, loadChildren, loadFacts, type ChildrenOf, type SchoolFacts } from './facts.ts';
import type { SchoolPage } from './queries.ts';

export interface AcademyList {
  records: AcademyRecord[];
  total: number;
}

/** Spec §7 marketConfig: the school row's store flag ('1' = a store-type school; a sub-school's is '0'). */
export function presentMarketConfig(school: SchoolRecord): MarketConfig {
  return { marketStoreSwitch: school.market_store_switch === '1' ? '1' : '0' };
}

function presentAcademy(
  row: SchoolRecord,
  facts: SchoolFacts,
  viewer: Viewer | null,
  childrenPage: AcademyRecord['childrenPage'],
): AcademyRecord {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    mobileLogoUrl: row.mobile_logo_url,
    openSchool: (row.open_school === '0' ? '0' : '1') as OpenSchoolFlag,
    configValue: row.certification_level as CertificationLevel,
    domain: row.domain,
    parentSchoolId: row.parent_id,
    isPermission: isAdminOf(viewer, row.id),
    marketStoreSwitch: row.market_store_switch === '1' ? '1' : '0',
    onLearnHeadcount: facts.headcount,
    coursesNumber: facts.courses,
    newestCourseName: facts.newestCourseName,
    childrenPage,
  };
}

/**
 * Records of a page. `childPageSize` null: the records are sub-schools themselves (childrenPage null); otherwise
 * each record carries its first `childPageSize` sub-schools visible to the viewer and their total.
 */
export async function presentAcademyPage(
  db: Kysely<Database>,
  page: SchoolPage,
  options: { viewer: Viewer | null; childPageSize: number | null; lang?: LanguageCode | null },
): Promise<AcademyList> {
  const { viewer, childPageSize } = options;
  const ids = page.rows.map((row) => row.id);
  const children =
    childPageSize === null
      ? new Map<string, ChildrenOf>()
      : await loadChildren(db, ids, viewer, childPageSize);
  const childRows = [...children.values()].flatMap((entry) => entry.records);
  const facts = await loadFacts(db, [...ids, ...childRows.map((row) => row.id)], options.lang);
  const factsOf = (id: string) => facts.get(id) ?? NO_FACTS;
  // Issue 13 §2: descriptions in the page's language (sxz-lang), with the school's fallback.
  const descriptions = options.lang
    ? await localizedDescriptions(db, [...page.rows, ...childRows], options.lang)
    : null;
  const present = (row: SchoolRecord, childrenPage: AcademyRecord['childrenPage']) => {
    const record = presentAcademy(row, factsOf(row.id), viewer, childrenPage);
    return descriptions ? { ...record, description: descriptions.get(row.id) ?? null } : record;
  };
  const records = page.rows.map((row) => {
    if (childPageSize === null) return present(row, null);
    const own = children.get(row.id) ?? { records: [], total: 0 };
    return present(row, {
      records: own.records.map((child) => present(child, null)),
      total: own.total,
    });
  });
  return { records, total: page.total };
}
