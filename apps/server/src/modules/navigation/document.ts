/**
 * The published navigation as a document (core console-navigation.ts): rows of navigation_groups/pages/custom_menus
 * plus their per-language texts (content_translations). The shell APIs, the page bootstrap, the console and the
 * admin preview all present a document through core's presentNavigationDocument, so every reader shows the
 * visitor's language with the same fallback (language → school default → the row's own text).
 */
import {
  navBaseText,
  presentNavigationDocument,
  type PresentedGroup,
  type LanguageCode,
  type LocalizedTexts,
  type NavDocMenu,
  type NavDocPage,
  type NavigationDocument,
  type NavigationTemplate,
  type NavPageKind,
} from '@portico/core';
import type { Insertable, Kysely } from 'kysely';
import { newId } from '../../db/ids.ts';
import type { Database } from '../../db/schema.ts';
import {
  loadTranslations,
  schoolDefaultLang,
  textsOf,
  type TranslatedEntity,
  type TranslationMap,
} from '../../repositories/translations.ts';
import { loadNavigation, type NavigationRows } from './queries.ts';

type PageRow = NavigationRows['pages'][number];
type MenuRow = NavigationRows['menus'][number];

const NAV_ENTITIES = ['navigation_group', 'navigation_page', 'custom_menu'] as const;

/**
 * A row's texts of one field: its translations, with the row's own column as the default language's text and the
 * legacy `*_en` column as English when no translation says otherwise.
 */
function rowTexts(
  base: string | null,
  english: string | null,
  translations: LocalizedTexts | undefined,
  defaultLang: LanguageCode,
): LocalizedTexts {
  const texts: LocalizedTexts = {};
  if (english?.trim()) texts.en_US = english;
  if (base?.trim()) texts[defaultLang] = base;
  return { ...texts, ...translations };
}

function byParent<T extends { parent_id: string | null }>(rows: T[]): Map<string | null, T[]> {
  const map = new Map<string | null, T[]>();
  for (const row of rows) map.set(row.parent_id, [...(map.get(row.parent_id) ?? []), row]);
  return map;
}

function rowsToDocument(
  rows: NavigationRows,
  translations: Record<(typeof NAV_ENTITIES)[number], TranslationMap>,
  defaultLang: LanguageCode,
): NavigationDocument {
  const pageChildren = byParent(rows.pages);
  const menusByPage = new Map<string, MenuRow[]>();
  for (const menu of rows.menus)
    menusByPage.set(menu.navigation_page_id, [...(menusByPage.get(menu.navigation_page_id) ?? []), menu]);
  const t = translations;

  const menus = (children: Map<string | null, MenuRow[]>, parent: string | null): NavDocMenu[] =>
    (children.get(parent) ?? []).map((m) => ({
      id: m.id,
      label: rowTexts(m.label, m.label_en, textsOf(t.custom_menu, m.id, 'label'), defaultLang),
      tip: rowTexts(m.tip, m.tip_en, textsOf(t.custom_menu, m.id, 'tip'), defaultLang),
      url: m.url,
      open: m.open === 1,
      children: menus(children, m.id),
    }));
  const pages = (list: PageRow[]): NavDocPage[] =>
    list.map((p) => ({
      id: p.id,
      kind: p.page_type as NavPageKind,
      pageId: p.page_id,
      name: rowTexts(p.name, p.name_en, textsOf(t.navigation_page, p.id, 'name'), defaultLang),
      // A display name equal to the name is no display name of its own (the seed repeats the name).
      showName: rowTexts(
        p.show_name && p.show_name !== p.name ? p.show_name : null,
        null,
        textsOf(t.navigation_page, p.id, 'showName'),
        defaultLang,
      ),
      isView: p.is_view === 1,
      diyUrl: p.diy_url,
      width: p.width,
      minWidth: p.min_width,
      children: pages(pageChildren.get(p.id) ?? []),
      menus: menus(byParent(menusByPage.get(p.id) ?? []), null),
    }));
  return {
    groups: rows.groups.map((g) => ({
      id: g.id,
      name: rowTexts(g.name, g.name_en, textsOf(t.navigation_group, g.id, 'name'), defaultLang),
      templateName: g.template_name as NavigationTemplate,
      pages: pages((pageChildren.get(null) ?? []).filter((p) => p.group_id === g.id)),
    })),
  };
}

/** The published document of a school (rows + every language's texts). */
export async function loadNavigationDocument(
  db: Kysely<Database>,
  schoolId: string,
  defaultLang: LanguageCode,
  langs?: readonly LanguageCode[],
): Promise<NavigationDocument> {
  const [rows, group, page, menu] = await Promise.all([
    loadNavigation(db, schoolId),
    ...NAV_ENTITIES.map((entity) => loadTranslations(db, schoolId, entity, langs)),
  ]);
  return rowsToDocument(
    rows,
    { navigation_group: group!, navigation_page: page!, custom_menu: menu! },
    defaultLang,
  );
}

/** The draft of a school, or null (parsed leniently: an unreadable draft is no draft). */
export async function loadNavigationDraft(
  db: Kysely<Database>,
  schoolId: string,
): Promise<{ document: NavigationDocument; savedAt: string } | null> {
  const row = await db
    .selectFrom('navigation_drafts')
    .select(['document', 'saved_at'])
    .where('school_id', '=', schoolId)
    .executeTakeFirst();
  if (!row) return null;
  try {
    return { document: JSON.parse(row.document) as NavigationDocument, savedAt: row.saved_at };
  } catch {
    return null;
  }
}

const englishOf = (texts: LocalizedTexts) => texts.en_US?.trim() || null;
const nullIfBlank = (text: string) => (text === '' ? null : text);

