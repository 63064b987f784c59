/** Courses (spec §3 course cards, contracts.md §3): the portal's newest courses and one course's detail. */
import { API_LIMITS } from '@portico/core';
import { Type, type Static } from 'typebox';
import { Flag, Id, Nullable, TenantQuery } from './common.ts';
import { BoundedInt, Count, StoredNumber } from './primitives.ts';

export const LatestCourseSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  cover: Nullable(Type.String()),
  price: StoredNumber({ description: 'Yuan' }),
  actualPrice: StoredNumber({ description: 'Yuan; below price when discounted' }),
  purchaseCount: Count(),
  viewCount: Count(),
  deptName: Nullable(Type.String()),
  existMember: Type.Boolean(),
  applicationType: Type.String(),
  courseResourceId: Type.String(),
});

export const CourseDetailSchema = Type.Object({
  ...LatestCourseSchema.properties,
  schoolId: Type.String(),
  description: Nullable(Type.String()),
  lecturerName: Nullable(Type.String()),
  categoryId: Nullable(Type.String()),
  categoryTitle: Nullable(Type.String()),
  createdAt: Type.String(),
});

export const LatestCoursesQuery = Type.Object({
  ...TenantQuery,
  limit: BoundedInt({
    minimum: 1,
    maximum: API_LIMITS.LATEST_COURSES_MAX,
    default: API_LIMITS.LATEST_COURSES,
  }),
  includeSubSchools: Flag({ default: '0' }),
});

export const LatestCoursesSchema = Type.Object({ latestCurriculum: Type.Array(LatestCourseSchema) });

export const CourseParams = Type.Object({ courseId: Id('Course id') });

export type LatestCourse = Static<typeof LatestCourseSchema>;
export type CourseDetail = Static<typeof CourseDetailSchema>;
