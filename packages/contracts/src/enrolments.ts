/** Enrolments and the learning center ("my learning", issue 11 §5). */
import { API_LIMITS, ENROLMENT_STATUSES } from '@portico/core';
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
});

export const EnrolParams = Type.Object({ courseId: Id('Course id') });

export type Enrolment = Static<typeof EnrolmentSchema>;
export type EnrolmentList = Static<typeof EnrolmentListSchema>;
export type CourseEnrolment = Static<typeof CourseEnrolmentSchema>;
