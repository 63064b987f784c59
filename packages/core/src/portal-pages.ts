/**
 * Portal pages composed from modules (issue 27 items 2–4): each school's pages (spec §2 page types, addressed by
 * `pageId` from navigation entries) are ordered lists of modules an admin composes in design mode. This file is
 * the pure part: the module kinds and their limits, who a module is for (the audience rule the server applies
 * before anything reaches a page), the validation of a page document, the editor's ordering helpers and the
 * cache scope one published page is kept under. Pure data in, data out.
 */
import type { LocalizedTexts } from './console.ts';
import type { LanguageCode } from './languages.ts';
import { PAGE_TYPE_IDS } from './constants.ts';

export const PORTAL_MODULE_KINDS = [
  'banner',
  'courseRow',
  'lecturerRow',
  'knowledgeRow',
  'examRow',
  'richText',
  'linkGrid',
  'learningSummary',
] as const;
export type PortalModuleKind = (typeof PORTAL_MODULE_KINDS)[number];

/** Which courses a course row shows. */
export const COURSE_ROW_SOURCES = ['latest', 'mostViewed', 'category', 'picked'] as const;
export type CourseRowSource = (typeof COURSE_ROW_SOURCES)[number];

export const AUDIENCE_KINDS = ['visitors', 'members', 'lecturers', 'class'] as const;
export type AudienceKind = (typeof AUDIENCE_KINDS)[number];

/** Who a module is for; `null` (no audience) is everyone. */
export interface ModuleAudience {
  kind: AudienceKind;
  /** The class, for kind `class`. */
  classId?: string;
}

export interface BannerSlide {
  /** A same-site path (an upload of this school, /assets/…) or an http(s) URL. */
  imageUrl: string;
  /** Intrinsic size, stored at save time from the upload, so the page reserves the space (no layout shift). */
  width: number;
  height: number;
  alt: LocalizedTexts;
  link?: string;
}

export interface PortalLink {
  label: LocalizedTexts;
  url: string;
}

/** One module of a page. Fields other than id, kind, audience and title belong to their kinds. */
export interface PortalModule {
  id: string;
  kind: PortalModuleKind;
  audience: ModuleAudience | null;
  title: LocalizedTexts;
  /** banner */
  slides?: BannerSlide[];
  /** course, lecturer, knowledge and exam rows: how many items at most. */
  limit?: number;
  /** courseRow */
  source?: CourseRowSource;
  categoryId?: string;
  courseIds?: string[];
  /** richText: sanitized HTML per language. */
  html?: LocalizedTexts;
  /** linkGrid */
  links?: PortalLink[];
}

export interface PortalPageDocument {
  modules: PortalModule[];
}

export const PORTAL_PAGE_LIMITS = {
  MODULES_MAX: 20,
  TITLE_MAX: 80,
  SLIDES_MAX: 8,
  ALT_MAX: 150,
  ROW_LIMIT_MIN: 1,
  ROW_LIMIT_MAX: 12,
  PICKED_MAX: 12,
  /** The course picker's search text, and how many courses one search answers. */
  COURSE_SEARCH_MAX: 100,
  COURSE_OPTIONS_MAX: 20,
  LINKS_MAX: 12,
  LINK_LABEL_MAX: 40,
  URL_MAX: 500,
  RICH_TEXT_MAX: 20_000,
  IMAGE_SIDE_MAX: 10_000,
  ID_MAX: 40,
} as const;

/** The designer's two preview widths (issue 27: desktop and phone), the same as the e2e and bench widths. */
export const PORTAL_PREVIEW_WIDTHS = { desktop: 1440, phone: 390 } as const;

/** Page types that may be composed from modules (a custom link "0" or menu "1" is not a page). */
export const COMPOSABLE_PAGE_TYPES: readonly number[] = Object.values(PAGE_TYPE_IDS);

/** What the server knows about the one viewing the page (resolved from the session, never from the client). */
export interface AudienceViewer {
  signedIn: boolean;
  member: boolean;
  lecturer: boolean;
  admin: boolean;
  classIds: ReadonlySet<string>;
}

/**
 * Whether a module reaches this viewer. No audience: everyone. `visitors`: people not signed in (what a school
 * shows to convince them to join). `members`: members of the school (lecturers and admins are members too).
 * `lecturers`: lecturers and admins. `class`: members of that class (and admins, who manage classes).
 */
export function moduleVisibleTo(audience: ModuleAudience | null, viewer: AudienceViewer): boolean {
  if (!audience) return true;
  switch (audience.kind) {
    case 'visitors':
      return !viewer.signedIn;
    case 'members':
      return viewer.member || viewer.lecturer || viewer.admin;
    case 'lecturers':
      return viewer.lecturer || viewer.admin;
    case 'class':
      return viewer.admin || (audience.classId !== undefined && viewer.classIds.has(audience.classId));
  }
}

/** The modules this viewer gets, in page order. The learning-center summary is for signed-in learners only. */
export function modulesFor<M extends Pick<PortalModule, 'audience' | 'kind'>>(
  modules: readonly M[],
  viewer: AudienceViewer,
): M[] {
  return modules.filter(
    (module) =>
      moduleVisibleTo(module.audience, viewer) && (module.kind !== 'learningSummary' || viewer.signedIn),
  );
}

/** Moves the item at `from` to `to` (the designer's drag and keyboard moves); out-of-range moves change nothing. */
export function moveModule<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/** A copy of the module at `index` placed right after it, with the id `newId` (the designer's duplicate). */
export function duplicateModule(list: readonly PortalModule[], index: number, newId: string): PortalModule[] {
  const source = list[index];
  if (!source || list.length >= PORTAL_PAGE_LIMITS.MODULES_MAX) return [...list];
  // Modules are plain JSON data (stored as JSON); core has no host APIs such as structuredClone.
  const copy = JSON.parse(JSON.stringify(source)) as PortalModule;
  copy.id = newId;
  const next = [...list];
  next.splice(index + 1, 0, copy);
  return next;
}

