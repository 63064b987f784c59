/** Row types of learning maps by position (migration 0025_learning_paths; conventions in ../schema.ts). */
import type { Generated } from 'kysely';

export interface LearningPathsTable {
  id: string;
  school_id: string;
  position: string;
  title: string;
  /** JSON [{ title, items: [{ kind: 'course' | 'exam', id, required }] }]. */
  stages: string;
  version: Generated<number>;
  created_at: string;
  updated_at: string;
  updated_by: string | null;
}
