import { Type } from 'typebox';
import { Nullable } from '../../shared/schemas.ts';

export const LatestCourseSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  cover: Nullable(Type.String()),
  price: Type.Number({ description: 'Yuan' }),
  actualPrice: Type.Number({ description: 'Yuan; below price when discounted' }),
  purchaseCount: Type.Integer(),
  viewCount: Type.Integer(),
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
