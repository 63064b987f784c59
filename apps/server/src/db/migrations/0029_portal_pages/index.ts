/**
 * Portal pages composed from modules (issue 27 items 2–4): one row per composed page of a school (the page row
 * itself — id, type, title — stays in `pages`, which navigation entries point at by `pageId`). The draft and the
 * published document are JSON (core PortalPageDocument): a page is edited and published whole, so one row keeps
 * a publish atomic; the version is the school's console area `portal-pages`. Schema builder only (SQLite and
 * PostgreSQL alike). Frozen once released.
 */
import type { Kysely } from 'kysely';
import { createTableSpecs, dropTableSpecs, type TableSpec } from '../0001_initial/column-kinds.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration must not follow later table types
type AnyDb = Kysely<any>;

const TABLES: TableSpec[] = [
  {
    name: 'portal_page_layouts',
    columns: {
      page_id: 'pk',
      school_id: 'ref:schools',
      draft: 'text!',
      draft_saved_at: 'text',
      draft_saved_by: 'ref?:users',
      /** null until the first publish: learners then see the school's fixed layout. */
      published: 'text',
      published_at: 'text',
      published_by: 'ref?:users',
    },
  },
];

const INDEXES: Array<[string, string[]]> = [['portal_page_layouts', ['school_id']]];

export async function up(db: AnyDb): Promise<void> {
  await createTableSpecs(db, TABLES, INDEXES);
}

export async function down(db: AnyDb): Promise<void> {
  await dropTableSpecs(db, TABLES, INDEXES);
}
