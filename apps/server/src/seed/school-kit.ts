/** Builders that turn compact specs into seed rows with stable ids (per school number and position). */
import { PAGE_TYPE_IDS } from '@portico/core';
import type { Insertable } from 'kysely';
import { stableId } from '../db/ids.ts';
import { newSchoolRow } from '../modules/schools/new-school.ts';
import type { SchoolsTable } from '../db/schema.ts';
import type { SeedRows } from './rows.ts';

/** Fixed reference time, so seeded timestamps (and therefore list orders) never change between runs. */
export const SEED_EPOCH = Date.parse('2026-01-01T00:00:00.000Z');
export const iso = (ms: number) => new Date(ms).toISOString();

export const PREFIX = {
  course: 30,
  category: 31,
  navGroup: 32,
  navPage: 33,
  customMenu: 34,
  footer: 35,
  bulletin: 36,
  agreement: 37,
  page: 38,
  alliance: 39,
  courseResource: 40,
  invite: 42,
} as const;

/** Sequential stable ids inside one school: `<prefix><school number * 10000 + k>`. */
export function idSequence(schoolNo: number) {
  const next: Record<number, number> = {};
  return (prefix: number) => {
    next[prefix] = (next[prefix] ?? 0) + 1;
    return stableId(prefix, schoolNo * 10000 + next[prefix]);
  };
}

export type SchoolSpec = Pick<SchoolsTable, 'id' | 'name'> & Partial<Insertable<SchoolsTable>>;

export function schoolRow(spec: SchoolSpec): Insertable<SchoolsTable> {
  return newSchoolRow({ created_at: iso(SEED_EPOCH - 365 * 86_400_000), ...spec });
}

/** [title, children] — three levels: top category → sub-category → terms. */
export type CategorySpec = [string, CategorySpec[]?];

/** Category rows plus the ids of every category, deepest last, for assigning courses. */
export function categoryRows(schoolId: string, nextId: (prefix: number) => string, tree: CategorySpec[]) {
  const rows: NonNullable<SeedRows['categories']> = [];
  const leafIds: string[] = [];
  const walk = (specs: CategorySpec[], parentId: string | null) =>
    specs.forEach(([title, children], sort) => {
      const id = nextId(PREFIX.category);
      rows.push({ id, school_id: schoolId, parent_id: parentId, title, source: 0, sort });
      if (children?.length) walk(children, id);
      else leafIds.push(id);
    });
  walk(tree, null);
  return { rows, leafIds };
}

export interface CourseSpec {
  name: string;
  description?: string;
  lecturer?: string;
  dept?: string;
  /** Yuan. */
  price?: number;
  actualPrice?: number;
  member?: boolean;
  views?: number;
  purchases?: number;
  cover?: string | null;
  applicationType?: string;
  status?: number;
}

export function courseRows(
  schoolId: string,
  nextId: (prefix: number) => string,
  specs: CourseSpec[],
  categoryIds: string[],
): NonNullable<SeedRows['courses']> {
  return specs.map((spec, index) => ({
    id: nextId(PREFIX.course),
    school_id: schoolId,
    category_id: categoryIds.length ? (categoryIds[index % categoryIds.length] ?? null) : null,
    name: spec.name,
    description: spec.description ?? null,
    cover: spec.cover === undefined ? null : spec.cover,
    price: Math.round((spec.price ?? 0) * 100),
    actual_price: Math.round((spec.actualPrice ?? spec.price ?? 0) * 100),
    purchase_count: spec.purchases ?? 0,
    view_count: spec.views ?? 0,
    dept_name: spec.dept ?? null,
    lecturer_name: spec.lecturer ?? null,
    exist_member: spec.member ? 1 : 0,
    application_type: spec.applicationType ?? 'course',
    course_resource_id: nextId(PREFIX.courseResource),
    status: spec.status ?? 1,
    // One hour apart, newest first in spec order.
    created_at: iso(SEED_EPOCH - index * 3_600_000),
  }));
}

