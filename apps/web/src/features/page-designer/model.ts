/**
 * The designer's pure helpers (issue 27 item 3): a new module of each kind with sensible defaults, a fresh module
 * id, and the label a module has in the list. The rules themselves (validation, ordering, audience) are core's.
 */
import type { LanguageCode, PortalModule, PortalModuleKind } from '@portico/core';
import type { TFn } from '@/i18n/keys.ts';

export const KIND_LABEL_KEYS = {
  banner: 'console.pages.kind.banner',
  courseRow: 'console.pages.kind.courseRow',
  lecturerRow: 'console.pages.kind.lecturerRow',
  knowledgeRow: 'console.pages.kind.knowledgeRow',
  examRow: 'console.pages.kind.examRow',
  richText: 'console.pages.kind.richText',
  linkGrid: 'console.pages.kind.linkGrid',
  learningSummary: 'console.pages.kind.learningSummary',
} as const satisfies Record<PortalModuleKind, string>;

/** A short random id (module ids only need to be unique within the page). */
export function newModuleId(): string {
  const bytes = new Uint8Array(6);
  crypto.getRandomValues(bytes);
  return `m${[...bytes].map((b) => b.toString(36).padStart(2, '0')).join('')}`.slice(0, 13);
}

export function newModule(kind: PortalModuleKind, defaultLang: LanguageCode, t: TFn): PortalModule {
  const base: PortalModule = { id: newModuleId(), kind, audience: null, title: {} };
  switch (kind) {
    case 'courseRow':
      return {
        ...base,
        title: { [defaultLang]: t('console.pages.kind.courseRow') },
        source: 'latest',
        limit: 4,
      };
    case 'lecturerRow':
    case 'knowledgeRow':
    case 'examRow':
      return { ...base, title: { [defaultLang]: t(KIND_LABEL_KEYS[kind]) }, limit: 4 };
    case 'richText':
      return { ...base, html: { [defaultLang]: '' } };
    case 'linkGrid':
      return { ...base, links: [{ label: { [defaultLang]: '' }, url: '/' }] };
    case 'banner':
      return { ...base, slides: [] };
    default:
      return base;
  }
}

/** What a module is called in the list: its title in the school's language, else its kind. */
export function moduleLabel(module: PortalModule, defaultLang: LanguageCode, t: TFn): string {
  const title = module.title[defaultLang]?.trim();
  return title || t(KIND_LABEL_KEYS[module.kind]);
}

/** Design mode's address of one page's designer (spec §2 `/design/…`). */
export function designPageLink(schoolId: string, pageId: string, lang: LanguageCode): string {
  const query = new URLSearchParams({ schoolId, pageId, 'sxz-lang': lang });
  return `/design/portal?${query.toString()}`;
}
