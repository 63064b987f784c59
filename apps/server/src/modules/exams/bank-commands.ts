/**
 * The question bank's writes (issue 24): rich text through the project's sanitizer, the body checked by core
 * validateQuestion, an edit stored as a new immutable version (attempts keep the version they drew), a delete
 * that retires the question (attempts and mistakes still point at it).
 */
import { validateQuestion } from '@portico/core';
import type { QuestionInput } from '@portico/contracts';
import type { Kysely } from 'kysely';
import { newId } from '../../db/ids.ts';
import type { Database } from '../../db/schema.ts';
import { fail } from '../../shared/http-error.ts';
import { cleanQuestionTexts } from './question-html.ts';

/**
 * The body as stored: sanitised texts with only this school's uploaded images (question-html.ts), a coherent key
 * (else QUESTION_INVALID with details.field). A text left empty by the sanitizer (or an editor's empty paragraph)
 * is no text.
 */
export async function cleanQuestion(db: Kysely<Database>, schoolId: string, input: QuestionInput) {
  const [stem = '', explanation = '', ...texts] = await cleanQuestionTexts(db, schoolId, [
    input.stem,
    input.explanation,
    ...input.options.map((option) => option.text),
  ]);
  if (isBlankHtml(stem)) throw fail('QUESTION_INVALID', 'The question needs a text', { field: 'stem' });
  const options = input.options.map((option, index) => ({ key: option.key, text: texts[index] ?? '' }));
  const field = validateQuestion({ kind: input.kind, options, key: input.key });
  if (field) throw fail('QUESTION_INVALID', 'The question does not fit its kind', { field });
  return {
    stem,
    options,
    explanation: isBlankHtml(explanation) ? '' : explanation,
    pointsX100: Math.round(input.points * 100),
  };
}

/** No words and no picture: "", "<p></p>", "<p> </p><p><br /></p>". */
const isBlankHtml = (html: string) =>
  !/<img\b/i.test(html) &&
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim() === '';

export async function createQuestion(
  db: Kysely<Database>,
  input: { schoolId: string; userId: string; body: QuestionInput; now: Date },
): Promise<string> {
  const id = newId();
  const nowIso = input.now.toISOString();
  await db.transaction().execute(async (trx) => {
    const clean = await cleanQuestion(trx, input.schoolId, input.body);
    await trx
      .insertInto('exam_questions')
      .values({
        id,
        school_id: input.schoolId,
        kind: input.body.kind,
        category: input.body.category.trim(),
        difficulty: input.body.difficulty,
        current_version: 1,
        status: 1,
        created_by: input.userId,
        created_at: nowIso,
        updated_at: nowIso,
      })
      .execute();
    await insertVersion(trx, { ...input, questionId: id, version: 1, clean });
  });
  return id;
}

async function insertVersion(
  db: Kysely<Database>,
  input: {
    schoolId: string;
    userId: string;
    questionId: string;
    version: number;
    body: QuestionInput;
    clean: Awaited<ReturnType<typeof cleanQuestion>>;
    now: Date;
  },
) {
  await db
    .insertInto('exam_question_versions')
    .values({
      id: newId(),
      school_id: input.schoolId,
      question_id: input.questionId,
      version: input.version,
      stem: input.clean.stem,
      options: JSON.stringify(input.clean.options),
      answer_key: JSON.stringify(input.body.key),
      explanation: input.clean.explanation,
      points_x100: input.clean.pointsX100,
      created_by: input.userId,
      created_at: input.now.toISOString(),
    })
    .execute();
}

/** A new version; the kind is fixed for a question's life (a new kind is a new question). */
export async function updateQuestion(
  db: Kysely<Database>,
  input: {
    schoolId: string;
    userId: string;
    question: { id: string; kind: string; current_version: number };
    body: QuestionInput;
    now: Date;
  },
) {
  if (input.body.kind !== input.question.kind) {
    throw fail('QUESTION_INVALID', 'A question keeps its kind', { field: 'kind' });
  }
  await db.transaction().execute(async (trx) => {
    const clean = await cleanQuestion(trx, input.schoolId, input.body);
    // The conditional update claims the next version number: two racing edits cannot both take it.
    const next = input.question.current_version + 1;
    const claimed = await trx
      .updateTable('exam_questions')
      .set({
        current_version: next,
        category: input.body.category.trim(),
        difficulty: input.body.difficulty,
        updated_at: input.now.toISOString(),
      })
      .where('id', '=', input.question.id)
      .where('current_version', '=', input.question.current_version)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1)
      throw fail('EDIT_CONFLICT', 'The question was edited meanwhile');
    await insertVersion(trx, { ...input, questionId: input.question.id, version: next, clean });
  });
}

export async function retireQuestion(db: Kysely<Database>, schoolId: string, questionId: string, now: Date) {
  await db
    .updateTable('exam_questions')
    .set({ status: 0, updated_at: now.toISOString() })
    .where('school_id', '=', schoolId)
    .where('id', '=', questionId)
    .execute();
}
