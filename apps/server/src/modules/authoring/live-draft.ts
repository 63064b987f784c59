/**
 * The live course as a draft document (issue 25): what the first draft of a course made before authoring holds.
 * Texts per language come back together (the row's default-language text under the translations, as the console
 * catalogue forms them); removed chapters and resources (status 0) are left out. A video or document made before
 * uploads had a media id gets its resource's id as one, so the draft stays one shape.
 */
import type { Caption, CourseDraft, DraftChapter, DraftResource, MediaRef } from '@portico/contracts';
import type { Kysely, Selectable } from 'kysely';
import type { CourseResourcesTable, Database } from '../../db/schema.ts';
import { loadTranslations, schoolDefaultLang, textsOf } from '../../repositories/translations.ts';
import { findSchoolById } from '../../repositories/schools.ts';
import { formTexts } from '../console-content/languages.ts';

type ResourceRow = Selectable<CourseResourcesTable>;

function legacyMedia(row: ResourceRow, kind: MediaRef['kind'], url: string): MediaRef {
  return {
    mediaId: row.id,
    kind,
    name: row.title,
    bytes: 0,
    url,
    durationS: kind === 'video' ? row.duration_s : null,
    pageCount: kind === 'document' ? row.page_count : null,
  };
}

function legacyCaptions(row: ResourceRow): Caption[] {
  if (!row.captions) return [];
  try {
    const list = JSON.parse(row.captions) as Array<{ lang: Caption['lang']; label: string; url: string }>;
    return list.map((caption) => ({
      lang: caption.lang,
      label: caption.label,
      media: { ...legacyMedia(row, 'caption', caption.url), name: caption.label },
    }));
  } catch {
    return [];
  }
}

/** The kind fields of a live resource; null for a row the draft cannot hold (unknown kind, missing media). */
function kindFields(row: ResourceRow): Record<string, unknown> | null {
  switch (row.kind) {
    case 'article':
      return { kind: 'article', body: row.body ?? '' };
    case 'external':
      return row.url ? { kind: 'external', url: row.url } : null;
    case 'exam':
      return row.exam_id ? { kind: 'exam', examId: row.exam_id } : null;
    case 'video':
      return row.media_url
        ? { kind: 'video', media: legacyMedia(row, 'video', row.media_url), captions: legacyCaptions(row) }
        : null;
    case 'document':
    case 'scorm':
      return row.media_url ? { kind: row.kind, media: legacyMedia(row, row.kind, row.media_url) } : null;
    case 'application':
      return row.app_id ? { kind: 'application', appId: row.app_id, appType: row.app_type ?? 'h5' } : null;
    default:
      return null;
  }
}

export async function liveCourseDraft(
  db: Kysely<Database>,
  schoolId: string,
  courseId: string,
): Promise<CourseDraft> {
  const [school, course, chapters, resources, lecturers, courseTexts, chapterTexts, resourceTexts] =
    await Promise.all([
      findSchoolById(db, schoolId),
      db
        .selectFrom('courses')
        .selectAll()
        .where('school_id', '=', schoolId)
        .where('id', '=', courseId)
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('course_chapters')
        .select(['id', 'title'])
        .where('school_id', '=', schoolId)
        .where('course_id', '=', courseId)
        .where('status', '=', 1)
        .orderBy('sort')
        .orderBy('id')
        .execute(),
      db
        .selectFrom('course_resources')
        .selectAll()
        .where('school_id', '=', schoolId)
        .where('course_id', '=', courseId)
        .where('status', '=', 1)
        .orderBy('sort')
        .orderBy('id')
        .execute(),
      db
        .selectFrom('course_lecturers')
        .select('user_id')
        .where('school_id', '=', schoolId)
        .where('course_id', '=', courseId)
        .orderBy('sort')
        .execute(),
      loadTranslations(db, schoolId, 'course'),
      loadTranslations(db, schoolId, 'chapter'),
      loadTranslations(db, schoolId, 'resource'),
    ]);
  const lang = schoolDefaultLang(school ?? { default_lang: null });
  const outline: DraftChapter[] = chapters.map((chapter) => ({
    id: chapter.id,
    title: formTexts(chapter.title, textsOf(chapterTexts, chapter.id, 'title'), lang),
    resources: resources
      .filter((row) => row.chapter_id === chapter.id)
      .flatMap((row) => {
        const fields = kindFields(row);
        if (!fields) return [];
        const title = formTexts(row.title, textsOf(resourceTexts, row.id, 'title'), lang);
        return [{ id: row.id, title, required: row.required === 1, ...fields } as DraftResource];
      }),
  }));
  return {
    title: formTexts(course.name, textsOf(courseTexts, courseId, 'name'), lang),
    description: formTexts(course.description ?? '', textsOf(courseTexts, courseId, 'description'), lang),
    cover: course.cover,
    categoryId: course.category_id,
    lecturerIds: lecturers.map((row) => row.user_id),
    price: course.price,
    actualPrice: course.actual_price,
    visibility: course.exist_member === 1 ? 'members' : 'public',
    chapters: outline,
  };
}
