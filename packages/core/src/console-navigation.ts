/**
 * The navigation document (issue 13 §1–2): what the console edits and publishes — navigation groups, their pages
 * (the kinds of spec §3) and custom menus, every title per language. Pure rules shared by the server (validation,
 * what the shell APIs answer) and the console (validation before save, the live header preview): one way to turn a
 * document into the navigation the header renders, so the preview and the published header cannot disagree.
 */
import { NAV_TEMPLATES, NAV_WIDTH } from './constants.ts';
import { localizedText, type LocalizedTexts } from './console.ts';
import { SUPPORTED_LANGUAGES, type LanguageCode } from './languages.ts';
import type { NavigationTemplate } from './types.ts';
import { hasEmoji, isLegalLink } from './validation.ts';

export const NAV_PAGE_KINDS = ['page', 'link', 'knowledge', 'exercise', 'learningGroup', 'menu'] as const;
export type NavPageKind = (typeof NAV_PAGE_KINDS)[number];

/** Our limits for what an admin may configure (the spec gives the header's rendering limits, not these). */
export const NAV_DOC_LIMITS = {
  GROUPS_MAX: 10,
  /** Pages on one level of one group (the More dropdown holds what does not fit). */
  PAGES_MAX: 50,
  /** Spec §2 "a More dropdown with up to three levels". */
  DEPTH_MAX: 3,
  MENUS_MAX: 30,
  MENU_DEPTH_MAX: 3,
  NAME_MAX: 50,
  TIP_MAX: 100,
  URL_MAX: 2048,
  /** Spec §9 "max single nav width default 720". */
  WIDTH_MAX: NAV_WIDTH.MAX_SINGLE,
} as const;

/** Spec §2: pageId "0" is a custom link through diyUrl, "1" custom menus. */
export const LINK_PAGE_ID = '0';
export const MENU_PAGE_ID = '1';

export interface NavDocMenu {
  /** null: new (the server assigns an id on publish). */
  id: string | null;
  label: LocalizedTexts;
  tip: LocalizedTexts;
  url: string | null;
  open: boolean;
  children: NavDocMenu[];
}

export interface NavDocPage {
  id: string | null;
  kind: NavPageKind;
  /** "0" link, "1" menus, else the id of one of the school's pages. */
  pageId: string;
  name: LocalizedTexts;
  /** Display name when it differs from the name (blank: the name shows). */
  showName: LocalizedTexts;
  isView: boolean;
  diyUrl: string | null;
  width: number | null;
  minWidth: number | null;
  children: NavDocPage[];
  menus: NavDocMenu[];
}

export interface NavDocGroup {
  id: string | null;
  name: LocalizedTexts;
  templateName: NavigationTemplate;
  pages: NavDocPage[];
}

export interface NavigationDocument {
  groups: NavDocGroup[];
}

/** The text an admin wrote in the school's default language, else the first language that has one. */
export function navBaseText(texts: LocalizedTexts, defaultLang: LanguageCode): string {
  const own = texts[defaultLang]?.trim();
  if (own) return own;
  for (const lang of SUPPORTED_LANGUAGES) {
    const text = texts[lang]?.trim();
    if (text) return text;
  }
  return '';
}

const textFor = (texts: LocalizedTexts, lang: LanguageCode, defaultLang: LanguageCode) =>
  localizedText(navBaseText(texts, defaultLang), texts, lang, defaultLang);

/** What the shell shows of a custom menu item (contracts CustomMenuItem). */
export interface PresentedMenu {
  label: string;
  labelEn: string | null;
  tip: string | null;
  tipEn: string | null;
  url: string | null;
  open: boolean;
  children: PresentedMenu[];
}

export interface PresentedPage {
  pageId: string;
  name: string;
  nameEn: string | null;
  showName: string | null;
  isView: boolean;
  diyUrl: string | null;
  pageType: NavPageKind;
  index: number;
  children: PresentedPage[];
  diyMenus: PresentedMenu[];
  width: number | null;
  minWidth: number | null;
}

export interface PresentedGroup {
  id: string;
  name: string;
  nameEn: string | null;
  templateName: NavigationTemplate;
  navigationPages: PresentedPage[];
}

const english = (texts: LocalizedTexts) => texts.en_US?.trim() || null;
const optional = (text: string) => (text === '' ? null : text);

