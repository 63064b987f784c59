import type { TableSpec } from './column-kinds.ts';

/** Schools, alliances, users and memberships. */
export const TENANCY_TABLES: TableSpec[] = [
  {
    name: 'schools',
    columns: {
      id: 'pk',
      parent_id: 'text',
      name: 'text!',
      name_en: 'text',
      description: 'text',
      logo_url: 'text',
      icon_url: 'text',
      mobile_logo_url: 'text',
      domain: 'text',
      version: 'text!',
      open_school: 'text!',
      auth_type: 'text!',
      login_method: 'text!',
      license_to_sell: 'text!',
      member_license: 'text!',
      certification_level: 'text!',
      kind: 'text!',
      template_name: 'text!',
      use_designed_header: 'text!',
      is_public: 'int=0',
      created_at: 'text!',
    },
  },
  { name: 'alliances', columns: { id: 'pk', name: 'text!', created_at: 'text!' } },
  {
    name: 'alliance_schools',
    columns: { alliance_id: 'ref:alliances', school_id: 'ref:schools', joined_at: 'text!' },
    unique: [['alliance_id', 'school_id']],
  },
  {
    name: 'users',
    columns: {
      id: 'pk',
      email: 'unique!',
      mobile: 'unique?',
      password_hash: 'text!',
      nick_name: 'text',
      real_name: 'text',
      avatar_url: 'text',
      created_at: 'text!',
    },
  },
  {
    name: 'memberships',
    columns: {
      school_id: 'ref:schools',
      user_id: 'ref:users',
      role: 'text!',
      status: 'text!',
      joined_at: 'text!',
    },
    unique: [['school_id', 'user_id']],
  },
];
