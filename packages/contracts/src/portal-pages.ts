/**
 * Portal pages composed from modules (issue 27 items 2–4, core portal-pages.ts). Admins read a page with its draft
 * and published documents, save a draft and publish it (versioned writes of console area `portal-pages`), and ask
 * for a live preview of a draft (its modules with their data). Pages render `PortalPageView`: the published
 * modules the server kept for the viewer's audience, each with the data it shows.
 */
import {
  AUDIENCE_KINDS,
  COURSE_ROW_SOURCES,
  PORTAL_MODULE_KINDS,
  PORTAL_PAGE_LIMITS as L,
  SUPPORTED_LANGUAGES,
} from '@portico/core';

import { Type, type Static } from 'typebox';
import { Id, Nullable } from './common.ts';
import { LocalizedTextsSchema } from './console.ts';
import { ContentLangQuery } from './console-content.ts';
import { LatestCourseSchema } from './courses.ts';
import { BoundedInt, Count } from './primitives.ts';

const LanguageCodeSchema = Type.Enum([...SUPPORTED_LANGUAGES]);

export const PortalModuleKindSchema = Type.Enum([...PORTAL_MODULE_KINDS], {
  description: 'core PORTAL_MODULE_KINDS',
});

const ModuleId = Type.String({
  pattern: '^[A-Za-z0-9_-]{1,40}$',
  description: 'Module id, unique in the page',
});
const Url = Type.String({ maxLength: L.URL_MAX, description: 'A same-site path or an http(s) URL' });
const Side = BoundedInt({ minimum: 1, maximum: L.IMAGE_SIDE_MAX, description: 'Pixels' });

export const ModuleAudienceSchema = Type.Object(
  {
    kind: Type.Enum([...AUDIENCE_KINDS], { description: 'core AUDIENCE_KINDS' }),
    classId: Type.Optional(Id('Class, for kind class')),
  },
  { additionalProperties: false },
);

export const BannerSlideSchema = Type.Object(
  {
    imageUrl: Url,
    width: Side,
    height: Side,
    alt: LocalizedTextsSchema,
    link: Type.Optional(Url),
  },
  { additionalProperties: false },
);

export const PortalModuleSchema = Type.Object(
  {
    id: ModuleId,
    kind: PortalModuleKindSchema,
    audience: Nullable(ModuleAudienceSchema),
    title: LocalizedTextsSchema,
    slides: Type.Optional(Type.Array(BannerSlideSchema, { maxItems: L.SLIDES_MAX })),
    limit: Type.Optional(BoundedInt({ minimum: 1, maximum: L.ROW_LIMIT_MAX, description: 'Items shown' })),
    source: Type.Optional(Type.Enum([...COURSE_ROW_SOURCES], { description: 'core COURSE_ROW_SOURCES' })),
    categoryId: Type.Optional(Id('Category of a course row by category')),
    courseIds: Type.Optional(Type.Array(Id('Hand-picked course'), { maxItems: L.PICKED_MAX })),
    html: Type.Optional(LocalizedTextsSchema),
    links: Type.Optional(
      Type.Array(Type.Object({ label: LocalizedTextsSchema, url: Url }, { additionalProperties: false }), {
        maxItems: L.LINKS_MAX,
      }),
    ),
  },
  { additionalProperties: false },
);
export type PortalModuleInput = Static<typeof PortalModuleSchema>;

export const PortalPageDocumentSchema = Type.Object(
  { modules: Type.Array(PortalModuleSchema, { maxItems: L.MODULES_MAX }) },
  { additionalProperties: false },
);
export type PortalPageDocumentInput = Static<typeof PortalPageDocumentSchema>;

export const PortalPageParams = Type.Object({ schoolId: Id('School id'), pageId: Id('Page id') });

export const PortalPageSummarySchema = Type.Object({
  pageId: Type.String(),
  title: Type.String(),
  pageType: BoundedInt({ minimum: 0, maximum: 5, description: 'Spec §2 page type id' }),
  hasDraft: Type.Boolean(),
  publishedAt: Nullable(Type.String()),
});

