/**
 * Issue 27: what the server checks and rewrites before a page document is stored — core's validation (modules,
 * limits, URLs, alt texts), a class audience naming a class of this school, banner images that are this school's
 * uploads measured when they were uploaded (sharp read their size then; the stored size wins over the client's,
 * so the page reserves the right space) and kept from the orphan sweep, and rich text through the server's
 * sanitizer (spec §5 allowlist). A failure is VALIDATION_FAILED with the first problem's path and rule.
 */
import { validatePortalPage, type PortalPageDocument, type PortalPageProblem } from '@portico/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { SchoolRow } from '../../repositories/schools.ts';
import { schoolDefaultLang } from '../../repositories/translations.ts';
import { fail } from '../../shared/http-error.ts';
import { sanitizeHtml } from '../agreements/sanitize.ts';

/** What an upload used by a page banner is kept for (the hourly sweep of unreferenced uploads leaves it). */
const BANNER_KEPT_FOR = 'portal_banner';
const OUR_API = /^\/api\//;
const UPLOADED_FILE = /^\/api\/files\/[^/?#]+\/[^/?#]+$/;

function refuse(problems: PortalPageProblem[]): never {
  const first = problems[0]!;
  throw fail('VALIDATION_FAILED', `Page ${first.path} is invalid (${first.rule})`, {
    field: first.path,
    reason: first.rule,
    problems: problems.slice(0, 20),
  });
}

/** The document as it will be stored (sanitized, measured), or VALIDATION_FAILED. */
export async function checkedDocument(
  db: Kysely<Database>,
  school: SchoolRow,
  input: PortalPageDocument,
): Promise<PortalPageDocument> {
  const doc = structuredClone(input);
  for (const module of doc.modules) {
    if (module.html) {
      for (const lang of Object.keys(module.html) as (keyof typeof module.html)[]) {
        module.html[lang] = sanitizeHtml(module.html[lang] ?? '');
      }
    }
  }
  const problems = validatePortalPage(doc, { defaultLang: schoolDefaultLang(school) });
  if (problems.length > 0) refuse(problems);
  const classIds = [
    ...new Set(doc.modules.flatMap((m) => (m.audience?.classId ? [m.audience.classId] : []))),
  ];
  if (classIds.length > 0) {
    const known = await db
      .selectFrom('classes')
      .select('id')
      .where('school_id', '=', school.id)
      .where('id', 'in', classIds)
      .execute();
    const found = new Set(known.map((row) => row.id));
    doc.modules.forEach((m, i) => {
      if (m.audience?.classId && !found.has(m.audience.classId)) {
        problems.push({ path: `modules.${i}.audience.classId`, rule: 'unknownClass' });
      }
    });
  }
  for (const [i, m] of doc.modules.entries()) {
    for (const [j, slide] of (m.slides ?? []).entries()) {
      // Only our own API's files are checked and measured; /assets/… and other sites keep the sizes given.
      if (!OUR_API.test(slide.imageUrl)) continue;
      const upload = UPLOADED_FILE.test(slide.imageUrl)
        ? await db
            .selectFrom('uploads')
            .select(['width', 'height', 'content_type'])
            .where('school_id', '=', school.id)
            .where('url', '=', slide.imageUrl)
            .executeTakeFirst()
        : undefined;
      if (!upload || !upload.content_type.startsWith('image/') || !upload.width || !upload.height) {
        problems.push({ path: `modules.${i}.slides.${j}.imageUrl`, rule: 'illegalUrl' });
        continue;
      }
      slide.width = upload.width;
      slide.height = upload.height;
    }
  }
  if (problems.length > 0) refuse(problems);
  return doc;
}

/** Marks the banner uploads a stored document uses as kept (inside the write's transaction). */
export async function keepBannerUploads(trx: Kysely<Database>, schoolId: string, doc: PortalPageDocument) {
  const urls = doc.modules
    .flatMap((m) => (m.slides ?? []).map((s) => s.imageUrl))
    .filter((u) => UPLOADED_FILE.test(u));
  if (urls.length === 0) return;
  await trx
    .updateTable('uploads')
    .set({ kept_for: BANNER_KEPT_FOR })
    .where('school_id', '=', schoolId)
    .where('url', 'in', urls)
    .where('kept_for', 'is', null)
    .execute();
}
