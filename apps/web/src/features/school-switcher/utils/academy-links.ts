import {
  ACADEMY_LISTS,
  CERTIFICATION_LEVELS,
  isLegalLink,
  schoolSwitcherLinks,
  type LanguageCode,
} from '@portico/core';
import type { AcademyRecord, CertificationLevel } from '@portico/contracts';
import type { MessageKey } from '@/i18n/keys.ts';

export interface AcademyLinks {
  /** The school's portal (its sub-school portal for a sub-school); null when the link is not legal (inert). */
  portal: string | null;
  /** Management console, for managers of the school only (spec §6 `isPermission` → Manage link). */
  management: string | null;
}

/**
 * Spec §2 "School links used by the school switcher" on the school's own domain (`//domain/...`), or a path on
 * the current host when the school has none; followed only when they pass the legality check (spec §5).
 */
export function academyLinks(record: AcademyRecord, lang: LanguageCode): AcademyLinks {
  const links = schoolSwitcherLinks({
    id: record.id,
    domain: record.domain,
    parentId: record.parentSchoolId,
    lang,
    // Spec §2/§4: a store-type school's Manage opens college-info, like the function menu's School management.
    store: record.marketStoreSwitch === '1',
  });
  return {
    portal: isLegalLink(links.portal) ? links.portal : null,
    management: record.isPermission && isLegalLink(links.management) ? links.management : null,
  };
}

const CERTIFICATION_LABELS: Record<CertificationLevel, MessageKey | null> = {
  [CERTIFICATION_LEVELS.NONE]: null,
  [CERTIFICATION_LEVELS.PERSON]: 'switcher.certPerson',
  [CERTIFICATION_LEVELS.ENTERPRISE]: 'switcher.certEnterprise',
  [CERTIFICATION_LEVELS.VENDOR]: 'switcher.certVendor',
  [CERTIFICATION_LEVELS.PLATFORM_ACADEMY]: 'switcher.certPlatform',
};

/** Spec §3 `configValue` (certification level) → its label; none or an unknown value → no label. */
export function certificationLabel(level: string): MessageKey | null {
  return CERTIFICATION_LABELS[level as CertificationLevel] ?? null;
}

/** The subSchoolPage2 page that follows the `held` sub-schools (pages of 4; the card holds the first 4). */
export function nextSubSchoolPage(held: number): number {
  return Math.floor(held / ACADEMY_LISTS.SUB_SCHOOL_PAGE_SIZE) + 1;
}

/** Appends a page, dropping records already held (a school added meanwhile shifts the pages by one). */
export function mergeRecords(held: AcademyRecord[], incoming: AcademyRecord[]): AcademyRecord[] {
  const ids = new Set(held.map((record) => record.id));
  return [...held, ...incoming.filter((record) => !ids.has(record.id))];
}