/** The designer's read of one page: its draft (what is edited) and what learners see. */
export const ConsolePortalPageSchema = Type.Object({
  page: PortalPageSummarySchema,
  draft: PortalPageDocumentSchema,
  published: Nullable(PortalPageDocumentSchema),
  draftSavedAt: Nullable(Type.String()),
  /** The school's classes, for a module's class audience. */
  classes: Type.Array(Type.Object({ id: Type.String(), name: Type.String() })),
  categories: Type.Array(Type.Object({ id: Type.String(), title: Type.String() })),
  /** The languages the school writes its texts in; the default one's text is required. */
  languages: Type.Array(LanguageCodeSchema),
  defaultLang: LanguageCodeSchema,
});
export type ConsolePortalPage = Static<typeof ConsolePortalPageSchema>;

export const PortalPageListSchema = Type.Array(PortalPageSummarySchema);

const LecturerCard = Type.Object({
  id: Type.String(),
  name: Type.String(),
  avatarUrl: Nullable(Type.String()),
});
const ExamCard = Type.Object({ id: Type.String(), title: Type.String(), closesAt: Nullable(Type.String()) });
const KnowledgeCard = Type.Object({ id: Type.String(), title: Type.String(), url: Type.String() });
const LinkView = Type.Object({ label: Type.String(), url: Type.String() });
const SlideView = Type.Object({
  imageUrl: Type.String(),
  width: Side,
  height: Side,
  alt: Type.String(),
  link: Nullable(Type.String()),
});

/** One module as a page shows it: its texts in the page language and the data it lists. */
export const PortalModuleViewSchema = Type.Object({
  id: Type.String(),
  kind: PortalModuleKindSchema,
  title: Type.String(),
  /** Whom it is for (shown in design mode and previews only; null: everyone). */
  audience: Nullable(ModuleAudienceSchema),
  slides: Type.Optional(Type.Array(SlideView)),
  courses: Type.Optional(Type.Array(LatestCourseSchema)),
  lecturers: Type.Optional(Type.Array(LecturerCard)),
  exams: Type.Optional(Type.Array(ExamCard)),
  knowledge: Type.Optional(Type.Array(KnowledgeCard)),
  html: Type.Optional(Type.String()),
  links: Type.Optional(Type.Array(LinkView)),
  summary: Type.Optional(Type.Object({ inProgress: Count(), completed: Count(), studySeconds: Count() })),
});
export type PortalModuleView = Static<typeof PortalModuleViewSchema>;

export const PortalPageViewSchema = Type.Object({
  pageId: Type.String(),
  pageType: BoundedInt({ minimum: 0, maximum: 5, description: 'Spec §2 page type id' }),
  modules: Type.Array(PortalModuleViewSchema),
});
export type PortalPageView = Static<typeof PortalPageViewSchema>;

/**
 * The course picker of a hand-picked course row: `q` finds the school's published courses whose title (in any
 * language written for it) contains it; `ids` names courses already picked, answered in that order with their
 * titles. Titles are in the asked language.
 */
export const PortalCourseOptionsQuery = Type.Object(
  {
    q: Type.Optional(Type.String({ maxLength: L.COURSE_SEARCH_MAX, description: 'Part of a course title' })),
    ids: Type.Optional(
      Type.String({
        pattern: `^\\d{1,19}(,\\d{1,19}){0,${L.PICKED_MAX - 1}}$`,
        description: 'Comma-separated course ids (at most the picked-course limit)',
      }),
    ),
    ...ContentLangQuery,
  },
  { additionalProperties: false },
);
export type PortalCourseOptionsQueryInput = Static<typeof PortalCourseOptionsQuery>;

export const PortalCourseOptionSchema = Type.Object({
  id: Type.String(),
  title: Type.String(),
  /** The course's category title (tells same-named courses apart); null without a category. */
  categoryTitle: Nullable(Type.String()),
});
export type PortalCourseOption = Static<typeof PortalCourseOptionSchema>;
