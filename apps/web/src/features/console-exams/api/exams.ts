/**
 * The console's exam calls (issue 24): the question bank (list, create, edit — a new version —, retire, import and
 * its template), exam settings and the essay grading queue, all under EXAMS_API_PATHS for the school.
 */
import {
  EXAMS_API_PATHS,
  apiPath,
  type ExamSettings,
  type GradingItem,
  type ManagedExam,
  type Question,
  type QuestionInput,
  type QuestionList,
} from '@portico/contracts';
import { isErrorCode } from '@portico/contracts/errors';
import type { QuestionKind } from '@portico/core';
import { ApiError, apiRequest, errorTextsLoaded, handleAuthFailure } from '@/lib/api-client.ts';

export interface QuestionFilters {
  category: string;
  kind: QuestionKind | '';
  keyword: string;
  page: number;
}

export const QUESTION_PAGE_SIZE = 20;

export function listQuestions(schoolId: string, filters: QuestionFilters) {
  return apiRequest<QuestionList>(apiPath(EXAMS_API_PATHS.questions, { schoolId }), {
    query: {
      category: filters.category || undefined,
      kind: filters.kind || undefined,
      keyword: filters.keyword.trim() || undefined,
      page: filters.page,
      pageSize: QUESTION_PAGE_SIZE,
    },
  });
}

export function saveQuestion(schoolId: string, questionId: string | null, body: QuestionInput) {
  return questionId
    ? apiRequest<Question>(apiPath(EXAMS_API_PATHS.question, { schoolId, questionId }), {
        method: 'PUT',
        json: body,
      })
    : apiRequest<Question>(apiPath(EXAMS_API_PATHS.questions, { schoolId }), { method: 'POST', json: body });
}

export function retireQuestion(schoolId: string, questionId: string) {
  return apiRequest<unknown>(apiPath(EXAMS_API_PATHS.question, { schoolId, questionId }), {
    method: 'DELETE',
  });
}

export const templateHref = (schoolId: string, format: 'xlsx' | 'csv') =>
  `${apiPath(EXAMS_API_PATHS.questionTemplate, { schoolId })}?format=${format}`;

/** The file as multipart; a refused file's row errors come back in ApiError.details.errors. */
export async function importQuestions(schoolId: string, file: File): Promise<{ imported: number }> {
  const form = new FormData();
  form.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetch(apiPath(EXAMS_API_PATHS.questionImport, { schoolId }), {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
      body: form,
    });
  } catch (error) {
    throw new ApiError(0, error instanceof Error ? error.message : 'Network request failed');
  }
  if (response.status === 401) void handleAuthFailure();
  const body = (await response.json().catch(() => null)) as {
    code?: unknown;
    data?: { imported: number };
    errorCode?: unknown;
    message?: unknown;
    details?: unknown;
  } | null;
  if (response.ok && body?.code === 200 && body.data) return body.data;
  const errorCode = isErrorCode(body?.errorCode) ? body.errorCode : null;
  await errorTextsLoaded(errorCode, response.status === 401);
  throw new ApiError(
    response.status,
    typeof body?.message === 'string' ? body.message : response.statusText,
    errorCode,
    body?.details,
  );
}

export function listExams(schoolId: string) {
  return apiRequest<{ records: ManagedExam[]; total: number }>(apiPath(EXAMS_API_PATHS.exams, { schoolId }));
}

export function saveExam(schoolId: string, examId: string | null, body: ExamSettings) {
  return examId
    ? apiRequest<ManagedExam>(apiPath(EXAMS_API_PATHS.exam, { schoolId, examId }), {
        method: 'PUT',
        json: body,
      })
    : apiRequest<ManagedExam>(apiPath(EXAMS_API_PATHS.exams, { schoolId }), { method: 'POST', json: body });
}

export function gradingQueue(schoolId: string) {
  return apiRequest<{ records: GradingItem[]; total: number }>(
    apiPath(EXAMS_API_PATHS.grading, { schoolId }),
  );
}

export function gradeAnswer(
  schoolId: string,
  item: { attemptId: string; position: number },
  body: { points: number; feedback: string },
) {
  return apiRequest<unknown>(
    apiPath(EXAMS_API_PATHS.grade, { schoolId, attemptId: item.attemptId, position: String(item.position) }),
    { method: 'PUT', json: body },
  );
}
