/**
 * Publishing a draft (issue 25): the draft becomes the live course inside the caller's ONE transaction — the
 * course row (default-language texts on the row, the others in content_translations, as the console catalogue
 * keeps them), its lecturers, chapters and resources upserted by id (ids are stable, so learners' progress keeps
 * pointing at the same resources), a version appended with the snapshot, the search index updated. What the draft
 * no longer holds is marked removed (status 0), never deleted: a removed resource stops counting toward completion
 * (learning counts status 1 only), its progress rows stay for a rollback, and a stored course completion is never
 * touched; the progress stored on the course's enrolments is recounted for the new outline (learning/recount.ts). The caller announces the change after commit (caches), see commands.ts.
 */
import type { LanguageCode, LocalizedTexts } from '@portico/core';
import type { CourseDraft, DraftResource } from '@portico/contracts';
import type { Kysely } from 'kysely';
import { newId } from '../../db/ids.ts';
import type { Database } from '../../db/schema.ts';
import { reindexCourses } from '../../db/search-index.ts';
import { saveTranslations } from '../../repositories/translations.ts';
import { baseText } from '../console-content/validate.ts';
import { recountCourseProgress } from '../learning/recount.ts';
import { peopleNames } from './people.ts';

const LIVE = 1;
const REMOVED = 0;

const others = (texts: LocalizedTexts, lang: LanguageCode): LocalizedTexts => {
  const out: LocalizedTexts = { ...texts };
  delete out[lang];
  return out;
};

/** The live row's kind columns of a draft resource (every column set, so a kind change clears the old ones). */
function kindColumns(item: DraftResource) {
  const none = {
    media_url: null,
    captions: null,
    duration_s: null,
    page_count: null,
    body: null,
    url: null,
    app_id: null,
    app_type: null,
    exam_id: null,
  };
  switch (item.kind) {
    case 'article':
      return { ...none, body: item.body };
    case 'external':
      return { ...none, url: item.url };
    case 'exam':
      return { ...none, exam_id: item.examId };
    case 'video':
      return {
        ...none,
        media_url: item.media.url,
        duration_s: item.media.durationS,
        captions: JSON.stringify(
          item.captions.map((caption) => ({
            lang: caption.lang,
            label: caption.label,
            url: caption.media.url,
          })),
        ),
      };
    case 'document':
      return { ...none, media_url: item.media.url, page_count: item.media.pageCount };
    case 'scorm':
      return { ...none, media_url: item.media.url };
    case 'application':
      return { ...none, app_id: item.appId, app_type: item.appType };
  }
}

export interface PublishInput {
  schoolId: string;
  courseId: string;
  defaultLang: LanguageCode;
  draft: CourseDraft;
  number: number;
  actorId: string;
  now: string;
}

export async function materialise(trx: Kysely<Database>, input: PublishInput): Promise<void> {
  const { schoolId, courseId, defaultLang: lang, draft, now } = input;
  const names = await peopleNames(trx, draft.lecturerIds);
  await trx
    .updateTable('courses')
    .set({
      name: baseText(draft.title, lang),
      description: baseText(draft.description, lang) || null,
      cover: draft.cover,
      category_id: draft.categoryId,
      price: draft.price,
      actual_price: draft.actualPrice,
      exist_member: draft.visibility === 'members' ? 1 : 0,
      status: LIVE,
      // A course made before authoring keeps its lecturer text until lecturers are chosen.
      ...(draft.lecturerIds.length > 0
        ? {
            lecturer_name: draft.lecturerIds
              .map((id) => names.get(id) ?? '')
              .filter(Boolean)
              .join(', '),
          }
        : {}),
    })
    .where('school_id', '=', schoolId)
    .where('id', '=', courseId)
    .execute();
  await saveTranslations(trx, schoolId, 'course', courseId, {
    name: others(draft.title, lang),
    description: others(draft.description, lang),
  });
  await trx
    .deleteFrom('course_lecturers')
    .where('school_id', '=', schoolId)
    .where('course_id', '=', courseId)
    .execute();
  if (draft.lecturerIds.length > 0) {
    await trx
      .insertInto('course_lecturers')
      .values(
        draft.lecturerIds.map((userId, sort) => ({
          id: newId(),
          school_id: schoolId,
          course_id: courseId,
          user_id: userId,
          sort,
        })),
      )
      .execute();
  }
  await upsertOutline(trx, input);
  await trx
    .insertInto('course_versions')
    .values({
      id: newId(),
      school_id: schoolId,
      course_id: courseId,
      number: input.number,
      snapshot: JSON.stringify(draft),
      published_by: input.actorId,
      published_at: now,
    })
    .execute();
  await reindexCourses(trx, [courseId]);
}

