/**
 * "My academies" (spec §3 academy record): the viewer's joined first-level schools, one page at a time, each with
 * its first sub-schools. Paging, facts and sub-school pages are shared with the other switcher lists
 * (modules/academies): a constant number of queries per page on both engines.
 */
import type { LanguageCode } from '@portico/core';
import type { Kysely } from 'kysely';
import type { Viewer } from '../../auth/viewer.ts';
import type { Database } from '../../db/schema.ts';
import { presentAcademyPage, type AcademyList } from '../academies/presenter.ts';
import { joinedSchools, pageWindow } from '../academies/queries.ts';

const SUB_SCHOOL_PAGE = 4;

export async function myAcademies(
  db: Kysely<Database>,
  viewer: Viewer,
  page: { page: number; pageSize: number; offset?: number },
  lang: LanguageCode | null = null,
): Promise<AcademyList> {
  const rows = await joinedSchools(db, viewer.userId, pageWindow(page.page, page.pageSize, page.offset));
  return presentAcademyPage(db, rows, { viewer, childPageSize: SUB_SCHOOL_PAGE, lang });
}
