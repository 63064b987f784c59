/**
 * Course authoring (issue 25): one draft per course (a JSON document apart from the live tables, saved with a
 * version number), the published versions (each a snapshot of the draft it published), the course's lecturers
 * by user id (who may edit it besides its author and the school's admins), and the membership's `creator` flag
 * (a member an admin lets create courses). Every row carries `school_id`. Schema builder only (SQLite and
 * PostgreSQL alike). Frozen once released.
 */
import type { Kysely } from 'kysely';
import { createTableSpecs, dropTableSpecs, type TableSpec } from '../0001_initial/column-kinds.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration must not follow later table types
type AnyDb = Kysely<any>;

const TABLES: TableSpec[] = [
  {
    name: 'course_drafts',
    columns: {
      id: 'pk',
      school_id: 'ref:schools',
      course_id: 'ref:courses',
      /** Bumped by every write; a write must carry the version it read. */
      version: 'int=1',
      /** JSON contract CourseDraft (chapter and resource ids are the live rows' ids). */
      body: 'text!',
      /** core ReviewState. */
      review_state: 'text!',
      review_comment: 'text',
      /** The live version's number; null: not published. */
      published_version: 'int',
      /** The highest version ever published (0: never). */
      latest_version: 'int=0',
      unpublished_changes: 'int=1',
      author_id: 'ref?:users',
      created_at: 'text!',
      updated_by: 'ref?:users',
      updated_at: 'text!',
      submitted_by: 'ref?:users',
      submitted_at: 'text',
      reviewed_by: 'ref?:users',
      reviewed_at: 'text',
    },
    unique: [['course_id']],
  },
  {
    name: 'course_versions',
    columns: {
      id: 'pk',
      school_id: 'ref:schools',
      course_id: 'ref:courses',
      number: 'int!',
      /** JSON contract CourseDraft as published. */
      snapshot: 'text!',
      /** null: the course's state when authoring first opened it (made before authoring). */
      published_by: 'ref?:users',
      published_at: 'text!',
    },
    unique: [['course_id', 'number']],
  },
  {
    name: 'course_lecturers',
    columns: {
      id: 'pk',
      school_id: 'ref:schools',
      course_id: 'ref:courses',
      user_id: 'ref:users',
      sort: 'int=0',
    },
    unique: [['course_id', 'user_id']],
  },
];

const INDEXES: Array<[string, string[]]> = [
  ['course_drafts', ['school_id', 'review_state']],
  ['course_drafts', ['school_id', 'author_id']],
  ['course_versions', ['school_id', 'course_id']],
  ['course_lecturers', ['school_id', 'user_id']],
];

export async function up(db: AnyDb): Promise<void> {
  await createTableSpecs(db, TABLES, INDEXES);
  await db.schema
    .alterTable('memberships')
    .addColumn('creator', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // A chapter removed from the draft stays (its removed resources keep learners' progress rows) but leaves the
  // outline: 1 live, 0 removed.
  await db.schema
    .alterTable('course_chapters')
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('course_chapters').dropColumn('status').execute();
  await db.schema.alterTable('memberships').dropColumn('creator').execute();
  await dropTableSpecs(db, TABLES, INDEXES);
}
