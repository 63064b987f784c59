/**
 * Store-type schools (issue 22 item 4, spec §2 "for a store-type school /iadmin/{schoolId}/management/
 * college-management/college-info", §4 "Store-enabled flag … value '1' = on", §7 `GET /api/school/biz/
 * marketConfig` → `marketStoreSwitch`): `schools.market_store_switch`, '1' for a store-type school, '0' otherwise
 * (text like the other spec flags of the row). Set in the console's school profile. Schema builder only (SQLite
 * and PostgreSQL alike). Frozen once released.
 */
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration must not follow later table types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('schools')
    .addColumn('market_store_switch', 'text', (col) => col.notNull().defaultTo('0'))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('schools').dropColumn('market_store_switch').execute();
}
