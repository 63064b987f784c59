/** Reads of the knowledge portal (issue 27); every query filters by the school. */
import { KNOWLEDGE_LIMITS as K } from '@portico/core';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { KnowledgeDocumentsTable, KnowledgeLibrariesTable } from '../../db/tables/knowledge.ts';
import { hasTag } from '../o3-articles/queries.ts';
import type { ArticleRow } from '../o3-articles/store.ts';

export type LibraryRow = Selectable<KnowledgeLibrariesTable>;
export type DocumentRow = Selectable<KnowledgeDocumentsTable> & {
  bytes: number | string | bigint;
  page_count: number | null;
  file_name: string;
  mime: string;
  storage_key: string;
};

export interface ArticleFilter {
  tag?: string;
  featured?: boolean;
  /** Only these ids (a keyword's matches); [] matches nothing. */
  ids?: readonly string[];
  limit: number;
  offset: number;
}

/** Published articles, featured first when asked, newest first; one page and how many there are. */
export async function listArticles(
  db: Kysely<Database>,
  schoolId: string,
  filter: ArticleFilter,
): Promise<{ rows: ArticleRow[]; total: number }> {
  if (filter.ids?.length === 0) return { rows: [], total: 0 };
  const base = db
    .selectFrom('articles')
    .where('school_id', '=', schoolId)
    .where('status', '=', 1)
    .$if(!!filter.tag?.trim(), (q) => q.where(hasTag(filter.tag!)))
    .$if(filter.featured === true, (q) => q.where('featured', '=', 1))
    .$if(!!filter.ids, (q) => q.where('id', 'in', [...filter.ids!]));
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

/** The tags of the school's published articles, most used first. */
export async function articleTags(db: Kysely<Database>, schoolId: string, limit: number) {
  const rows = await db
    .selectFrom('articles')
    .select('tags')
    .where('school_id', '=', schoolId)
    .where('status', '=', 1)
    .limit(2000)
    .execute();
  const counts = new Map<string, { tag: string; count: number }>();
  for (const row of rows) {
    for (const tag of JSON.parse(row.tags) as string[]) {
      const key = tag.toLowerCase();
      const entry = counts.get(key) ?? { tag, count: 0 };
      entry.count += 1;
      counts.set(key, entry);
    }
  }
  return [...counts.values()].sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag)).slice(0, limit);
}

export function librariesOf(db: Kysely<Database>, schoolId: string) {
  return db
    .selectFrom('knowledge_libraries')
    .selectAll()
    .where('school_id', '=', schoolId)
    .where('status', '=', 1)
    .orderBy('created_at', 'asc')
    .limit(200)
    .execute();
}

/** A live library of the school by id or by its `libName`. */
export function findLibrary(
  db: Kysely<Database>,
  schoolId: string,
  by: { libId?: string | null; libName?: string | null },
) {
  return db
    .selectFrom('knowledge_libraries')
    .selectAll()
    .where('school_id', '=', schoolId)
    .where('status', '=', 1)
    .$if(!!by.libId, (q) => q.where('id', '=', by.libId!))
    .$if(!by.libId, (q) => q.where('name', '=', by.libName ?? ''))
    .executeTakeFirst();
}

export async function documentCounts(db: Kysely<Database>, schoolId: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('knowledge_documents')
    .select(['library_id', (eb) => eb.fn.countAll<string | number>().as('n')])
    .where('school_id', '=', schoolId)
    .groupBy('library_id')
    .execute();
  return new Map(rows.map((row) => [row.library_id, Number(row.n)]));
}

const documentsBase = (db: Kysely<Database>, schoolId: string) =>
  db
    .selectFrom('knowledge_documents as d')
    .innerJoin('media_files as m', 'm.id', 'd.media_id')
    .innerJoin('knowledge_libraries as l', 'l.id', 'd.library_id')
    .selectAll('d')
    .select(['m.bytes', 'm.page_count', 'm.name as file_name', 'm.mime', 'm.storage_key'])
    .where('d.school_id', '=', schoolId)
    .where('l.status', '=', 1);

export function libraryDocuments(db: Kysely<Database>, schoolId: string, libraryId: string) {
  return documentsBase(db, schoolId)
    .where('d.library_id', '=', libraryId)
    .orderBy('d.folder', 'asc')
    .orderBy('d.created_at', 'desc')
    .limit(K.DOCUMENTS_PER_LIBRARY)
    .execute() as Promise<DocumentRow[]>;
}

export function findDocument(db: Kysely<Database>, schoolId: string, libraryId: string, documentId: string) {
  return documentsBase(db, schoolId)
    .where('d.library_id', '=', libraryId)
    .where('d.id', '=', documentId)
    .executeTakeFirst() as Promise<DocumentRow | undefined>;
}

/** Documents of live libraries (the list page), newest first, of one type and/or these ids. */
export async function listDocuments(
  db: Kysely<Database>,
  schoolId: string,
  filter: { type?: string; ids?: readonly string[]; limit: number; offset: number },
): Promise<{ rows: DocumentRow[]; total: number }> {
  if (filter.ids?.length === 0) return { rows: [], total: 0 };
  const base = documentsBase(db, schoolId)
    .$if(!!filter.type, (q) => q.where('d.type', '=', filter.type!))
    .$if(!!filter.ids, (q) => q.where('d.id', 'in', [...filter.ids!]));
  const [rows, count] = await Promise.all([
    base
      .orderBy('d.created_at', 'desc')
      .orderBy('d.id', 'desc')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    db
      .selectFrom('knowledge_documents as d')
      .innerJoin('knowledge_libraries as l', 'l.id', 'd.library_id')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('d.school_id', '=', schoolId)
      .where('l.status', '=', 1)
      .$if(!!filter.type, (q) => q.where('d.type', '=', filter.type!))
      .$if(!!filter.ids, (q) => q.where('d.id', 'in', [...filter.ids!]))
      .executeTakeFirst(),
  ]);
  return { rows: rows as DocumentRow[], total: Number(count?.n ?? 0) };
}
