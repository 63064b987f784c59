/** New navigation entries and kind changes for the navigation editor (core console-navigation.ts shapes). */
import {
  LINK_PAGE_ID,
  MENU_PAGE_ID,
  type NavDocMenu,
  type NavDocPage,
  type NavPageKind,
} from '@portico/core';

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
