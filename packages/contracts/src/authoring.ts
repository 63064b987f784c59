/**
 * Course authoring (issue 25): a course's one draft (`CourseDraft`, a JSON document the server validates and
 * keeps apart from the live tables), saved with the version it was loaded at; its review state (core
 * authoring.ts); publishing, history and rollback. Every answer about one course is a `DraftView`, so the
 * creation center replaces its state with what the server answered after any write.
 */
import { AUTHORING_ACTIONS, AUTHORING_LIMITS as L, REVIEW_STATES, SUPPORTED_LANGUAGES } from '@portico/core';
import { Type, type Static } from 'typebox';
import { Id, Nullable } from './common.ts';
import { LocalizedTextsSchema } from './console.ts';
import { MediaKindSchema } from './media.ts';
import { BoundedInt, BoundedNumber, Count, INT4_MAX } from './primitives.ts';

const Lang = Type.Enum([...SUPPORTED_LANGUAGES]);
const Iso = (description = 'ISO 8601') => Type.String({ description });
const closed = { additionalProperties: false } as const;

export const ReviewStateSchema = Type.Enum(REVIEW_STATES, { description: 'core REVIEW_STATES' });
export const AuthoringActionSchema = Type.Enum(AUTHORING_ACTIONS, { description: 'core AUTHORING_ACTIONS' });
export const DraftVersion = BoundedInt({ minimum: 0, maximum: 2_147_483_647, description: 'Draft version' });

/** New chapters and resources are sent with `id: null`; the server gives them 19-digit ids kept across publishes. */
const ItemId = (what: string) => Nullable(Id(`${what} id (null: new, the server makes one)`));

// ——— The draft document ———

const Int4Count = (description: string) => BoundedInt({ minimum: 0, maximum: INT4_MAX, description });

/**
 * A media file as a draft keeps it: the upload's MediaRef (media.ts), same fields and type, with numbers bounded
 * as every input is (bytes up to 2 GiB − 1).
 */
export const DraftMediaSchema = Type.Object({
  mediaId: Id(),
  kind: MediaKindSchema,
  name: Type.String({ maxLength: 255 }),
  bytes: Int4Count('Bytes'),
  url: Type.String({ maxLength: 500 }),
  durationS: Nullable(Int4Count('Seconds (video)')),
  pageCount: Nullable(Int4Count('Pages (PDF)')),
});
const MediaRefSchema = DraftMediaSchema;

const resourceBase = {
  id: ItemId('Resource'),
  title: LocalizedTextsSchema,
  /** Counts toward the course's completion. */
  required: Type.Boolean(),
};

export const CaptionSchema = Type.Object(
  {
    lang: Lang,
    label: Type.String({ minLength: 1, maxLength: L.CAPTION_LABEL_MAX }),
    media: MediaRefSchema,
  },
  closed,
);
export type Caption = Static<typeof CaptionSchema>;

export const DraftResourceSchema = Type.Union([
  Type.Object(
    {
      ...resourceBase,
      kind: Type.Literal('article'),
      /** HTML; the server sanitises it with the spec §5 allowlist (core rich-text-policy) on every save. */
      body: Type.String({ maxLength: L.ARTICLE_BODY_MAX }),
    },
    closed,
  ),
  Type.Object(
    {
      ...resourceBase,
      kind: Type.Literal('external'),
      /** http(s) link; the server applies the link legality check. */
      url: Type.String({ minLength: 1, maxLength: L.URL_MAX }),
    },
    closed,
  ),
  Type.Object({ ...resourceBase, kind: Type.Literal('exam'), examId: Id('Exam of this school') }, closed),
  Type.Object(
    {
      ...resourceBase,
      kind: Type.Literal('video'),
      media: MediaRefSchema,
      captions: Type.Array(CaptionSchema, { maxItems: L.CAPTIONS_MAX }),
    },
    closed,
  ),
  Type.Object({ ...resourceBase, kind: Type.Literal('document'), media: MediaRefSchema }, closed),
  Type.Object({ ...resourceBase, kind: Type.Literal('scorm'), media: MediaRefSchema }, closed),
  /** An embedded application of a course made before authoring (kept as it is; authors cannot add one). */
  Type.Object(
    {
      ...resourceBase,
      kind: Type.Literal('application'),
      appId: Type.String({ maxLength: 64 }),
      appType: Type.String({ maxLength: 32 }),
    },
    closed,
  ),
]);
export type DraftResource = Static<typeof DraftResourceSchema>;
export type DraftResourceKind = DraftResource['kind'];