/**
 * Replaces the school's published navigation with `doc` (inside the write's transaction): rows keep the ids the
 * document carries (new entries get one), the row columns hold the default language's text (and English in the
 * legacy `*_en` columns), every language's text goes to content_translations. Returns the document with ids.
 */
export async function writeNavigationDocument(
  trx: Kysely<Database>,
  schoolId: string,
  doc: NavigationDocument,
  defaultLang: LanguageCode,
): Promise<NavigationDocument> {
  // Only ids of this school's own current rows are kept: an id from elsewhere (another school's row, a stale
  // draft) becomes a new row instead of colliding with — or taking over — a row that is not ours.
  const current = await loadNavigation(trx, schoolId);
  const known = new Set([...current.groups, ...current.pages, ...current.menus].map((row) => row.id));
  for (const table of ['custom_menus', 'navigation_pages', 'navigation_groups'] as const) {
    await trx.deleteFrom(table).where('school_id', '=', schoolId).execute();
  }
  await trx
    .deleteFrom('content_translations')
    .where('school_id', '=', schoolId)
    .where('entity', 'in', [...NAV_ENTITIES])
    .execute();

  const groups: Insertable<Database['navigation_groups']>[] = [];
  const pages: Insertable<Database['navigation_pages']>[] = [];
  const menus: Insertable<Database['custom_menus']>[] = [];
  const texts: Insertable<Database['content_translations']>[] = [];
  const used = new Set<string>();
  // A known id is kept unless it repeats (a copied entry): repeats get a new one.
  const idFor = (id: string | null) => {
    const next = id && known.has(id) && !used.has(id) ? id : newId();
    used.add(next);
    return next;
  };
  const addTexts = (entity: TranslatedEntity, entityId: string, field: string, values: LocalizedTexts) => {
    for (const [lang, value] of Object.entries(values)) {
      if (typeof value === 'string' && value.trim() !== '')
        texts.push({ school_id: schoolId, entity, entity_id: entityId, field, lang, value: value.trim() });
    }
  };

  const addMenus = (pageRowId: string, list: NavDocMenu[], parent: string | null): NavDocMenu[] =>
    list.map((menu, sort) => {
      const id = idFor(menu.id);
      menus.push({
        id,
        school_id: schoolId,
        navigation_page_id: pageRowId,
        parent_id: parent,
        label: navBaseText(menu.label, defaultLang),
        label_en: englishOf(menu.label),
        tip: nullIfBlank(navBaseText(menu.tip, defaultLang)),
        tip_en: englishOf(menu.tip),
        url: menu.url?.trim() || null,
        open: menu.open ? 1 : 0,
        sort,
      });
      addTexts('custom_menu', id, 'label', menu.label);
      addTexts('custom_menu', id, 'tip', menu.tip);
      return { ...menu, id, children: addMenus(pageRowId, menu.children, id) };
    });
  const addPages = (groupId: string, list: NavDocPage[], parent: string | null): NavDocPage[] =>
    list.map((page, sort) => {
      const id = idFor(page.id);
      const name = navBaseText(page.name, defaultLang);
      pages.push({
        id,
        school_id: schoolId,
        group_id: groupId,
        parent_id: parent,
        page_id: page.pageId,
        page_type: page.kind,
        name,
        name_en: englishOf(page.name),
        show_name: nullIfBlank(navBaseText(page.showName, defaultLang)) ?? name,
        is_view: page.isView ? 1 : 0,
        diy_url: page.kind === 'link' ? (page.diyUrl?.trim() ?? null) : null,
        sort,
        width: page.width,
        min_width: page.minWidth,
      });
      addTexts('navigation_page', id, 'name', page.name);
      addTexts('navigation_page', id, 'showName', page.showName);
      const children = addPages(groupId, page.children, id);
      return { ...page, id, children, menus: page.kind === 'menu' ? addMenus(id, page.menus, null) : [] };
    });
  const result: NavigationDocument = {
    groups: doc.groups.map((group, sort) => {
      const id = idFor(group.id);
      groups.push({
        id,
        school_id: schoolId,
        name: navBaseText(group.name, defaultLang),
        name_en: englishOf(group.name),
        template_name: group.templateName,
        sort,
      });
      addTexts('navigation_group', id, 'name', group.name);
      return { ...group, id, pages: addPages(id, group.pages, null) };
    }),
  };
  const chunks = <R>(rows: R[]): R[][] =>
    Array.from({ length: Math.ceil(rows.length / 200) }, (_, i) => rows.slice(i * 200, i * 200 + 200));
  for (const part of chunks(groups)) await trx.insertInto('navigation_groups').values(part).execute();
  for (const part of chunks(pages)) await trx.insertInto('navigation_pages').values(part).execute();
  for (const part of chunks(menus)) await trx.insertInto('custom_menus').values(part).execute();
  for (const part of chunks(texts)) await trx.insertInto('content_translations').values(part).execute();
  return result;
}

/**
 * What the header shows a visitor in `lang` (contracts NavigationGroup[]): the published document — or, for an
 * admin's preview, the draft when there is one — presented by core's one rule.
 */
export async function loadPresentedNavigation(
  db: Kysely<Database>,
  school: { id: string; default_lang: string | null },
  lang: LanguageCode,
  options: { draft?: boolean } = {},
): Promise<PresentedGroup[]> {
  const defaultLang = schoolDefaultLang(school);
  const draft = options.draft ? await loadNavigationDraft(db, school.id) : null;
  const doc =
    draft?.document ??
    (await loadNavigationDocument(db, school.id, defaultLang, [
      ...new Set([lang, defaultLang, 'en_US' as const]),
    ]));
  return presentNavigationDocument(doc, lang, defaultLang);
}
