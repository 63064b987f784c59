/**
 * The one payload the server computes per page request and the web app renders from (server render and
 * hydration both read the same object, so there is no request waterfall and no hydration mismatch).
 * Later capabilities add fields here; nothing in the shell fetches what the bootstrap already holds. The wire
 * shapes it carries are the API's, derived from their schemas; only the bootstrap's own fields are written here.
 */
import type {
  EnrolmentStatus,
  LanguageCode,
  LoginMenuConfig,
  PersonSpaceTab,
  PrivateCenterSection,
  Region,
  RouteId,
} from '@portico/core';
import type { AiStatus, PositionDegree } from './ai.ts';
import type { CreationCenterPage } from './authoring.ts';
import type { CommunityPageData } from './community.ts';
import type { CourseEnrolment, EnrolmentList, SelfEnrolmentBlockCode } from './enrolments.ts';
import type { Certificate, EnrolmentCounts, LearningTaskList } from './learning-center.ts';
import type { MessageList } from './messages.ts';
import type { MyLearningPaths } from './learning-paths.ts';
import type { FollowList, PersonDetails, PersonSpaceVo } from './person-space.ts';
import type { SiteItem } from './academies.ts';
import type { AgreementStatus } from './agreements.ts';
import type { UserInfo } from './accounts.ts';
import type { Bulletin } from './bulletins.ts';
import type { Category } from './categories.ts';
import type { CourseDetail, LatestCourse } from './courses.ts';
import type { ErrorCode } from './errors.ts';
import type { ExamInfo } from './exams.ts';
import type {
  CourseOutline,
  LearnResource,
  LearningArchive,
  LearningSummary,
  OutlineChapter,
} from './learning.ts';
import type { FeedbackInbox, FeedbackInboxFilter } from './feedback-inbox.ts';
import type { FooterTemplate } from './footer.ts';
import type { Role } from './members.ts';
import type { HeaderSettings, NavigationGroup } from './navigation.ts';
import type { SchoolInfo } from './schools.ts';
import type { PortalPageView } from './portal-pages.ts';
import type { ConsolePage } from './console.ts';
import type { HotSearchEntry, SearchResult } from './search.ts';
import type { KnowledgeDetailPage, KnowledgeListPage, KnowledgePortalPage } from './knowledge.ts';

export interface RouteState {
  /** 'not-found' when no route of the spec's table matches. */
  id: RouteId | 'not-found';
  params: Record<string, string>;
}

/** Route-specific data the server already loaded, so the page renders with real data on first paint. */
export type PageData =
  | {
      kind: 'portal-home';
      latestCourses: LatestCourse[];
      /** Issue 27: the school's published page composed from modules (its HOME page, or `pageId`'s); null: the fixed layout. */
      composed?: PortalPageView | null;
    }
  | {
      kind: 'sub-school';
      subSchool: SchoolInfo | null;
      latestCourses: LatestCourse[];
      /** Issue 27: the sub-school's published composed page (its HOME page, or `pageId`'s); null: the fixed layout. */
      composed?: PortalPageView | null;
    }
  | { kind: 'search'; keyword: string; hotSearches: HotSearchEntry[]; results: SearchPageResults | null }
  | {
      kind: 'course';
      course: CourseDetail | null;
      enrolment: CourseEnrolment | null;
      /** Issue 23 item 3: why the viewer could not enrol themself (a visitor: as a non-member without purchase). */
      enrolBlock: SelfEnrolmentBlockCode | null;
      /** Issue 23: chapters and resources, with the viewer's progress and where "Continue" goes. */
      outline: CourseOutline | null;
    }
  | CourseLearnPage
  | CreationCenterPage
  | ApplicationViewPage
  | PrivateCenterPage
  | LearningProfilePage
  | PersonSpacePage
  | AiChatPage
  | FeedbackInboxPage
  | ConsolePage
  | CommunityPageData
  | KnowledgePortalPage
  | KnowledgeListPage
  | KnowledgeDetailPage
  | ExamInfoPage
  | { kind: 'none' };

/**
 * `/iexam/{schoolId}/examInfo?examId` for a signed-in viewer (issue 28 item 4): the exam and the viewer's standing
 * as `GET …/exams/{examId}` answers them, so the page paints them at once (the browser then refreshes them: the
 * clock and the attempts are live). A visitor's page (cacheable) carries none: its browser asks.
 */
export interface ExamInfoPage {
  kind: 'exam-info';
  info: ExamInfo;
}

/**
 * `/course/{schoolId}/course-learn?courseId&resourceId` (issue 23): the resource to learn beside the outline, or
 * why it cannot be learned (`problem`: COURSE_NOT_FOUND, LOGIN_REQUIRED, NOT_ENROLLED, CHAPTER_LOCKED,
 * RESOURCE_NOT_FOUND). Without a resourceId it opens where "Continue" goes.
 */
