import {
  activeIndexString,
  exerciseHomeLink,
  isLegalLink,
  knowledgePortalLink,
  portalHomeLink,
  withLang,
  type LanguageCode,
  type NavOverflowItem,
} from '@portico/core';
import type { CustomMenuItem, NavigationGroup, NavigationPage, ShellBootstrap } from '@portico/contracts';
import { isPreviewUrl } from '@/lib/preview.ts';

export interface NavEntry {
  key: string;
  label: string;
  /** 'menu' = custom menus (pageId "1"), shown as a panel of inert entries. */
  kind: 'page' | 'link' | 'menu';
  /** null → rendered inert (illegal custom link, custom menu, design mode). */
  href: string | null;
  /** Opens in a new tab (custom links to another site). */
  external: boolean;
  /** Index string of this entry ("2", "2,0", "2,0,1"), as activeIndex/subIndex/thirdIndex carry it. */
  index: string;
  /** This very entry is the active one (aria-current="page"). */
  current: boolean;
  /** This entry or one of its descendants is the active one (highlighted). */
  inTrail: boolean;
  width: number | null;
  children: NavEntry[];
  menus: CustomMenuItem[];
}

/** Spec §2: up to three levels (the More dropdown shows all three). */
const MAX_DEPTH = 3;

/**
 * The server answers the titles in the page language with the school's fallback (issue 13 §2, core
 * presentNavigationDocument): showName is the label to show, name its plain form. An en_US page still prefers the
 * English text (nameEn) when the data carries one, as the navigation API did before titles were translated.
 */
function navLabel(page: NavigationPage, lang: LanguageCode): string {
  return (lang === 'en_US' && page.nameEn) || page.showName || page.name;
}

export function menuLabel(item: CustomMenuItem, lang: LanguageCode): { label: string; tip: string | null } {
  const en = lang === 'en_US';
  return { label: (en && item.labelEn) || item.label, tip: (en && item.tipEn) || item.tip };
}

/** A navigation group's name on the page (same rule as navLabel). */
export const groupLabel = (group: { name: string; nameEn: string | null }, lang: LanguageCode): string =>
  (lang === 'en_US' && group.nameEn) || group.name;

/** Learning-group pages are hidden (spec §2 header behaviour); so are pages switched off with isView. */
function isShown(page: NavigationPage): boolean {
  return page.pageType !== 'learningGroup' && page.isView !== false;
}

const isExternalUrl = (url: string) => /^(https?:)?\/\//i.test(url.trim());

function hrefFor(page: NavigationPage, b: ShellBootstrap, groupId: string, path: number[]): string | null {
  const schoolId = b.school?.id;
  if (!schoolId || b.designMode) return null;
  const lang = b.lang;
  const [activeIndex, subIndex, thirdIndex] = path;
  // pageId "0": custom link through diyUrl, only when it passes the legality check (spec §5).
  if (page.pageId === '0' || page.pageType === 'link') {
    return page.diyUrl && isLegalLink(page.diyUrl) ? withLang(page.diyUrl, lang) : null;
  }
  // pageId "1": custom menus; their entries do nothing on click (spec §2).
  if (page.pageId === '1' || page.pageType === 'menu') return null;
  const common = { schoolId, lang, pageId: page.pageId, activeIndex };
  const deeper = { subIndex, thirdIndex };
  if (page.pageType === 'knowledge')
    return knowledgePortalLink({ ...common, navGroupId: groupId, query: deeper });
  if (page.pageType === 'exercise') return exerciseHomeLink({ ...common, query: deeper });
  return portalHomeLink({ ...common, navGroupId: groupId, ...deeper });
}

const PORTAL_ROUTES = new Set(['portal-home', 'portal-sub-school']);

/**
 * The active index string (spec §2): activeIndex/subIndex/thirdIndex of the URL through core's
 * activeIndexString; preview and design pages use -1. Outside the portal pages a missing activeIndex means no
 * active item (core's default "first item" applies to the portal home).
 */
function activeIndexOf(b: ShellBootstrap): string {
  const query = new URLSearchParams(b.url.split('#', 1)[0]?.split('?')[1] ?? '');
  const preview = isPreviewUrl(b.url);
  if (!query.has('activeIndex') && !PORTAL_ROUTES.has(b.route.id) && !preview && !b.designMode) return '-1';
  return activeIndexString({
    activeIndex: query.get('activeIndex'),
    subIndex: query.get('subIndex'),
    thirdIndex: query.get('thirdIndex'),
    preview,
    design: b.designMode,
  });
}

function sortPages(pages: NavigationPage[]): NavigationPage[] {
  return [...pages].filter(isShown).sort((x, y) => x.index - y.index);
}

function toEntry(page: NavigationPage, b: ShellBootstrap, groupId: string, path: number[], active: string) {
  const index = path.join(',');
  const children: NavEntry[] =
    path.length < MAX_DEPTH
      ? sortPages(page.children).map((child, i) => toEntry(child, b, groupId, [...path, i], active))
      : [];
  const kind: NavEntry['kind'] =
    page.pageId === '1' || page.pageType === 'menu'
      ? 'menu'
      : page.pageId === '0' || page.pageType === 'link'
        ? 'link'
        : 'page';
  const href = hrefFor(page, b, groupId, path);
  const entry: NavEntry = {
    key: `${index}:${page.pageId}`,
    label: navLabel(page, b.lang),
    kind,
    href,
    external: kind === 'link' && href !== null && isExternalUrl(href),
    index,
    current: index === active,
    inTrail: index === active || active.startsWith(`${index},`),
    width: page.width,
    children,
    menus: kind === 'menu' ? page.diyMenus : [],
  };
  return entry;
}

export function activeGroup(b: ShellBootstrap): NavigationGroup | null {
  const { groups, activeGroupId } = b.navigation;
  return groups.find((g) => g.id === activeGroupId) ?? groups[0] ?? null;
}

/** The entries of the active navigation group; the first is labelled Home (spec §2). */
export function buildNav(b: ShellBootstrap, homeLabel: string): NavEntry[] {
  const group = activeGroup(b);
  if (!group) return [];
  const active = activeIndexOf(b);
  const entries = sortPages(group.navigationPages).map((page, i) => toEntry(page, b, group.id, [i], active));
  if (entries[0]) entries[0].label = homeLabel;
  return entries;
}

/** What core's splitNavOverflow measures of an entry (label, configured width, arrow when it opens a panel). */
export function overflowItem(entry: NavEntry): NavOverflowItem {
  return {
    label: entry.label,
    width: entry.width,
    hasChildren: entry.children.length > 0 || entry.menus.length > 0,
  };
}
