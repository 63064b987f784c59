/** Row types of course authoring (migration 0021_authoring; conventions in ../schema.ts). */
import type { Generated } from 'kysely';

export interface CourseDraftsTable {
  id: string;
  school_id: string;
  course_id: string;
  version: Generated<number>;
  /** JSON contract CourseDraft. */
  body: string;
  /** core ReviewState. */
  review_state: string;
  review_comment: string | null;
  published_version: number | null;
  latest_version: Generated<number>;
  unpublished_changes: Generated<number>;
  author_id: string | null;
  created_at: string;
  updated_by: string | null;
  updated_at: string;
  submitted_by: string | null;
  submitted_at: string | null;
  reviewed_by: string | null;
  reviewed_at: string | null;
}

export interface CourseVersionsTable {
  id: string;
  school_id: string;
  course_id: string;
  number: number;
  /** JSON contract CourseDraft as published. */
  snapshot: string;
  published_by: string | null;
  published_at: string;
}

export interface CourseLecturersTable {
  id: string;
  school_id: string;
  course_id: string;
  user_id: string;
  sort: Generated<number>;
}
