/**
 * The stored facts of one member and assignment, shaped for the report and for core's task state: the same
 * numbers the learner sees (the course page's clamped, rounded progress; the exam info's best percent of closed
 * attempts) — read, never recomputed from resources.
 */
import { percentOf, type AssignmentFacts } from '@portico/core';
import type { AttemptFact, EnrolmentFact } from './queries.ts';

export const factKey = (userId: string, itemId: string) => `${userId}:${itemId}`;

export interface CourseFact {
  progress: number;
  completedAt: string | null;
  lastActivityAt: string | null;
}

export interface ExamFact {
  attempts: number;
  passed: boolean;
  bestPercent: number | null;
  lastActivityAt: string | null;
}

/** The learner's own number: the course page clamps and rounds the stored progress the same way. */
export const shownProgress = (stored: number) => Math.max(0, Math.min(100, Math.round(Number(stored))));

const later = (a: string | null, b: string | null) => (a === null ? b : b === null || a >= b ? a : b);

export function courseFacts(rows: EnrolmentFact[]): Map<string, CourseFact> {
  const facts = new Map<string, CourseFact>();
  for (const row of rows) {
    facts.set(factKey(row.user_id, row.course_id), {
      progress: shownProgress(row.progress),
      completedAt: row.completed_at,
      lastActivityAt: later(row.last_studied_at, row.completed_at),
    });
  }
  return facts;
}

export function examFacts(rows: AttemptFact[]): Map<string, ExamFact> {
  const facts = new Map<string, ExamFact>();
  for (const row of rows) {
    const key = factKey(row.user_id, row.exam_id);
    const fact = facts.get(key) ?? { attempts: 0, passed: false, bestPercent: null, lastActivityAt: null };
    fact.attempts += 1;
    fact.passed ||= Number(row.passed ?? 0) === 1;
    if (row.state !== 'in_progress') {
      const percent = percentOf(row.score_x100 ?? 0, Number(row.max_score_x100));
      if (fact.bestPercent === null || percent > fact.bestPercent) fact.bestPercent = percent;
    }
    fact.lastActivityAt = later(fact.lastActivityAt, row.submitted_at ?? row.started_at);
    facts.set(key, fact);
  }
  return facts;
}

/** Core's input for the task state. */
export const taskFacts = (
  course: CourseFact | undefined,
  exam: ExamFact | undefined,
): Pick<AssignmentFacts, 'course' | 'exam'> => ({
  course: course ? { progress: course.progress, completedAt: course.completedAt } : null,
  exam: exam ? { attempts: exam.attempts, passed: exam.passed } : null,
});
