/**
 * Issue 27: a page document turned into what a page shows — every module's texts in the page language (the
 * school's default language as fallback) and the data its row lists, read from this school only. The audience
 * is kept on each view so the caller filters per viewer (page-data.ts) after a cached resolve.
 */
import { PORTAL_PAGE_LIMITS, localizedText, type LanguageCode, type PortalModule } from '@portico/core';
import type { PortalModuleView } from '@portico/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { localizeCourses } from '../../repositories/catalog-texts.ts';
import { presentLatestCourse } from '../courses/presenter.ts';
import type { KnowledgeRowSource } from './knowledge-source.ts';
import { localizeExamTitles } from '../../repositories/catalog-texts.ts';
import { courseRow, examRow, lecturerRow } from './row-queries.ts';

export interface ResolveContext {
  db: Kysely<Database>;
  schoolId: string;
  lang: LanguageCode;
  defaultLang: LanguageCode;
  knowledge: KnowledgeRowSource;
  now: Date;
}

const DEFAULT_ROW_LIMIT = 4;

async function resolveModule(ctx: ResolveContext, module: PortalModule): Promise<PortalModuleView> {
  const text = (texts: PortalModule['title'] | undefined) =>
    localizedText(texts?.[ctx.defaultLang] ?? '', texts, ctx.lang, ctx.defaultLang);
  const limit = Math.min(module.limit ?? DEFAULT_ROW_LIMIT, PORTAL_PAGE_LIMITS.ROW_LIMIT_MAX);
  const view: PortalModuleView = {
    id: module.id,
    kind: module.kind,
    title: text(module.title),
    audience: module.audience ?? null,
  };
  switch (module.kind) {
    case 'banner':
      view.slides = (module.slides ?? []).map((slide) => ({
        imageUrl: slide.imageUrl,
        width: slide.width,
        height: slide.height,
        alt: text(slide.alt),
        link: slide.link || null,
      }));
      break;
    case 'courseRow': {
      const rows = await courseRow(ctx.db, ctx.schoolId, {
        source: module.source ?? 'latest',
        categoryId: module.categoryId,
        courseIds: module.courseIds,
        limit,
      });
      view.courses = (await localizeCourses(ctx.db, rows, ctx.lang)).map(presentLatestCourse);
      break;
    }
    case 'lecturerRow':
      view.lecturers = (await lecturerRow(ctx.db, ctx.schoolId, limit)).map((row) => ({
        id: row.id,
        name: row.nick_name || row.real_name || '--',
        avatarUrl: row.avatar_url,
      }));
      break;
    case 'examRow':
      view.exams = (
        await localizeExamTitles(
          ctx.db,
          ctx.schoolId,
          ctx.lang,
          await examRow(ctx.db, ctx.schoolId, limit, ctx.now),
        )
      ).map((row) => ({
        id: row.id,
        title: row.title,
        closesAt: row.closes_at,
      }));
      break;
    case 'knowledgeRow':
      view.knowledge = await ctx.knowledge.latestPublished({ schoolId: ctx.schoolId, lang: ctx.lang, limit });
      break;
    case 'richText':
      // Sanitized when saved (routes.ts), so what is stored is already the allowlist's output.
      view.html = text(module.html);
      break;
    case 'linkGrid':
      view.links = (module.links ?? []).map((link) => ({ label: text(link.label), url: link.url }));
      break;
    case 'learningSummary':
      // Per viewer: filled in by page-data.ts after the audience filter.
      break;
  }
  return view;
}

export function resolveModules(ctx: ResolveContext, modules: readonly PortalModule[]) {
  return Promise.all(modules.map((module) => resolveModule(ctx, module)));
}
