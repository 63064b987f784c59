import type { Insertable, Kysely } from 'kysely';
import type { Database, TableName } from '../db/schema.ts';

/** Rows to seed, per table. */
export type SeedRows = { [T in TableName]?: Array<Insertable<Database[T]>> };

/** Parents before children, so foreign keys hold at every insert. */
export const TABLE_ORDER: TableName[] = [
  'schools',
  'alliances',
  'alliance_schools',
  'users',
  'memberships',
  'categories',
  'courses',
  'navigation_groups',
  'navigation_pages',
  'custom_menus',
  'header_settings',
  'header_component_configs',
  'footer_templates',
  'bulletins',
  'agreements',
  'agreement_signatures',
  'feedback',
  'uploads',
  'messages',
  'search_history',
  'search_queries',
  'hot_search_pins',
  'config_entries',
  'visited_schools',
  'pages',
  'portal_page_layouts',
  'school_invites',
  'enrolments',
  'course_purchases',
  'course_chapters',
  'exam_questions',
  'exam_question_versions',
  'exams',
  'media_files',
  'course_resources',
  'resource_progress',
  'study_days',
  'course_completions',
  'scorm_runtime',
  'follows',
  'vip_memberships',
  'user_avatars',
  'position_tasks',
  'learning_paths',
  'classes',
  'class_members',
  'class_assignments',
  'live_sessions',
  'community_circles',
  'community_topics',
  'community_posts',
  'community_post_topics',
  'community_replies',
  'community_likes',
  'community_points',
  'content_translations',
];

export function mergeRows(...parts: SeedRows[]): SeedRows {
  const merged: Record<string, unknown[]> = {};
  for (const part of parts) {
    for (const [table, rows] of Object.entries(part)) (merged[table] ??= []).push(...(rows as unknown[]));
  }
  return merged as SeedRows;
}

const CHUNK = 200; // stays far below SQLite's and PostgreSQL's bound-parameter limits

/**
 * Inserts rows whose key (primary key or unique constraint) is not there yet: `ON CONFLICT DO NOTHING` is the
 * same SQL on both engines, so a re-run changes nothing and never overwrites edits made after seeding.
 */
export async function insertMissing(db: Kysely<Database>, rows: SeedRows): Promise<void> {
  // The table name is dynamic here; row types were checked where the rows were built.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const untyped = db as unknown as Kysely<any>;
  for (const table of TABLE_ORDER) {
    const list = rows[table] ?? [];
    for (let start = 0; start < list.length; start += CHUNK) {
      await untyped
        .insertInto(table)
        .values(list.slice(start, start + CHUNK))
        .onConflict((conflict) => conflict.doNothing())
        .execute();
    }
  }
}
