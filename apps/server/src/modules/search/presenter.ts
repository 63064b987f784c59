import type { SearchHit } from '@portico/contracts';
import { presentLatestCourse } from '../courses/presenter.ts';
import type { SearchHitRow } from './course-search.ts';

export function presentSearchHit(row: SearchHitRow): SearchHit {
  return {
    ...presentLatestCourse(row),
    schoolId: row.school_id,
    description: row.description,
    lecturerName: row.lecturer_name,
    categoryTitle: row.category_title,
  };
}
