/**
 * Paid courses and admin enrolment (issue 23 item 3): `course_purchases` records that a user bought a course (an
 * admin or a shop integration fills it; there is no checkout here), one row per user and course; enrolments learn
 * who granted them (`granted_by`: the admin who enrolled the user, null when the learner enrolled themself), so an
 * admin-granted enrolment in a paid course is recorded as such. Schema builder only (SQLite and PostgreSQL alike).
 * Frozen once released.
 */
import type { Kysely } from 'kysely';
import { addColumn, type Builder, type TableSpec } from '../0001_initial/column-kinds.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration must not follow later table types
type AnyDb = Kysely<any>;

const PURCHASES: TableSpec = {
  name: 'course_purchases',
  columns: {
    id: 'pk',
    school_id: 'ref:schools',
    user_id: 'ref:users',
    course_id: 'ref:courses',
    /** What was paid, in cents (fen), like courses.actual_price. */
    amount: 'int=0',
    /** Where the record came from: 'admin' (entered in the console or by a script) or an integration's name. */
    source: 'text!',
    /** The integration's order number, if any. */
    reference: 'text',
    purchased_at: 'text!',
  },
  unique: [['user_id', 'course_id']],
};

export async function up(db: AnyDb): Promise<void> {
  let table = db.schema.createTable(PURCHASES.name) as Builder;
  for (const [column, kind] of Object.entries(PURCHASES.columns)) table = addColumn(table, column, kind);
  for (const columns of PURCHASES.unique ?? []) {
    table = table.addUniqueConstraint(`${PURCHASES.name}_${columns.join('_')}_unique`, columns);
  }
  await table.execute();
  await db.schema
    .createIndex('idx_course_purchases_school_id_course_id')
    .on('course_purchases')
    .columns(['school_id', 'course_id'])
    .execute();
  await db.schema.alterTable('enrolments').addColumn('granted_by', 'text').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('enrolments').dropColumn('granted_by').execute();
  await db.schema.dropIndex('idx_course_purchases_school_id_course_id').ifExists().execute();
  await db.schema.dropTable('course_purchases').ifExists().execute();
}
