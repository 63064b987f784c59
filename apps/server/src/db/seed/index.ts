import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import { PLATFORM_SCHOOL_ID } from '../schema.ts';
import { demoAcademyRows } from './demo-academy.ts';
import { identityRows } from './identity.ts';
import { otherSchoolRows } from './other-schools.ts';
import { reindexSchools } from '../search-index.ts';
import { insertMissing, mergeRows } from './rows.ts';
import { switchingRows, upgradeSwitchingConfig } from './switching.ts';
import { demoUserRows } from './users.ts';

export { DEMO_IDS, DEMO_PASSWORD } from './demo-ids.ts';
export { DEMO_AGREEMENT_V1, DEMO_INVITES } from './identity.ts';

/**
 * The one demo seed step: inserts whatever demo rows are missing (keyed by their stable ids or unique keys), in a
 * single transaction. Running it again changes nothing.
 */
export async function seedDemo(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const rows = mergeRows(
      demoAcademyRows(),
      otherSchoolRows(),
      await demoUserRows(trx),
      identityRows(),
      switchingRows(),
      {
        config_entries: [
          {
            school_id: PLATFORM_SCHOOL_ID,
            config_type: 'overseasDomains',
            config_value: 'overseas.localhost',
          },
        ],
      },
    );
    await insertMissing(trx, rows);
    await upgradeSwitchingConfig(trx);
    // SQLite's search index is written by the server (no triggers): refresh the demo schools' rows.
    await reindexSchools(
      trx,
      (rows.schools ?? []).map((school) => school.id),
    );
  });
}
