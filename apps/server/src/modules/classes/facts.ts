/**
 * What is stored about members and assigned items (issue 26 item 2): the enrolment's progress and completion
 * (the same number the learner sees everywhere, issue 23) and the exam attempts and passes. Read in batches —
 * never recomputed from resources, so a class of a thousand loads in a few queries.
 */
import type { AssignmentFacts } from '@portico/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

const CHUNK = 500;
const chunks = <T>(items: T[]): T[][] =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));

export const factKey = (userId: string, itemId: string) => `${userId}:${itemId}`;

export interface StoredFacts {
  course: Map<string, NonNullable<AssignmentFacts['course']>>;
  exam: Map<string, NonNullable<AssignmentFacts['exam']>>;
}

export async function storedFacts(
  db: Kysely<Database>,
  schoolId: string,
  userIds: string[],
  items: { courseIds: string[]; examIds: string[] },
): Promise<StoredFacts> {
  const facts: StoredFacts = { course: new Map(), exam: new Map() };
  const users = [...new Set(userIds)];
  const courseIds = [...new Set(items.courseIds)];
  const examIds = [...new Set(items.examIds)];
  for (const part of chunks(users)) {
    if (courseIds.length > 0) {
      const rows = await db
        .selectFrom('enrolments')
        .select(['user_id', 'course_id', 'progress', 'completed_at'])
        .where('school_id', '=', schoolId)
        .where('user_id', 'in', part)
        .where('course_id', 'in', courseIds)
        .execute();
      for (const row of rows) {
        facts.course.set(factKey(row.user_id, row.course_id), {
          progress: Math.round(Number(row.progress)),
          completedAt: row.completed_at,
        });
      }
    }
    if (examIds.length > 0) {
      const rows = await db
        .selectFrom('exam_attempts')
        .select(['user_id', 'exam_id'])
        .select((eb) => [eb.fn.countAll<number>().as('attempts'), eb.fn.max('passed').as('passed')])
        .where('school_id', '=', schoolId)
        .where('user_id', 'in', part)
        .where('exam_id', 'in', examIds)
        .groupBy(['user_id', 'exam_id'])
        .execute();
      for (const row of rows) {
        facts.exam.set(factKey(row.user_id, row.exam_id), {
          attempts: Number(row.attempts),
          passed: Number(row.passed ?? 0) === 1,
        });
      }
    }
  }
  return facts;
}
