/**
 * School and platform configuration (`config_entries`) read by the switchers (contracts §7). A school's entry
 * wins over its parent's; platform-wide entries are owned by PLATFORM_SCHOOL_ID.
 */
import { isSupportedLanguage, type LanguageCode } from '@portico/core';
import type { SiteItem } from '@portico/contracts';
import type { Kysely } from 'kysely';
import { PLATFORM_SCHOOL_ID, type Database } from '../../db/schema.ts';

/** The school config types `queryConfig` answers; anything else is never read through it. */
const SCHOOL_CONFIG_TYPES = [
  'schoolLanguage',
  'SchoolAllianceSwitch',
  'customerServiceSwitch',
  'customerServiceInfo',
  'statementTitle',
] as const;
export type SchoolConfigType = (typeof SCHOOL_CONFIG_TYPES)[number];

/** Platform entries: the site list (JSON array of SiteItem) and the notify schools (comma list of ids). */
export const PLATFORM_CONFIG = { sites: 'platformSites', notifySchools: 'notifySchools' } as const;

/** Spec §4/§8: a school language list that is missing or cannot be loaded falls back to zh_CN and en_US. */
const FALLBACK_SCHOOL_LANGUAGES: readonly LanguageCode[] = ['zh_CN', 'en_US'];

export const isSchoolConfigType = (type: string): type is SchoolConfigType =>
  (SCHOOL_CONFIG_TYPES as readonly string[]).includes(type);

/** The owners whose entries apply to a school, most specific first. */
export const configOwners = (school: { id: string; parent_id: string | null }): string[] =>
  school.parent_id ? [school.id, school.parent_id] : [school.id];

/** Values by type; for each type the first owner in `owners` that has an entry wins. */
export async function readConfig(
  db: Kysely<Database>,
  owners: string[],
  types: readonly string[],
): Promise<Map<string, string>> {
  const values = new Map<string, string>();
  if (!owners.length || !types.length) return values;
  const rows = await db
    .selectFrom('config_entries')
    .select(['school_id', 'config_type', 'config_value'])
    .where('school_id', 'in', owners)
    .where('config_type', 'in', [...types])
    .execute();
  rows.sort((a, b) => owners.indexOf(a.school_id) - owners.indexOf(b.school_id));
  for (const row of rows) if (!values.has(row.config_type)) values.set(row.config_type, row.config_value);
  return values;
}

export const splitList = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

/** The supported codes of a `schoolLanguage` value, in order; none → the fallback pair. */
export function parseLanguages(value: string | undefined): LanguageCode[] {
  const codes = [...new Set(splitList(value).filter(isSupportedLanguage))];
  return codes.length ? codes : [...FALLBACK_SCHOOL_LANGUAGES];
}

const isText = (value: unknown): value is string => typeof value === 'string';

/** The platform site list; entries that are not well-formed are skipped, unreadable JSON gives []. */
export function parseSites(value: string | undefined): SiteItem[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((entry: Record<string, unknown> | null) => {
    if (!entry || !isText(entry.label) || !isText(entry.url)) return [];
    return [
      {
        label: entry.label,
        url: entry.url,
        tenantId: isText(entry.tenantId) ? entry.tenantId : null,
        iconClass: isText(entry.iconClass) ? entry.iconClass : '',
      },
    ];
  });
}

export async function platformConfig(
  db: Kysely<Database>,
): Promise<{ sites: SiteItem[]; notifySchools: string[] }> {
  const values = await readConfig(db, [PLATFORM_SCHOOL_ID], Object.values(PLATFORM_CONFIG));
  return {
    sites: parseSites(values.get(PLATFORM_CONFIG.sites)),
    notifySchools: splitList(values.get(PLATFORM_CONFIG.notifySchools)),
  };
}
