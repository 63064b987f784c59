/**
 * The console's agreements (issue 13): one draft at a time beside the published versions. A draft's title and body
 * are per language; bodies are sanitised with the agreement sanitizer when saved (and again when shown). Drafts
 * are never visible to learners (agreements/queries.ts reads published versions only).
 */
import type { ConsoleAgreementDraftInput, ConsoleAgreementsView } from '@portico/contracts';
import { CONTENT_LIMITS, type LocalizedTexts } from '@portico/core';
import type { Kysely } from 'kysely';
import { newId } from '../../db/ids.ts';
import type { Database } from '../../db/schema.ts';
import type { SchoolRow } from '../../repositories/schools.ts';
import {
  deleteTranslations,
  loadTranslations,
  saveTranslations,
  textsOf,
} from '../../repositories/translations.ts';
import { fail } from '../../shared/http-error.ts';
import { publishDraft } from '../agreements/publish.ts';
import { agreementHtml } from '../agreements/sanitize.ts';
import { formTexts, sectionLanguages } from './languages.ts';
import { baseText, checkTexts } from './validate.ts';

function findDraft(db: Kysely<Database>, schoolId: string) {
  return db
    .selectFrom('agreements')
    .selectAll()
    .where('school_id', '=', schoolId)
    .where('status', '=', 'draft')
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
}

export async function loadAgreementsView(
  db: Kysely<Database>,
  school: SchoolRow,
): Promise<ConsoleAgreementsView> {
  const [langs, draft, texts, versions, signatures] = await Promise.all([
    sectionLanguages(db, school),
    findDraft(db, school.id),
    loadTranslations(db, school.id, 'agreement'),
    db
      .selectFrom('agreements')
      .leftJoin('users', 'users.id', 'agreements.published_by')
      .select([
        'agreements.id',
        'agreements.version',
        'agreements.title',
        'agreements.published_at',
        'agreements.created_at',
        'users.nick_name',
        'users.real_name',
        'users.email',
      ])
      .where('agreements.school_id', '=', school.id)
      .where('agreements.status', '=', 'published')
      .orderBy('agreements.version', 'desc')
      .execute(),
    db
      .selectFrom('agreement_signatures')
      .select(['agreement_id', (eb) => eb.fn.countAll<number | string>().as('n')])
      .where('school_id', '=', school.id)
      .groupBy('agreement_id')
      .execute(),
  ]);
  const { defaultLang } = langs;
  return {
    ...langs,
    draft: draft
      ? {
          id: draft.id,
          title: formTexts(draft.title, textsOf(texts, draft.id, 'title'), defaultLang),
          body: formTexts(draft.body, textsOf(texts, draft.id, 'body'), defaultLang),
          updatedAt: draft.created_at,
        }
      : null,
    versions: versions.map((row) => ({
      id: row.id,
      version: row.version,
      title: row.title,
      // Versions seeded before the console have no publication stamp: their creation is when they came out.
      publishedAt: row.published_at ?? row.created_at,
      publishedBy: row.nick_name ?? row.real_name ?? row.email ?? null,
      signatures: Number(signatures.find((s) => s.agreement_id === row.id)?.n ?? 0),
    })),
  };
}

/** Each language's body through the agreement sanitizer (plain text becomes paragraphs); blank ones are dropped. */
function sanitizedBodies(body: LocalizedTexts): LocalizedTexts {
  const out: LocalizedTexts = {};
  for (const [lang, text] of Object.entries(body) as Array<[keyof LocalizedTexts, string | undefined]>) {
    const html = text ? agreementHtml(text).trim() : '';
    if (html) out[lang] = html;
  }
  return out;
}

/** Creates the draft or replaces its texts; answers the draft's id and what it was before (for the audit). */
export async function saveDraft(trx: Kysely<Database>, school: SchoolRow, input: ConsoleAgreementDraftInput) {
  const { defaultLang } = await sectionLanguages(trx, school);
  checkTexts('title', input.title, defaultLang, CONTENT_LIMITS.AGREEMENT_TITLE_MAX);
  const body = sanitizedBodies(input.body);
  // Markup that sanitises to nothing is no body at all.
  checkTexts('body', body, defaultLang, CONTENT_LIMITS.AGREEMENT_BODY_MAX);
  const existing = await findDraft(trx, school.id);
  const values = {
    title: baseText(input.title, defaultLang),
    body: body[defaultLang] ?? '',
    created_at: new Date().toISOString(),
  };
  const id = existing?.id ?? newId();
  if (existing) {
    await trx
      .updateTable('agreements')
      .set(values)
      .where('school_id', '=', school.id)
      .where('id', '=', id)
      .execute();
  } else {
    await trx
      .insertInto('agreements')
      .values({ id, school_id: school.id, version: 0, status: 'draft', ...values })
      .execute();
  }
  await saveTranslations(trx, school.id, 'agreement', id, { title: input.title, body });
  return { id, before: existing ? { title: existing.title, body: existing.body } : null };
}

export async function discardDraft(trx: Kysely<Database>, school: SchoolRow) {
  const draft = await findDraft(trx, school.id);
  if (!draft) throw fail('AGREEMENT_NOT_FOUND', 'There is no draft to discard');
  await trx.deleteFrom('agreements').where('school_id', '=', school.id).where('id', '=', draft.id).execute();
  await deleteTranslations(trx, school.id, 'agreement', [draft.id]);
  return draft;
}

export async function publishSchoolDraft(trx: Kysely<Database>, school: SchoolRow, actorId: string) {
  const draft = await findDraft(trx, school.id);
  if (!draft) throw fail('AGREEMENT_NOT_FOUND', 'There is no draft to publish');
  return { draft, ...(await publishDraft(trx, school, draft, actorId)) };
}
