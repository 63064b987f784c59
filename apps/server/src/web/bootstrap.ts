/**
 * Builds the ShellBootstrap of one page request from the database (contracts.md §2): the single place where the
 * server decides what the shell renders with, so the page needs no follow-up fetches on first paint.
 */
import {
  API_LIMITS,
  deriveRegion,
  isDesignPath,
  isHeaderHidden,
  isOverseasHost,
  isSchoolId,
  matchRoute,
  normalizeSearchKeyword,
  resolveLanguage,
  resolveSchoolId,
  resolveSubSchoolId,
  textDirection,
  type LanguageCode,
} from '@portico/core';
import type {
  AgreementStatus,
  PageData,
  RouteState,
  SearchPageResults,
  ShellBootstrap,
} from '@portico/contracts';
import type { Kysely } from 'kysely';
import { isAdminOf, isMemberOf, type Viewer } from '../auth/viewer.ts';
import type { AppConfig } from '../config/env.ts';
import { engineOf } from '../db/engine-of.ts';
import { ID_PATTERN } from '../db/ids.ts';
import type { Database } from '../db/schema.ts';
import { loadCustomerService } from '../modules/academies/customer-service.ts';
import { loadConsolePage } from './console-page.ts';
import { loadCommunityPage } from './community-page.ts';
import { loadKnowledgePage } from './knowledge-pages.ts';
import { loadInboxPage } from './feedback-inbox.ts';
import { loadActiveBulletin } from '../modules/bulletins/queries.ts';
import { presentTopCategories } from '../modules/categories/presenter.ts';
import { listCategories } from '../modules/categories/queries.ts';
import { loadComposedPage } from '../modules/portal-pages/page-data.ts';
import { presentLatestCourse } from '../modules/courses/presenter.ts';
import { latestCourses } from '../modules/courses/queries.ts';
import { localizeCategories, localizeCourses } from '../repositories/catalog-texts.ts';
import { footerInUse } from '../modules/footer/presenter.ts';
import type { FooterTexts } from '../modules/footer/presenter.ts';
import { loadLocalizedFooter, type FooterRow } from '../modules/footer/queries.ts';
import { loadPresentedNavigation } from '../modules/navigation/document.ts';
import { presentHeaderSettings } from '../modules/navigation/presenter.ts';
import { loadHeaderSettings } from '../modules/navigation/queries.ts';
import { canViewSchoolContent } from '../auth/school-access.ts';
import { presentSchoolInfo } from '../modules/schools/presenter.ts';
import { localizedDescriptions } from '../repositories/translations.ts';
import { findSubSchool, type SchoolRow } from '../modules/schools/queries.ts';
import { runSchoolSearch } from '../modules/search/run-search.ts';
import { toAgreementLang } from '../modules/agreements/presenter.ts';
import { latestTitledAgreement, loadAgreementStatus } from '../modules/agreements/status.ts';
import { presentMembership } from '../modules/members/presenter.ts';
import { isNameIncomplete } from '../shared/names.ts';
import { loadCenterPageData } from './center-pages.ts';
import { loadExamInfoPage } from './exam-info-page.ts';
import { loadCreationCenterPage } from './creation-center-page.ts';
import { loadCoursePage } from './course-pages.ts';
import { loadCertification, loadUserPanel } from './user-panel.ts';
import type { ShellCache } from '../shared/shell-cache.ts';
import { BULLETIN_TTL_MS, NO_SHELL_CACHE, shellLoads, type ShellLoads } from './shell-loads.ts';

/** The portal page shows what `latest-courses` answers by default. */
const PORTAL_HOME_COURSES = API_LIMITS.LATEST_COURSES;
/** The search route's page size (the results page asks the API for the same, so both are one cache entry). */
const SEARCH_PAGE_SIZE = API_LIMITS.SEARCH_PAGE_SIZE;