export const DraftChapterSchema = Type.Object(
  {
    id: ItemId('Chapter'),
    title: LocalizedTextsSchema,
    resources: Type.Array(DraftResourceSchema, { maxItems: L.RESOURCES_PER_CHAPTER_MAX }),
  },
  closed,
);
export type DraftChapter = Static<typeof DraftChapterSchema>;

/** 'members': only the school's members may enrol (the course's existMember flag). */
export const CourseVisibilitySchema = Type.Union([Type.Literal('public'), Type.Literal('members')]);
export type CourseVisibility = Static<typeof CourseVisibilitySchema>;

const Price = BoundedNumber({
  minimum: 0,
  maximum: L.PRICE_MAX,
  description: 'In the school currency; 0 free',
});

export const CourseDraftSchema = Type.Object(
  {
    /** The school's default language is required (AUTHORING_DRAFT_INVALID, details.field 'title'). */
    title: LocalizedTextsSchema,
    description: LocalizedTextsSchema,
    /** An image URL answered by the image upload service (POST uploads), or null. */
    cover: Nullable(Type.String({ maxLength: L.COVER_URL_MAX })),
    categoryId: Nullable(Id('Category of this school')),
    /** User ids of the school's lecturers (or admins) shown as the course's lecturers. */
    lecturerIds: Type.Array(Id('Lecturer'), { maxItems: L.LECTURERS_MAX }),
    price: Price,
    /** What a learner pays (≤ price when discounted). */
    actualPrice: Price,
    visibility: CourseVisibilitySchema,
    chapters: Type.Array(DraftChapterSchema, { maxItems: L.CHAPTERS_MAX }),
  },
  closed,
);
export type CourseDraft = Static<typeof CourseDraftSchema>;

// ——— Answers ———

export const AuthoringStateSchema = Type.Object({
  review: ReviewStateSchema,
  publishedVersion: Nullable(Count({ description: 'Live version number; null: not published' })),
  latestVersion: Count({ description: 'Highest version ever published; 0: never' }),
  unpublishedChanges: Type.Boolean(),
});
export type AuthoringStateView = Static<typeof AuthoringStateSchema>;

export const AuthoringPersonSchema = Type.Object({ userId: Id('User'), name: Type.String() });
export type AuthoringPerson = Static<typeof AuthoringPersonSchema>;

/** One course in the creation center's lists (mine, the school's, the review queue). */
export const AuthoringCourseSchema = Type.Object({
  courseId: Id('Course'),
  /** The draft's title in the school's default language. */
  title: Type.String(),
  cover: Nullable(Type.String()),
  state: AuthoringStateSchema,
  /** What the viewer may do now (core allowedAuthoringActions). */
  actions: Type.Array(AuthoringActionSchema),
  /** Who created the course (null for a course made before authoring). */
  author: Nullable(AuthoringPersonSchema),
  updatedAt: Iso(),
  updatedBy: Nullable(AuthoringPersonSchema),
  submittedAt: Nullable(Iso()),
  reviewComment: Nullable(Type.String()),
});
export type AuthoringCourse = Static<typeof AuthoringCourseSchema>;

export const AuthoringCourseListSchema = Type.Object({
  items: Type.Array(AuthoringCourseSchema),
  /** The school's content-review switch (spec §6): on, authors submit and admins approve. */
  reviewOn: Type.Boolean(),
  /** The viewer administers the school (sees every course, reviews). */
  canReview: Type.Boolean(),
});
export type AuthoringCourseList = Static<typeof AuthoringCourseListSchema>;

