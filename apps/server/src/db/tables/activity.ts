/** Row types: what users do and per-school settings (conventions in ../schema.ts). */

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
}

export interface MessagesTable {
  id: string;
  school_id: string;
  user_id: string;
  title: string;
  content: string;
  read_at: string | null;
  created_at: string;
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
