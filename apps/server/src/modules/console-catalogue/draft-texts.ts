/**
 * Catalogue edits of an authored course (issue 25): the console's catalogue writes a course's texts per language
 * into the live rows at once, and the next publish of the creation center writes the live rows from the course's
 * draft. So that publish does not silently undo a translator's work, every text the admin changed here — a
 * (field, language) pair whose value differs from what the live course had — is written into the draft too, in
 * the same transaction; texts the admin left alone keep whatever the author has pending in the draft. The draft's
 * version moves on, so an author's editor opened before the edit is told its copy is stale instead of saving over
 * it. A course without a draft row needs nothing: its first draft is made from the live course when opened.
 */
import type { LanguageCode, LocalizedTexts } from '@portico/core';
import type { ConsoleCourseTexts, CourseDraft } from '@portico/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { staleDraft } from '../../shared/review-drafts.ts';
import { draftOf, findDraftRow } from '../authoring/draft-store.ts';

/** Whether the course has a draft in the creation center (the catalogue form says its edits go there too). */
export async function hasDraft(db: Kysely<Database>, schoolId: string, courseId: string): Promise<boolean> {
  return (await findDraftRow(db, schoolId, courseId)) !== undefined;
}

/**
 * `draft` with every language whose text differs between `before` and `after` set to the new text (removed when
 * the admin emptied it); the default language is never removed (the catalogue refuses an empty one anyway).
 */
export function carryChanges(
  draft: LocalizedTexts,
  before: LocalizedTexts,
  after: LocalizedTexts,
  defaultLang: LanguageCode,
): { texts: LocalizedTexts; changed: boolean } {
  const texts: LocalizedTexts = { ...draft };
  let changed = false;
  const langs = new Set([...Object.keys(before), ...Object.keys(after)] as LanguageCode[]);
  for (const lang of langs) {
    const next = (after[lang] ?? '').trim();
    if (next === (before[lang] ?? '').trim() || (next === '' && lang === defaultLang)) continue;
    if (next === '') delete texts[lang];
    else texts[lang] = after[lang];
    changed = true;
  }
  return { texts, changed };
}

/** Applies the admin's catalogue changes to the course's draft; answers whether a draft was rewritten. */
export async function carryIntoDraft(
  trx: Kysely<Database>,
  input: {
    schoolId: string;
    courseId: string;
    actorId: string;
    defaultLang: LanguageCode;
    before: ConsoleCourseTexts;
    after: ConsoleCourseTexts;
  },
): Promise<boolean> {
  const { schoolId, courseId, defaultLang, before, after } = input;
  const row = await findDraftRow(trx, schoolId, courseId);
  if (!row) return false;
  const draft: CourseDraft = draftOf(row);
  let changed = false;
  const carry = (draftTexts: LocalizedTexts, was: LocalizedTexts, now: LocalizedTexts) => {
    const result = carryChanges(draftTexts, was, now, defaultLang);
    changed ||= result.changed;
    return result.texts;
  };
  draft.title = carry(draft.title, before.name, after.name);
  draft.description = carry(draft.description, before.description, after.description);
  const wasOutline = new Map(before.outline?.map((item) => [`${item.kind}:${item.id}`, item.title]));
  const nowOutline = new Map(after.outline?.map((item) => [`${item.kind}:${item.id}`, item.title]));
  const outlineTitle = (kind: string, id: string | null, texts: LocalizedTexts) => {
    const was = wasOutline.get(`${kind}:${id}`);
    const now = nowOutline.get(`${kind}:${id}`);
    return was && now ? carry(texts, was, now) : texts;
  };
  for (const chapter of draft.chapters) {
    chapter.title = outlineTitle('chapter', chapter.id, chapter.title);
    for (const resource of chapter.resources) {
      resource.title = outlineTitle('resource', resource.id, resource.title);
    }
  }
  if (!changed) return false;
  const result = await trx
    .updateTable('course_drafts')
    .set({
      body: JSON.stringify(draft),
      version: row.version + 1,
      updated_by: input.actorId,
      updated_at: new Date().toISOString(),
    })
    .where('school_id', '=', schoolId)
    .where('course_id', '=', courseId)
    .where('version', '=', row.version)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw staleDraft(row.version);
  return true;
}