interface MenuSpec {
  label: string;
  labelEn?: string;
  tip?: string;
  tipEn?: string;
  url?: string;
  open?: boolean;
  children?: MenuSpec[];
}

export interface NavPageSpec {
  name: string;
  nameEn?: string;
  type: 'page' | 'link' | 'knowledge' | 'exercise' | 'learningGroup' | 'menu';
  /** Defaults: '0' for links, '1' for menus, a new page id otherwise. */
  pageId?: string;
  diyUrl?: string;
  hidden?: boolean;
  width?: number;
  children?: NavPageSpec[];
  menus?: MenuSpec[];
}

/** Page-type ids of spec §2 for the pages a navigation entry opens. */
const PAGE_TYPES: Record<NavPageSpec['type'], number> = {
  page: PAGE_TYPE_IDS.DECORATION,
  link: PAGE_TYPE_IDS.DECORATION,
  menu: PAGE_TYPE_IDS.DECORATION,
  knowledge: PAGE_TYPE_IDS.KNOWLEDGE,
  learningGroup: PAGE_TYPE_IDS.LEARNING_GROUP,
  exercise: PAGE_TYPE_IDS.EXERCISE,
};

export interface NavGroupSpec {
  name: string;
  nameEn?: string;
  template?: string;
  pages: NavPageSpec[];
}

export function navigationRows(
  schoolId: string,
  nextId: (prefix: number) => string,
  groups: NavGroupSpec[],
): SeedRows {
  const rows = { navigation_groups: [], navigation_pages: [], custom_menus: [], pages: [] } as Required<
    Pick<SeedRows, 'navigation_groups' | 'navigation_pages' | 'custom_menus' | 'pages'>
  >;
  const addMenus = (pageId: string, specs: MenuSpec[], parentId: string | null) =>
    specs.forEach((menu, sort) => {
      const id = nextId(PREFIX.customMenu);
      rows.custom_menus.push({
        id,
        school_id: schoolId,
        navigation_page_id: pageId,
        parent_id: parentId,
        label: menu.label,
        label_en: menu.labelEn ?? null,
        tip: menu.tip ?? null,
        tip_en: menu.tipEn ?? null,
        url: menu.url ?? null,
        open: menu.open ? 1 : 0,
        sort,
      });
      addMenus(pageId, menu.children ?? [], id);
    });
  const addPages = (groupId: string, specs: NavPageSpec[], parentId: string | null) =>
    specs.forEach((spec, sort) => {
      const id = nextId(PREFIX.navPage);
      let pageId = spec.pageId ?? (spec.type === 'link' ? '0' : spec.type === 'menu' ? '1' : null);
      if (pageId === null) {
        // A page of its own: the first page of a school is its home page (PAGE_TYPE_IDS.HOME).
        pageId = nextId(PREFIX.page);
        const pageType = rows.pages.length === 0 ? PAGE_TYPE_IDS.HOME : PAGE_TYPES[spec.type];
        rows.pages.push({
          id: pageId,
          school_id: schoolId,
          page_type: pageType,
          title: spec.name,
          content: '{}',
        });
      }
      rows.navigation_pages.push({
        id,
        school_id: schoolId,
        group_id: groupId,
        parent_id: parentId,
        page_id: pageId,
        page_type: spec.type,
        name: spec.name,
        name_en: spec.nameEn ?? null,
        show_name: spec.name,
        is_view: spec.hidden ? 0 : 1,
        diy_url: spec.diyUrl ?? null,
        sort,
        width: spec.width ?? null,
        min_width: null,
      });
      addMenus(id, spec.menus ?? [], null);
      addPages(groupId, spec.children ?? [], id);
    });
  groups.forEach((group, sort) => {
    const id = nextId(PREFIX.navGroup);
    rows.navigation_groups.push({
      id,
      school_id: schoolId,
      name: group.name,
      name_en: group.nameEn ?? null,
      template_name: group.template ?? 'index1',
      sort,
    });
    addPages(id, group.pages, null);
  });
  return rows;
}
