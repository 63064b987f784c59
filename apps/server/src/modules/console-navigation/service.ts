/**
 * The console's navigation section (issue 13 §1, §5): what the editor loads (published + draft, the school's
 * languages and pages), and the commands behind its writes — save a draft, publish, discard the draft. Validation
 * is core's validateNavigationDocument; a failure is VALIDATION_FAILED with the first problem's path and rule in
 * details (the editor maps the path to its input) and every problem in details.problems.
 */
import { validateNavigationDocument, type LanguageCode, type NavigationDocument } from '@portico/core';
import type { ConsoleNavigation } from '@portico/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { SchoolRow } from '../../repositories/schools.ts';
import { schoolDefaultLang } from '../../repositories/translations.ts';
import { configOwners, parseLanguages, readConfig } from '../academies/config.ts';
import { loadNavigationDocument, loadNavigationDraft } from '../navigation/document.ts';
import { fail } from '../../shared/http-error.ts';

export async function schoolLanguages(db: Kysely<Database>, school: SchoolRow): Promise<LanguageCode[]> {
  const values = await readConfig(db, configOwners(school), ['schoolLanguage']);
  const languages = parseLanguages(values.get('schoolLanguage'));
  const defaultLang = schoolDefaultLang(school);
  // The default language always has a field (its text is required), even if the list forgot it.
  return languages.includes(defaultLang) ? languages : [defaultLang, ...languages];
}

async function schoolPages(db: Kysely<Database>, schoolId: string) {
  const rows = await db
    .selectFrom('pages')
    .select(['id', 'title', 'page_type'])
    .where('school_id', '=', schoolId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ id: row.id, title: row.title, pageType: row.page_type }));
}

/** The section's data (GET and first paint). */
export async function loadConsoleNavigation(
  db: Kysely<Database>,
  school: SchoolRow,
): Promise<ConsoleNavigation> {
  const defaultLang = schoolDefaultLang(school);
  const [published, draft, languages, pages] = await Promise.all([
    loadNavigationDocument(db, school.id, defaultLang),
    loadNavigationDraft(db, school.id),
    schoolLanguages(db, school),
    schoolPages(db, school.id),
  ]);
  return {
    published,
    draft: draft?.document ?? null,
    draftSavedAt: draft?.savedAt ?? null,
    defaultLang,
    languages,
    pages,
    isO3: school.kind === 'o3',
  };
}

/** Refuses an invalid document (server side of issue 13 §3 "every write is validated on the server"). */
export async function assertValidDocument(
  db: Kysely<Database>,
  school: SchoolRow,
  doc: NavigationDocument,
): Promise<void> {
  const pages = await schoolPages(db, school.id);
  const problems = validateNavigationDocument(doc, {
    defaultLang: schoolDefaultLang(school),
    pageIds: new Set(pages.map((page) => page.id)),
  });
  const first = problems[0];
  if (first) {
    throw fail('VALIDATION_FAILED', `Navigation ${first.path} is invalid (${first.rule})`, {
      field: first.path,
      reason: first.rule,
      problems: problems.slice(0, 20),
    });
  }
}

export async function saveDraft(
  trx: Kysely<Database>,
  schoolId: string,
  doc: NavigationDocument,
  actorId: string,
): Promise<string> {
  const savedAt = new Date().toISOString();
  const document = JSON.stringify(doc);
  await trx
    .insertInto('navigation_drafts')
    .values({ school_id: schoolId, document, saved_at: savedAt, saved_by: actorId })
    .onConflict((oc) =>
      oc.column('school_id').doUpdateSet({ document, saved_at: savedAt, saved_by: actorId }),
    )
    .execute();
  return savedAt;
}

export async function deleteDraft(trx: Kysely<Database>, schoolId: string): Promise<void> {
  await trx.deleteFrom('navigation_drafts').where('school_id', '=', schoolId).execute();
}
