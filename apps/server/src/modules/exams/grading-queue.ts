/**
 * The essay grading queue (issue 24): submitted essay answers still waiting for points, oldest submission first.
 * The console reads the school's whole queue; a class's report (issue 26 item 4) narrows it to its members'
 * answers to its assigned exams — one query either way, plus one for the question versions.
 */
import type { GradingItem } from '@portico/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { answerOf, pointsOf } from './paper.ts';

export const GRADING_QUEUE_MAX = 500;

export async function gradingQueue(
  db: Kysely<Database>,
  schoolId: string,
  scope: { classId?: string } = {},
): Promise<{ records: GradingItem[]; total: number }> {
  let query = db
    .selectFrom('exam_answers as a')
    .innerJoin('exam_attempts as t', 't.id', 'a.attempt_id')
    .innerJoin('exams as e', 'e.id', 't.exam_id')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .select([
      'a.attempt_id',
      'a.position',
      'a.answer',
      't.paper',
      't.submitted_at',
      'e.id as exam_id',
      'e.title',
      'u.real_name',
      'u.nick_name',
      'u.email',
    ])
    .where('a.school_id', '=', schoolId)
    .where('a.awarded_x100', 'is', null)
    .where('t.state', '=', 'submitted');
  if (scope.classId !== undefined) {
    const classId = scope.classId;
    query = query
      .where('t.user_id', 'in', (eb) =>
        eb
          .selectFrom('class_members')
          .select('class_members.user_id')
          .where('class_members.school_id', '=', schoolId)
          .where('class_members.class_id', '=', classId)
          .where('class_members.removed_at', 'is', null),
      )
      .where('t.exam_id', 'in', (eb) =>
        eb
          .selectFrom('class_assignments')
          .select('class_assignments.item_id')
          .where('class_assignments.school_id', '=', schoolId)
          .where('class_assignments.class_id', '=', classId)
          .where('class_assignments.kind', '=', 'exam'),
      );
  }
  const rows = await query.orderBy('t.submitted_at').orderBy('a.position').limit(GRADING_QUEUE_MAX).execute();
  const versionIds = rows.map(
    (row) => (JSON.parse(row.paper) as Array<{ versionId: string }>)[row.position - 1]?.versionId ?? '',
  );
  const versions =
    versionIds.length === 0
      ? []
      : await db
          .selectFrom('exam_question_versions')
          .select(['id', 'stem', 'points_x100'])
          .where('school_id', '=', schoolId)
          .where('id', 'in', versionIds)
          .execute();
  const byId = new Map(versions.map((version) => [version.id, version]));
  const records = rows.flatMap((row, index) => {
    const version = byId.get(versionIds[index]!);
    const answer = answerOf(row);
    if (!version || answer.kind !== 'essay') return [];
    return [
      {
        attemptId: row.attempt_id,
        position: row.position,
        examId: row.exam_id,
        examTitle: row.title,
        learnerName: row.real_name || row.nick_name || row.email,
        stem: version.stem,
        answerText: answer.text,
        points: pointsOf(version.points_x100),
        submittedAt: row.submitted_at ?? '',
      },
    ];
  });
  return { records, total: records.length };
}
