/**
 * The one payload the server computes per page request and the web app renders from (server render and
 * hydration both read the same object, so there is no request waterfall and no hydration mismatch).
 * Later capabilities add fields here; nothing in the shell fetches what the bootstrap already holds. The wire
 * shapes it carries are the API's, derived from their schemas; only the bootstrap's own fields are written here.
 */
import type { LanguageCode, Region, RouteId } from '@portico/core';
import type { SiteItem } from './academies.ts';
import type { AgreementStatus } from './agreements.ts';
import type { UserInfo } from './accounts.ts';
import type { Bulletin } from './bulletins.ts';
import type { Category } from './categories.ts';
import type { CourseDetail, LatestCourse } from './courses.ts';
import type { FooterTemplate } from './footer.ts';
import type { Role } from './members.ts';
import type { HeaderSettings, NavigationGroup } from './navigation.ts';
import type { SchoolInfo } from './schools.ts';
import type { HotSearchEntry, SearchResult } from './search.ts';

export interface RouteState {
  /** 'not-found' when no route of the spec's table matches. */
  id: RouteId | 'not-found';
  params: Record<string, string>;
}

/** Route-specific data the server already loaded, so the page renders with real data on first paint. */
export type PageData =
  | { kind: 'portal-home'; latestCourses: LatestCourse[] }
  | { kind: 'sub-school'; subSchool: SchoolInfo | null; latestCourses: LatestCourse[] }
  | { kind: 'search'; keyword: string; hotSearches: HotSearchEntry[]; results: SearchPageResults | null }
  | { kind: 'course'; course: CourseDetail | null }
  | { kind: 'none' };

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
