/**
 * Issue 27: the designer's course picker for a hand-picked course row — the school's published courses (the only
 * ones a row shows) found by a part of their title, in the stored name or any translation of it, or named by id
 * (the picks already made, answered in their order). Titles come back in the asked language. One school only:
 * another school's course id is simply not found.
 */
import { PORTAL_PAGE_LIMITS, type LanguageCode } from '@portico/core';
import type { PortalCourseOption } from '@portico/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { localizeCourses } from '../../repositories/catalog-texts.ts';
import { escapeLike } from '../../shared/sql-like.ts';

const PUBLISHED = 1;

function publishedCourses(db: Kysely<Database>, schoolId: string) {
  return db
    .selectFrom('courses')
    .leftJoin('categories', (join) =>
      join
        .onRef('categories.id', '=', 'courses.category_id')
        .onRef('categories.school_id', '=', 'courses.school_id'),
    )
    .select([
      'courses.id',
      'courses.school_id',
      'courses.name',
      'courses.category_id',
      'categories.title as category_title',
    ])
    .where('courses.school_id', '=', schoolId)
    .where('courses.status', '=', PUBLISHED);
}

export async function courseOptions(
  db: Kysely<Database>,
  input: { schoolId: string; lang: LanguageCode; text: string; ids: readonly string[] },
): Promise<PortalCourseOption[]> {
  let rows;
  if (input.ids.length > 0) {
    const found = await publishedCourses(db, input.schoolId)
      .where('courses.id', 'in', [...input.ids])
      .execute();
    rows = input.ids.flatMap((id) => found.filter((row) => row.id === id));
  } else {
    let query = publishedCourses(db, input.schoolId);
    const text = input.text.trim();
    if (text !== '') {
      // lower(…) LIKE lower(…): the same SQL on both engines (CJK has no case and matches as written).
      const pattern = `%${escapeLike(text)}%`;
      const like = (column: string) =>
        sql<boolean>`lower(${sql.ref(column)}) LIKE lower(${pattern}) ESCAPE '\\'`;
      const translated = db
        .selectFrom('content_translations')
        .select('entity_id')
        .where('school_id', '=', input.schoolId)
        .where('entity', '=', 'course')
        .where('field', '=', 'name')
        .where(like('value'));
      query = query.where((eb) => eb.or([like('courses.name'), eb('courses.id', 'in', translated)]));
    }
    rows = await query
      .orderBy('courses.created_at', 'desc')
      .orderBy('courses.id', 'desc')
      .limit(PORTAL_PAGE_LIMITS.COURSE_OPTIONS_MAX)
      .execute();
  }
  return (await localizeCourses(db, rows, input.lang)).map((row) => ({
    id: row.id,
    title: row.name,
    categoryTitle: row.category_title ?? null,
  }));
}