export interface BootstrapRequest {
  /** Path and query as the browser sent them. */
  url: string;
  /** Host header (region and overseas rules). */
  host: string;
  /** The page viewer (both tokens valid, see auth/page-session.ts); null for visitors. */
  viewer?: Viewer | null;
  /** A HEAD request (or any probe) must not record anything, e.g. a search in the hot-search counts. */
  readOnly?: boolean;
  /** The client's address (request.ip): a visitor's search is counted and throttled per address. */
  clientAddress?: string | null;
  /** Told when one section of the shell failed and its fallback is shown instead (spec §8). */
  onSectionError?: (section: string, error: unknown) => void;
  /** The bulletin id the browser closed (cookie mirror of spec §3's closeBulletin, issue 12). */
  closedBulletinId?: string | null;
  /** The shell cache (issue 17): absent, everything is read from the database. */
  shellCache?: ShellCache;
}

/** What the URL names, resolved once: the page rules (web/page-rules.ts) decide on it before the bootstrap. */
export interface ResolvedPage {
  pathname: string;
  query: URLSearchParams;
  overseas: boolean;
  lang: LanguageCode;
  route: RouteState;
  school: SchoolRow | null;
}

const ID_RE = new RegExp(ID_PATTERN);

/**
 * The search route's results for its URL (`keyword`, `categoryId`, `page`), as the search endpoint answers them —
 * and recorded as the endpoint records them, so a search made by loading the page counts once. A malformed
 * `categoryId` or `page` is ignored (no filter, first page) rather than answered with an error; no keyword and no
 * category is no search (null).
 */
async function searchResults(
  db: Kysely<Database>,
  schoolId: string,
  keyword: string,
  query: URLSearchParams,
  viewer: Viewer | null,
  recording: { record: boolean; clientAddress: string | null },
  lang: LanguageCode,
): Promise<SearchPageResults | null> {
  const rawCategory = query.get('categoryId');
  const categoryId = rawCategory !== null && ID_RE.test(rawCategory) ? rawCategory : null;
  if (keyword === '' && !categoryId) return null;
  const rawPage = query.get('page') ?? '';
  const page =
    /^[1-9]\d{0,4}$/.test(rawPage) && Number(rawPage) <= API_LIMITS.SEARCH_PAGE_MAX ? Number(rawPage) : 1;
  const results = { records: [], total: 0, page, pageSize: SEARCH_PAGE_SIZE, categoryId };
  const found = await runSchoolSearch(db, engineOf(db), {
    schoolId,
    viewer,
    keyword,
    categoryId,
    page,
    pageSize: SEARCH_PAGE_SIZE,
    includeSubSchools: true,
    ...recording,
    lang,
  });
  return { ...results, ...found };
}

