/**
 * Switching demo config (contracts §7): language lists, the alliance switch of both alliance schools (5 and 6,
 * allied in other-schools.ts), the platform site list and the notify schools. Keyed by (school, config type), so
 * re-seeding never overwrites an edited value.
 */
import { SUPPORTED_LANGUAGES } from '@portico/core';
import type { SiteItem } from '@portico/contracts';
import type { Kysely } from 'kysely';
import { PLATFORM_SCHOOL_ID, type Database } from '../db/schema.ts';
import { DEMO_IDS } from './demo-ids.ts';
import type { SeedRows } from './rows.ts';

const ALL_LANGUAGES = SUPPORTED_LANGUAGES.join(',');

/** China is the default site (listed first); the other two are the Europe and the overseas hosts. */
const DEMO_SITES: SiteItem[] = [
  { label: 'China', url: '//localhost:3000', tenantId: null, iconClass: 'site-cn' },
  { label: 'Europe', url: '//de.localhost:3000', tenantId: null, iconClass: 'site-eu' },
  { label: 'International', url: '//overseas.localhost:3000', tenantId: null, iconClass: 'site-global' },
];

export function switchingRows(): SeedRows {
  return {
    config_entries: [
      { school_id: DEMO_IDS.o3School, config_type: 'schoolLanguage', config_value: 'zh_CN,en_US' },
      { school_id: DEMO_IDS.alliancePartner, config_type: 'SchoolAllianceSwitch', config_value: '1' },
      {
        school_id: PLATFORM_SCHOOL_ID,
        config_type: 'platformSites',
        config_value: JSON.stringify(DEMO_SITES),
      },
      { school_id: PLATFORM_SCHOOL_ID, config_type: 'notifySchools', config_value: DEMO_IDS.demoAcademy },
    ],
  };
}

/** Demo Academy's language list before issue 6 (four codes); databases seeded then get all twelve. */
const PREVIOUS_DEMO_LANGUAGES = 'zh_CN,en_US,ar_SA,de_DE';

export async function upgradeSwitchingConfig(db: Kysely<Database>): Promise<void> {
  await db
    .updateTable('config_entries')
    .set({ config_value: ALL_LANGUAGES })
    .where('school_id', '=', DEMO_IDS.demoAcademy)
    .where('config_type', '=', 'schoolLanguage')
    .where('config_value', '=', PREVIOUS_DEMO_LANGUAGES)
    .execute();
}
