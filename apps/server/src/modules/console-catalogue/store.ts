/**
 * The console's catalogue texts (issue 23 item 8): what the section lists, and one category's or course's texts
 * per language. The default language's text is stored on the row itself (what every other language falls back
 * to), the others in content_translations (`repositories/catalog-texts.ts` reads them for every page). Every
 * lookup is scoped by the school: another school's id is simply not found.
 */
import { CATALOGUE_TEXT_LIMITS as L, type LanguageCode, type LocalizedTexts } from '@portico/core';
import type { ConsoleCatalogueList, ConsoleCategoryTexts, ConsoleCourseTexts } from '@portico/contracts';
import type { Kysely } from 'kysely';
import { reindexCourses, reindexSchools } from '../../db/search-index.ts';
import type { Database } from '../../db/schema.ts';
import type { SchoolRow } from '../../repositories/schools.ts';
import { loadTranslations, saveTranslations, textsOf } from '../../repositories/translations.ts';
import { fail } from '../../shared/http-error.ts';
import { baseText, checkTexts } from '../console-content/validate.ts';
import { formTexts, sectionLanguages } from '../console-content/languages.ts';
import { carryIntoDraft, hasDraft } from './draft-texts.ts';
import { loadOutlineTitles, saveOutlineTitles } from './outline-texts.ts';

export async function loadCatalogueList(
  db: Kysely<Database>,
  school: SchoolRow,
): Promise<ConsoleCatalogueList> {
  const [{ languages, defaultLang }, categories, courses] = await Promise.all([
    sectionLanguages(db, school),
    db
      .selectFrom('categories')
      .select(['id', 'parent_id', 'title'])
      .where('school_id', '=', school.id)
      .orderBy('sort')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('courses')
      .select(['id', 'category_id', 'name'])
      .where('school_id', '=', school.id)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute(),
  ]);
  return {
    languages,
    defaultLang,
    categories: categories.map((row) => ({ id: row.id, parentId: row.parent_id, title: row.title })),
    courses: courses.map((row) => ({ id: row.id, categoryId: row.category_id, name: row.name })),
  };
}

/** The texts other than the default language's (which lives on the row). */
const otherLanguages = (texts: LocalizedTexts, defaultLang: LanguageCode): LocalizedTexts => {
  const out: LocalizedTexts = { ...texts };
  delete out[defaultLang];
  return out;
};

function findCategory(db: Kysely<Database>, schoolId: string, categoryId: string) {
  return db
    .selectFrom('categories')
    .select(['id', 'title'])
    .where('school_id', '=', schoolId)
    .where('id', '=', categoryId)
    .executeTakeFirst();
}

function findAnyCourse(db: Kysely<Database>, schoolId: string, courseId: string) {
  return db
    .selectFrom('courses')
    .select(['id', 'name', 'description', 'lecturer_name'])
    .where('school_id', '=', schoolId)
    .where('id', '=', courseId)
    .executeTakeFirst();
}

export async function loadCategoryTexts(
  db: Kysely<Database>,
  school: SchoolRow,
  categoryId: string,
): Promise<ConsoleCategoryTexts> {
  const [row, { defaultLang }] = await Promise.all([
    findCategory(db, school.id, categoryId),
    sectionLanguages(db, school),
  ]);
  if (!row) throw fail('CATEGORY_NOT_FOUND', 'Category not found');
  const texts = await loadTranslations(db, school.id, 'category');
  return { title: formTexts(row.title, textsOf(texts, categoryId, 'title'), defaultLang) };
}

export async function loadCourseTexts(
  db: Kysely<Database>,
  school: SchoolRow,
  courseId: string,
): Promise<ConsoleCourseTexts> {
  const [row, { defaultLang }] = await Promise.all([
    findAnyCourse(db, school.id, courseId),
    sectionLanguages(db, school),
  ]);
  if (!row) throw fail('COURSE_NOT_FOUND', 'Course not found');
  const texts = await loadTranslations(db, school.id, 'course');
  return {
    name: formTexts(row.name, textsOf(texts, courseId, 'name'), defaultLang),
    description: formTexts(row.description ?? '', textsOf(texts, courseId, 'description'), defaultLang),
    lecturerName: formTexts(row.lecturer_name ?? '', textsOf(texts, courseId, 'lecturer_name'), defaultLang),
    outline: await loadOutlineTitles(db, school.id, courseId, defaultLang),
    authored: await hasDraft(db, school.id, courseId),
  };
}

/** Validates and stores a category's titles; answers the before/after for the audit entry. */
export async function saveCategoryTexts(
  trx: Kysely<Database>,
  school: SchoolRow,
  categoryId: string,
  input: ConsoleCategoryTexts,
) {
  const before = await loadCategoryTexts(trx, school, categoryId);
  const { defaultLang } = await sectionLanguages(trx, school);
  checkTexts('title', input.title, defaultLang, L.CATEGORY_TITLE);
  await trx
    .updateTable('categories')
    .set({ title: baseText(input.title, defaultLang) })
    .where('school_id', '=', school.id)
    .where('id', '=', categoryId)
    .execute();
  await saveTranslations(trx, school.id, 'category', categoryId, {
    title: otherLanguages(input.title, defaultLang),
  });
  // The category's title (in every language) is searched with its courses.
  await reindexSchools(trx, [school.id]);
  return { before, after: await loadCategoryTexts(trx, school, categoryId) };
}

/**
 * Validates and stores a course's name, description, lecturer and (when sent) outline titles per language; what
 * changed goes into the course's authoring draft too (draft-texts.ts), so the next publish keeps it.
 */
export async function saveCourseTexts(
  trx: Kysely<Database>,
  school: SchoolRow,
  courseId: string,
  input: ConsoleCourseTexts,
  actorId: string,
) {
  const before = await loadCourseTexts(trx, school, courseId);
  const { defaultLang } = await sectionLanguages(trx, school);
  checkTexts('name', input.name, defaultLang, L.COURSE_NAME);
  checkTexts('description', input.description, defaultLang, L.COURSE_DESCRIPTION, false);
  checkTexts('lecturerName', input.lecturerName, defaultLang, L.LECTURER_NAME, false);
  if (input.outline) await saveOutlineTitles(trx, school.id, courseId, defaultLang, input.outline);
  await trx
    .updateTable('courses')
    .set({
      name: baseText(input.name, defaultLang),
      description: baseText(input.description, defaultLang) || null,
      lecturer_name: baseText(input.lecturerName, defaultLang) || null,
    })
    .where('school_id', '=', school.id)
    .where('id', '=', courseId)
    .execute();
  await saveTranslations(trx, school.id, 'course', courseId, {
    name: otherLanguages(input.name, defaultLang),
    description: otherLanguages(input.description, defaultLang),
    lecturer_name: otherLanguages(input.lecturerName, defaultLang),
  });
  await reindexCourses(trx, [courseId]);
  const after = await loadCourseTexts(trx, school, courseId);
  await carryIntoDraft(trx, { schoolId: school.id, courseId, actorId, defaultLang, before, after });
  return { before, after };
}
