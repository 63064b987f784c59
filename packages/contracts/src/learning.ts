/**
 * Course learning (issue 23): a course's outline with the viewer's state, one resource to learn, the heartbeat
 * that saves position, played ranges, pages and study time (idempotent), and the learning summary and archive.
 */
import { API_LIMITS, LEARNING_RULES, RESOURCE_KINDS } from '@portico/core';
import { Type, type Static } from 'typebox';
import { Id, Nullable, TenantQuery } from './common.ts';
import { ProgressSchema } from './enrolments.ts';
import { BoundedInt, BoundedNumber, Count, PageNumber, PageSize } from './primitives.ts';

const Iso = (description = 'ISO 8601') => Type.String({ description });

export const ResourceKindSchema = Type.Enum(RESOURCE_KINDS, { description: 'core RESOURCE_KINDS' });

const Seconds = (description: string) => BoundedNumber({ minimum: 0, maximum: 86_400, description });

/** Why a chapter cannot be opened yet (core chapterLock). */
export const ChapterLockSchema = Nullable(
  Type.Object({
    reason: Type.Union([Type.Literal('release'), Type.Literal('prerequisite')]),
    releaseAt: Nullable(Iso('When the chapter opens')),
    prerequisiteChapterId: Nullable(Type.String()),
    prerequisiteTitle: Nullable(Type.String()),
  }),
);

export const OutlineResourceSchema = Type.Object({
  id: Type.String(),
  kind: ResourceKindSchema,
  title: Type.String(),
  required: Type.Boolean(),
  durationSeconds: Nullable(Count()),
  pageCount: Nullable(Count()),
  /** An application's `appId` and `appType` (spec §2 application-view); null for the other kinds. */
  appId: Nullable(Type.String()),
  appType: Nullable(Type.String()),
  /** The viewer's state; null for visitors and learners who never opened it. */
  completed: Type.Boolean(),
});

export const OutlineChapterSchema = Type.Object({
  id: Type.String(),
  title: Type.String(),
  lock: ChapterLockSchema,
  resources: Type.Array(OutlineResourceSchema),
});

export const CourseOutlineSchema = Type.Object({
  courseId: Type.String(),
  /** The course's resource id: what application-view and application-learn take as `courseId` (spec §2). */
  courseResourceId: Type.String(),
  chapters: Type.Array(OutlineChapterSchema),
  /** The viewer's enrolment (null: not enrolled or a visitor). */
  enrolment: Nullable(
    Type.Object({
      progress: ProgressSchema,
      enrolledAt: Iso(),
      completedAt: Nullable(Iso()),
      /** Where "Continue" goes: the last resource visited, else the first open one. */
      continueResourceId: Nullable(Type.String()),
    }),
  ),
  requiredTotal: Count(),
  requiredCompleted: Count(),
});

export const CaptionTrackSchema = Type.Object({
  lang: Type.String(),
  label: Type.String(),
  url: Type.String(),
});

export const LearnResourceSchema = Type.Object({
  id: Type.String(),
  courseId: Type.String(),
  chapterId: Type.String(),
  kind: ResourceKindSchema,
  title: Type.String(),
  required: Type.Boolean(),
  mediaUrl: Nullable(Type.String()),
  captions: Type.Array(CaptionTrackSchema),
  durationSeconds: Nullable(Count()),
  pageCount: Nullable(Count()),
  /** Sanitised HTML of an article. */
  body: Nullable(Type.String()),
  url: Nullable(Type.String()),
  appId: Nullable(Type.String()),
  appType: Nullable(Type.String()),
  /** Issue 24: the exam a resource of kind `exam` stands for (it completes when that exam is passed). */
  examId: Nullable(Type.String()),
  state: Type.Object({
    /** Where to resume (seconds; 0 from the start). */
    resumeSeconds: Seconds('Resume position'),
    lastPage: Count(),
    playedSeconds: Seconds('Distinct seconds played'),
    completed: Type.Boolean(),
  }),
  previousResourceId: Nullable(Type.String()),
  nextResourceId: Nullable(Type.String()),
});

