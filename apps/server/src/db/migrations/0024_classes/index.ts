/**
 * Classes (issue 26 items 1–2): a lecturer's class in a school, its members (a removed member's row stays with
 * `removed_at`, so their records and history stay), and courses or exams assigned to it with a due date. Task
 * states are not stored: they are computed from the stored enrolment progress and exam attempts. Every row
 * carries `school_id`. Schema builder only (SQLite and PostgreSQL alike). Frozen once released.
 */
import type { Kysely } from 'kysely';
import { createTableSpecs, dropTableSpecs, type TableSpec } from '../0001_initial/column-kinds.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration must not follow later table types
type AnyDb = Kysely<any>;

const TABLES: TableSpec[] = [
  {
    name: 'classes',
    columns: {
      id: 'pk',
      school_id: 'ref:schools',
      /** At most core CLASS_RULES.FIELD_MAX characters (spec "lecturing field 100"). */
      name: 'text!',
      description: 'text!',
      /** The lecturer who teaches (and manages) the class; the school's admins manage every class. */
      lecturer_id: 'ref?:users',
      created_at: 'text!',
      updated_at: 'text!',
    },
  },
  {
    name: 'class_members',
    columns: {
      id: 'pk',
      school_id: 'ref:schools',
      class_id: 'ref:classes',
      user_id: 'ref:users',
      added_by: 'ref?:users',
      joined_at: 'text!',
      /** null while a member; set when removed (the row and the member's learning records stay). */
      removed_at: 'text',
    },
    unique: [['class_id', 'user_id']],
  },
  {
    name: 'class_assignments',
    columns: {
      id: 'pk',
      school_id: 'ref:schools',
      class_id: 'ref:classes',
      /** core AssignmentKind: 'course' | 'exam'. */
      kind: 'text!',
      /** The course's or exam's id. */
      item_id: 'text!',
      due_at: 'text!',
      created_by: 'ref?:users',
      created_at: 'text!',
    },
    unique: [['class_id', 'kind', 'item_id']],
  },
];

const INDEXES: Array<[string, string[]]> = [
  ['classes', ['school_id', 'lecturer_id']],
  ['class_members', ['school_id', 'user_id', 'removed_at']],
  ['class_members', ['class_id', 'removed_at']],
  ['class_assignments', ['school_id', 'class_id']],
];

export async function up(db: AnyDb): Promise<void> {
  await createTableSpecs(db, TABLES, INDEXES);
}

export async function down(db: AnyDb): Promise<void> {
  await dropTableSpecs(db, TABLES, INDEXES);
}
