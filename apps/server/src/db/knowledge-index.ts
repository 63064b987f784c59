/**
 * Keeps `knowledge_search` (migration 0028) in step with what readers may see (issue 27): a published article
 * (its titles in every language, its tags, the plain text of its bodies) and each document of a live library (its
 * title, file name, folder and the library's titles). An article taken down, a document removed or a library
 * closed leaves the index in the same call. Texts are folded with search's one case fold (`searchText`). Both
 * engines keep the table (SQLite: FTS5 trigram; PostgreSQL: a plain table with pg_trgm indexes).
 */
import { richTextToPlain } from '@portico/core';
import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';
import { searchText } from './search-index.ts';

const texts = (json: string): string[] => {
  try {
    return Object.values(JSON.parse(json) as Record<string, string>).filter((v) => typeof v === 'string');
  } catch {
    return [];
  }
};

export async function reindexArticle(db: Kysely<Database>, schoolId: string, articleId: string) {
  await db.deleteFrom('knowledge_search').where('item_id', '=', articleId).execute();
  const row = await db
    .selectFrom('articles')
    .select(['id', 'title', 'body', 'bodies', 'tags'])
    .where('school_id', '=', schoolId)
    .where('id', '=', articleId)
    .where('status', '=', 1)
    .executeTakeFirst();
  if (!row) return;
  const tags = JSON.parse(row.tags) as string[];
  await db
    .insertInto('knowledge_search')
    .values({
      item_id: row.id,
      kind: 'article',
      library_id: null,
      school_id: schoolId,
      title: searchText([...texts(row.title), ...tags].join('\n')),
      body: searchText([row.body, ...texts(row.bodies)].map(richTextToPlain).join('\n')),
    })
    .execute();
}

/** Re-indexes these documents of the school (a removed one, or one of a closed library, just leaves). */
export async function reindexDocuments(
  db: Kysely<Database>,
  schoolId: string,
  documentIds: readonly string[],
) {
  if (documentIds.length === 0) return;
  await db
    .deleteFrom('knowledge_search')
    .where('item_id', 'in', [...documentIds])
    .execute();
  const rows = await db
    .selectFrom('knowledge_documents as d')
    .innerJoin('knowledge_libraries as l', 'l.id', 'd.library_id')
    .innerJoin('media_files as m', 'm.id', 'd.media_id')
    .select(['d.id', 'd.library_id', 'd.title', 'd.folder', 'm.name as file_name', 'l.title as lib_title'])
    .where('d.school_id', '=', schoolId)
    .where('d.id', 'in', [...documentIds])
    .where('l.status', '=', 1)
    .execute();
  if (rows.length === 0) return;
  await db
    .insertInto('knowledge_search')
    .values(
      rows.map((row) => ({
        item_id: row.id,
        kind: 'document',
        library_id: row.library_id,
        school_id: schoolId,
        title: searchText([row.title, row.file_name, row.folder].join('\n')),
        body: searchText(texts(row.lib_title).join('\n')),
      })),
    )
    .execute();
}

/** Every document of a library (after its texts changed, or it closed). */
export async function reindexLibrary(db: Kysely<Database>, schoolId: string, libraryId: string) {
  const ids = await db
    .selectFrom('knowledge_documents')
    .select('id')
    .where('school_id', '=', schoolId)
    .where('library_id', '=', libraryId)
    .execute();
  await reindexDocuments(
    db,
    schoolId,
    ids.map((row) => row.id),
  );
}

export async function forgetKnowledgeItem(db: Kysely<Database>, itemId: string) {
  await db.deleteFrom('knowledge_search').where('item_id', '=', itemId).execute();
}
