/**
 * A draft as the server keeps it (issue 25): the schema has checked shapes and bounds; this checks what needs the
 * school's data and rewrites what must not be trusted — article HTML through the spec §5 sanitizer, links through
 * the legality check, the school's own category, lecturers and exams, the school's own media (facts from its rows) — and gives new
 * chapters and resources their ids. An id the client sends must already belong to this course (its draft or its
 * live rows): a client cannot adopt another course's resource, and progress keys stay stable. A failure is 400
 * AUTHORING_DRAFT_INVALID with `details.field` (a path into the draft) and `details.reason`; nothing is written.
 */
import {
  AUTHORING_LIMITS,
  hasDefaultText,
  isLegalLink,
  longestText,
  type LanguageCode,
  type LocalizedTexts,
} from '@portico/core';
import type { CourseDraft, DraftChapter, DraftResource, MediaRef } from '@portico/contracts';
import type { Kysely, Selectable } from 'kysely';
import { newId } from '../../db/ids.ts';
import type { Database, MediaFilesTable } from '../../db/schema.ts';
import { ACTIVE } from '../../repositories/roles.ts';
import { fail } from '../../shared/http-error.ts';
import { sanitizeHtml } from '../agreements/sanitize.ts';
import { presentMediaRef } from '../media-uploads/presenter.ts';

type Reason = 'required' | 'tooLong' | 'illegalUrl' | 'unknown' | 'duplicate' | 'mediaKind' | 'tooMany';

const invalid = (field: string, reason: Reason) =>
  fail('AUTHORING_DRAFT_INVALID', `Draft field ${field} is invalid (${reason})`, { field, reason });

/** Titles of the outline and the course: the school's default language is required. */
const TITLE_MAX = 200;
const DESCRIPTION_MAX = 5000;

function checkTexts(field: string, texts: LocalizedTexts, lang: LanguageCode, max: number, required = true) {
  if (required && !hasDefaultText(texts, lang)) throw invalid(field, 'required');
  if (longestText(texts) > max) throw invalid(field, 'tooLong');
}

/**
 * Media of a draft, as the server knows them: a `MediaRef` a client sends is a claim — its facts (url, size,
 * duration, pages) are taken from this school's `media_files` row, never from the request. A course made before
 * authoring (the demo's, an import) has media without a row: those are kept only when the url is one this course
 * already plays.
 */
interface MediaFacts {
  files: ReadonlyMap<string, Selectable<MediaFilesTable>>;
  liveUrls: ReadonlySet<string>;
}

function checkMedia(field: string, media: MediaRef, kind: MediaRef['kind'], facts: MediaFacts): MediaRef {
  if (media.kind !== kind) throw invalid(field, 'mediaKind');
  const row = facts.files.get(media.mediaId);
  if (row) {
    if (row.kind !== kind) throw invalid(field, 'mediaKind');
    return presentMediaRef(row);
  }
  if (!facts.liveUrls.has(media.url)) throw invalid(`${field}.mediaId`, 'unknown');
  return media;
}

function draftMediaIds(draft: CourseDraft): string[] {
  return draft.chapters.flatMap((chapter) =>
    chapter.resources.flatMap((item) => {
      if (item.kind === 'video') return [item.media.mediaId, ...item.captions.map((c) => c.media.mediaId)];
      if (item.kind === 'document' || item.kind === 'scorm') return [item.media.mediaId];
      return [];
    }),
  );
}

async function mediaFacts(db: Kysely<Database>, ctx: DraftContext, draft: CourseDraft): Promise<MediaFacts> {
  const ids = [...new Set(draftMediaIds(draft))];
  const [files, live] = await Promise.all([
    ids.length === 0
      ? []
      : db
          .selectFrom('media_files')
          .selectAll()
          .where('school_id', '=', ctx.schoolId)
          .where('id', 'in', ids)
          .execute(),
    db
      .selectFrom('course_resources')
      .select(['media_url', 'captions'])
      .where('school_id', '=', ctx.schoolId)
      .where('course_id', '=', ctx.courseId)
      .execute(),
  ]);
  const liveUrls = new Set<string>();
  for (const row of live) {
    if (row.media_url) liveUrls.add(row.media_url);
    for (const caption of parseCaptions(row.captions)) liveUrls.add(caption.url);
  }
  return { files: new Map(files.map((row) => [row.id, row])), liveUrls };
}

function parseCaptions(json: string | null): { url: string }[] {
  if (!json) return [];
  try {
    const list: unknown = JSON.parse(json);
    return Array.isArray(list)
      ? list.filter((c): c is { url: string } => typeof (c as { url?: unknown })?.url === 'string')
      : [];
  } catch {
    return [];
  }
}

export interface DraftContext {
  schoolId: string;
  courseId: string;
  defaultLang: LanguageCode;
}

/** Ids a draft of this course may carry: its live rows (removed ones too, so a rollback brings them back). */
async function knownIds(db: Kysely<Database>, ctx: DraftContext) {
  const [chapters, resources] = await Promise.all([
    db
      .selectFrom('course_chapters')
      .select('id')
      .where('school_id', '=', ctx.schoolId)
      .where('course_id', '=', ctx.courseId)
      .execute(),
    db
      .selectFrom('course_resources')
      .select('id')
      .where('school_id', '=', ctx.schoolId)
      .where('course_id', '=', ctx.courseId)
      .execute(),
  ]);
  return { chapters: new Set(chapters.map((r) => r.id)), resources: new Set(resources.map((r) => r.id)) };
}

