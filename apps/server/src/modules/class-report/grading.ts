/**
 * The class's grading queue (issue 26 item 4): the exams module's queue and grading command (issue 24), narrowed
 * to essays the class's current members wrote in exams assigned to the class. Grading one records the grader and
 * time on the answer exactly as the console does; an attempt outside the class is not found, so the class's
 * lecturer cannot reach other answers through it.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { fail } from '../../shared/http-error.ts';
import type { ClassRow } from '../classes/queries.ts';
import { gradeEssay } from '../exams/attempt-commands.ts';
import { findAttempt } from '../exams/queries.ts';

export async function gradeClassEssay(
  db: Kysely<Database>,
  row: ClassRow,
  input: { attemptId: string; position: number; points: number; feedback: string; graderId: string },
) {
  const attempt = await findAttempt(db, row.school_id, input.attemptId);
  const inClass =
    attempt &&
    (await db
      .selectFrom('class_members')
      .innerJoin('class_assignments', (join) =>
        join
          .onRef('class_assignments.class_id', '=', 'class_members.class_id')
          .on('class_assignments.kind', '=', 'exam')
          .on('class_assignments.item_id', '=', attempt.exam_id),
      )
      .select('class_members.user_id')
      .where('class_members.school_id', '=', row.school_id)
      .where('class_members.class_id', '=', row.id)
      .where('class_members.user_id', '=', attempt.user_id)
      .where('class_members.removed_at', 'is', null)
      .executeTakeFirst());
  if (!attempt || !inClass) throw fail('ATTEMPT_NOT_FOUND', 'No such attempt in this class');
  await gradeEssay(db, {
    attempt,
    position: input.position,
    points: input.points,
    feedback: input.feedback,
    graderId: input.graderId,
    now: new Date(),
  });
}