function presentMenu(menu: NavDocMenu, lang: LanguageCode, defaultLang: LanguageCode): PresentedMenu {
  return {
    label: textFor(menu.label, lang, defaultLang),
    labelEn: english(menu.label),
    tip: optional(textFor(menu.tip, lang, defaultLang)),
    tipEn: english(menu.tip),
    url: menu.url,
    open: menu.open,
    children: menu.children.map((child) => presentMenu(child, lang, defaultLang)),
  };
}

/**
 * The label a page shows in `lang`: its display name in that language, else its name in that language, else the
 * default language's display name, else the default name — a translated name beats an untranslated display name.
 */
export function navPageLabel(page: NavDocPage, lang: LanguageCode, defaultLang: LanguageCode): string {
  return (
    page.showName[lang]?.trim() ||
    page.name[lang]?.trim() ||
    page.showName[defaultLang]?.trim() ||
    textFor(page.name, lang, defaultLang)
  );
}

function presentPage(
  page: NavDocPage,
  index: number,
  lang: LanguageCode,
  defaultLang: LanguageCode,
): PresentedPage {
  return {
    pageId: page.pageId,
    name: textFor(page.name, lang, defaultLang),
    nameEn: english(page.name),
    showName: navPageLabel(page, lang, defaultLang),
    isView: page.isView,
    diyUrl: page.diyUrl,
    pageType: page.kind,
    index,
    children: page.children.map((child, i) => presentPage(child, i, lang, defaultLang)),
    diyMenus: page.menus.map((menu) => presentMenu(menu, lang, defaultLang)),
    width: page.width,
    minWidth: page.minWidth,
  };
}

/**
 * The navigation groups the header renders for a visitor in `lang` (contracts NavigationGroup): `name` and
 * `showName` are the visitor's language with the fallback, `nameEn`/`labelEn`/`tipEn` the English texts.
 * New groups (no id yet, in a console preview) get a stable placeholder id.
 */
export function presentNavigationDocument(
  doc: NavigationDocument,
  lang: LanguageCode,
  defaultLang: LanguageCode,
): PresentedGroup[] {
  return doc.groups.map((group, i) => ({
    id: group.id ?? `new-${i}`,
    name: textFor(group.name, lang, defaultLang),
    nameEn: english(group.name),
    templateName: group.templateName,
    navigationPages: group.pages.map((page, j) => presentPage(page, j, lang, defaultLang)),
  }));
}

export type NavDocRule =
  | 'required'
  | 'tooLong'
  | 'tooMany'
  | 'tooDeep'
  | 'illegalLink'
  | 'emoji'
  | 'pageId'
  | 'unknownPage'
  | 'width'
  | 'template';

export interface NavDocProblem {
  /** Dotted path into the document, e.g. `groups.0.pages.2.diyUrl`. */
  path: string;
  rule: NavDocRule;
}

function checkTexts(
  texts: LocalizedTexts,
  path: string,
  max: number,
  required: boolean,
  defaultLang: LanguageCode,
  out: NavDocProblem[],
) {
  if (required && !texts[defaultLang]?.trim()) out.push({ path: `${path}.${defaultLang}`, rule: 'required' });
  for (const [lang, text] of Object.entries(texts)) {
    if (typeof text !== 'string') continue;
    if (Array.from(text.trim()).length > max) out.push({ path: `${path}.${lang}`, rule: 'tooLong' });
    else if (hasEmoji(text)) out.push({ path: `${path}.${lang}`, rule: 'emoji' });
  }
}

function checkUrl(url: string | null, path: string, required: boolean, out: NavDocProblem[]) {
  if (url === null || url.trim() === '') {
    if (required) out.push({ path, rule: 'required' });
    return;
  }
  if (url.length > NAV_DOC_LIMITS.URL_MAX) out.push({ path, rule: 'tooLong' });
  else if (!isLegalLink(url)) out.push({ path, rule: 'illegalLink' });
}

function checkMenus(
  menus: NavDocMenu[],
  path: string,
  depth: number,
  defaultLang: LanguageCode,
  out: NavDocProblem[],
) {
  if (menus.length === 0) return;
  if (depth > NAV_DOC_LIMITS.MENU_DEPTH_MAX) out.push({ path, rule: 'tooDeep' });
  if (menus.length > NAV_DOC_LIMITS.MENUS_MAX) out.push({ path, rule: 'tooMany' });
  menus.forEach((menu, i) => {
    const at = `${path}.${i}`;
    checkTexts(menu.label, `${at}.label`, NAV_DOC_LIMITS.NAME_MAX, true, defaultLang, out);
    checkTexts(menu.tip, `${at}.tip`, NAV_DOC_LIMITS.TIP_MAX, false, defaultLang, out);
    checkUrl(menu.url, `${at}.url`, false, out);
    checkMenus(menu.children, `${at}.children`, depth + 1, defaultLang, out);
  });
}

