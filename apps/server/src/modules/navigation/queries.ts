import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Groups, pages and custom menus of one school, in display order (three small indexed reads). */
export async function loadNavigation(db: Kysely<Database>, schoolId: string) {
  const [groups, pages, menus] = await Promise.all([
    db
      .selectFrom('navigation_groups')
      .selectAll()
      .where('school_id', '=', schoolId)
      .orderBy('sort')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('navigation_pages')
      .selectAll()
      .where('school_id', '=', schoolId)
      .orderBy('sort')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('custom_menus')
      .selectAll()
      .where('school_id', '=', schoolId)
      .orderBy('sort')
      .orderBy('id')
      .execute(),
  ]);
  return { groups, pages, menus };
}

export type NavigationRows = Awaited<ReturnType<typeof loadNavigation>>;

export async function loadHeaderSettings(db: Kysely<Database>, schoolId: string) {
  const [placements, components] = await Promise.all([
    db.selectFrom('header_settings').selectAll().where('school_id', '=', schoolId).orderBy('sort').execute(),
    db
      .selectFrom('header_component_configs')
      .selectAll()
      .where('school_id', '=', schoolId)
      .orderBy('code')
      .execute(),
  ]);
  return { placements, components };
}

export type HeaderSettingsRows = Awaited<ReturnType<typeof loadHeaderSettings>>;
