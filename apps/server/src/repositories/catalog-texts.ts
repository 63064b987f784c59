/**
 * Catalogue texts per language (issue 23 item 8): category titles and course names, descriptions and lecturer
 * names, kept like every other admin-written text — the row holds the school's default language, the other
 * languages are `content_translations` rows (entity `category` / `course` / `chapter` / `resource` /
 * `position_task` / `exam`). Every reader presents the viewer's
 * language through these helpers: one indexed query per list (the unique key school_id, entity, entity_id, field,
 * lang), then core `localizedText` (viewer's language → the school's default language → the row's own text).
 */
import { DEFAULT_LANGUAGE, localizedText, type LanguageCode, type LocalizedTexts } from '@portico/core';
import { sql, type Kysely } from 'kysely';
import { preparedQuery } from '../db/prepared.ts';
import type { Database } from '../db/schema.ts';
import { schoolDefaultLang } from './translations.ts';

type CatalogEntity = 'category' | 'course' | 'chapter' | 'resource' | 'position_task' | 'exam';

interface Ref {
  entity: CatalogEntity;
  id: string;
  schoolId: string;
}

/** Picks one field's text in the viewer's language; `base` is the row's own text (null stays null if untranslated). */
type CatalogPicker = (
  entity: CatalogEntity,
  id: string | null,
  field: string,
  base: string | null,
) => string | null;

const keyOf = (entity: string, id: string, field: string) => `${entity}\u0000${id}\u0000${field}`;

/**
 * The texts of these rows in `lang` and in their school's default language. Asked on every course page and learning
 * view: compiled once per length of its lists (db/prepared.ts), not built per call.
 */
const catalogTexts = preparedQuery(
  4,
  (db, schoolIds: string[], entities: CatalogEntity[], ids: string[], lang: LanguageCode) =>
    db
      .selectFrom('content_translations as t')
      .innerJoin('schools as s', 's.id', 't.school_id')
      .select(['t.entity', 't.entity_id', 't.field', 't.lang', 't.value', 't.school_id', 's.default_lang'])
      .where('t.school_id', 'in', schoolIds)
      .where('t.entity', 'in', entities)
      .where('t.entity_id', 'in', ids)
      .where((eb) =>
        eb.or([
          eb('t.lang', '=', lang),
          eb('t.lang', '=', sql<string>`coalesce(s.default_lang, ${DEFAULT_LANGUAGE})`),
        ]),
      ),
);

/**
 * Loads the texts of these rows in `lang` and in each school's default language (one query, joined with the
 * schools for their default) and returns the picker.
 */
async function catalogPicker(
  db: Kysely<Database>,
  lang: LanguageCode,
  refs: readonly Ref[],
): Promise<CatalogPicker> {
  const texts = new Map<string, LocalizedTexts>();
  const defaults = new Map<string, LanguageCode>();
  const ids = [...new Set(refs.map((ref) => ref.id))];
  if (ids.length > 0) {
    const rows = await catalogTexts.execute(
      db,
      [...new Set(refs.map((ref) => ref.schoolId))],
      [...new Set(refs.map((ref) => ref.entity))],
      ids,
      lang,
    );
    for (const row of rows) {
      const key = keyOf(row.entity, row.entity_id, row.field);
      const own = texts.get(key) ?? {};
      own[row.lang as LanguageCode] = row.value;
      texts.set(key, own);
      defaults.set(keyOf(row.entity, row.entity_id, ''), schoolDefaultLang(row));
    }
  }
  return (entity, id, field, base) => {
    if (id === null) return base;
    const own = texts.get(keyOf(entity, id, field));
    if (!own) return base;
    const defaultLang = defaults.get(keyOf(entity, id, '')) ?? lang;
    const text = localizedText(base ?? '', own, lang, defaultLang);
    return text === '' ? base : text;
  };
}

interface CourseTextRow {
  id: string;
  school_id: string;
  name: string;
  description?: string | null;
  lecturer_name?: string | null;
  dept_name?: string | null;
  category_id?: string | null;
  category_title?: string | null;
}

/** Course rows (and their joined category title, if any) with their texts in `lang`. */
export async function localizeCourses<T extends CourseTextRow>(
  db: Kysely<Database>,
  rows: readonly T[],
  lang: LanguageCode,
): Promise<T[]> {
  const refs: Ref[] = [];
  for (const row of rows) {
    refs.push({ entity: 'course', id: row.id, schoolId: row.school_id });
    if (row.category_id) refs.push({ entity: 'category', id: row.category_id, schoolId: row.school_id });
  }
  const pick = await catalogPicker(db, lang, refs);
  return rows.map((row) => {
    const out = { ...row, name: pick('course', row.id, 'name', row.name) ?? row.name };
    if (row.description !== undefined)
      out.description = pick('course', row.id, 'description', row.description);
    if (row.lecturer_name !== undefined)
      out.lecturer_name = pick('course', row.id, 'lecturer_name', row.lecturer_name);
    if (row.dept_name !== undefined) out.dept_name = pick('course', row.id, 'dept_name', row.dept_name);
    if (row.category_title !== undefined)
      out.category_title = pick('category', row.category_id ?? null, 'title', row.category_title);
    return out;
  });
}

