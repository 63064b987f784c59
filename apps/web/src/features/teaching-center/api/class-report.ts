/** The class report's calls (issue 26 item 4): CLASS_REPORT_API_PATHS — report, export links, grading queue. */
import { CLASS_REPORT_API_PATHS, apiPath } from '@portico/contracts';
import type { ClassReport, ClassReportQuery, GradingItem, ReportFormat } from '@portico/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

const P = CLASS_REPORT_API_PATHS;

export const reportKeys = {
  report: (schoolId: string, classId: string, query: ClassReportQuery) =>
    ['class-report', schoolId, classId, query] as const,
  grading: (schoolId: string, classId: string) => ['class-grading', schoolId, classId] as const,
};

/** Only the parameters that say something: an empty keyword or filter is left out of the URL. */
export function reportSearch(query: ClassReportQuery): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (typeof value === 'string' && value.trim() !== '') out[key] = value.trim();
  }
  return out;
}

export function useClassReport(schoolId: string, classId: string, query: ClassReportQuery) {
  return useQuery({
    queryKey: reportKeys.report(schoolId, classId, query),
    queryFn: ({ signal }) =>
      apiRequest<ClassReport>(apiPath(P.report, { schoolId, classId }), {
        query: reportSearch(query),
        signal,
      }),
    // Sorting or filtering keeps the table on screen until the new rows arrive.
    placeholderData: keepPreviousData,
  });
}

/** The export as a plain link (the session cookie goes with it; the server names the file). */
export const exportHref = (
  schoolId: string,
  classId: string,
  query: ClassReportQuery,
  format: ReportFormat,
) =>
  `${apiPath(P.reportExport, { schoolId, classId })}?${new URLSearchParams({ ...reportSearch(query), format })}`;

export function useClassGrading(schoolId: string, classId: string) {
  return useQuery({
    queryKey: reportKeys.grading(schoolId, classId),
    queryFn: ({ signal }) =>
      apiRequest<{ records: GradingItem[]; total: number }>(apiPath(P.grading, { schoolId, classId }), {
        signal,
      }),
  });
}

export const gradeClassEssay = (
  schoolId: string,
  classId: string,
  item: Pick<GradingItem, 'attemptId' | 'position'>,
  body: { points: number; feedback: string },
) =>
  apiRequest<null>(
    apiPath(P.grade, { schoolId, classId, attemptId: item.attemptId, position: String(item.position) }),
    { method: 'PUT', json: body },
  );
