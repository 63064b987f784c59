/**
 * A course's outline titles per language in the console's catalogue section (issue 23 item 8): every chapter and
 * resource (drafts too: they are translated before they are published), in outline order. Like the other catalogue
 * texts, the default language's title is stored on the row, the others in content_translations (entities
 * `chapter` / `resource`, read for every page by `repositories/catalog-texts.ts`). Only the course's own rows of
 * this school can be named: any other id is refused with a stable code, and nothing is written.
 */
import { CATALOGUE_TEXT_LIMITS as L, type LanguageCode, type LocalizedTexts } from '@portico/core';
import type { ConsoleOutlineTitle } from '@portico/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { loadTranslations, saveTranslations, textsOf } from '../../repositories/translations.ts';
import { fail } from '../../shared/http-error.ts';
import { formTexts } from '../console-content/languages.ts';
import { baseText, checkTexts } from '../console-content/validate.ts';

function outlineRows(db: Kysely<Database>, schoolId: string, courseId: string) {
  return Promise.all([
    db
      .selectFrom('course_chapters')
      .select(['id', 'title'])
      .where('school_id', '=', schoolId)
      .where('course_id', '=', courseId)
      .orderBy('sort')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('course_resources')
      .select(['id', 'title', 'chapter_id'])
      .where('school_id', '=', schoolId)
      .where('course_id', '=', courseId)
      .orderBy('sort')
      .orderBy('id')
      .execute(),
  ]);
}

export async function loadOutlineTitles(
  db: Kysely<Database>,
  schoolId: string,
  courseId: string,
  defaultLang: LanguageCode,
): Promise<ConsoleOutlineTitle[]> {
  const [[chapters, resources], chapterTexts, resourceTexts] = await Promise.all([
    outlineRows(db, schoolId, courseId),
    loadTranslations(db, schoolId, 'chapter'),
    loadTranslations(db, schoolId, 'resource'),
  ]);
  return chapters.flatMap((chapter) => [
    {
      id: chapter.id,
      kind: 'chapter' as const,
      title: formTexts(chapter.title, textsOf(chapterTexts, chapter.id, 'title'), defaultLang),
    },
    ...resources
      .filter((resource) => resource.chapter_id === chapter.id)
      .map((resource) => ({
        id: resource.id,
        kind: 'resource' as const,
        title: formTexts(resource.title, textsOf(resourceTexts, resource.id, 'title'), defaultLang),
      })),
  ]);
}

/** The texts other than the default language's (which lives on the row). */
const otherLanguages = (texts: LocalizedTexts, defaultLang: LanguageCode): LocalizedTexts => {
  const out: LocalizedTexts = { ...texts };
  delete out[defaultLang];
  return out;
};

/** Validates every title first, then stores them (inside the caller's transaction). */
export async function saveOutlineTitles(
  trx: Kysely<Database>,
  schoolId: string,
  courseId: string,
  defaultLang: LanguageCode,
  items: readonly ConsoleOutlineTitle[],
): Promise<void> {
  const [chapters, resources] = await outlineRows(trx, schoolId, courseId);
  const kinds = new Map<string, 'chapter' | 'resource'>([
    ...chapters.map((row) => [row.id, 'chapter'] as const),
    ...resources.map((row) => [row.id, 'resource'] as const),
  ]);
  for (const item of items) {
    if (kinds.get(item.id) !== item.kind) {
      throw fail('RESOURCE_NOT_FOUND', 'No such chapter or resource in this course', { id: item.id });
    }
    checkTexts('outline', item.title, defaultLang, L.OUTLINE_TITLE);
  }
  for (const item of items) {
    const table = item.kind === 'chapter' ? 'course_chapters' : 'course_resources';
    await trx
      .updateTable(table)
      .set({ title: baseText(item.title, defaultLang) })
      .where('school_id', '=', schoolId)
      .where('id', '=', item.id)
      .execute();
    await saveTranslations(trx, schoolId, item.kind, item.id, {
      title: otherLanguages(item.title, defaultLang),
    });
  }
}
