/** Row types of course media (migration 0022_media; conventions in ../schema.ts). */
import type { Generated } from 'kysely';

export interface MediaFilesTable {
  id: string;
  school_id: string;
  upload_id: string | null;
  /** contracts MediaKind. */
  kind: string;
  name: string;
  bytes: Generated<number>;
  mime: string;
  /** Storage key of the file, or of a SCORM package's folder. */
  storage_key: string;
  duration_s: number | null;
  page_count: number | null;
  scorm_version: string | null;
  launch_path: string | null;
  created_by: string | null;
  created_at: string;
}

export interface ScormRuntimeTable {
  id: string;
  school_id: string;
  user_id: string;
  resource_id: string;
  /** JSON CMI object. */
  cmi: string;
  completed: Generated<number>;
  score_x100: number | null;
  updated_at: string;
}
