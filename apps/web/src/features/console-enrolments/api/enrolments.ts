/**
 * The console's enrolment calls (issue 23 item 3): `POST /api/console/{schoolId}/enrolments` (one user) and
 * `…/enrolments/bulk` (a CSV's text; the server parses it and answers one result per row).
 */
import {
  CONSOLE_ENROLMENTS_API_PATHS,
  consoleTail,
  type AdminEnrolResult,
  type BulkEnrolReport,
} from '@portico/contracts';
import { apiRequest } from '@/lib/api-client.ts';
import { consolePath } from '@/lib/console-api.ts';

export function enrolOne(schoolId: string, input: { account: string; courseId: string }) {
  return apiRequest<AdminEnrolResult>(
    consolePath(schoolId, consoleTail(CONSOLE_ENROLMENTS_API_PATHS.enrol)),
    {
      method: 'POST',
      json: input,
    },
  );
}

export function enrolFromCsv(schoolId: string, csv: string) {
  return apiRequest<BulkEnrolReport>(consolePath(schoolId, consoleTail(CONSOLE_ENROLMENTS_API_PATHS.bulk)), {
    method: 'POST',
    json: { csv },
  });
}
