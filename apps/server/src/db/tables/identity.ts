/** Row types: sessions, refresh tokens, login attempts, auth codes, invitations (conventions in ../schema.ts). */

/** One access token (15 min). `family_id` ties it to the refresh-token family it was issued with. */
export interface SessionsTable {
  id: string;
  /** SHA-256 hex of the opaque token; the token itself is never stored. */
  token_hash: string;
  user_id: string;
  family_id: string;
  expires_at: string;
  revoked_at: string | null;
  created_at: string;
}

/** One refresh token (30 days), rotated on every use; `used_at` marks a rotated one (reuse → family revoked). */
export interface RefreshTokensTable {
  id: string;
  token_hash: string;
  family_id: string;
  user_id: string;
  /** The refresh token this one replaced (null for the first of a family). */
  parent_id: string | null;
  used_at: string | null;
  revoked_at: string | null;
  expires_at: string;
  created_at: string;
  /** Set with `used_at`: the random seed the successor tokens were derived from (reuse grace, 0005). */
  rotation_seed: string | null;
}

/** One failed login, keyed per account and per IP (rate limiting across restarts and engines). */
export interface LoginAttemptsTable {
  id: string;
  key: string;
  at: string;
}

export interface AuthCodesTable {
  id: string;
  code_hash: string;
  user_id: string;
  school_id: string | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface SchoolInvitesTable {
  id: string;
  school_id: string;
  /** Stored upper-case; compared case-insensitively. */
  code: string;
  expires_at: string | null;
  created_at: string;
}
