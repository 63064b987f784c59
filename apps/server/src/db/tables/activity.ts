/** Row types: what users do and per-school settings (conventions in ../schema.ts). */
import type { Generated } from 'kysely';

export interface FeedbackTable {
  id: string;
  school_id: string;
  user_id: string | null;
  feedback_type: number;
  content: string;
  pic_url: string | null;
  allow_contact: number;
  phone_number: string | null;
  client_type: string;
  created_at: string;
  /** Search feedback (type 4): the keyword, cut to 50 characters. */
  keyword: string | null;
  /** Search feedback (type 4): 'praise' or 'trodden'. */
  evaluation: string | null;
  /** Identity at submission time, from the session (never from the request body). */
  user_name: string | null;
  school_name: string | null;
  /** The admin inbox (migration 0008): 'open' or 'handled', and the admin's reply. */
  status: Generated<string>;
  handled_at: string | null;
  handled_by: string | null;
  reply: string | null;
  replied_at: string | null;
  replied_by: string | null;
}

export interface UploadsTable {
  id: string;
  school_id: string;
  user_id: string | null;
  file_name: string;
  content_type: string;
  module: string;
  bucket: string;
  url: string;
  size: number;
  created_at: string;
  /** Migration 0008: where the stored file lives, what was stored and checked, and who references it. */
  storage_key: string | null;
  /** SHA-256 (hex) of the stored, re-encoded file. */
  sha256: string | null;
  /** SHA-256 (hex) of the file as the client sent it. */
  source_sha256: string | null;
  width: number | null;
  height: number | null;
  /** The feedback that references this upload; null: an orphan, removed once an hour old. */
  feedback_id: string | null;
  /** Migration 0012: why the orphan sweep keeps it (e.g. 'school_logo'); null: swept when unreferenced. */
  kept_for: string | null;
}

export interface MessagesTable {
  id: string;
  school_id: string;
  user_id: string;
  title: string;
  content: string;
  read_at: string | null;
  created_at: string;
  /** What it is about (migration 0007): system, school-joined, agreement-updated, course-added, feedback-replied… */
  kind: Generated<string>;
  /** A same-site path without sxz-lang, or null. */
  link: string | null;
  /** JSON object of strings: what the web needs to word a known kind in the reader's language. */
  params: Generated<string>;
}

export interface SearchHistoryTable {
  id: string;
  school_id: string;
  user_id: string;
  keyword: string;
  created_at: string;
}

export interface SearchQueriesTable {
  school_id: string;
  keyword: string;
  count: number;
  last_searched_at: string;
}

/**
 * One row per searcher of a keyword in a school (migration 0006): `search_queries.count` counts these, so one
 * client repeating a keyword counts once (issue 9 §6). `searcher` is `u:<user id>` or `a:<hashed address>`.
 */
export interface SearchQuerySearchersTable {
  school_id: string;
  keyword: string;
  searcher: string;
  searched_at: string;
}

/** Fixed-window counter of the searches counted per searcher and school (migration 0006, issue 9 §6). */
export interface SearchRecordQuotaTable {
  school_id: string;
  searcher: string;
  window_start: string;
  count: number;
}

export interface HotSearchPinsTable {
  school_id: string;
  keyword: string;
  sort: number;
}

export interface ConfigEntriesTable {
  /** PLATFORM_SCHOOL_ID for platform-wide entries. */
  school_id: string;
  config_type: string;
  config_value: string;
}

export interface VisitedSchoolsTable {
  user_id: string;
  school_id: string;
  visited_at: string;
}

/** Image hashes the content review of a school refuses (migration 0008). */
export interface BlockedImagesTable {
  school_id: string;
  sha256: string;
  note: string | null;
  created_by: string | null;
  created_at: string;
}

/** Uploads counted per user and school in a fixed daily window (migration 0008). */
export interface UploadQuotaTable {
  school_id: string;
  user_id: string;
  window_start: string;
  files: number;
  bytes: number;
}
