import {
  exerciseHomeLink,
  isLegalLink,
  knowledgePortalLink,
  portalHomeLink,
  visibleNavCount,
  withLang,
  type LanguageCode,
  type NavigationGroup,
  type NavigationPage,
  type ShellBootstrap,
} from '@portico/core';

export interface NavEntry {
  key: string;
  label: string;
  /** null → rendered inert (illegal external link, custom menu, design mode). */
  href: string | null;
  external: boolean;
  active: boolean;
  children: NavEntry[];
}

/** Spec §2: up to three levels in the More dropdown. */
const MAX_DEPTH = 3;

/** Names follow the language: nameEn for non-zh languages when present, then the custom showName, then name. */
export function navLabel(page: NavigationPage, lang: LanguageCode): string {
  if (lang !== 'zh_CN' && page.nameEn) return page.nameEn;
  return page.showName || page.name;
}

/** Learning-group pages are hidden (spec §2 header behaviour); so are pages switched off with isView. */
function isShown(page: NavigationPage): boolean {
  return page.pageType !== 'learningGroup' && page.isView !== false;
}

function hrefFor(
  page: NavigationPage,
  b: ShellBootstrap,
  group: NavigationGroup,
  path: number[],
): string | null {
  const schoolId = b.school?.id;
  if (!schoolId) return null;
  const lang = b.lang;
  const [activeIndex, subIndex, thirdIndex] = path;
  // pageId "0": external link through diyUrl, only when it passes the legality check (spec §5).
  if (page.pageId === '0' || page.pageType === 'link') {
    return page.diyUrl && isLegalLink(page.diyUrl) ? withLang(page.diyUrl, lang) : null;
  }
  // pageId "1": custom menus; their entries do nothing on click (the mega-menu arrives in a later issue).
  if (page.pageId === '1' || page.pageType === 'menu') return null;
  const common = { schoolId, lang, pageId: page.pageId, activeIndex };
  if (page.pageType === 'knowledge') return knowledgePortalLink({ ...common, navGroupId: group.id });
  if (page.pageType === 'exercise') return exerciseHomeLink(common);
  return portalHomeLink({ ...common, navGroupId: group.id, subIndex, thirdIndex });
}

function toEntry(
  page: NavigationPage,
  b: ShellBootstrap,
  group: NavigationGroup,
  path: number[],
  activePath: string,
): NavEntry {
  const children =
    path.length < MAX_DEPTH
      ? sortPages(page.children)
          .filter(isShown)
          .map((child, i) => toEntry(child, b, group, [...path, i], activePath))
      : [];
  const href = b.designMode ? null : hrefFor(page, b, group, path);
  return {
    key: `${path.join('-')}:${page.pageId}`,
    label: navLabel(page, b.lang),
    href,
    external: page.pageId === '0' || page.pageType === 'link',
    active: path.length === 1 && String(path[0]) === activePath,
    children,
  };
}

function sortPages(pages: NavigationPage[]): NavigationPage[] {
  return [...pages].sort((a, b) => a.index - b.index);
}

export function activeGroup(b: ShellBootstrap): NavigationGroup | null {
  const { groups, activeGroupId } = b.navigation;
  return groups.find((g) => g.id === activeGroupId) ?? groups[0] ?? null;
}

/** The first path index of the active item: query activeIndex, 0 on the portal home, none elsewhere. */
function activeTop(b: ShellBootstrap): string {
  const query = new URLSearchParams(b.url.split('?')[1] ?? '');
  const raw = query.get('activeIndex');
  if (raw !== null) return raw.split(',')[0] ?? '';
  return b.route.id === 'portal-home' ? '0' : '';
}

/**
 * The navigation bar of the active group: the first item is labelled Home, items beyond
 * visibleNavCount(template, isO3) go to More (the width-based overflow comes with the full mega-menu).
 */
export function buildNav(b: ShellBootstrap, homeLabel: string): { visible: NavEntry[]; more: NavEntry[] } {
  const group = activeGroup(b);
  if (!group) return { visible: [], more: [] };
  const active = activeTop(b);
  const entries = sortPages(group.navigationPages)
    .filter(isShown)
    .map((page, i) => toEntry(page, b, group, [i], active));
  const first = entries[0];
  if (first) first.label = homeLabel;
  const template = group.templateName ?? b.school?.templateName ?? 'index1';
  const count = visibleNavCount(template, b.school?.kind === 'o3');
  return { visible: entries.slice(0, count), more: entries.slice(count) };
}
