/**
 * `POST /api/course/v1/courses/{courseId}/enrol` (issue 11 §5). The course page is in the entry bundle, where the
 * query library is not (src/lib/with-query.ts): a plain call, its state kept by the button.
 */
import { ENROLMENTS_API_PATHS, apiPath, type CourseEnrolment } from '@portico/contracts';
import { apiRequest } from '@/lib/api-client.ts';

export function enrol(schoolId: string, courseId: string): Promise<CourseEnrolment> {
  return apiRequest<CourseEnrolment>(apiPath(ENROLMENTS_API_PATHS.enrol, { courseId }), {
    method: 'POST',
    query: { schoolId },
  });
}