/**
 * The cache scope of one published page (the page cache and the shell cache stamp a composed page with it, and a
 * publish bumps only it): `home` is the school's home page as the portal home shows it without a pageId.
 */
export function portalPageScope(schoolId: string, pageId: string | 'home'): string {
  return `portal-page:${schoolId}:${pageId}`;
}

export interface PortalPageProblem {
  path: string;
  rule: string;
}

/** A same-site path (not `//host`) or an http(s) URL: never javascript:, data: … */
export function isPortalUrl(url: string): boolean {
  return url.length <= PORTAL_PAGE_LIMITS.URL_MAX && /^(\/(?![/\\])|https?:\/\/)[^\s\\<>"]*$/i.test(url);
}

const ID_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;

function textProblems(
  texts: LocalizedTexts | undefined,
  max: number,
  path: string,
  required: { defaultLang: LanguageCode } | null,
): PortalPageProblem[] {
  const out: PortalPageProblem[] = [];
  for (const [lang, text] of Object.entries(texts ?? {})) {
    if (typeof text === 'string' && [...text].length > max)
      out.push({ path: `${path}.${lang}`, rule: 'tooLong' });
  }
  if (required && !texts?.[required.defaultLang]?.trim()) {
    out.push({ path: `${path}.${required.defaultLang}`, rule: 'required' });
  }
  return out;
}

function moduleProblems(module: PortalModule, at: string, defaultLang: LanguageCode): PortalPageProblem[] {
  const L = PORTAL_PAGE_LIMITS;
  const out = textProblems(module.title, L.TITLE_MAX, `${at}.title`, null);
  const audience = module.audience;
  if (audience?.kind === 'class' && !(audience.classId && ID_PATTERN.test(audience.classId))) {
    out.push({ path: `${at}.audience.classId`, rule: 'required' });
  }
  const rowLimit = module.limit;
  if (rowLimit !== undefined && (rowLimit < L.ROW_LIMIT_MIN || rowLimit > L.ROW_LIMIT_MAX)) {
    out.push({ path: `${at}.limit`, rule: 'range' });
  }
  switch (module.kind) {
    case 'banner': {
      const slides = module.slides ?? [];
      if (slides.length === 0 || slides.length > L.SLIDES_MAX)
        out.push({ path: `${at}.slides`, rule: 'count' });
      slides.forEach((slide, i) => {
        const path = `${at}.slides.${i}`;
        if (!isPortalUrl(slide.imageUrl)) out.push({ path: `${path}.imageUrl`, rule: 'illegalUrl' });
        for (const side of ['width', 'height'] as const) {
          const value = slide[side];
          if (!Number.isInteger(value) || value < 1 || value > L.IMAGE_SIDE_MAX) {
            out.push({ path: `${path}.${side}`, rule: 'range' });
          }
        }
        // Spec-level accessibility: every slide says what it shows, at least in the school's language.
        out.push(...textProblems(slide.alt, L.ALT_MAX, `${path}.alt`, { defaultLang }));
        if (slide.link !== undefined && slide.link !== '' && !isPortalUrl(slide.link)) {
          out.push({ path: `${path}.link`, rule: 'illegalUrl' });
        }
      });
      break;
    }
    case 'courseRow': {
      if (module.source === 'category' && !(module.categoryId && ID_PATTERN.test(module.categoryId))) {
        out.push({ path: `${at}.categoryId`, rule: 'required' });
      }
      if (module.source === 'picked') {
        const ids = module.courseIds ?? [];
        if (ids.length === 0 || ids.length > L.PICKED_MAX)
          out.push({ path: `${at}.courseIds`, rule: 'count' });
        if (ids.some((id) => !ID_PATTERN.test(id))) out.push({ path: `${at}.courseIds`, rule: 'illegal' });
      }
      break;
    }
    case 'richText':
      out.push(...textProblems(module.html, L.RICH_TEXT_MAX, `${at}.html`, { defaultLang }));
      break;
    case 'linkGrid': {
      const links = module.links ?? [];
      if (links.length === 0 || links.length > L.LINKS_MAX) out.push({ path: `${at}.links`, rule: 'count' });
      links.forEach((link, i) => {
        out.push(...textProblems(link.label, L.LINK_LABEL_MAX, `${at}.links.${i}.label`, { defaultLang }));
        if (!isPortalUrl(link.url)) out.push({ path: `${at}.links.${i}.url`, rule: 'illegalUrl' });
      });
      break;
    }
    default:
      break;
  }
  return out;
}

/** Every problem of a page document (empty: valid). Module ids are unique within the page. */
export function validatePortalPage(
  doc: PortalPageDocument,
  options: { defaultLang: LanguageCode },
): PortalPageProblem[] {
  const out: PortalPageProblem[] = [];
  if (doc.modules.length > PORTAL_PAGE_LIMITS.MODULES_MAX) out.push({ path: 'modules', rule: 'count' });
  const seen = new Set<string>();
  doc.modules.forEach((module, i) => {
    const at = `modules.${i}`;
    if (!ID_PATTERN.test(module.id) || seen.has(module.id)) out.push({ path: `${at}.id`, rule: 'duplicate' });
    seen.add(module.id);
    if (!(PORTAL_MODULE_KINDS as readonly string[]).includes(module.kind)) {
      out.push({ path: `${at}.kind`, rule: 'unknown' });
      return;
    }
    out.push(...moduleProblems(module, at, options.defaultLang));
  });
  return out;
}
