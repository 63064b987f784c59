/** Row types of course learning (migration 0017_course_learning; conventions in ../schema.ts). */
import type { Generated } from 'kysely';

export interface CourseChaptersTable {
  id: string;
  school_id: string;
  course_id: string;
  title: string;
  sort: Generated<number>;
  release_at: string | null;
  prerequisite_chapter_id: string | null;
  created_at: string;
  /** Migration 0021 (issue 25): 1 in the outline, 0 removed by a publish (its rows stay for progress). */
  status: Generated<number>;
}

export interface CourseResourcesTable {
  id: string;
  school_id: string;
  course_id: string;
  chapter_id: string;
  /** core ResourceKind. */
  kind: string;
  title: string;
  sort: Generated<number>;
  required: Generated<number>;
  status: Generated<number>;
  media_url: string | null;
  /** JSON [{ lang, label, url }]. */
  captions: string | null;
  duration_s: number | null;
  page_count: number | null;
  /** Sanitised HTML. */
  body: string | null;
  url: string | null;
  app_id: string | null;
  app_type: string | null;
  /** Issue 24: the exam a resource of kind `exam` stands for. */
  exam_id: string | null;
  created_at: string;
}

export interface ResourceProgressTable {
  id: string;
  school_id: string;
  user_id: string;
  course_id: string;
  resource_id: string;
  position_ms: Generated<number>;
  /** JSON [[start, end], …] seconds. */
  played: string | null;
  last_page: Generated<number>;
  highest_page: Generated<number>;
  completed_at: string | null;
  updated_at: string;
}

export interface LearningViewingsTable {
  id: string;
  school_id: string;
  user_id: string;
  resource_id: string;
  viewing_key: string;
  last_seq: Generated<number>;
  active_seconds: Generated<number>;
  started_at: string;
  last_beat_at: string;
}

export interface StudyDaysTable {
  school_id: string;
  user_id: string;
  /** UTC YYYY-MM-DD. */
  day: string;
  seconds: Generated<number>;
}

export interface CourseCompletionsTable {
  id: string;
  school_id: string;
  user_id: string;
  course_id: string;
  completed_at: string;
  study_seconds: Generated<number>;
  certificate_no: string;
}
