/**
 * Practice (issue 24): an answer gets its feedback at once (key and explanation); a wrong one enters the mistake
 * book (or counts again there); a right one on a mistake leaves it in the book until the learner removes it.
 */
import { gradeAnswer, validateAnswer, blankCountOf, type AnswerValue } from '@portico/core';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { newId } from '../../db/ids.ts';
import type { Database } from '../../db/schema.ts';
import { fail } from '../../shared/http-error.ts';
import { keyOf, optionsOf } from './paper.ts';

export async function answerPractice(
  db: Kysely<Database>,
  input: {
    schoolId: string;
    userId: string;
    questionId: string;
    version: number;
    answer: AnswerValue;
    now: Date;
  },
) {
  const version = await db
    .selectFrom('exam_question_versions as v')
    .innerJoin('exam_questions as q', 'q.id', 'v.question_id')
    .select(['v.id', 'v.answer_key', 'v.options', 'v.explanation', 'v.points_x100'])
    .where('q.school_id', '=', input.schoolId)
    .where('q.id', '=', input.questionId)
    .where('q.status', '=', 1)
    .where('v.version', '=', input.version)
    .executeTakeFirst();
  if (!version) throw fail('QUESTION_NOT_FOUND', 'No such question in this school');
  const key = keyOf(version);
  const field = validateAnswer(
    {
      kind: key.kind,
      optionKeys: optionsOf(version).map((option) => option.key),
      blankCount: blankCountOf(key),
    },
    input.answer,
  );
  if (field) throw fail('ANSWER_INVALID', 'The answer does not fit its question', { field });
  const correct = gradeAnswer(key, input.answer, version.points_x100).correct;
  const nowIso = input.now.toISOString();
  await db.transaction().execute(async (trx) => {
    if (correct !== null) {
      await trx
        .insertInto('practice_answers')
        .values({
          id: newId(),
          school_id: input.schoolId,
          user_id: input.userId,
          question_id: input.questionId,
          version_id: version.id,
          correct: correct ? 1 : 0,
          answered_at: nowIso,
        })
        .execute();
    }
    if (correct === false) {
      await trx
        .insertInto('exam_mistakes')
        .values({
          id: newId(),
          school_id: input.schoolId,
          user_id: input.userId,
          question_id: input.questionId,
          wrong_count: 1,
          last_wrong_at: nowIso,
        })
        .onConflict((conflict) =>
          conflict.columns(['user_id', 'question_id']).doUpdateSet({
            wrong_count: sql<number>`exam_mistakes.wrong_count + 1`,
            last_wrong_at: nowIso,
          }),
        )
        .execute();
    }
  });
  return { correct, key, explanation: version.explanation };
}
