/** Issue 27: the designer's read of a page and the list of the school's composable pages. */
import type { ConsolePortalPage, PortalPageListSchema } from '@portico/contracts';
import type { Static } from 'typebox';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { fail } from '../../shared/http-error.ts';
import type { SchoolRow } from '../../repositories/schools.ts';
import { schoolDefaultLang } from '../../repositories/translations.ts';
import { schoolLanguages } from '../console-navigation/service.ts';
import { findPage, listPages, loadLayout } from './store.ts';

export async function presentPageList(
  db: Kysely<Database>,
  schoolId: string,
): Promise<Static<typeof PortalPageListSchema>> {
  const rows = await listPages(db, schoolId);
  return rows.map((row) => ({
    pageId: row.id,
    title: row.title,
    pageType: row.page_type,
    hasDraft: row.draft_saved_at !== null,
    publishedAt: row.published_at ?? null,
  }));
}

export async function presentConsolePage(
  db: Kysely<Database>,
  school: SchoolRow,
  pageId: string,
): Promise<ConsolePortalPage> {
  const schoolId = school.id;
  const page = await findPage(db, schoolId, pageId);
  if (!page) throw fail('PORTAL_PAGE_NOT_FOUND', 'No such page in this school');
  const [layout, classes, categories, languages] = await Promise.all([
    loadLayout(db, schoolId, pageId),
    db.selectFrom('classes').select(['id', 'name']).where('school_id', '=', schoolId).orderBy('id').execute(),
    db
      .selectFrom('categories')
      .select(['id', 'title'])
      .where('school_id', '=', schoolId)
      .orderBy('sort')
      .orderBy('id')
      .execute(),
    schoolLanguages(db, school),
  ]);
  return {
    page: {
      pageId: page.id,
      title: page.title,
      pageType: page.page_type,
      hasDraft: layout.draftSavedAt !== null,
      publishedAt: layout.publishedAt,
    },
    draft: layout.draft,
    published: layout.published,
    draftSavedAt: layout.draftSavedAt,
    classes,
    categories,
    languages,
    defaultLang: schoolDefaultLang(school),
  };
}