function checkPages(
  pages: NavDocPage[],
  path: string,
  depth: number,
  ctx: { defaultLang: LanguageCode; pageIds: ReadonlySet<string> | null },
  out: NavDocProblem[],
) {
  if (pages.length === 0) return;
  if (depth > NAV_DOC_LIMITS.DEPTH_MAX) out.push({ path, rule: 'tooDeep' });
  if (pages.length > NAV_DOC_LIMITS.PAGES_MAX) out.push({ path, rule: 'tooMany' });
  pages.forEach((page, i) => {
    const at = `${path}.${i}`;
    checkTexts(page.name, `${at}.name`, NAV_DOC_LIMITS.NAME_MAX, true, ctx.defaultLang, out);
    checkTexts(page.showName, `${at}.showName`, NAV_DOC_LIMITS.NAME_MAX, false, ctx.defaultLang, out);
    if (page.kind === 'link') {
      if (page.pageId !== LINK_PAGE_ID) out.push({ path: `${at}.pageId`, rule: 'pageId' });
      checkUrl(page.diyUrl, `${at}.diyUrl`, true, out);
    } else if (page.kind === 'menu') {
      if (page.pageId !== MENU_PAGE_ID) out.push({ path: `${at}.pageId`, rule: 'pageId' });
    } else if (page.pageId === LINK_PAGE_ID || page.pageId === MENU_PAGE_ID || page.pageId.trim() === '') {
      out.push({ path: `${at}.pageId`, rule: 'pageId' });
    } else if (ctx.pageIds && !ctx.pageIds.has(page.pageId)) {
      out.push({ path: `${at}.pageId`, rule: 'unknownPage' });
    }
    for (const key of ['width', 'minWidth'] as const) {
      const value = page[key];
      if (value !== null && !(Number.isFinite(value) && value >= 0 && value <= NAV_DOC_LIMITS.WIDTH_MAX))
        out.push({ path: `${at}.${key}`, rule: 'width' });
    }
    if (page.kind === 'menu') checkMenus(page.menus, `${at}.menus`, 1, ctx.defaultLang, out);
    else if (page.menus.length > 0) out.push({ path: `${at}.menus`, rule: 'pageId' });
    checkPages(page.children, `${at}.children`, depth + 1, ctx, out);
  });
}

/**
 * Every problem of a document (empty = valid): titles required in the school's default language and within
 * NAV_DOC_LIMITS, no emoji (spec §5 emoji check), custom links and menu URLs through the legality check (spec §5),
 * pageId matching the kind (spec §2 "0"/"1"), pages that exist (`pageIds`, when the caller knows them), widths
 * 0–720 (spec §9), at most three levels.
 */
export function validateNavigationDocument(
  doc: NavigationDocument,
  options: { defaultLang: LanguageCode; pageIds?: ReadonlySet<string> },
): NavDocProblem[] {
  const out: NavDocProblem[] = [];
  const ctx = { defaultLang: options.defaultLang, pageIds: options.pageIds ?? null };
  if (doc.groups.length > NAV_DOC_LIMITS.GROUPS_MAX) out.push({ path: 'groups', rule: 'tooMany' });
  doc.groups.forEach((group, i) => {
    const at = `groups.${i}`;
    checkTexts(group.name, `${at}.name`, NAV_DOC_LIMITS.NAME_MAX, true, ctx.defaultLang, out);
    if (!Object.hasOwn(NAV_TEMPLATES, group.templateName))
      out.push({ path: `${at}.templateName`, rule: 'template' });
    checkPages(group.pages, `${at}.pages`, 1, ctx, out);
  });
  return out;
}

/** Moves item `from` to `to` (clamped) in a copy of the list: the console's drag and keyboard reordering. */
export function moveListItem<T>(list: readonly T[], from: number, to: number): T[] {
  const copy = [...list];
  if (from < 0 || from >= copy.length) return copy;
  const target = Math.max(0, Math.min(copy.length - 1, to));
  const [item] = copy.splice(from, 1);
  copy.splice(target, 0, item as T);
  return copy;
}