async function upsertOutline(trx: Kysely<Database>, input: PublishInput): Promise<void> {
  const { schoolId, courseId, defaultLang: lang, draft, now } = input;
  const [chapterRows, resourceRows] = await Promise.all([
    trx
      .selectFrom('course_chapters')
      .select('id')
      .where('school_id', '=', schoolId)
      .where('course_id', '=', courseId)
      .execute(),
    trx
      .selectFrom('course_resources')
      .select('id')
      .where('school_id', '=', schoolId)
      .where('course_id', '=', courseId)
      .execute(),
  ]);
  const liveChapters = new Set(chapterRows.map((row) => row.id));
  const liveResources = new Set(resourceRows.map((row) => row.id));
  const kept = new Set<string>();
  for (const [sort, chapter] of draft.chapters.entries()) {
    const id = chapter.id!;
    kept.add(id);
    const columns = { title: baseText(chapter.title, lang), sort, status: LIVE };
    if (liveChapters.has(id)) {
      await trx
        .updateTable('course_chapters')
        .set(columns)
        .where('school_id', '=', schoolId)
        .where('id', '=', id)
        .execute();
    } else {
      await trx
        .insertInto('course_chapters')
        .values({
          ...columns,
          id,
          school_id: schoolId,
          course_id: courseId,
          release_at: null,
          prerequisite_chapter_id: null,
          created_at: now,
        })
        .execute();
    }
    await saveTranslations(trx, schoolId, 'chapter', id, { title: others(chapter.title, lang) });
    for (const [position, item] of chapter.resources.entries()) {
      const resourceId = item.id!;
      kept.add(resourceId);
      const row = {
        chapter_id: id,
        kind: item.kind,
        title: baseText(item.title, lang),
        sort: position,
        required: item.required ? 1 : 0,
        status: LIVE,
        ...kindColumns(item),
      };
      if (liveResources.has(resourceId)) {
        await trx
          .updateTable('course_resources')
          .set(row)
          .where('school_id', '=', schoolId)
          .where('id', '=', resourceId)
          .execute();
      } else {
        await trx
          .insertInto('course_resources')
          .values({ ...row, id: resourceId, school_id: schoolId, course_id: courseId, created_at: now })
          .execute();
      }
      await saveTranslations(trx, schoolId, 'resource', resourceId, { title: others(item.title, lang) });
    }
  }
  const removedChapters = [...liveChapters].filter((id) => !kept.has(id));
  const removedResources = [...liveResources].filter((id) => !kept.has(id));
  if (removedChapters.length > 0) {
    await trx
      .updateTable('course_chapters')
      .set({ status: REMOVED })
      .where('school_id', '=', schoolId)
      .where('id', 'in', removedChapters)
      .execute();
  }
  if (removedResources.length > 0) {
    await trx
      .updateTable('course_resources')
      .set({ status: REMOVED })
      .where('school_id', '=', schoolId)
      .where('id', 'in', removedResources)
      .execute();
  }
  await recountCourseProgress(trx, { schoolId, courseId, now });
}

/** Takes the live course down: learners, search and lists stop showing it; the rows stay for a later publish. */
export async function takeDown(trx: Kysely<Database>, schoolId: string, courseId: string): Promise<void> {
  await trx
    .updateTable('courses')
    .set({ status: 0 })
    .where('school_id', '=', schoolId)
    .where('id', '=', courseId)
    .execute();
  await reindexCourses(trx, [courseId]);
}
