import type { CourseDetail, LatestCourse } from '@portico/contracts';
import type { CourseDetailRow, CourseRow } from './queries.ts';

/** Prices are stored in cents (fen); the wire carries yuan. */
const yuan = (cents: number) => cents / 100;

export function presentLatestCourse(row: CourseRow): LatestCourse {
  return {
    id: row.id,
    name: row.name,
    cover: row.cover,
    price: yuan(row.price),
    actualPrice: yuan(row.actual_price),
    purchaseCount: row.purchase_count,
    viewCount: row.view_count,
    deptName: row.dept_name,
    existMember: row.exist_member === 1,
    applicationType: row.application_type,
    courseResourceId: row.course_resource_id,
  };
}

export function presentCourseDetail(row: CourseDetailRow): CourseDetail {
  return {
    ...presentLatestCourse(row),
    schoolId: row.school_id,
    description: row.description,
    lecturerName: row.lecturer_name,
    categoryId: row.category_id,
    categoryTitle: row.category_title,
    createdAt: row.created_at,
  };
}
