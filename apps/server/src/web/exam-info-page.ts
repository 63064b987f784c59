/**
 * The examInfo page's first-paint data (issue 28 item 4): for a signed-in viewer, the exam and their standing as
 * the API gives them, so the page's largest text is in the server's HTML instead of arriving after the JavaScript
 * and a request. A visitor's page stays without it (visitor pages may be cached; the browser asks), and so does an
 * exam that cannot be read (the browser's request then shows the API's error, as before).
 */
import type { ExamInfoPage, RouteState } from '@portico/contracts';
import type { Kysely } from 'kysely';
import type { Viewer } from '../auth/viewer.ts';
import type { Database } from '../db/schema.ts';
import { loadExamInfo } from '../modules/exams/exam-info.ts';
import type { SchoolRow } from '../repositories/schools.ts';
import { HttpError } from '../shared/http-error.ts';

const INFO_VIEWS = new Set(['examInfo', 'open/examInfo']);
/** As the page reads it (apps/web routes/exam.tsx): anything else shows the page's "no exam named" text. */
const EXAM_ID = /^\d{1,19}$/;

export async function loadExamInfoPage(
  db: Kysely<Database>,
  input: { route: RouteState; school: SchoolRow; query: URLSearchParams; viewer: Viewer | null },
): Promise<ExamInfoPage | null> {
  const { route, school, query, viewer } = input;
  const examId = query.get('examId');
  if (!viewer || !INFO_VIEWS.has(route.params.view ?? '') || !examId || !EXAM_ID.test(examId)) return null;
  try {
    return { kind: 'exam-info', info: await loadExamInfo(db, school.id, examId, viewer, new Date()) };
  } catch (error) {
    if (error instanceof HttpError) return null;
    throw error;
  }
}
