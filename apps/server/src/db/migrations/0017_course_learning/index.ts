/**
 * Course learning (issue 23): a course's outline (chapters → resources of core's RESOURCE_KINDS), each viewer's
 * state per resource (position, played ranges, pages, completion), the viewings whose heartbeats are counted once
 * (idempotent by viewing key and sequence), study seconds per day, and completion records. Enrolments learn the
 * last resource visited (the "Continue" button). Every row carries `school_id`. Schema builder only (SQLite and
 * PostgreSQL alike). Frozen once released.
 */
import type { Kysely } from 'kysely';
import { addColumn, type Builder, type TableSpec } from '../0001_initial/column-kinds.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration must not follow later table types
type AnyDb = Kysely<any>;

const TABLES: TableSpec[] = [
  {
    name: 'course_chapters',
    columns: {
      id: 'pk',
      school_id: 'ref:schools',
      course_id: 'ref:courses',
      title: 'text!',
      sort: 'int=0',
      /** ISO time before which the chapter is locked; null: released. */
      release_at: 'text',
      /** A chapter that must be complete first; null: none. */
      prerequisite_chapter_id: 'ref?:course_chapters',
      created_at: 'text!',
    },
  },
  {
    name: 'course_resources',
    columns: {
      id: 'pk',
      school_id: 'ref:schools',
      course_id: 'ref:courses',
      chapter_id: 'ref:course_chapters',
      /** core ResourceKind. */
      kind: 'text!',
      title: 'text!',
      sort: 'int=0',
      /** 1: counts towards progress. */
      required: 'int=1',
      /** 1 published, 0 draft (the creation center's drafts; learners never see them). */
      status: 'int=1',
      /** Video/document address (this server's media or an upload). */
      media_url: 'text',
      /** WebVTT captions of a video: JSON [{ lang, label, url }]. */
      captions: 'text',
      /** Video length in whole seconds. */
      duration_s: 'int',
      /** Pages of a document. */
      page_count: 'int',
      /** Article body: HTML already passed through the sanitizer. */
      body: 'text',
      /** External link (legality-checked) or application address. */
      url: 'text',
      app_id: 'text',
      app_type: 'text',
      created_at: 'text!',
    },
  },
  {
    name: 'resource_progress',
    columns: {
      id: 'pk',
      school_id: 'ref:schools',
      user_id: 'ref:users',
      course_id: 'ref:courses',
      resource_id: 'ref:course_resources',
      /** Video position in milliseconds. */
      position_ms: 'int=0',
      /** JSON [[start, end], …] in seconds, normalised by core. */
      played: 'text',
      last_page: 'int=0',
      highest_page: 'int=0',
      completed_at: 'text',
      updated_at: 'text!',
    },
    unique: [['user_id', 'resource_id']],
  },
  {
    name: 'learning_viewings',
    columns: {
      id: 'pk',
      school_id: 'ref:schools',
      user_id: 'ref:users',
      resource_id: 'ref:course_resources',
      /** The client's random key of one page view of one resource. */
      viewing_key: 'text!',
      last_seq: 'int=0',
      active_seconds: 'int=0',
      started_at: 'text!',
      last_beat_at: 'text!',
    },
    unique: [['user_id', 'viewing_key']],
  },
  {
    name: 'study_days',
    columns: {
      school_id: 'ref:schools',
      user_id: 'ref:users',
      /** UTC date, YYYY-MM-DD. */
      day: 'text!',
      seconds: 'int=0',
    },
    unique: [['school_id', 'user_id', 'day']],
  },
  {
    name: 'course_completions',
    columns: {
      id: 'pk',
      school_id: 'ref:schools',
      user_id: 'ref:users',
      course_id: 'ref:courses',
      completed_at: 'text!',
      /** Study seconds in the course up to its completion. */
      study_seconds: 'int=0',
      /** Printed on the certificate. */
      certificate_no: 'unique!',
    },
    unique: [['user_id', 'course_id']],
  },
];

const INDEXES: Array<[string, string[]]> = [
  ['course_chapters', ['school_id', 'course_id', 'sort']],
  ['course_resources', ['school_id', 'course_id', 'sort']],
  ['course_resources', ['chapter_id', 'sort']],
  ['resource_progress', ['school_id', 'user_id', 'course_id']],
  ['learning_viewings', ['school_id', 'user_id', 'resource_id']],
  ['study_days', ['user_id', 'day']],
  ['course_completions', ['school_id', 'user_id', 'completed_at']],
];

export async function up(db: AnyDb): Promise<void> {
  for (const spec of TABLES) {
    let table = db.schema.createTable(spec.name) as Builder;
    for (const [column, kind] of Object.entries(spec.columns)) table = addColumn(table, column, kind);
    for (const columns of spec.unique ?? []) {
      table = table.addUniqueConstraint(`${spec.name}_${columns.join('_')}_unique`, columns);
    }
    await table.execute();
  }
  for (const [table, columns] of INDEXES) {
    await db.schema
      .createIndex(`idx_${table}_${columns.join('_')}`)
      .on(table)
      .columns(columns)
      .execute();
  }
  await db.schema.alterTable('enrolments').addColumn('last_resource_id', 'text').execute();
  await db.schema
    .alterTable('enrolments')
    .addColumn('study_seconds', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('enrolments').dropColumn('study_seconds').execute();
  await db.schema.alterTable('enrolments').dropColumn('last_resource_id').execute();
  for (const [table, columns] of INDEXES) {
    await db.schema
      .dropIndex(`idx_${table}_${columns.join('_')}`)
      .ifExists()
      .execute();
  }
  for (const spec of [...TABLES].reverse()) await db.schema.dropTable(spec.name).ifExists().execute();
}
