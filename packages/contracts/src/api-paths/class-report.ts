/**
 * Issue 26 item 4: a class's report — per member and assignment the stored progress, last activity, best exam
 * score and attempts — its CSV/XLSX export, and the grading queue of essays the class's members wrote in the
 * class's exams. The class's lecturer and the school's admins only (404 CLASS_NOT_FOUND otherwise).
 */
export const CLASS_REPORT_API_PATHS = {
  /** ?keyword=&state=&assignmentId=&sort=&order= — one request for the whole class. */
  report: '/api/class/v1/:schoolId/classes/:classId/report',
  /** ?format=csv|xlsx plus the report's filters and sort — the same rows as a file. */
  reportExport: '/api/class/v1/:schoolId/classes/:classId/report/export',
  /** Essays of the class's members in the class's exams, waiting for a grade. */
  grading: '/api/class/v1/:schoolId/classes/:classId/grading',
  /** Grade one of them (the exams module's grading command). */
  grade: '/api/class/v1/:schoolId/classes/:classId/grading/:attemptId/:position',
} as const;