async function loadPageData(
  db: Kysely<Database>,
  config: AppConfig,
  route: RouteState,
  school: SchoolRow,
  query: URLSearchParams,
  pathname: string,
  viewer: Viewer | null,
  request: Pick<BootstrapRequest, 'onSectionError' | 'readOnly' | 'clientAddress' | 'shellCache'>,
  shell: ShellLoads,
  lang: LanguageCode,
): Promise<PageData> {
  switch (route.id) {
    case 'portal-home': {
      // Issue 27: the school's published composed page (HOME, or the pageId a navigation entry names), cut to
      // the viewer's audience on the server; without one (or if it fails) the fixed layout below.
      const composedLoad = loadComposedPage(db, {
        school,
        pageId: query.get('pageId'),
        viewer,
        lang,
        preview: isAdminPreview(query, school, viewer),
        cache: request.shellCache ?? NO_SHELL_CACHE,
      }).catch((error: unknown) => {
        request.onSectionError?.('composed page', error);
        return null;
      });
      // A composed page replaces the fixed layout: its latest courses are not read, sent nor cloned to the
      // render thread (the composed page's own course rows carry what it shows).
      const composed = await composedLoad;
      const latest = composed ? [] : await shell.latestCourses(school.id, PORTAL_HOME_COURSES, lang);
      return { kind: 'portal-home', latestCourses: latest.map(presentLatestCourse), composed };
    }
    case 'portal-sub-school': {
      const subId = resolveSubSchoolId({ pathname, query });
      const sub = isSchoolId(subId) ? await findSubSchool(db, school.id, subId) : undefined;
      const visible = sub !== undefined && canViewSchoolContent(sub, viewer);
      // Issue 27: the sub-school's own composed page, under the same audience and cache rules as a school's.
      const composedLoad = visible
        ? loadComposedPage(db, {
            school: sub,
            pageId: query.get('pageId'),
            viewer,
            lang,
            preview: isAdminPreview(query, sub, viewer),
            cache: request.shellCache ?? NO_SHELL_CACHE,
          }).catch((error: unknown) => {
            request.onSectionError?.('composed page', error);
            return null;
          })
        : null;
      const composed = await composedLoad;
      const courses =
        visible && !composed
          ? await localizeCourses(db, await latestCourses(db, [sub.id], PORTAL_HOME_COURSES), lang)
          : [];
      return {
        kind: 'sub-school',
        subSchool: sub ? presentSchoolInfo(sub) : null,
        latestCourses: courses.map(presentLatestCourse),
        composed,
      };
    }
    case 'portal-search': {
      const keyword = normalizeSearchKeyword(query.get('keyword') ?? '');
      // Read before the search records itself: the popular searches are those made before this one.
      const hot = await shell.hotSearches(school.id);
      // Failed results keep the rest of the page (keyword, popular searches); the browser then asks for them.
      const recording = { record: !request.readOnly, clientAddress: request.clientAddress ?? null };
      const results = await searchResults(db, school.id, keyword, query, viewer, recording, lang).catch(
        (error: unknown) => {
          request.onSectionError?.('search results', error);
          return null;
        },
      );
      return { kind: 'search', keyword, hotSearches: hot, results };
    }
    case 'course-view':
    case 'course-application':
      // Issues 11 and 23: the course with its outline, or the learning view.
      return loadCoursePage(db, {
        route: { id: route.id, params: route.params },
        school,
        query,
        viewer,
        lang,
      });
    case 'school-feedback':
      // Issue 12: the admin inbox (the page rules let only the school's administrators this far).
      return loadInboxPage(db, school, query);
    case 'school-management':
    case 'sub-school-management':
      // Issue 13: the admin console (the page rules let only administrators this far).
      return loadConsolePage(db, route, school, query, viewer);
    case 'creation-center':
      // Issue 25: the viewer's courses (the page rules let only creators of the school this far).
      return loadCreationCenterPage(db, school, viewer);
    case 'knowledge-portal':
    case 'knowledge-list':
    case 'knowledge-detail':
      // Issue 27: the knowledge portal, its list and an article or a document library.
      return loadKnowledgePage(db, { route, school, query, viewer });
    case 'exam':
      // Issue 28 item 4: a signed-in viewer's examInfo paints its exam at once (a visitor's page is cacheable).
      return (await loadExamInfoPage(db, { route, school, query, viewer })) ?? { kind: 'none' };
    case 'community':
    case 'o3-detail':
      // Issue 14: the community pages of the O3 school.
      return loadCommunityPage(db, { route, school, query, viewer });
    default:
      // Issue 11: the private center, personal space and AI page.
      return (
        (await loadCenterPageData(db, config, { route, school, query, viewer, lang })) ?? { kind: 'none' }
      );
  }
}

