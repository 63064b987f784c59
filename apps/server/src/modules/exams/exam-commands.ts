/**
 * Exam settings (issue 24): checked for contradictions (a close before the open, a draw the bank cannot fill —
 * QUESTION_POOL_TOO_SMALL with the category and how many it has), stored with the time limit in seconds.
 */
import { drawPaper } from '@portico/core';
import type { ExamSettings } from '@portico/contracts';
import type { Kysely } from 'kysely';
import { newId } from '../../db/ids.ts';
import type { Database } from '../../db/schema.ts';
import { fail } from '../../shared/http-error.ts';
import { sanitizeHtml } from '../agreements/sanitize.ts';
import { currentQuestions } from './queries.ts';

const validIso = (value: string | null) => value === null || !Number.isNaN(Date.parse(value));

/**
 * Fastify's validator coerces a JSON null to "" (or 0) when it tries the first branch of a nullable union: both
 * mean "not set" here.
 */
export function normalizeSettings(body: ExamSettings): ExamSettings {
  return {
    ...body,
    opensAt: body.opensAt || null,
    closesAt: body.closesAt || null,
    timeLimitMinutes: body.timeLimitMinutes || null,
  };
}

async function checkSettings(db: Kysely<Database>, schoolId: string, body: ExamSettings) {
  for (const field of ['opensAt', 'closesAt'] as const) {
    if (!validIso(body[field])) throw fail('EXAM_SETTINGS_INVALID', 'Not a date', { field });
  }
  if (body.opensAt && body.closesAt && Date.parse(body.closesAt) <= Date.parse(body.opensAt)) {
    throw fail('EXAM_SETTINGS_INVALID', 'The exam closes before it opens', { field: 'closesAt' });
  }
  const bank = await currentQuestions(db, schoolId);
  const drawn = drawPaper({ draw: body.draw, bank, seed: 'check', shuffle: false });
  if (!drawn.ok && drawn.reason === 'pool_too_small') {
    throw fail('QUESTION_POOL_TOO_SMALL', 'The bank has too few questions in this category', {
      category: drawn.category,
      available: drawn.available,
    });
  }
  if (!drawn.ok)
    throw fail('EXAM_SETTINGS_INVALID', 'The draw names a question not in the bank', { field: 'draw' });
}

const iso = (value: string | null) => (value === null ? null : new Date(value).toISOString());

function columns(body: ExamSettings) {
  return {
    title: body.title.trim(),
    description: sanitizeHtml(body.description).trim(),
    opens_at: iso(body.opensAt),
    closes_at: iso(body.closesAt),
    time_limit_s: body.timeLimitMinutes === null ? null : body.timeLimitMinutes * 60,
    attempts_allowed: body.attemptsAllowed,
    pass_mark: body.passMark,
    draw: JSON.stringify(body.draw),
    shuffle: body.shuffle ? 1 : 0,
    review_policy: body.reviewPolicy,
    published: body.published ? 1 : 0,
  };
}

export async function createExam(
  db: Kysely<Database>,
  input: { schoolId: string; userId: string; body: ExamSettings; now: Date },
): Promise<string> {
  const body = normalizeSettings(input.body);
  await checkSettings(db, input.schoolId, body);
  const id = newId();
  const nowIso = input.now.toISOString();
  await db
    .insertInto('exams')
    .values({
      id,
      school_id: input.schoolId,
      ...columns(body),
      created_by: input.userId,
      created_at: nowIso,
      updated_at: nowIso,
    })
    .execute();
  return id;
}

export async function updateExam(
  db: Kysely<Database>,
  input: { schoolId: string; examId: string; body: ExamSettings; now: Date },
) {
  const body = normalizeSettings(input.body);
  await checkSettings(db, input.schoolId, body);
  await db
    .updateTable('exams')
    .set({ ...columns(body), updated_at: input.now.toISOString() })
    .where('school_id', '=', input.schoolId)
    .where('id', '=', input.examId)
    .execute();
}

/** Deletes an exam nobody has attempted and no course links; otherwise refuses (unpublish it instead). */
export async function deleteExam(db: Kysely<Database>, schoolId: string, examId: string) {
  const [attempt, resource] = await Promise.all([
    db.selectFrom('exam_attempts').select('id').where('exam_id', '=', examId).executeTakeFirst(),
    db.selectFrom('course_resources').select('id').where('exam_id', '=', examId).executeTakeFirst(),
  ]);
  if (attempt || resource) {
    throw fail('CONFLICT', 'The exam has attempts or a course links it: unpublish it instead', {
      attempts: Boolean(attempt),
      linked: Boolean(resource),
    });
  }
  await db.deleteFrom('exams').where('school_id', '=', schoolId).where('id', '=', examId).execute();
}
