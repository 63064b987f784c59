/**
 * User panel (issue 11): what a message is about and where it leads, enrolments (the learning center), follows
 * (fans / follows of the personal space), VIP memberships, uploaded avatars and position tasks (the AI assistant's
 * role learning and its new-task tip). `messages` exists since 0001_initial. Schema builder only, so it runs on
 * SQLite and PostgreSQL alike. Frozen once released: later changes go in new migrations.
 */
import type { Kysely } from 'kysely';
import { addColumn, type Builder, type TableSpec } from '../0001_initial/column-kinds.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration must not follow later table types
type AnyDb = Kysely<any>;

const TABLES: TableSpec[] = [
  {
    // One row per user and course; school_id is the course's school (a school or one of its sub-schools).
    name: 'enrolments',
    columns: {
      id: 'pk',
      school_id: 'ref:schools',
      user_id: 'ref:users',
      course_id: 'ref:courses',
      progress: 'int=0',
      enrolled_at: 'text!',
      last_studied_at: 'text',
      completed_at: 'text',
    },
    unique: [['user_id', 'course_id']],
  },
  {
    // Who follows whom, per school (spec §7 "fans/follows by school and user").
    name: 'follows',
    columns: {
      school_id: 'ref:schools',
      follower_id: 'ref:users',
      followee_id: 'ref:users',
      created_at: 'text!',
    },
    unique: [['school_id', 'follower_id', 'followee_id']],
  },
  {
    // Platform-wide: searchVipWithImageJson takes only a user id.
    name: 'vip_memberships',
    columns: {
      user_id: 'ref:users',
      level: 'text!',
      image_url: 'text',
      starts_at: 'text!',
      expires_at: 'text',
    },
    unique: [['user_id']],
  },
  {
    // The re-encoded avatar image (base64 of a small WebP), served by the avatar route.
    name: 'user_avatars',
    columns: { user_id: 'ref:users', content_type: 'text!', data: 'text!', updated_at: 'text!' },
    unique: [['user_id']],
  },
  {
    name: 'position_tasks',
    columns: {
      id: 'pk',
      school_id: 'ref:schools',
      user_id: 'ref:users',
      title: 'text!',
      position: 'text!',
      course_id: 'ref?:courses',
      compulsory: 'int=1',
      due_at: 'text',
      completed_at: 'text',
      created_at: 'text!',
    },
  },
];

const INDEXES: Array<[string, string[]]> = [
  // The bell's count and the message center: one user's messages in one school, unread first.
  ['messages', ['school_id', 'user_id', 'read_at']],
  ['enrolments', ['school_id', 'user_id', 'enrolled_at']],
  ['enrolments', ['course_id']],
  ['follows', ['school_id', 'followee_id', 'created_at']],
  ['follows', ['school_id', 'follower_id', 'created_at']],
  ['position_tasks', ['school_id', 'user_id', 'completed_at']],
];

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('messages')
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('system'))
    .execute();
  await db.schema.alterTable('messages').addColumn('link', 'text').execute();
  await db.schema
    .alterTable('messages')
    .addColumn('params', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
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
}

export async function down(db: AnyDb): Promise<void> {
  for (const [table, columns] of INDEXES) {
    await db.schema
      .dropIndex(`idx_${table}_${columns.join('_')}`)
      .ifExists()
      .execute();
  }
  for (const spec of [...TABLES].reverse()) await db.schema.dropTable(spec.name).ifExists().execute();
  await db.schema.alterTable('messages').dropColumn('params').execute();
  await db.schema.alterTable('messages').dropColumn('link').execute();
  await db.schema.alterTable('messages').dropColumn('kind').execute();
}