export interface CourseLearnPage {
  kind: 'course-learn';
  course: CourseDetail | null;
  outline: CourseOutline | null;
  resource: LearnResource | null;
  problem: ErrorCode | null;
}

/**
 * `/course/{schoolId}/application-view?courseId&appId&appType` (spec §2, issue 23): an application resource's
 * detail — its course (by the course resource id), what completes it, and whether the viewer may open it
 * (application-learn) or why not. `problem`: COURSE_NOT_FOUND or RESOURCE_NOT_FOUND (page 404), CHAPTER_LOCKED
 * (403, `lock` says why). Without `appId` the page is the course's own (kind `course`).
 */
export interface ApplicationViewPage {
  kind: 'application-view';
  course: CourseDetail | null;
  enrolment: CourseEnrolment | null;
  outline: CourseOutline | null;
  application: {
    resourceId: string;
    title: string;
    appId: string;
    appType: string | null;
    /** Runs inside the learning view (core isEmbeddedApp), so it completes by time on task. */
    embedded: boolean;
    required: boolean;
    /** Time on task an embedded application needs (seconds). */
    requiredSeconds: number;
    completed: boolean;
    chapterTitle: string;
    lock: OutlineChapter['lock'];
  } | null;
  problem: ErrorCode | null;
}

/** `/iadmin/{schoolId}/management/feedback` (issue 12): the inbox's first page and the content review's state. */
export interface FeedbackInboxPage {
  kind: 'feedback-inbox';
  status: FeedbackInboxFilter;
  inbox: FeedbackInbox;
  contentReview: { contentReviewSwitch: '0' | '1'; blockedImages: number };
}

/**
 * `/center/privateCenter.htm` (issue 11): the section its `type` names (core `privateCenterSection`) with that
 * section's first page; the other sections are null.
 */
export interface PrivateCenterPage {
  kind: 'private-center';
  section: PrivateCenterSection;
  enrolments: EnrolmentList | null;
  /** Issue 23: the "my courses" filter of the URL (`status`) and how many courses each filter holds. */
  enrolmentStatus: EnrolmentStatus;
  enrolmentCounts: EnrolmentCounts | null;
  messages: MessageList | null;
  /** The position tasks (havePositionTask, for the header), and each with its state (issue 23). */
  tasks: PositionDegree | null;
  learningTasks: LearningTaskList | null;
  /** Issue 23: study-data section — the same answer as `GET …/learning/summary`. */
  summary: LearningSummary | null;
  /**
   * Issue 26 item 5: the learning map (types `studyCenter_JobStudy` and `studyCenter_LearningTask`, the
   * `postLearning` and `learningMap` entrances) — the same answer as `GET …/learning-paths/v1/{schoolId}/my-paths`.
   */
  learningPaths?: MyLearningPaths | null;
}

/**
 * `/center/myLearningProfile.htm` (issue 23 item 7): the viewer's completion records with totals, and with
 * `?certificate=<completionId>` that record's certificate (`certificateMissing`: the id names none of theirs).
 */
export interface LearningProfilePage {
  kind: 'learning-profile';
  archive: LearningArchive;
  certificate: Certificate | null;
  certificateMissing: boolean;
}

/** `/personSpace/{schoolId}/{tab}`: whose space (null: not found in this school) and the tab's first page. */
export interface PersonSpacePage {
  kind: 'person-space';
  tab: PersonSpaceTab;
  space: PersonDetails | null;
  /** works: the user's courses in progress in this school. */
  courses: EnrolmentList | null;
  /** fan / follow: the people. */
  people: FollowList | null;
}

/** `/mobile/AIChat-pc.htm`: whether the assistant is on for the viewer, how it answers, the position tasks. */
export interface AiChatPage {
  kind: 'ai-chat';
  status: AiStatus;
  logoUrl: string | null;
  tasks: PositionDegree | null;
  /** Issue 26 item 5: the viewer's learning maps; the role-learning tab lists their next items. */
  learningPaths?: MyLearningPaths | null;
}

/** What the header's user panel shows for a logged-in viewer in a school (issue 11). */
export interface UserPanelState {
  /** Unread messages of the viewer in this school (getMessageCnt). */
  unreadMessages: number;
  /** searchVipWithImageJson: the VIP badge on the avatar. */
  isVip: boolean;
  /** Fans and follows in this school (selectPersonDetails personSpaceVo). */
  personSpaceVo: PersonSpaceVo;
  ai: AiEntryState;
  /** The school's login-menu config (spec §3), defaults filled in. */
  loginMenu: LoginMenuConfig;
  /** Spec §5 creation-entry rule, decided with the platform's tech-tenant and creation-tenant config. */
  creationEntry: boolean;
}

