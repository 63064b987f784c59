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
import type { NavigationDraftsTable } from './tables/console-navigation.ts';
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
import type { AuditLogTable, ConfigVersionsTable, ContentTranslationsTable } from './tables/console.ts';
import type {
  CommunityCirclesTable,
  CommunityLikesTable,
  CommunityPointsTable,
  CommunityPostTopicsTable,
  CommunityPostsTable,
  CommunityRepliesTable,
  CommunityTopicsTable,
} from './tables/community.ts';
import type {
  CourseChaptersTable,
  CourseCompletionsTable,
  CourseResourcesTable,
  LearningViewingsTable,
  ResourceProgressTable,
  StudyDaysTable,
} from './tables/learning.ts';
import type {
  ExamAnswersTable,
  ExamAttemptsTable,
  ExamMistakesTable,
  ExamQuestionsTable,
  ExamQuestionVersionsTable,
  ExamsTable,
  PracticeAnswersTable,
} from './tables/exams.ts';
import type { MediaFilesTable, ScormRuntimeTable } from './tables/media.ts';
import type { CourseDraftsTable, CourseLecturersTable, CourseVersionsTable } from './tables/authoring.ts';
import type { ArticlesTable } from './tables/o3-articles.ts';
import type {
  KnowledgeDocumentsTable,
  KnowledgeLibrariesTable,
  KnowledgeSearchTable,
} from './tables/knowledge.ts';
import type { LearningPathsTable } from './tables/learning-paths.ts';
import type { PortalPageLayoutsTable } from './tables/portal-pages.ts';
import type { ClassAssignmentsTable, ClassesTable, ClassMembersTable } from './tables/classes.ts';
import type { LiveSessionsTable } from './tables/live-sessions.ts';
import type { CourseSearchTable } from './tables/search.ts';
import type { ThirdLoginFlowsTable, ThirdPartyIdentitiesTable } from './tables/third-party.ts';
import type { CookieConsentsTable } from './tables/switching.ts';
import type {
  CoursePurchasesTable,
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
export type * from './tables/third-party.ts';
export type * from './tables/switching.ts';
export type * from './tables/user-panel.ts';
export type * from './tables/console.ts';
export type * from './tables/community.ts';
export type * from './tables/learning.ts';
export type * from './tables/exams.ts';
export type * from './tables/media.ts';
export type * from './tables/authoring.ts';
export type * from './tables/o3-articles.ts';
export type * from './tables/learning-paths.ts';
export type * from './tables/classes.ts';
export type * from './tables/live-sessions.ts';

export interface Database {
  third_login_flows: ThirdLoginFlowsTable;
  third_party_identities: ThirdPartyIdentitiesTable;
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
  course_purchases: CoursePurchasesTable;
  follows: FollowsTable;
  vip_memberships: VipMembershipsTable;
  user_avatars: UserAvatarsTable;
  position_tasks: PositionTasksTable;
  audit_log: AuditLogTable;
  content_translations: ContentTranslationsTable;
  config_versions: ConfigVersionsTable;
  navigation_drafts: NavigationDraftsTable;
  community_circles: CommunityCirclesTable;
  community_topics: CommunityTopicsTable;
  community_posts: CommunityPostsTable;
  community_post_topics: CommunityPostTopicsTable;
  community_replies: CommunityRepliesTable;
  community_likes: CommunityLikesTable;
  community_points: CommunityPointsTable;
  course_chapters: CourseChaptersTable;
  course_resources: CourseResourcesTable;
  resource_progress: ResourceProgressTable;
  learning_viewings: LearningViewingsTable;
  study_days: StudyDaysTable;
  course_completions: CourseCompletionsTable;
  exam_questions: ExamQuestionsTable;
  exam_question_versions: ExamQuestionVersionsTable;
  exams: ExamsTable;
  exam_attempts: ExamAttemptsTable;
  exam_answers: ExamAnswersTable;
  practice_answers: PracticeAnswersTable;
  exam_mistakes: ExamMistakesTable;
  classes: ClassesTable;
  class_members: ClassMembersTable;
  class_assignments: ClassAssignmentsTable;
  live_sessions: LiveSessionsTable;
  media_files: MediaFilesTable;
  scorm_runtime: ScormRuntimeTable;
  course_drafts: CourseDraftsTable;
  articles: ArticlesTable;
  knowledge_libraries: KnowledgeLibrariesTable;
  knowledge_documents: KnowledgeDocumentsTable;
  knowledge_search: KnowledgeSearchTable;
  learning_paths: LearningPathsTable;
  portal_page_layouts: PortalPageLayoutsTable;
  course_versions: CourseVersionsTable;
  course_lecturers: CourseLecturersTable;
}

export type TableName = keyof Database;

/** Owner of platform-wide config entries. */
export const PLATFORM_SCHOOL_ID = '0000000000000000000';
