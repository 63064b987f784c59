/** Row types: what a school publishes (conventions in ../schema.ts). */
import type { Generated } from 'kysely';

export interface CategoriesTable {
  id: string;
  school_id: string;
  parent_id: string | null;
  title: string;
  source: number;
  sort: number;
}

export interface CoursesTable {
  id: string;
  school_id: string;
  category_id: string | null;
  name: string;
  description: string | null;
  cover: string | null;
  price: number;
  actual_price: number;
  purchase_count: number;
  view_count: number;
  dept_name: string | null;
  lecturer_name: string | null;
  exist_member: number;
  application_type: string;
  course_resource_id: string;
  /** 1 published, 0 draft (drafts never leave the server). */
  status: number;
  created_at: string;
}

export interface NavigationGroupsTable {
  id: string;
  school_id: string;
  name: string;
  name_en: string | null;
  template_name: string;
  sort: number;
}

export interface NavigationPagesTable {
  id: string;
  school_id: string;
  group_id: string;
  parent_id: string | null;
  page_id: string;
  page_type: string;
  name: string;
  name_en: string | null;
  show_name: string | null;
  is_view: number;
  diy_url: string | null;
  sort: number;
  width: number | null;
  min_width: number | null;
}

export interface CustomMenusTable {
  id: string;
  school_id: string;
  navigation_page_id: string;
  parent_id: string | null;
  label: string;
  label_en: string | null;
  tip: string | null;
  tip_en: string | null;
  url: string | null;
  open: number;
  sort: number;
}

export interface HeaderSettingsTable {
  school_id: string;
  row: 'top' | 'bottom';
  side: 'left' | 'right';
  nav_com_id: string;
  width: number | null;
  sort: number;
}

export interface HeaderComponentConfigsTable {
  school_id: string;
  code: string;
  display_style: string;
  component_style: string;
  font_style: number;
  logo_style: number | null;
  width: number | null;
  configures: string;
}

export interface FooterTemplatesTable {
  id: string;
  school_id: string;
  type: number;
  is_used: number;
  copyright: string;
  navigations: string;
  qr_codes: string;
  version_information_switch: string;
}

export interface BulletinsTable {
  id: string;
  school_id: string;
  content: string;
  start_time: string;
  end_time: string;
  status: number;
}

export interface AgreementsTable {
  id: string;
  school_id: string;
  version: number;
  title: string;
  body: string;
  created_at: string;
  /** Migration 0009: 'draft' or 'published' (members sign only published versions). */
  status: Generated<string>;
  published_at: string | null;
  published_by: string | null;
}

export interface AgreementSignaturesTable {
  school_id: string;
  agreement_id: string;
  user_id: string;
  signed_at: string;
}

export interface PagesTable {
  id: string;
  school_id: string;
  page_type: number;
  title: string;
  content: string;
}
