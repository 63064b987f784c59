/**
 * Learning maps by position (issue 26 item 5): one row per path of a school, for one position, holding its stages
 * (JSON: [{ title, items: [{ kind, id, required }] }]) — a path is edited and read whole, never an item alone, so
 * one row and one version number keep an admin's save atomic. Completion is not stored here: the learner's map
 * reads the stored course completions and passed exam attempts. Schema builder only (SQLite and PostgreSQL
 * alike). Frozen once released.
 */
import type { Kysely } from 'kysely';
import { createTableSpecs, dropTableSpecs, type TableSpec } from '../0001_initial/column-kinds.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration must not follow later table types
type AnyDb = Kysely<any>;

const TABLES: TableSpec[] = [
  {
    name: 'learning_paths',
    columns: {
      id: 'pk',
      school_id: 'ref:schools',
      /** The position (job) as the school's position tasks name it. */
      position: 'text!',
      title: 'text!',
      stages: 'text!',
      version: 'int=1',
      created_at: 'text!',
      updated_at: 'text!',
      updated_by: 'ref?:users',
    },
    unique: [['school_id', 'position']],
  },
];

const INDEXES: Array<[string, string[]]> = [];

export async function up(db: AnyDb): Promise<void> {
  await createTableSpecs(db, TABLES, INDEXES);
}

export async function down(db: AnyDb): Promise<void> {
  await dropTableSpecs(db, TABLES, INDEXES);
}
