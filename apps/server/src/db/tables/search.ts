/** Row types of the search index (conventions in ../schema.ts). */

/**
 * SQLite only: the FTS5 `trigram` table behind course search (migration 0003_search). One row per course, written
 * by `../search-index.ts` with the searchable texts already folded (`searchText`); PostgreSQL searches the base
 * tables through pg_trgm indexes instead and has no such table.
 */
export interface CourseSearchTable {
  /** UNINDEXED: carried along, never matched. */
  course_id: string;
  /** Tokenised, so a MATCH can narrow to the tenant (searched only through a column filter). */
  school_id: string;
  name: string;
  description: string;
  category: string;
  lecturer: string;
}
