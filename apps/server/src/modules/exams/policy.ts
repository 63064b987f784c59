/**
 * Who may do what with exams (issue 24): the bank, settings and grading queue are for the school's lecturers and
 * admins (the access gate checks the role); taking an exam and practising are for its members; an attempt is
 * only ever its own learner's. Another school's anything, or another learner's attempt, is not found.
 */
import { windowState } from '@portico/core';
import type { ErrorCode } from '@portico/contracts';
import type { Kysely } from 'kysely';
import { isMemberOf, type Viewer } from '../../auth/viewer.ts';
import type { Database } from '../../db/schema.ts';
import { fail } from '../../shared/http-error.ts';
import { findAttempt, findExam, findQuestion, type AttemptRow, type ExamRow } from './queries.ts';

export async function requireQuestion(db: Kysely<Database>, schoolId: string, questionId: string) {
  const question = await findQuestion(db, schoolId, questionId);
  if (!question) throw fail('QUESTION_NOT_FOUND', 'No such question in this school');
  return question;
}

/** Managers see drafts; learners and visitors only published exams. */
export async function requireExam(
  db: Kysely<Database>,
  schoolId: string,
  examId: string,
  includeDrafts = false,
): Promise<ExamRow> {
  const exam = await findExam(db, schoolId, examId);
  if (!exam || (!includeDrafts && exam.published !== 1)) throw fail('EXAM_NOT_FOUND', 'No such exam');
  return exam;
}

export function requireMember(viewer: Viewer, schoolId: string) {
  if (!isMemberOf(viewer, schoolId)) throw fail('EXAM_MEMBERS_ONLY', 'Exams are for members of the school');
}

/** The viewer's own attempt in this school (another learner's is not found). */
export async function requireOwnAttempt(
  db: Kysely<Database>,
  schoolId: string,
  attemptId: string,
  viewer: Viewer,
): Promise<AttemptRow> {
  const attempt = await findAttempt(db, schoolId, attemptId);
  if (!attempt || attempt.user_id !== viewer.userId) throw fail('ATTEMPT_NOT_FOUND', 'No such attempt');
  return attempt;
}

export interface StartBlock {
  code: ErrorCode;
  details: Record<string, unknown>;
}

/** Why a new attempt cannot start now (null: it can). A running attempt is resumed, never blocked. */
export function startBlock(
  exam: ExamRow,
  input: { member: boolean; attemptsUsed: number; now: Date },
): StartBlock | null {
  if (!input.member) return { code: 'EXAM_MEMBERS_ONLY', details: {} };
  const window = windowState(input.now, exam.opens_at, exam.closes_at);
  if (window === 'upcoming') return { code: 'EXAM_NOT_OPEN', details: { opensAt: exam.opens_at } };
  if (window === 'closed') return { code: 'EXAM_CLOSED', details: { closesAt: exam.closes_at } };
  if (input.attemptsUsed >= exam.attempts_allowed) {
    return { code: 'EXAM_NO_ATTEMPTS_LEFT', details: { attemptsAllowed: exam.attempts_allowed } };
  }
  return null;
}

export const refuse = (block: StartBlock) =>
  fail(block.code, 'This exam cannot be started now', block.details);
