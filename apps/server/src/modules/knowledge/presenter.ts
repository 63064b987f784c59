/** Knowledge answers (issue 27): article cards, libraries and documents as the contract says. */
import type { DocumentType, DownloadPermission } from '@portico/core';
import type {
  KnowledgeArticle,
  KnowledgeArticleCard,
  KnowledgeDocument,
  KnowledgeLibrary,
  PreviewState,
} from '@portico/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { peopleNames, personOf } from '../authoring/people.ts';
import { presentPublished, summaryOf } from '../o3-articles/presenter.ts';
import type { ArticleRow } from '../o3-articles/store.ts';
import type { DocumentRow, LibraryRow } from './queries.ts';

export async function presentArticles(
  db: Kysely<Database>,
  rows: readonly ArticleRow[],
): Promise<KnowledgeArticle[]> {
  const published = await presentPublished(db, rows);
  return published.map((article, index) => ({ ...article, featured: rows[index]!.featured === 1 }));
}

export async function presentCards(
  db: Kysely<Database>,
  rows: readonly ArticleRow[],
): Promise<KnowledgeArticleCard[]> {
  return (await presentArticles(db, rows)).map(({ featured, ...article }) => ({
    ...summaryOf(article),
    featured,
  }));
}

export const presentLibrary = (row: LibraryRow, documentCount: number): KnowledgeLibrary => ({
  libId: row.id,
  name: row.name,
  title: JSON.parse(row.title) as KnowledgeLibrary['title'],
  description: row.description,
  permission: row.permission as DownloadPermission,
  documentCount,
  updatedAt: row.updated_at,
  version: row.version,
});

/** How the document shows in place (contracts PREVIEW_STATES) from its stored conversion state. */
export function previewOf(type: DocumentType, state: string): PreviewState {
  if (state === 'native') return type === 'image' ? 'image' : 'pdf';
  if (state === 'ready') return 'pdf';
  if (state === 'pending' || state === 'converting') return 'converting';
  return 'none';
}

export async function presentDocuments(
  db: Kysely<Database>,
  rows: readonly DocumentRow[],
): Promise<KnowledgeDocument[]> {
  const names = await peopleNames(
    db,
    rows.map((row) => row.created_by),
  );
  return rows.map((row) => ({
    documentId: row.id,
    libId: row.library_id,
    folder: row.folder,
    title: row.title,
    type: row.type as DocumentType,
    bytes: Number(row.bytes),
    pageCount: row.page_count,
    preview: previewOf(row.type as DocumentType, row.preview_state),
    createdAt: row.created_at,
    author: personOf(names, row.created_by),
  }));
}
