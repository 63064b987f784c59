/** Row types of the user panel (migration 0007_user_panel; conventions in ../schema.ts). */
import type { Generated } from 'kysely';

/** One user's enrolment in one course; `school_id` is the course's school. */
export interface EnrolmentsTable {
  id: string;
  school_id: string;
  user_id: string;
  course_id: string;
  /** 0–100. */
  progress: number;
  enrolled_at: string;
  last_studied_at: string | null;
  completed_at: string | null;
  /** Migration 0017: the resource the "Continue" button opens. */
  last_resource_id: string | null;
  /** Migration 0017: study seconds in this course. */
  study_seconds: Generated<number>;
  /** Migration 0019: the admin who enrolled the user (issue 23 item 3); null when the learner enrolled. */
  granted_by: string | null;
}

/** Migration 0019: a user bought a course (filled by an admin or an integration; no checkout here). */
export interface CoursePurchasesTable {
  id: string;
  school_id: string;
  user_id: string;
  course_id: string;
  /** Cents (fen). */
  amount: Generated<number>;
  source: string;
  reference: string | null;
  purchased_at: string;
}

/** `follower_id` follows `followee_id` in `school_id`. */
export interface FollowsTable {
  school_id: string;
  follower_id: string;
  followee_id: string;
  created_at: string;
}

/** Platform-wide VIP membership; VIP while `expires_at` is null or in the future. */
export interface VipMembershipsTable {
  user_id: string;
  level: string;
  image_url: string | null;
  starts_at: string;
  expires_at: string | null;
}

/** An uploaded avatar, re-encoded (base64 of the stored image). */
export interface UserAvatarsTable {
  user_id: string;
  content_type: string;
  data: string;
  updated_at: string;
}

/** A task of the user's job position in a school (the AI assistant's role learning). */
export interface PositionTasksTable {
  id: string;
  school_id: string;
  user_id: string;
  title: string;
  position: string;
  course_id: string | null;
  /** 1 compulsory, 0 optional. */
  compulsory: number;
  due_at: string | null;
  completed_at: string | null;
  created_at: string;
}
