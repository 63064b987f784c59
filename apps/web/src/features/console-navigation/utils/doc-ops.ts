/**
 * Immutable edits of the navigation document (core console-navigation.ts) by position: a page is addressed by its
 * group index and the path of indices through `children` (at most three levels, spec §2).
 */
import {
  LINK_PAGE_ID,
  MENU_PAGE_ID,
  moveListItem,
  type NavDocMenu,
  type NavDocPage,
  type NavigationDocument,
  type NavPageKind,
} from '@portico/core';

export type PagePath = readonly number[];

function mapPages(
  pages: NavDocPage[],
  path: PagePath,
  fn: (list: NavDocPage[]) => NavDocPage[],
): NavDocPage[] {
  if (path.length === 0) return fn(pages);
  const [head, ...rest] = path;
  return pages.map((page, i) =>
    i === head ? { ...page, children: mapPages(page.children, rest, fn) } : page,
  );
}

/** Applies `fn` to the list that holds the pages under `parent` (empty path: the group's top level). */
export function editList(
  doc: NavigationDocument,
  group: number,
  parent: PagePath,
  fn: (list: NavDocPage[]) => NavDocPage[],
): NavigationDocument {
  return {
    groups: doc.groups.map((g, i) => (i === group ? { ...g, pages: mapPages(g.pages, parent, fn) } : g)),
  };
}

export function updatePage(
  doc: NavigationDocument,
  group: number,
  path: PagePath,
  fn: (page: NavDocPage) => NavDocPage,
): NavigationDocument {
  const index = path[path.length - 1] ?? 0;
  return editList(doc, group, path.slice(0, -1), (list) => list.map((p, i) => (i === index ? fn(p) : p)));
}

export function movePage(
  doc: NavigationDocument,
  group: number,
  path: PagePath,
  to: number,
): NavigationDocument {
  const from = path[path.length - 1] ?? 0;
  return editList(doc, group, path.slice(0, -1), (list) => moveListItem(list, from, to));
}

export function removePage(doc: NavigationDocument, group: number, path: PagePath): NavigationDocument {
  const index = path[path.length - 1] ?? 0;
  return editList(doc, group, path.slice(0, -1), (list) => list.filter((_, i) => i !== index));
}

export function findPage(doc: NavigationDocument, group: number, path: PagePath): NavDocPage | null {
  let list = doc.groups[group]?.pages ?? [];
  let page: NavDocPage | null = null;
  for (const index of path) {
    page = list[index] ?? null;
    if (!page) return null;
    list = page.children;
  }
  return page;
}

export function newPage(kind: NavPageKind, pageId: string): NavDocPage {
  return {
    id: null,
    kind,
    pageId: kind === 'link' ? LINK_PAGE_ID : kind === 'menu' ? MENU_PAGE_ID : pageId,
    name: {},
    showName: {},
    isView: true,
    diyUrl: kind === 'link' ? '' : null,
    width: null,
    minWidth: null,
    children: [],
    menus: [],
  };
}

export const newMenu = (): NavDocMenu => ({
  id: null,
  label: {},
  tip: {},
  url: null,
  open: false,
  children: [],
});

/** A changed kind keeps the titles; pageId, link and menus follow the kind (spec §2 "0"/"1"). */
export function withKind(page: NavDocPage, kind: NavPageKind, firstPageId: string): NavDocPage {
  const fresh = newPage(kind, page.kind === kind ? page.pageId : firstPageId);
  return {
    ...page,
    kind,
    pageId: kind === page.kind ? page.pageId : fresh.pageId,
    diyUrl: kind === 'link' ? (page.diyUrl ?? '') : null,
    menus: kind === 'menu' ? page.menus : [],
  };
}
