import type { CourseEnrolment, Enrolment, EnrolmentList } from '@portico/contracts';
import { presentLatestCourse } from '../courses/presenter.ts';
import type { EnrolmentRow } from './queries.ts';

const percent = (value: number) => Math.max(0, Math.min(100, Math.round(value)));

function presentEnrolment(row: EnrolmentRow): Enrolment {
  return {
    id: row.enrolment_id,
    schoolId: row.school_id,
    schoolName: row.school_name,
    schoolNameEn: row.school_name_en,
    course: presentLatestCourse(row),
    progress: percent(row.progress),
    enrolledAt: row.enrolled_at,
    lastStudiedAt: row.last_studied_at,
    completedAt: row.completed_at,
  };
}

export function presentEnrolmentList(
  found: { rows: EnrolmentRow[]; total: number },
  page: { page: number; pageSize: number },
): EnrolmentList {
  return { records: found.rows.map(presentEnrolment), total: found.total, ...page };
}

export function presentCourseEnrolment(
  row: { progress: number; enrolled_at: string } | undefined,
  continueResourceId: string | null,
): CourseEnrolment | null {
  return row ? { progress: percent(row.progress), enrolledAt: row.enrolled_at, continueResourceId } : null;
}