export async function resolvePage(
  db: Kysely<Database>,
  config: AppConfig,
  request: Pick<BootstrapRequest, 'url' | 'host' | 'shellCache'>,
): Promise<ResolvedPage> {
  const { pathname, searchParams: query } = new URL(request.url, 'http://portico.invalid');
  const overseas = isOverseasHost(request.host, config.overseasHosts);
  const lang = resolveLanguage({ query: query.get('sxz-lang'), overseas });
  const match = matchRoute(pathname);
  let route: RouteState = match ? { id: match.id, params: match.params } : { id: 'not-found', params: {} };

  const schoolId = resolveSchoolId({ pathname, query, stored: null });
  const shell = shellLoads(request.shellCache ?? NO_SHELL_CACHE, db);
  const school = isSchoolId(schoolId) ? ((await shell.school(schoolId)) ?? null) : null;
  // A school route naming no known school is a page that does not exist.
  if (!school && (route.params.schoolId ?? route.params.subSchoolId) !== undefined) {
    route = { id: 'not-found', params: {} };
  }
  return { pathname, query, overseas, lang, route, school };
}

/** The agreement dialog's state, only when the viewer is a member who must sign (null otherwise). */
async function agreementToSign(
  db: Kysely<Database>,
  shell: ShellLoads,
  viewer: Viewer | null,
  school: SchoolRow,
  lang: LanguageCode,
): Promise<AgreementStatus | null> {
  if (!viewer || !isMemberOf(viewer, school.id)) return null;
  // The school's agreement is shell data (a console publish drops it); only the user's signatures are read per page.
  const latest = shell.perSchool('agreement', school, [lang], () =>
    latestTitledAgreement(db, school.id, lang),
  );
  const status = await loadAgreementStatus(
    db,
    {
      schoolId: school.id,
      userId: viewer.userId,
      validMember: true,
      lang: toAgreementLang(lang),
      contentLang: lang,
    },
    latest,
  );
  return status.needSign ? status : null;
}

/**
 * Spec §2 preview ("computer preview": query preview=1 or isPreview=true) opened by an admin of the school (or of
 * its parent): the page shows the unpublished navigation draft (issue 13 §5). Visitors and members never get it.
 */
function isAdminPreview(query: URLSearchParams, school: SchoolRow, viewer: Viewer | null): boolean {
  const preview = query.get('preview') === '1' || query.get('isPreview') === 'true';
  if (!preview || !viewer) return false;
  return isAdminOf(viewer, school.id) || (school.parent_id !== null && isAdminOf(viewer, school.parent_id));
}

