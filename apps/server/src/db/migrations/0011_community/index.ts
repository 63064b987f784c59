/**
 * The community of the O3 school (issue 14 item 2): circles, topics (the postEdit `tagId`), posts and questions
 * with sanitised rich text, their topics, replies, likes (one per user and target) and the points ledger that
 * honour and credit are summed from (one row per user, reason and source, so nothing is awarded twice). Every row
 * carries `school_id`. Schema builder only (SQLite and PostgreSQL alike). Frozen once released.
 */
import type { Kysely } from 'kysely';
import { addColumn, type Builder, type ColumnKind } from '../0001_initial/column-kinds.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration must not follow later table types
type AnyDb = Kysely<any>;

const TABLES: Array<{ name: string; columns: Record<string, ColumnKind>; unique?: string[] }> = [
  {
    name: 'community_circles',
    columns: {
      id: 'pk',
      school_id: 'ref:schools',
      name: 'text!',
      name_en: 'text!',
      description: 'text!',
      description_en: 'text!',
      icon_url: 'text',
      sort: 'int=0',
      created_at: 'text!',
    },
  },
  {
    name: 'community_topics',
    columns: {
      id: 'pk',
      school_id: 'ref:schools',
      circle_id: 'ref?:community_circles',
      name: 'text!',
      name_en: 'text!',
      sort: 'int=0',
      created_at: 'text!',
    },
  },
  {
    name: 'community_posts',
    columns: {
      id: 'pk',
      school_id: 'ref:schools',
      /** Spec §3: 0 post (article), 1 ask (question). */
      kind: 'int!',
      title: 'text!',
      body: 'text!',
      /** Plain text of the body, cut: lists and search read this, never the HTML. */
      excerpt: 'text!',
      author_id: 'ref:users',
      circle_id: 'ref?:community_circles',
      /** 'visible' | 'hidden'. */
      status: 'text!',
      hidden_by: 'ref?:users',
      hidden_at: 'text',
      reply_count: 'int=0',
      like_count: 'int=0',
      created_at: 'text!',
      updated_at: 'text!',
      last_activity_at: 'text!',
    },
  },
  {
    name: 'community_post_topics',
    columns: {
      school_id: 'ref:schools',
      post_id: 'ref:community_posts',
      topic_id: 'ref:community_topics',
    },
    unique: ['post_id', 'topic_id'],
  },
  {
    name: 'community_replies',
    columns: {
      id: 'pk',
      school_id: 'ref:schools',
      post_id: 'ref:community_posts',
      author_id: 'ref:users',
      body: 'text!',
      like_count: 'int=0',
      created_at: 'text!',
    },
  },
  {
    name: 'community_likes',
    columns: {
      school_id: 'ref:schools',
      user_id: 'ref:users',
      /** 'post' | 'reply'. */
      target_type: 'text!',
      target_id: 'text!',
      created_at: 'text!',
    },
    unique: ['school_id', 'user_id', 'target_type', 'target_id'],
  },
  {
    name: 'community_points',
    columns: {
      id: 'pk',
      school_id: 'ref:schools',
      user_id: 'ref:users',
      /** core PointReason. */
      reason: 'text!',
      /** core PointAward.sourceKey. */
      source_key: 'text!',
      post_id: 'ref?:community_posts',
      honour: 'int=0',
      credit: 'int=0',
      created_at: 'text!',
    },
    unique: ['school_id', 'user_id', 'reason', 'source_key'],
  },
];

const INDEXES: Array<[string, string[]]> = [
  ['community_circles', ['school_id', 'sort']],
  ['community_topics', ['school_id', 'sort']],
  // Portal and lists: latest visible posts, per kind, per circle, per author.
  ['community_posts', ['school_id', 'status', 'created_at']],
  ['community_posts', ['school_id', 'kind', 'status', 'created_at']],
  ['community_posts', ['school_id', 'circle_id', 'created_at']],
  ['community_posts', ['school_id', 'author_id', 'created_at']],
  ['community_post_topics', ['school_id', 'topic_id']],
  ['community_replies', ['school_id', 'post_id', 'created_at']],
  ['community_replies', ['school_id', 'author_id']],
  ['community_likes', ['school_id', 'target_type', 'target_id']],
  ['community_points', ['school_id', 'user_id', 'created_at']],
];

export async function up(db: AnyDb): Promise<void> {
  for (const spec of TABLES) {
    let table = db.schema.createTable(spec.name) as Builder;
    for (const [column, kind] of Object.entries(spec.columns)) table = addColumn(table, column, kind);
    if (spec.unique) {
      table = table.addUniqueConstraint(`${spec.name}_${spec.unique.join('_')}_unique`, spec.unique);
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
}
