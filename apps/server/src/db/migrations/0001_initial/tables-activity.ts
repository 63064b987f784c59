import type { TableSpec } from './column-kinds.ts';

/** What users do and per-school settings: feedback, uploads, messages, searches, config, visits. */
export const ACTIVITY_TABLES: TableSpec[] = [
  {
    name: 'feedback',
    columns: {
      id: 'pk',
      school_id: 'ref:schools',
      user_id: 'ref?:users',
      feedback_type: 'int=0',
      content: 'text!',
      pic_url: 'text',
      allow_contact: 'int=0',
      phone_number: 'text',
      client_type: 'text!',
      created_at: 'text!',
    },
  },
  {
    name: 'uploads',
    columns: {
      id: 'pk',
      school_id: 'ref:schools',
      user_id: 'ref?:users',
      file_name: 'text!',
      content_type: 'text!',
      module: 'text!',
      bucket: 'text!',
      url: 'text!',
      size: 'bigint=0',
      created_at: 'text!',
    },
  },
  {
    name: 'messages',
    columns: {
      id: 'pk',
      school_id: 'ref:schools',
      user_id: 'ref:users',
      title: 'text!',
      content: 'text!',
      read_at: 'text',
      created_at: 'text!',
    },
  },
  {
    name: 'search_history',
    columns: {
      id: 'pk',
      school_id: 'ref:schools',
      user_id: 'ref:users',
      keyword: 'text!',
      created_at: 'text!',
    },
  },
  {
    name: 'search_queries',
    columns: { school_id: 'ref:schools', keyword: 'text!', count: 'int=0', last_searched_at: 'text!' },
    unique: [['school_id', 'keyword']],
  },
  {
    name: 'hot_search_pins',
    columns: { school_id: 'ref:schools', keyword: 'text!', sort: 'int=0' },
    unique: [['school_id', 'keyword']],
  },
  // school_id is plain text here: platform-wide entries use the all-zero id, which is not a school row.
  {
    name: 'config_entries',
    columns: { school_id: 'text!', config_type: 'text!', config_value: 'text!' },
    unique: [['school_id', 'config_type']],
  },
  {
    name: 'visited_schools',
    columns: { user_id: 'ref:users', school_id: 'ref:schools', visited_at: 'text!' },
    unique: [['user_id', 'school_id']],
  },
];

/** Lookup paths: every (school_id, …) query has an index starting with school_id. */
export const INDEXES: Array<[string, string[]]> = [
  ['schools', ['parent_id']],
  ['alliance_schools', ['school_id']],
  ['memberships', ['user_id']],
  ['categories', ['school_id', 'parent_id', 'sort']],
  ['courses', ['school_id', 'status', 'created_at']],
  ['courses', ['school_id', 'category_id']],
  ['navigation_groups', ['school_id', 'sort']],
  ['navigation_pages', ['school_id', 'group_id', 'sort']],
  ['custom_menus', ['school_id', 'navigation_page_id', 'sort']],
  ['footer_templates', ['school_id', 'type']],
  ['bulletins', ['school_id', 'status', 'start_time']],
  ['agreements', ['school_id', 'version']],
  ['agreement_signatures', ['user_id']],
  ['feedback', ['school_id', 'created_at']],
  ['uploads', ['school_id', 'created_at']],
  ['messages', ['school_id', 'user_id', 'created_at']],
  ['search_history', ['school_id', 'user_id', 'created_at']],
  ['search_queries', ['school_id', 'count']],
  ['hot_search_pins', ['school_id', 'sort']],
  ['visited_schools', ['school_id']],
  ['pages', ['school_id', 'page_type']],
];
