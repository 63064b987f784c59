/**
 * The console's catalogue section (issue 23 item 8): category titles and course names, descriptions, lecturer
 * names and outline (chapter and resource) titles per language. The list answers the section (names in the school's default language); each category and
 * course is read and saved on its own (`Versioned`), under the school's one `catalogue` version.
 */
import { SUPPORTED_LANGUAGES } from '@portico/core';
import { Type, type Static } from 'typebox';
import { Id, Nullable } from './common.ts';
import { ConsoleParams, LocalizedTextsSchema, WithVersion } from './console.ts';

const Lang = Type.Enum([...SUPPORTED_LANGUAGES]);

export const ConsoleCatalogueListSchema = Type.Object({
  /** The school's offered languages, default first (the form's inputs). */
  languages: Type.Array(Lang),
  defaultLang: Lang,
  categories: Type.Array(
    Type.Object({ id: Id('Category'), parentId: Nullable(Id('Parent category')), title: Type.String() }),
  ),
  courses: Type.Array(
    Type.Object({ id: Id('Course'), categoryId: Nullable(Id('Category')), name: Type.String() }),
  ),
});
export type ConsoleCatalogueList = Static<typeof ConsoleCatalogueListSchema>;
export const ConsoleCatalogueViewSchema = WithVersion(ConsoleCatalogueListSchema);

export const ConsoleCategoryTextsSchema = Type.Object({ title: LocalizedTextsSchema });
export type ConsoleCategoryTexts = Static<typeof ConsoleCategoryTextsSchema>;

/** A chapter's or resource's title per language, in outline order (a chapter, then its resources). */
export const ConsoleOutlineTitleSchema = Type.Object({
  id: Id('Chapter or resource'),
  kind: Type.Enum(['chapter', 'resource']),
  title: LocalizedTextsSchema,
});
export type ConsoleOutlineTitle = Static<typeof ConsoleOutlineTitleSchema>;

export const ConsoleCourseTextsSchema = Type.Object({
  name: LocalizedTextsSchema,
  description: LocalizedTextsSchema,
  lecturerName: LocalizedTextsSchema,
  /** Always read; on a save, absent leaves the outline's titles as they are. */
  outline: Type.Optional(Type.Array(ConsoleOutlineTitleSchema, { maxItems: 1000 })),
  /**
   * Read only (issue 25): the course has a draft in the creation center, and the texts changed here also go into
   * it so its next publish keeps them. Ignored on a save.
   */
  authored: Type.Optional(Type.Boolean()),
});
export type ConsoleCourseTexts = Static<typeof ConsoleCourseTextsSchema>;

export const ConsoleCategoryParams = Type.Object({ ...ConsoleParams.properties, categoryId: Id('Category') });
export const ConsoleCourseParams = Type.Object({ ...ConsoleParams.properties, courseId: Id('Course') });
