/** Enrolments and the learning center ("my learning", issue 11 §5). */
import { API_LIMITS, ENROLMENT_STATUSES, ENROLMENT_LIMITS } from '@portico/core';
import { Type, type Static } from 'typebox';
import { Id, Nullable, TenantQuery } from './common.ts';
import { LatestCourseSchema } from './courses.ts';
import { BoundedInt, Count, PageNumber, PageSize } from './primitives.ts';

export const ProgressSchema = BoundedInt({ minimum: 0, maximum: 100, description: 'Percent complete' });

export const EnrolmentSchema = Type.Object({
  id: Id('Enrolment id'),
  schoolId: Id('School of the course (the school or one of its sub-schools)'),
  schoolName: Type.String(),
  schoolNameEn: Nullable(Type.String()),
  course: LatestCourseSchema,
  progress: ProgressSchema,
  enrolledAt: Type.String({ description: 'ISO 8601' }),
  lastStudiedAt: Nullable(Type.String({ description: 'ISO 8601' })),
  completedAt: Nullable(Type.String({ description: 'ISO 8601' })),
});

export const EnrolmentListSchema = Type.Object({
  records: Type.Array(EnrolmentSchema),
  total: Count(),
  page: PageNumber(),
  pageSize: PageSize(API_LIMITS.LIST_PAGE_SIZE_MAX, API_LIMITS.ENROLMENT_PAGE_SIZE),
});

/** "My courses" filter (issue 23 item 6): in progress = no completion record yet; absent = all. */
export const EnrolmentStatusSchema = Type.Enum(ENROLMENT_STATUSES, {
  description: 'core ENROLMENT_STATUSES',
});

export const EnrolmentListQuery = Type.Object({
  ...TenantQuery,
  page: PageNumber(),
  pageSize: PageSize(API_LIMITS.LIST_PAGE_SIZE_MAX, API_LIMITS.ENROLMENT_PAGE_SIZE),
  status: Type.Optional(EnrolmentStatusSchema),
});

/** The viewer's enrolment in one course, as the course page shows it (null: not enrolled). */
export const CourseEnrolmentSchema = Type.Object({
  progress: ProgressSchema,
  enrolledAt: Type.String({ description: 'ISO 8601' }),
  /** Where "Continue" goes: the last resource visited, else the first open one not completed (issue 23 item 3). */
  continueResourceId: Nullable(Type.String()),
});

/** Why the viewer cannot enrol themself in a course (core SelfEnrolmentBlock); the course page explains it. */
export const SelfEnrolmentBlockSchema = Type.Enum(['PURCHASE_REQUIRED', 'MEMBERS_ONLY']);

/** An admin enrols one user: `account` is an e-mail or mobile (as at login) or a 19-digit user id. */
export const AdminEnrolBody = Type.Object(
  {
    account: Type.String({ minLength: 1, maxLength: ENROLMENT_LIMITS.CSV_CELL_MAX }),
    courseId: Id('Course id (of this school)'),
  },
  { additionalProperties: false },
);

export const EnrolOutcomeSchema = Type.Enum(['enrolled', 'already', 'failed'], {
  description:
    'enrolled: a new enrolment; already: the user was enrolled (nothing changed); failed: see errorCode',
});

export const AdminEnrolResultSchema = Type.Object({
  status: Type.Enum(['enrolled', 'already']),
  userId: Id('User id'),
  courseId: Id('Course id'),
});

/** The CSV's text (UTF-8, a header row then one row per enrolment); its limits answer CSV_* codes. */
export const BulkEnrolBody = Type.Object({ csv: Type.String() }, { additionalProperties: false });

export const BulkEnrolRowSchema = Type.Object({
  /** 1-based line of the file (the header is line 1). */
  row: BoundedInt({ minimum: 2, maximum: ENROLMENT_LIMITS.CSV_ROWS_MAX + 1 }),
  account: Type.String(),
  courseId: Type.String(),
  /** The user the row named, once found. */
  userId: Nullable(Id('User id')),
  status: EnrolOutcomeSchema,
  errorCode: Nullable(Type.String({ description: 'Stable machine code (ErrorCode) of a failed row' })),
  message: Nullable(Type.String()),
});

export const BulkEnrolReportSchema = Type.Object({
  total: Count(),
  enrolled: Count(),
  already: Count(),
  failed: Count(),
  rows: Type.Array(BulkEnrolRowSchema),
});

export const EnrolParams = Type.Object({ courseId: Id('Course id') });

export type Enrolment = Static<typeof EnrolmentSchema>;
export type EnrolmentList = Static<typeof EnrolmentListSchema>;
export type CourseEnrolment = Static<typeof CourseEnrolmentSchema>;
export type SelfEnrolmentBlockCode = Static<typeof SelfEnrolmentBlockSchema>;
export type AdminEnrolResult = Static<typeof AdminEnrolResultSchema>;
export type BulkEnrolRow = Static<typeof BulkEnrolRowSchema>;
export type BulkEnrolReport = Static<typeof BulkEnrolReportSchema>;