async function schoolRefs(db: Kysely<Database>, ctx: DraftContext, draft: CourseDraft) {
  const examIds = draft.chapters.flatMap((c) =>
    c.resources.flatMap((r) => (r.kind === 'exam' ? [r.examId] : [])),
  );
  const [category, lecturers, exams] = await Promise.all([
    draft.categoryId
      ? db
          .selectFrom('categories')
          .select('id')
          .where('school_id', '=', ctx.schoolId)
          .where('id', '=', draft.categoryId)
          .executeTakeFirst()
      : undefined,
    draft.lecturerIds.length === 0
      ? []
      : db
          .selectFrom('memberships')
          .select('user_id')
          .where('school_id', '=', ctx.schoolId)
          .where('status', '=', ACTIVE)
          .where('role', 'in', ['lecturer', 'admin'])
          .where('user_id', 'in', draft.lecturerIds)
          .execute(),
    examIds.length === 0
      ? []
      : db
          .selectFrom('exams')
          .select('id')
          .where('school_id', '=', ctx.schoolId)
          .where('id', 'in', examIds)
          .execute(),
  ]);
  return {
    categoryOk: !draft.categoryId || category !== undefined,
    lecturers: new Set(lecturers.map((r) => r.user_id)),
    exams: new Set(exams.map((r) => r.id)),
  };
}

/**
 * The draft to store: validated against the school, sanitised, with ids for new items. `draftIds` are the ids of
 * the stored draft (items saved but never published are known only there).
 */
export async function checkDraft(
  db: Kysely<Database>,
  ctx: DraftContext,
  draft: CourseDraft,
  draftIds: ReadonlySet<string>,
): Promise<CourseDraft> {
  checkTexts('title', draft.title, ctx.defaultLang, TITLE_MAX);
  checkTexts('description', draft.description, ctx.defaultLang, DESCRIPTION_MAX, false);
  const total = draft.chapters.reduce((sum, chapter) => sum + chapter.resources.length, 0);
  if (total > AUTHORING_LIMITS.RESOURCES_MAX) throw invalid('chapters', 'tooMany');
  const [known, refs, media] = await Promise.all([
    knownIds(db, ctx),
    schoolRefs(db, ctx, draft),
    mediaFacts(db, ctx, draft),
  ]);
  if (!refs.categoryOk) throw invalid('categoryId', 'unknown');
  draft.lecturerIds.forEach((id, i) => {
    if (!refs.lecturers.has(id)) throw invalid(`lecturerIds.${i}`, 'unknown');
  });
  if (new Set(draft.lecturerIds).size !== draft.lecturerIds.length) throw invalid('lecturerIds', 'duplicate');
  if (draft.cover !== null && draft.cover !== '' && !isLegalLink(draft.cover))
    throw invalid('cover', 'illegalUrl');

  const seen = new Set<string>();
  const idFor = (field: string, id: string | null, pool: ReadonlySet<string>) => {
    if (id === null) return newId();
    if (!pool.has(id) && !draftIds.has(id)) throw invalid(`${field}.id`, 'unknown');
    if (seen.has(id)) throw invalid(`${field}.id`, 'duplicate');
    seen.add(id);
    return id;
  };

  const resource = (field: string, item: DraftResource): DraftResource => {
    checkTexts(`${field}.title`, item.title, ctx.defaultLang, TITLE_MAX);
    const id = idFor(field, item.id, known.resources);
    switch (item.kind) {
      case 'article':
        return { ...item, id, body: sanitizeHtml(item.body) };
      case 'external':
        if (!isLegalLink(item.url)) throw invalid(`${field}.url`, 'illegalUrl');
        return { ...item, id, url: item.url.trim() };
      case 'exam':
        if (!refs.exams.has(item.examId)) throw invalid(`${field}.examId`, 'unknown');
        return { ...item, id };
      case 'video':
        return {
          ...item,
          id,
          media: checkMedia(`${field}.media`, item.media, 'video', media),
          captions: item.captions.map((caption, i) => ({
            ...caption,
            media: checkMedia(`${field}.captions.${i}.media`, caption.media, 'caption', media),
          })),
        };
      case 'document':
      case 'scorm':
        return { ...item, id, media: checkMedia(`${field}.media`, item.media, item.kind, media) };
      case 'application':
        // Kept from a course made before authoring; a new one cannot be made here.
        if (item.id === null) throw invalid(`${field}.kind`, 'unknown');
        return { ...item, id };
    }
  };

  const chapters = draft.chapters.map((chapter, c): DraftChapter => ({
    id: idFor(`chapters.${c}`, chapter.id, known.chapters),
    title: (checkTexts(`chapters.${c}.title`, chapter.title, ctx.defaultLang, TITLE_MAX), chapter.title),
    resources: chapter.resources.map((item, r) => resource(`chapters.${c}.resources.${r}`, item)),
  }));
  return { ...draft, cover: draft.cover?.trim() || null, chapters };
}

/** Every chapter and resource id a stored draft holds. */
export function idsOf(draft: CourseDraft): Set<string> {
  return new Set(
    draft.chapters.flatMap((chapter) => [
      ...(chapter.id ? [chapter.id] : []),
      ...chapter.resources.flatMap((item) => (item.id ? [item.id] : [])),
    ]),
  );
}
