/**
 * Kysely table types. Conventions (identical on SQLite and PostgreSQL so one query path serves both):
 * - ids are 19-digit decimal strings stored as text (schools, users and everything else);
 * - timestamps are ISO-8601 UTC text from `Date#toISOString()` (fixed width, so text order = time order);
 * - booleans are integers 0/1 (SQLite has no boolean type; pg would return true/false otherwise);
 * - money is integer cents (fen) in `price`/`actual_price`, turned into yuan by the presenters;
 * - JSON documents are text, parsed by the presenters.
 * Every tenant-owned table carries `school_id` and every query filters by it.
 */

import type {
  AllianceSchoolsTable,
  AlliancesTable,
  MembershipsTable,
  SchoolsTable,
  UsersTable,
} from './tables/tenancy.ts';
import type {
  AgreementSignaturesTable,
  AgreementsTable,
  BulletinsTable,
  CategoriesTable,
  CoursesTable,
  CustomMenusTable,
  FooterTemplatesTable,
  HeaderComponentConfigsTable,
  HeaderSettingsTable,
  NavigationGroupsTable,
  NavigationPagesTable,
  PagesTable,
} from './tables/content.ts';
import type {
  BlockedImagesTable,
  ConfigEntriesTable,
  FeedbackTable,
  HotSearchPinsTable,
  MessagesTable,
  SearchHistoryTable,
  SearchQueriesTable,
  SearchQuerySearchersTable,
  SearchRecordQuotaTable,
  UploadQuotaTable,
  UploadsTable,
  VisitedSchoolsTable,
} from './tables/activity.ts';
import type {
  AuthCodesTable,
  LoginAttemptsTable,
  RefreshTokensTable,
  SchoolInvitesTable,
  SessionsTable,
} from './tables/identity.ts';
import type { CourseSearchTable } from './tables/search.ts';
import type { CookieConsentsTable } from './tables/switching.ts';
import type {
  EnrolmentsTable,
  FollowsTable,
  PositionTasksTable,
  UserAvatarsTable,
  VipMembershipsTable,
} from './tables/user-panel.ts';

export type * from './tables/tenancy.ts';
export type * from './tables/content.ts';
export type * from './tables/activity.ts';
export type * from './tables/identity.ts';
export type * from './tables/search.ts';
export type * from './tables/switching.ts';
export type * from './tables/user-panel.ts';

export interface Database {
  schools: SchoolsTable;
  alliances: AlliancesTable;
  alliance_schools: AllianceSchoolsTable;
  users: UsersTable;
  memberships: MembershipsTable;
  categories: CategoriesTable;
  courses: CoursesTable;
  navigation_groups: NavigationGroupsTable;
  navigation_pages: NavigationPagesTable;
  custom_menus: CustomMenusTable;
  header_settings: HeaderSettingsTable;
  header_component_configs: HeaderComponentConfigsTable;
  footer_templates: FooterTemplatesTable;
  bulletins: BulletinsTable;
  agreements: AgreementsTable;
  agreement_signatures: AgreementSignaturesTable;
  feedback: FeedbackTable;
  uploads: UploadsTable;
  upload_quota: UploadQuotaTable;
  blocked_images: BlockedImagesTable;
  messages: MessagesTable;
  search_history: SearchHistoryTable;
  search_queries: SearchQueriesTable;
  search_query_searchers: SearchQuerySearchersTable;
  search_record_quota: SearchRecordQuotaTable;
  hot_search_pins: HotSearchPinsTable;
  config_entries: ConfigEntriesTable;
  visited_schools: VisitedSchoolsTable;
  pages: PagesTable;
  sessions: SessionsTable;
  refresh_tokens: RefreshTokensTable;
  login_attempts: LoginAttemptsTable;
  auth_codes: AuthCodesTable;
  school_invites: SchoolInvitesTable;
  /** SQLite only (FTS5, migration 0003_search); see tables/search.ts. */
  course_search: CourseSearchTable;
  cookie_consents: CookieConsentsTable;
  enrolments: EnrolmentsTable;
  follows: FollowsTable;
  vip_memberships: VipMembershipsTable;
  user_avatars: UserAvatarsTable;
  position_tasks: PositionTasksTable;
}

export type TableName = keyof Database;

/** Owner of platform-wide config entries. */
export const PLATFORM_SCHOOL_ID = '0000000000000000000';