/** Header component 009 (spec §4 / §5). */
export interface AiEntryState {
  /** aiEntranceVisibleToCurUser. */
  visible: boolean;
  /** The school's AI logo (ai-config/logo); null → the default icon. */
  logoUrl: string | null;
  /** compulsory-position-degree havePositionTask (the 5 s new-task tip). */
  havePositionTask: boolean;
}

/** Spec §4 certification bar for this request: the school's level and the internal-segment check. */
export interface CertificationState {
  /** Core showCertificationTip: authType not '3' and the client on the school's inner network. */
  show: boolean;
  authType: string;
  certificationLevel: string;
  /** The client address lies in one of the school's internal segments. */
  isInnerIp: boolean;
  /** The school has internal segments configured (stored as hasInternal '1' / '0' by the spec's client). */
  hasInternal: boolean;
}

/**
 * The search route's page of results, exactly as `GET /api/search/v1/search/courses` answers it for the URL's
 * keyword, `categoryId` and `page` (pageSize 20, sub-schools included). null when the URL asks for no search
 * (no keyword and no category).
 */
export type SearchPageResults = Omit<SearchResult, 'keyword'> & {
  /** The category filter that was applied (the URL's, when well-formed), or null. */
  categoryId: string | null;
};

export interface ShellBootstrap {
  /** Path and query of the request, as the browser sent it. */
  url: string;
  lang: LanguageCode;
  dir: 'ltr' | 'rtl';
  region: Region;
  overseas: boolean;
  route: RouteState;
  /** Header visibility rules of spec §2, applied on the server so a hidden header never flashes. */
  headerHidden: boolean;
  /** First path segment "design": header shown, navigation inert, wider footer. */
  designMode: boolean;
  /** The school (tenant) the URL names, or null when it names none or an unknown one. */
  school: SchoolInfo | null;
  navigation: { groups: NavigationGroup[]; activeGroupId: string | null };
  /** null → the default header (settings failed or were not 200000). */
  headerSettings: HeaderSettings | null;
  /** Top-level categories of the school, with their sub-categories. */
  categories: Category[];
  /** null → the default footer. */
  footer: FooterTemplate | null;
  /** The school's active bulletin, if any; visibility per stored flags is decided in the browser. */
  bulletin: Bulletin | null;
  /**
   * The browser said (cookie mirror of spec §3's bulletinId / closeBulletin) that it closed this very bulletin: the
   * server leaves it out of the first paint, so closing it never makes the page jump on the next load.
   */
  bulletinClosed: boolean;
  /** Spec §3 customer service config, present only when its switch is "1" (spec §5). */
  customerService: CustomerServiceInfo | null;
  /** Logged-in user; null for visitors. Logged in = both the access and the refresh cookie are present and valid. */
  viewer: UserInfo | null;
  /** What the viewer may do in this school (null for visitors or when the URL names no school). */
  membership: ViewerMembership | null;
  /** School convention agreement state for the viewer in this school (null when nothing to sign). */
  agreement: AgreementStatus | null;
  /** True when the viewer's real name is missing or fails the name checks (spec §4 name compliance). */
  nameIncomplete: boolean;
  /** Who may switch schools, and the language and site lists of the switchers (contracts §7). */
  switching: SwitchingState;
  /** The logged-in viewer's panel in this school (bell, AI entry, VIP, fans/follows, menu config); null otherwise. */
  userPanel: UserPanelState | null;
  /** The certification bar's state for the URL's school (null when the URL names none). */
  certification: CertificationState | null;
  page: PageData;
}

export interface SwitchingState {
  /** Component 002 (switch academy) is shown only when allowed (spec §6). */
  allowed: boolean;
  allianceSwitchOn: boolean;
  unionMember: boolean;
  /** The school's language list (spec §4: failure falls back to zh_CN and en_US). */
  languages: LanguageCode[];
  sites: SiteItem[];
  /** The school is on the notify list: messages show even on overseas hosts. */
  notifySchool: boolean;
}

export interface ViewerMembership {
  /** A valid member of this school (or of its parent for a sub-school). */
  validMember: boolean;
  /** Administrator of this school (or of this sub-school). */
  admin: boolean;
  /** Lecturing permission (spec: data.hasPermission). */
  lecturer: boolean;
  role: Role | null;
}

/** Spec §3 "Customer service config: servicePhone, serviceEmail, serviceWeChat" (each may be empty). */
export interface CustomerServiceInfo {
  servicePhone: string | null;
  serviceEmail: string | null;
  serviceWeChat: string | null;
}