/** Everything the editor shows of one course; every write answers it afresh. */
export const DraftViewSchema = Type.Object({
  courseId: Id('Course'),
  /** Send it back with the next write; a stale one answers 409 DRAFT_VERSION_STALE. */
  version: DraftVersion,
  draft: CourseDraftSchema,
  state: AuthoringStateSchema,
  actions: Type.Array(AuthoringActionSchema),
  reviewOn: Type.Boolean(),
  reviewComment: Nullable(Type.String()),
  author: Nullable(AuthoringPersonSchema),
  updatedAt: Iso(),
  updatedBy: Nullable(AuthoringPersonSchema),
  /** The learner's page of the live course (a same-site path without sxz-lang: add the reader's), when published. */
  liveUrl: Nullable(Type.String()),
});
export type DraftView = Static<typeof DraftViewSchema>;

/** The editor's choices: languages, categories, lecturers and exams of the school. */
export const AuthoringOptionsSchema = Type.Object({
  languages: Type.Array(Lang, { description: "The school's offered languages, default first" }),
  defaultLang: Lang,
  categories: Type.Array(
    Type.Object({ id: Id('Category'), parentId: Nullable(Id('Parent category')), title: Type.String() }),
  ),
  lecturers: Type.Array(AuthoringPersonSchema),
  exams: Type.Array(Type.Object({ id: Id('Exam'), title: Type.String() })),
  reviewOn: Type.Boolean(),
});
export type AuthoringOptions = Static<typeof AuthoringOptionsSchema>;

export const CourseVersionSchema = Type.Object({
  number: Count({ description: 'Version number, 1 first' }),
  publishedAt: Iso(),
  publishedBy: Nullable(AuthoringPersonSchema),
  /** Learners see this version now. */
  live: Type.Boolean(),
});
export type CourseVersion = Static<typeof CourseVersionSchema>;
export const CourseVersionListSchema = Type.Object({ items: Type.Array(CourseVersionSchema) });
export type CourseVersionList = Static<typeof CourseVersionListSchema>;
export const CourseVersionDetailSchema = Type.Object({
  ...CourseVersionSchema.properties,
  draft: CourseDraftSchema,
});
export type CourseVersionDetail = Static<typeof CourseVersionDetailSchema>;

export const DeletedCourseSchema = Type.Object({ courseId: Id('The deleted course') });

// ——— Requests ———

export const AuthoringSchoolParams = Type.Object({ schoolId: Id('School id') });
export const AuthoringCourseParams = Type.Object({ schoolId: Id('School id'), courseId: Id('Course id') });
export const AuthoringVersionParams = Type.Object({
  schoolId: Id('School id'),
  courseId: Id('Course id'),
  number: BoundedInt({ minimum: 1, maximum: 2_147_483_647, description: 'Version number' }),
});

export const CreateCourseInputSchema = Type.Object(
  { title: LocalizedTextsSchema, categoryId: Type.Optional(Nullable(Id('Category'))) },
  closed,
);
export type CreateCourseInput = Static<typeof CreateCourseInputSchema>;

export const SaveDraftInputSchema = Type.Object({ version: DraftVersion, draft: CourseDraftSchema }, closed);
export type SaveDraftInput = Static<typeof SaveDraftInputSchema>;

/** submit, withdraw, approve, publish, unpublish, rollback: the draft version the actor saw. */
export const TransitionInputSchema = Type.Object({ version: DraftVersion }, closed);
export type TransitionInput = Static<typeof TransitionInputSchema>;

export const RejectInputSchema = Type.Object(
  {
    version: DraftVersion,
    /** Required: something besides white space (REVIEW_COMMENT_REQUIRED). */
    comment: Type.String({ maxLength: L.REVIEW_COMMENT_MAX }),
  },
  closed,
);
export type RejectInput = Static<typeof RejectInputSchema>;

export const AuthoringListQuery = Type.Object({
  /** mine (default): courses I created or lecture; school: every course of the school (admins only). */
  scope: Type.Optional(Type.Union([Type.Literal('mine'), Type.Literal('school')])),
});
export type AuthoringListFilter = Static<typeof AuthoringListQuery>;

/** `/iadmin/{schoolId}/create-center/` first paint: the viewer's courses (their review queue for admins). */
export interface CreationCenterPage {
  kind: 'creation-center';
  schoolId: string;
  courses: AuthoringCourseList;
  /** Courses waiting for review (admins; empty for others). */
  reviewQueue: AuthoringCourse[];
}
