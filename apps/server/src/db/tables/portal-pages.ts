/** Issue 27 (migration 0029): a composed page's draft and published documents (JSON core PortalPageDocument). */
export interface PortalPageLayoutsTable {
  page_id: string;
  school_id: string;
  draft: string;
  draft_saved_at: string | null;
  draft_saved_by: string | null;
  published: string | null;
  published_at: string | null;
  published_by: string | null;
}
