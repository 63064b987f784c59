import type { NavigationTemplate } from '@portico/core';
import type {
  CustomMenuItem,
  HeaderComponentCode,
  HeaderComponentConfig,
  HeaderSettings,
  NavigationGroup,
  NavigationPage,
  NavigationPageType,
} from '@portico/contracts';
import type { HeaderSettingsRows, NavigationRows } from './queries.ts';

type MenuRow = NavigationRows['menus'][number];
type PageRow = NavigationRows['pages'][number];

/** Groups children by parent id, keeping the (already sorted) row order. */
function byParent<T extends { parent_id: string | null }>(rows: T[]): Map<string | null, T[]> {
  const map = new Map<string | null, T[]>();
  for (const row of rows) map.set(row.parent_id, [...(map.get(row.parent_id) ?? []), row]);
  return map;
}

function presentMenus(children: Map<string | null, MenuRow[]>, parentId: string | null): CustomMenuItem[] {
  return (children.get(parentId) ?? []).map((menu) => ({
    label: menu.label,
    labelEn: menu.label_en,
    tip: menu.tip,
    tipEn: menu.tip_en,
    url: menu.url,
    open: menu.open === 1,
    children: presentMenus(children, menu.id),
  }));
}

export function presentNavigationGroups({ groups, pages, menus }: NavigationRows): NavigationGroup[] {
  const pageChildren = byParent(pages);
  const menusByPage = new Map<string, MenuRow[]>();
  for (const menu of menus)
    menusByPage.set(menu.navigation_page_id, [...(menusByPage.get(menu.navigation_page_id) ?? []), menu]);

  const presentPages = (rows: PageRow[]): NavigationPage[] =>
    rows.map((page, index) => ({
      pageId: page.page_id,
      name: page.name,
      nameEn: page.name_en,
      showName: page.show_name,
      isView: page.is_view === 1,
      diyUrl: page.diy_url,
      pageType: page.page_type as NavigationPageType,
      index,
      children: presentPages(pageChildren.get(page.id) ?? []),
      diyMenus: presentMenus(byParent(menusByPage.get(page.id) ?? []), null),
      width: page.width,
      minWidth: page.min_width,
    }));

  return groups.map((group) => ({
    id: group.id,
    name: group.name,
    nameEn: group.name_en,
    templateName: group.template_name as NavigationTemplate,
    navigationPages: presentPages(
      (pageChildren.get(null) ?? []).filter((page) => page.group_id === group.id),
    ),
  }));
}

/** null when the school configured no header layout (the web app then shows its default header). */
export function presentHeaderSettings({ placements, components }: HeaderSettingsRows): HeaderSettings | null {
  if (placements.length === 0) return null;
  const side = (row: 'top' | 'bottom', which: 'left' | 'right') =>
    placements
      .filter((p) => p.row === row && p.side === which)
      .map((p) => ({ navComId: p.nav_com_id as HeaderComponentCode, width: p.width }));
  return {
    top: { left: side('top', 'left'), right: side('top', 'right') },
    bottom: { left: side('bottom', 'left'), right: side('bottom', 'right') },
    components: components.map((c): HeaderComponentConfig => ({
      code: c.code as HeaderComponentCode,
      displayStyle: c.display_style === 'tile' ? 'tile' : 'list',
      componentStyle: c.component_style === 'stroke' ? 'stroke' : 'text',
      fontStyle: c.font_style === 2 ? 2 : 1,
      width: c.width,
      ...(c.logo_style === 1 || c.logo_style === 2 ? { logoStyle: c.logo_style } : {}),
      configures: JSON.parse(c.configures) as HeaderComponentConfig['configures'],
    })),
  };
}
