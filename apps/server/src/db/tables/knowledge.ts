/** Row types of the knowledge portal's libraries and search (migration 0028_knowledge; conventions in ../schema.ts). */
import type { Generated } from 'kysely';

export interface KnowledgeLibrariesTable {
  id: string;
  school_id: string;
  name: string;
  /** JSON texts per language. */
  title: string;
  description: string;
  /** core DownloadPermission. */
  permission: string;
  status: Generated<number>;
  version: Generated<number>;
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

export interface KnowledgeDocumentsTable {
  id: string;
  school_id: string;
  library_id: string;
  media_id: string;
  folder: string;
  title: string;
  /** core DocumentType. */
  type: string;
  /** native | pending | converting | ready | failed | none */
  preview_state: string;
  created_by: string | null;
  created_at: string;
}

/** Folded texts of published articles and documents (SQLite: FTS5 trigram; PostgreSQL: pg_trgm). */
export interface KnowledgeSearchTable {
  item_id: string;
  kind: string;
  library_id: string | null;
  school_id: string;
  title: string;
  body: string;
}
