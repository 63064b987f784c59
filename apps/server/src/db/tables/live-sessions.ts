/** Row types of live sessions (migration 0026_live_sessions; conventions in ../schema.ts). */

export interface LiveSessionsTable {
  id: string;
  school_id: string;
  class_id: string;
  title: string;
  start_at: string;
  duration_minutes: number;
  join_url: string;
  created_by: string | null;
  created_at: string;
  updated_at: string;
  cancelled_at: string | null;
  reminded_at: string | null;
}
