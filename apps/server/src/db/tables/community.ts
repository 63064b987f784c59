/** Row types of the community (migration 0011_community; conventions in ../schema.ts). */

export interface CommunityCirclesTable {
  id: string;
  school_id: string;
  name: string;
  name_en: string;
  description: string;
  description_en: string;
  icon_url: string | null;
  sort: number;
  created_at: string;
}

/** A topic is the postEdit `tagId` (spec §2). */
export interface CommunityTopicsTable {
  id: string;
  school_id: string;
  circle_id: string | null;
  name: string;
  name_en: string;
  sort: number;
  created_at: string;
}

export interface CommunityPostsTable {
  id: string;
  school_id: string;
  /** 0 post, 1 question (spec §3). */
  kind: number;
  title: string;
  /** Sanitised HTML. */
  body: string;
  excerpt: string;
  author_id: string;
  circle_id: string | null;
  status: 'visible' | 'hidden';
  hidden_by: string | null;
  hidden_at: string | null;
  reply_count: number;
  like_count: number;
  created_at: string;
  updated_at: string;
  last_activity_at: string;
}

export interface CommunityPostTopicsTable {
  school_id: string;
  post_id: string;
  topic_id: string;
}

export interface CommunityRepliesTable {
  id: string;
  school_id: string;
  post_id: string;
  author_id: string;
  body: string;
  like_count: number;
  created_at: string;
}

export interface CommunityLikesTable {
  school_id: string;
  user_id: string;
  target_type: 'post' | 'reply';
  target_id: string;
  created_at: string;
}

export interface CommunityPointsTable {
  id: string;
  school_id: string;
  user_id: string;
  reason: string;
  source_key: string;
  post_id: string | null;
  honour: number;
  credit: number;
  created_at: string;
}
