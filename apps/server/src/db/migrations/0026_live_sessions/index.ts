/**
 * Live sessions (issue 26 item 3): a class's scheduled session — title, start, duration, the outside join URL.
 * `reminded_at` is the reminder's idempotency mark: the sweep claims a session by setting it in the same
 * transaction as the messages, so two instances or a restart never send twice. A cancelled session keeps its
 * row (`cancelled_at`) so members see it was called off. Every row carries `school_id`. Schema builder only.
 */
import type { Kysely } from 'kysely';
import { createTableSpecs, dropTableSpecs, type TableSpec } from '../0001_initial/column-kinds.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration must not follow later table types
type AnyDb = Kysely<any>;

const TABLES: TableSpec[] = [
  {
    name: 'live_sessions',
    columns: {
      id: 'pk',
      school_id: 'ref:schools',
      class_id: 'ref:classes',
      /** At most core LIVE_RULES.TITLE_MAX characters (spec "lecturing field 100"). */
      title: 'text!',
      /** ISO 8601 UTC. */
      start_at: 'text!',
      duration_minutes: 'int!',
      join_url: 'text!',
      created_by: 'ref?:users',
      created_at: 'text!',
      updated_at: 'text!',
      cancelled_at: 'text',
      /** Set once, when the reminder messages are written (cleared when the start moves). */
      reminded_at: 'text',
    },
  },
];

const INDEXES: Array<[string, string[]]> = [
  ['live_sessions', ['school_id', 'class_id', 'start_at']],
  // The reminder sweep: sessions not yet reminded, by start.
  ['live_sessions', ['reminded_at', 'start_at']],
];

export async function up(db: AnyDb): Promise<void> {
  await createTableSpecs(db, TABLES, INDEXES);
}

export async function down(db: AnyDb): Promise<void> {
  await dropTableSpecs(db, TABLES, INDEXES);
}
