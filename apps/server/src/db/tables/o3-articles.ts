/** Row types of knowledge articles (migration 0023_o3_articles; conventions in ../schema.ts). */
import type { Generated } from 'kysely';

export interface ArticlesTable {
  id: string;
  school_id: string;
  author_id: string | null;
  status: Generated<number>;
  /** JSON texts per language (live). */
  title: string;
  /** Sanitised HTML (live). */
  body: string;
  /** JSON string[] (live). */
  tags: string;
  published_at: string | null;
  published_by: string | null;
  version: Generated<number>;
  /** JSON contract ArticleDraft. */
  draft: string;
  /** core ReviewState. */
  review_state: string;
  review_comment: string | null;
  published_version: number | null;
  latest_version: Generated<number>;
  unpublished_changes: Generated<number>;
  created_at: string;
  updated_by: string | null;
  updated_at: string;
  submitted_by: string | null;
  submitted_at: string | null;
  reviewed_by: string | null;
  reviewed_at: string | null;
  /** Issue 27 (0028): featured on the knowledge portal; the live bodies in other languages (JSON). */
  featured: Generated<number>;
  bodies: Generated<string>;
}