export async function buildBootstrap(
  db: Kysely<Database>,
  config: AppConfig,
  request: BootstrapRequest,
  resolved?: ResolvedPage,
): Promise<ShellBootstrap> {
  const { pathname, query, overseas, lang, route, school } =
    resolved ?? (await resolvePage(db, config, request));
  const viewer = request.viewer ?? null;
  const shell = shellLoads(request.shellCache ?? NO_SHELL_CACHE, db);
  // Contracts §7: who may switch, languages and sites; loads alongside the rest (it never rejects).
  const switchingLoad = shell.switching(school, viewer, overseas);

  const base = {
    url: request.url,
    lang,
    dir: textDirection(lang),
    region: deriveRegion(request.host, config.regionHosts),
    overseas,
    route,
    headerHidden: isHeaderHidden(pathname, query),
    designMode: isDesignPath(pathname),
    viewer: viewer?.user ?? null,
    membership: null,
    agreement: null,
    nameIncomplete: viewer ? isNameIncomplete(viewer.user.realName) : false,
    userPanel: null,
    certification: null,
  };
  if (!school) {
    return {
      ...base,
      switching: await switchingLoad,
      school: null,
      navigation: { groups: [], activeGroupId: null },
      headerSettings: null,
      categories: [],
      footer: null,
      bulletin: null,
      bulletinClosed: false,
      customerService: null,
      page: { kind: 'none' },
    };
  }

  // A closed school shows its public face (name, logo, header layout, footer) but none of its content.
  const canView = canViewSchoolContent(school, viewer);
  // Spec §8: a section that fails falls back (default header, first/no navigation, default footer, no
  // bulletin…) instead of failing the whole page.
  const section = <T>(name: string, load: Promise<T> | T, fallback: T): Promise<T> =>
    Promise.resolve(load).catch((error: unknown) => {
      request.onSectionError?.(name, error);
      return fallback;
    });
  const noPage: PageData = { kind: 'none' };
  // Issue 11: the header's user panel (bell, AI entry, VIP, fans/follows, menu config) and the certification bar.
  const userPanelLoad = section(
    'user panel',
    canView ? loadUserPanel(db, { school, viewer, overseas, shell }) : null,
    null,
  );
  const certificationLoad = section(
    'certification',
    loadCertification(db, school, request.clientAddress ?? null, shell),
    null,
  );
  // Issue 12: the right-side tools' customer service (spec §3 / §5).
  const customerServiceLoad = section(
    'customer service',
    shell.perSchool('customer-service', school, [lang], () => loadCustomerService(db, school)),
    null,
  );
  // Issue 17: the shell's reads go through the cache, keyed by school (and parent) and language; an admin's
  // preview of the navigation draft is never cached.
  const draft = isAdminPreview(query, school, viewer);
  const navigationLoad = () =>
    draft
      ? loadPresentedNavigation(db, school, lang, { draft })
      : shell.perSchool('navigation', school, [lang], () =>
          loadPresentedNavigation(db, school, lang, { draft: false }),
        );
  // Issue 13 §2: the school's description in the page language (its lead on the portal home).
  const descriptionLoad = shell.perSchool(
    'description',
    school,
    [lang],
    async () => (await localizedDescriptions(db, [school], lang)).get(school.id) ?? null,
  );
  const [navigation, header, categories, footers, bulletin, page, agreement, switching, description] =
    await Promise.all([
      section('navigation', canView ? navigationLoad() : null, null),
      section(
        'header settings',
        shell.perSchool('header', school, [lang], () => loadHeaderSettings(db, school.id)),
        { placements: [], components: [] },
      ),
      section(
        'categories',
        canView
          ? shell.perSchool('categories', school, [lang], async () =>
              localizeCategories(db, await listCategories(db, school.id, 0), lang),
            )
          : [],
        [],
      ),
      // Issue 13 §2: footer and bulletin texts in the page language (→ the school's default → the row's text).
      section<{ rows: FooterRow[]; texts?: FooterTexts }>(
        'footer',
        shell.perSchool('footer', school, [lang], () => loadLocalizedFooter(db, school, lang)),
        { rows: [] },
      ),
      section(
        'bulletin',
        canView
          ? shell.perSchool(
              'bulletin',
              school,
              [lang],
              () => loadActiveBulletin(db, school, lang, new Date()),
              {
                ttlMs: BULLETIN_TTL_MS,
              },
            )
          : null,
        null,
      ),
      section(
        'page data',
        canView
          ? loadPageData(db, config, route, school, query, pathname, viewer, request, shell, lang)
          : noPage,
        noPage,
      ),
      section('agreement', agreementToSign(db, shell, viewer, school, lang), null),
      switchingLoad,
      section('school description', descriptionLoad, school.description),
    ]);
  const groups = navigation ?? [];
  const wantedGroup = query.get('navGroupId');
  const [userPanel, certification] = await Promise.all([userPanelLoad, certificationLoad]);
  return {
    ...base,
    switching,
    userPanel,
    certification,
    // Spec §3 isInnerIp: the client is on the school's inner network (the internal-segment check).
    school: { ...presentSchoolInfo(school), description, isInnerIp: certification?.isInnerIp ?? false },
    membership: presentMembership(viewer, school.id),
    agreement,
    navigation: {
      groups,
      activeGroupId: groups.find((g) => g.id === wantedGroup)?.id ?? groups[0]?.id ?? null,
    },
    headerSettings: presentHeaderSettings(header),
    categories: presentTopCategories(categories),
    footer: footerInUse(footers.rows, footers.texts),
    bulletin,
    bulletinClosed: bulletin !== null && request.closedBulletinId === bulletin.id,
    customerService: await customerServiceLoad,
    page,
  };
}
