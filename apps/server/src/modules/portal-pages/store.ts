/**
 * Issue 27: a composed page's stored documents (`portal_page_layouts`, migration 0029) beside its `pages` row.
 * Every query filters by school; a page of another school is simply not found.
 */
import type { PortalPageDocument } from '@portico/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export interface PageRow {
  id: string;
  title: string;
  page_type: number;
}

export interface LayoutRow {
  draft: PortalPageDocument;
  draftSavedAt: string | null;
  published: PortalPageDocument | null;
  publishedAt: string | null;
}

const EMPTY: PortalPageDocument = { modules: [] };

/** Stored JSON is ours, but a row written by an older version must never break a page: bad → empty. */
function parseDocument(text: string | null): PortalPageDocument | null {
  if (text === null) return null;
  try {
    const value = JSON.parse(text) as PortalPageDocument;
    return Array.isArray(value?.modules) ? value : EMPTY;
  } catch {
    return EMPTY;
  }
}

export function findPage(db: Kysely<Database>, schoolId: string, pageId: string) {
  return db
    .selectFrom('pages')
    .select(['id', 'title', 'page_type'])
    .where('school_id', '=', schoolId)
    .where('id', '=', pageId)
    .executeTakeFirst();
}

/** The school's page of type HOME (the first by id when several are). */
export function findHomePage(db: Kysely<Database>, schoolId: string, homeType: number) {
  return db
    .selectFrom('pages')
    .select(['id', 'title', 'page_type'])
    .where('school_id', '=', schoolId)
    .where('page_type', '=', homeType)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

export async function listPages(db: Kysely<Database>, schoolId: string) {
  return db
    .selectFrom('pages')
    .leftJoin('portal_page_layouts as l', (join) =>
      join.onRef('l.page_id', '=', 'pages.id').onRef('l.school_id', '=', 'pages.school_id'),
    )
    .select(['pages.id', 'pages.title', 'pages.page_type', 'l.draft_saved_at', 'l.published_at'])
    .where('pages.school_id', '=', schoolId)
    .orderBy('pages.id')
    .execute();
}

export async function loadLayout(db: Kysely<Database>, schoolId: string, pageId: string): Promise<LayoutRow> {
  const row = await db
    .selectFrom('portal_page_layouts')
    .select(['draft', 'draft_saved_at', 'published', 'published_at'])
    .where('school_id', '=', schoolId)
    .where('page_id', '=', pageId)
    .executeTakeFirst();
  if (!row) return { draft: EMPTY, draftSavedAt: null, published: null, publishedAt: null };
  const published = parseDocument(row.published);
  return {
    // A page published and not edited since: the draft is what was published.
    draft: parseDocument(row.draft) ?? published ?? EMPTY,
    draftSavedAt: row.draft_saved_at,
    published,
    publishedAt: row.published_at,
  };
}

/** Only the published document (what learners see), or null before the first publish. */
export async function loadPublished(
  db: Kysely<Database>,
  schoolId: string,
  pageId: string,
): Promise<PortalPageDocument | null> {
  const row = await db
    .selectFrom('portal_page_layouts')
    .select('published')
    .where('school_id', '=', schoolId)
    .where('page_id', '=', pageId)
    .executeTakeFirst();
  return parseDocument(row?.published ?? null);
}

export async function saveDraft(
  trx: Kysely<Database>,
  input: { schoolId: string; pageId: string; doc: PortalPageDocument; actorId: string; now: string },
): Promise<void> {
  const draft = JSON.stringify(input.doc);
  await trx
    .insertInto('portal_page_layouts')
    .values({
      page_id: input.pageId,
      school_id: input.schoolId,
      draft,
      draft_saved_at: input.now,
      draft_saved_by: input.actorId,
      published: null,
      published_at: null,
      published_by: null,
    })
    .onConflict((oc) =>
      oc
        .column('page_id')
        .doUpdateSet({ draft, draft_saved_at: input.now, draft_saved_by: input.actorId })
        .where('portal_page_layouts.school_id', '=', input.schoolId),
    )
    .execute();
}

/** Publishes the saved draft as it is (the designer saves before it publishes); the draft stays for editing. */
export async function publishDraft(
  trx: Kysely<Database>,
  input: { schoolId: string; pageId: string; actorId: string; now: string },
): Promise<void> {
  const layout = await loadLayout(trx, input.schoolId, input.pageId);
  const published = JSON.stringify(layout.draft);
  await trx
    .insertInto('portal_page_layouts')
    .values({
      page_id: input.pageId,
      school_id: input.schoolId,
      draft: published,
      draft_saved_at: null,
      draft_saved_by: null,
      published,
      published_at: input.now,
      published_by: input.actorId,
    })
    .onConflict((oc) =>
      oc
        .column('page_id')
        .doUpdateSet({
          published,
          published_at: input.now,
          published_by: input.actorId,
          draft_saved_at: null,
        })
        .where('portal_page_layouts.school_id', '=', input.schoolId),
    )
    .execute();
}
