/**
 * Writes an import's questions (issue 24): each a question row and its version 1, rich text sanitised (images only
 * from this school's uploads, as for a question written in the console), all in the caller's transaction (one file
 * goes in whole or not at all).
 */
import type { QuestionInput } from '@portico/contracts';
import type { Kysely } from 'kysely';
import { newId } from '../../db/ids.ts';
import type { Database } from '../../db/schema.ts';
import { cleanQuestionTexts } from '../exams/question-html.ts';

/** Rows per INSERT (well under SQLite's and PostgreSQL's bound-parameter limits). */
const BATCH = 100;

export async function insertQuestions(
  trx: Kysely<Database>,
  input: { schoolId: string; actorId: string; questions: QuestionInput[]; now: Date },
): Promise<number> {
  const at = input.now.toISOString();
  // Every text of the file cleaned at once (one uploads query), then read back in the same order.
  const cleaned = await cleanQuestionTexts(
    trx,
    input.schoolId,
    input.questions.flatMap((question) => [
      question.stem,
      question.explanation,
      ...question.options.map((option) => option.text),
    ]),
  );
  let next = 0;
  const take = () => cleaned[next++] ?? '';
  const rows = input.questions.map((question) => {
    const stem = take();
    const explanation = take();
    const options = question.options.map((option) => ({ key: option.key, text: take() }));
    const id = newId();
    return {
      question: {
        id,
        school_id: input.schoolId,
        kind: question.kind,
        category: question.category,
        difficulty: question.difficulty,
        current_version: 1,
        status: 1,
        created_by: input.actorId,
        created_at: at,
        updated_at: at,
      },
      version: {
        id: newId(),
        school_id: input.schoolId,
        question_id: id,
        version: 1,
        stem,
        options: JSON.stringify(options),
        answer_key: JSON.stringify(question.key),
        explanation,
        points_x100: Math.round(question.points * 100),
        created_by: input.actorId,
        created_at: at,
      },
    };
  });
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = rows.slice(i, i + BATCH);
    await trx
      .insertInto('exam_questions')
      .values(batch.map((row) => row.question))
      .execute();
    await trx
      .insertInto('exam_question_versions')
      .values(batch.map((row) => row.version))
      .execute();
  }
  return rows.length;
}