/** Category rows with their titles in `lang`. */
export async function localizeCategories<T extends { id: string; school_id: string; title: string }>(
  db: Kysely<Database>,
  rows: readonly T[],
  lang: LanguageCode,
): Promise<T[]> {
  const pick = await catalogPicker(
    db,
    lang,
    rows.map((row) => ({ entity: 'category', id: row.id, schoolId: row.school_id })),
  );
  return rows.map((row) => ({ ...row, title: pick('category', row.id, 'title', row.title) ?? row.title }));
}

/** Rows that carry a course's name only (learning center, archive, tasks): the name in `lang`. */
export async function localizeCourseNames<T extends { course_name: string | null }>(
  db: Kysely<Database>,
  rows: readonly T[],
  lang: LanguageCode,
  refOf: (row: T) => { courseId: string | null; schoolId: string },
): Promise<T[]> {
  const refs = rows.flatMap((row) => {
    const { courseId, schoolId } = refOf(row);
    return courseId && row.course_name !== null
      ? [{ entity: 'course' as const, id: courseId, schoolId }]
      : [];
  });
  if (refs.length === 0) return [...rows];
  const pick = await catalogPicker(db, lang, refs);
  return rows.map((row) => ({
    ...row,
    course_name: pick('course', refOf(row).courseId, 'name', row.course_name),
  }));
}

/**
 * One course's outline rows (they all belong to `schoolId`): chapter and resource titles, and an article
 * resource's body, in `lang` (issue 23 item 8: the outline, the learning view and the lock messages).
 */
export async function localizeOutline<
  C extends { id: string; title: string },
  R extends { id: string; title: string; body: string | null },
>(
  db: Kysely<Database>,
  schoolId: string,
  lang: LanguageCode,
  rows: { chapters: readonly C[]; resources: readonly R[] },
): Promise<{ chapters: C[]; resources: R[] }> {
  const refs: Ref[] = [
    ...rows.chapters.map((row) => ({ entity: 'chapter' as const, id: row.id, schoolId })),
    ...rows.resources.map((row) => ({ entity: 'resource' as const, id: row.id, schoolId })),
  ];
  if (refs.length === 0) return { chapters: [...rows.chapters], resources: [...rows.resources] };
  const pick = await catalogPicker(db, lang, refs);
  return {
    chapters: rows.chapters.map((row) => ({
      ...row,
      title: pick('chapter', row.id, 'title', row.title) ?? row.title,
    })),
    resources: rows.resources.map((row) => ({
      ...row,
      title: pick('resource', row.id, 'title', row.title) ?? row.title,
      body: pick('resource', row.id, 'body', row.body),
    })),
  };
}

/**
 * Position tasks of one school (learning center, AI page) with their course's name: the task's title and position
 * and the course's name in `lang`.
 */
export async function localizeTasks<
  T extends {
    id: string;
    title: string;
    position: string;
    course_id: string | null;
    course_name: string | null;
  },
>(db: Kysely<Database>, schoolId: string, lang: LanguageCode, rows: readonly T[]): Promise<T[]> {
  if (rows.length === 0) return [];
  const refs: Ref[] = rows.flatMap((row) => [
    { entity: 'position_task' as const, id: row.id, schoolId },
    ...(row.course_id ? [{ entity: 'course' as const, id: row.course_id, schoolId }] : []),
  ]);
  const pick = await catalogPicker(db, lang, refs);
  return rows.map((row) => ({
    ...row,
    title: pick('position_task', row.id, 'title', row.title) ?? row.title,
    position: pick('position_task', row.id, 'position', row.position) ?? row.position,
    course_name: row.course_name === null ? null : pick('course', row.course_id, 'name', row.course_name),
  }));
}

/** Exam titles of one school in `lang` (issue 27: the composed pages' exam row). */
export async function localizeExamTitles<T extends { id: string; title: string }>(
  db: Kysely<Database>,
  schoolId: string,
  lang: LanguageCode,
  rows: readonly T[],
): Promise<T[]> {
  if (rows.length === 0) return [];
  const pick = await catalogPicker(
    db,
    lang,
    rows.map((row) => ({ entity: 'exam' as const, id: row.id, schoolId })),
  );
  return rows.map((row) => ({ ...row, title: pick('exam', row.id, 'title', row.title) ?? row.title }));
}
