/** Row types of migration 0013_console_navigation (conventions in ../schema.ts). */

export interface NavigationDraftsTable {
  school_id: string;
  /** JSON NavigationDocument (core console-navigation.ts). */
  document: string;
  saved_at: string;
  saved_by: string | null;
}