export const ResourceParams = Type.Object({ courseId: Id('Course id'), resourceId: Id('Resource id') });

const Range = Type.Tuple([Seconds('Start'), Seconds('End')]);

/** One heartbeat of one viewing (a page view of one resource): cumulative for the viewing, so a retry is harmless. */
export const LearningBeatBody = Type.Object(
  {
    courseId: Id('Course id'),
    resourceId: Id('Resource id'),
    viewingKey: Type.String({
      pattern: '^[A-Za-z0-9_-]{8,64}$',
      description: 'Random key of this page view of the resource',
    }),
    seq: BoundedInt({
      minimum: 0,
      maximum: 1_000_000,
      description: 'Increases with every beat of the viewing',
    }),
    activeSeconds: Seconds('Seconds of active study in this viewing so far'),
    position: Type.Optional(Seconds('Video position')),
    played: Type.Optional(
      Type.Array(Range, {
        maxItems: LEARNING_RULES.MAX_RANGES,
        description: 'Ranges played in this viewing',
      }),
    ),
    page: Type.Optional(BoundedInt({ minimum: 1, maximum: 100_000, description: 'Document page shown' })),
    reachedEnd: Type.Optional(Type.Boolean({ description: 'An article was read to its end' })),
    launched: Type.Optional(
      Type.Boolean({ description: 'An application that opens elsewhere was opened in this viewing' }),
    ),
    markedDone: Type.Optional(
      Type.Boolean({ description: 'The learner marked an application that cannot report as done' }),
    ),
  },
  { additionalProperties: false },
);

export const LearningBeatResultSchema = Type.Object({
  /** False when the beat was a retry or out of order (nothing changed). */
  applied: Type.Boolean(),
  resourceCompleted: Type.Boolean(),
  courseProgress: ProgressSchema,
  courseCompleted: Type.Boolean(),
  playedSeconds: Seconds('Distinct seconds played'),
});

export const StudyDaySchema = Type.Object({ day: Type.String(), seconds: Count() });

export const LearningSummarySchema = Type.Object({
  days: Type.Array(StudyDaySchema, { description: 'The last 30 days, oldest first, every day present' }),
  streakDays: Count(),
  totalSeconds: Count(),
  coursesCompleted: Count(),
  coursesInProgress: Count(),
});

export const CompletionSchema = Type.Object({
  id: Type.String(),
  courseId: Type.String(),
  courseName: Type.String(),
  schoolId: Type.String(),
  completedAt: Iso(),
  studySeconds: Count(),
  certificateNo: Type.String(),
});

export const LearningArchiveSchema = Type.Object({
  records: Type.Array(CompletionSchema),
  total: Count(),
  totalStudySeconds: Count({ description: 'Sum of studySeconds over every record' }),
  page: PageNumber(),
  pageSize: PageSize(API_LIMITS.LIST_PAGE_SIZE_MAX, API_LIMITS.ENROLMENT_PAGE_SIZE),
});

export const LearningArchiveQuery = Type.Object({
  ...TenantQuery,
  page: PageNumber(),
  pageSize: PageSize(API_LIMITS.LIST_PAGE_SIZE_MAX, API_LIMITS.ENROLMENT_PAGE_SIZE),
});

export const CertificateParams = Type.Object({ completionId: Id('Completion record id') });

export type CourseOutline = Static<typeof CourseOutlineSchema>;
export type OutlineChapter = Static<typeof OutlineChapterSchema>;
export type LearnResource = Static<typeof LearnResourceSchema>;
export type LearningBeat = Static<typeof LearningBeatBody>;
export type LearningBeatResult = Static<typeof LearningBeatResultSchema>;
export type LearningSummary = Static<typeof LearningSummarySchema>;
export type LearningArchive = Static<typeof LearningArchiveSchema>;
export type Completion = Static<typeof CompletionSchema>;
