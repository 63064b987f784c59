/**
 * Issue 27: the composed page a portal page shows — the school's published HOME page (or the page `pageId`
 * names), resolved once per school, page and language through the shell cache under the page's own scope (core
 * `portalPageScope`: a publish drops exactly that page), then cut down to the viewer's audience HERE, on the
 * server, so a module for members never reaches a visitor's HTML nor the visitor page cache. An admin's preview
 * (spec §2 `preview=1`) shows the saved draft, every module, never cached.
 */
import {
  PAGE_TYPE_IDS,
  modulesFor,
  portalPageScope,
  type AudienceViewer,
  type LanguageCode,
  type PortalModule,
} from '@portico/core';
import type { PortalPageView } from '@portico/contracts';
import type { Kysely } from 'kysely';
import { isAdminOf, isLecturerOf, isMemberOf, type Viewer } from '../../auth/viewer.ts';
import type { Database } from '../../db/schema.ts';
import type { SchoolRow } from '../../repositories/schools.ts';
import { schoolDefaultLang } from '../../repositories/translations.ts';
import type { ShellCache } from '../../shared/shell-cache.ts';
import { knowledgeRowSource } from '../knowledge/portal.ts';
import type { KnowledgeRowSource } from './knowledge-source.ts';
import { resolveModules } from './resolve.ts';
import { learningSummary } from './row-queries.ts';
import { findHomePage, findPage, loadLayout, loadPublished } from './store.ts';

/** Rows list courses and exams, which change without a console write: resolved pages live briefly. */
const COMPOSED_TTL_MS = 5_000;
const PAGE_ID = /^\d{1,19}$/;

/** The cache scope a portal URL's composed page is kept under (the page cache stamps the page with it). */
export function composedPageScope(schoolId: string, pageId: string | null): string {
  return portalPageScope(schoolId, pageId && PAGE_ID.test(pageId) ? pageId : 'home');
}

/** What a viewer is in this school, for the audience rule (class ids only when a module asks for a class). */
export async function audienceViewerOf(
  db: Kysely<Database>,
  school: Pick<SchoolRow, 'id'>,
  viewer: Viewer | null,
  modules: readonly Pick<PortalModule, 'audience'>[],
): Promise<AudienceViewer> {
  const needsClasses = viewer !== null && modules.some((m) => m.audience?.kind === 'class');
  const classRows = needsClasses
    ? await db
        .selectFrom('class_members')
        .select('class_id')
        .where('school_id', '=', school.id)
        .where('user_id', '=', viewer.userId)
        .where('removed_at', 'is', null)
        .execute()
    : [];
  return {
    signedIn: viewer !== null,
    member: isMemberOf(viewer, school.id),
    lecturer: isLecturerOf(viewer, school.id),
    admin: isAdminOf(viewer, school.id),
    classIds: new Set(classRows.map((row) => row.class_id)),
  };
}

export interface ComposedPageInput {
  school: SchoolRow;
  pageId: string | null;
  viewer: Viewer | null;
  lang: LanguageCode;
  /** An admin's preview of the saved draft (the caller checked the admin). */
  preview: boolean;
  cache: ShellCache;
  knowledge?: KnowledgeRowSource;
}

export async function loadComposedPage(
  db: Kysely<Database>,
  input: ComposedPageInput,
): Promise<PortalPageView | null> {
  const { school, lang } = input;
  const wanted = input.pageId && PAGE_ID.test(input.pageId) ? input.pageId : null;
  const ctx = {
    db,
    schoolId: school.id,
    lang,
    defaultLang: schoolDefaultLang(school),
    knowledge: input.knowledge ?? knowledgeRowSource(db, schoolDefaultLang(school)),
    now: new Date(),
  };
  const load = async () => {
    const page = wanted
      ? await findPage(db, school.id, wanted)
      : await findHomePage(db, school.id, PAGE_TYPE_IDS.HOME);
    if (!page) return null;
    const doc = input.preview
      ? (await loadLayout(db, school.id, page.id)).draft
      : await loadPublished(db, school.id, page.id);
    if (!doc) return null;
    return {
      pageId: page.id,
      pageType: page.page_type,
      modules: doc.modules,
      views: await resolveModules(ctx, doc.modules),
    };
  };
  const resolved = input.preview
    ? await load()
    : await input.cache
        .get(
          {
            area: 'portal-page',
            schools: [school.id, school.parent_id, composedPageScope(school.id, wanted)],
            vary: [lang],
          },
          async () => ({ value: await load() }),
          { ttlMs: COMPOSED_TTL_MS },
        )
        .then((boxed) => boxed.value);
  if (!resolved) return null;
  // The preview shows every module (with its audience) to the admin; a page shows the viewer's only.
  const audience = await audienceViewerOf(db, school, input.viewer, resolved.modules);
  const views = input.preview ? resolved.views : modulesFor(resolved.views, audience);
  const modules = await Promise.all(
    views.map(async (view) =>
      view.kind === 'learningSummary' && input.viewer
        ? { ...view, summary: await learningSummary(db, school.id, input.viewer.userId) }
        : view,
    ),
  );
  return { pageId: resolved.pageId, pageType: resolved.pageType, modules };
}
