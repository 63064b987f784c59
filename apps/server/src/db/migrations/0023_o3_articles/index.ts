/**
 * Knowledge articles of the O3 community (issue 25 item 4; the general knowledge portal of issue 27 reads the same
 * table, so nothing here is O3-specific): one row per article holds its live texts (what readers see while
 * `status` is 1) and its one draft, saved with a version number and a review state like a course's draft
 * (core authoring.ts). Every row carries `school_id`. Schema builder only (SQLite and PostgreSQL alike). Frozen
 * once released.
 */
import type { Kysely } from 'kysely';
import { createTableSpecs, dropTableSpecs, type TableSpec } from '../0001_initial/column-kinds.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration must not follow later table types
type AnyDb = Kysely<any>;

const TABLES: TableSpec[] = [
  {
    name: 'articles',
    columns: {
      id: 'pk',
      school_id: 'ref:schools',
      author_id: 'ref?:users',
      /** 1: published (readers see the live columns); 0: not (never, or taken down). */
      status: 'int=0',
      /** Live: JSON texts per language; the HTML body (sanitised); JSON tag list. */
      title: 'text!',
      body: 'text!',
      tags: 'text!',
      published_at: 'text',
      published_by: 'ref?:users',
      /** The draft: bumped by every write; a write must carry the version it read. */
      version: 'int=1',
      /** JSON contract ArticleDraft. */
      draft: 'text!',
      /** core ReviewState. */
      review_state: 'text!',
      review_comment: 'text',
      published_version: 'int',
      latest_version: 'int=0',
      unpublished_changes: 'int=1',
      created_at: 'text!',
      updated_by: 'ref?:users',
      updated_at: 'text!',
      submitted_by: 'ref?:users',
      submitted_at: 'text',
      reviewed_by: 'ref?:users',
      reviewed_at: 'text',
    },
  },
];

const INDEXES: Array<[string, string[]]> = [
  ['articles', ['school_id', 'status', 'published_at']],
  ['articles', ['school_id', 'review_state']],
  ['articles', ['school_id', 'author_id']],
];

export async function up(db: AnyDb): Promise<void> {
  await createTableSpecs(db, TABLES, INDEXES);
}

export async function down(db: AnyDb): Promise<void> {
  await dropTableSpecs(db, TABLES, INDEXES);
}
