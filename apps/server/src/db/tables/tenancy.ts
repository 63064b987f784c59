/** Row types: schools, alliances, users, memberships (conventions in ../schema.ts). */
import type { Generated } from 'kysely';

export interface SchoolsTable {
  id: string;
  parent_id: string | null;
  name: string;
  name_en: string | null;
  description: string | null;
  logo_url: string | null;
  icon_url: string | null;
  mobile_logo_url: string | null;
  domain: string | null;
  version: string;
  open_school: string;
  auth_type: string;
  login_method: string;
  license_to_sell: string;
  member_license: string;
  certification_level: string;
  kind: string;
  template_name: string;
  use_designed_header: string;
  is_public: number;
  created_at: string;
  /** Migration 0009: the language admin-written texts fall back to (null: the domain's default). */
  default_lang: string | null;
  /** Migration 0012: when the parent's admins closed (archived) this sub-school; null: in use. */
  closed_at: string | null;
  /** Migration 0018: '1' for a store-type school (spec §4 store-enabled flag, §7 marketStoreSwitch), else '0'. */
  market_store_switch: Generated<string>;
}

export interface AlliancesTable {
  id: string;
  name: string;
  created_at: string;
}

export interface AllianceSchoolsTable {
  alliance_id: string;
  school_id: string;
  joined_at: string;
}

export interface UsersTable {
  id: string;
  email: string;
  mobile: string | null;
  password_hash: string;
  nick_name: string | null;
  real_name: string | null;
  avatar_url: string | null;
  created_at: string;
}

export interface MembershipsTable {
  school_id: string;
  user_id: string;
  role: 'member' | 'lecturer' | 'admin';
  status: string;
  joined_at: string;
  /** Migration 0021 (issue 25): 1 — an admin lets this member create courses. */
  creator: Generated<number>;
}
