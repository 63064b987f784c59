/** Reads of the question bank, exams, attempts and answers (issue 24); every read is scoped to its school. */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** Questions in the bank (status 1) with their current version. */
export function currentQuestions(
  db: Db,
  schoolId: string,
  filter: { ids?: readonly string[]; category?: string; kind?: string; keyword?: string } = {},
) {
  let query = db
    .selectFrom('exam_questions as q')
    .innerJoin('exam_question_versions as v', (join) =>
      join.onRef('v.question_id', '=', 'q.id').onRef('v.version', '=', 'q.current_version'),
    )
    .select([
      'q.id',
      'q.kind',
      'q.category',
      'q.difficulty',
      'q.current_version',
      'q.updated_at',
      'q.created_at',
      'v.id as version_id',
      'v.stem',
      'v.options',
      'v.answer_key',
      'v.explanation',
      'v.points_x100',
    ])
    .where('q.school_id', '=', schoolId)
    .where('q.status', '=', 1);
  if (filter.ids) query = query.where('q.id', 'in', filter.ids.length > 0 ? [...filter.ids] : ['']);
  if (filter.category) query = query.where('q.category', '=', filter.category);
  if (filter.kind) query = query.where('q.kind', '=', filter.kind);
  if (filter.keyword) query = query.where('v.stem', 'like', `%${filter.keyword.replace(/[%_\\]/gu, '')}%`);
  return query.orderBy('q.created_at', 'asc').orderBy('q.id', 'asc').execute();
}
export type CurrentQuestionRow = Awaited<ReturnType<typeof currentQuestions>>[number];

export function findQuestion(db: Db, schoolId: string, questionId: string) {
  return db
    .selectFrom('exam_questions')
    .selectAll()
    .where('school_id', '=', schoolId)
    .where('id', '=', questionId)
    .where('status', '=', 1)
    .executeTakeFirst();
}

/** Question versions by id (an attempt's paper), with their question's kind and category. */
export function versionsByIds(db: Db, schoolId: string, versionIds: readonly string[]) {
  if (versionIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('exam_question_versions as v')
    .innerJoin('exam_questions as q', 'q.id', 'v.question_id')
    .select([
      'v.id',
      'v.question_id',
      'v.version',
      'v.stem',
      'v.options',
      'v.answer_key',
      'v.explanation',
      'v.points_x100',
      'q.kind',
      'q.category',
    ])
    .where('v.school_id', '=', schoolId)
    .where('v.id', 'in', [...versionIds])
    .execute();
}
export type VersionRow = Awaited<ReturnType<typeof versionsByIds>>[number];

export function categoryCounts(db: Db, schoolId: string) {
  return db
    .selectFrom('exam_questions')
    .select(['category', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('school_id', '=', schoolId)
    .where('status', '=', 1)
    .groupBy('category')
    .orderBy('category')
    .execute();
}

export function findExam(db: Db, schoolId: string, examId: string) {
  return db
    .selectFrom('exams')
    .selectAll()
    .where('school_id', '=', schoolId)
    .where('id', '=', examId)
    .executeTakeFirst();
}
export type ExamRow = NonNullable<Awaited<ReturnType<typeof findExam>>>;

export function listExams(db: Db, schoolIds: readonly string[], publishedOnly: boolean) {
  let query = db
    .selectFrom('exams')
    .selectAll()
    .where('school_id', 'in', [...schoolIds]);
  if (publishedOnly) query = query.where('published', '=', 1);
  return query.orderBy('created_at', 'desc').orderBy('id').execute();
}

export function attemptCounts(db: Db, examIds: readonly string[]) {
  if (examIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('exam_attempts')
    .select(['exam_id', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('exam_id', 'in', [...examIds])
    .groupBy('exam_id')
    .execute();
}

export function findAttempt(db: Db, schoolId: string, attemptId: string) {
  return db
    .selectFrom('exam_attempts')
    .selectAll()
    .where('school_id', '=', schoolId)
    .where('id', '=', attemptId)
    .executeTakeFirst();
}
export type AttemptRow = NonNullable<Awaited<ReturnType<typeof findAttempt>>>;

export function attemptsOf(db: Db, userId: string, examIds: readonly string[]) {
  if (examIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('exam_attempts')
    .selectAll()
    .where('user_id', '=', userId)
    .where('exam_id', 'in', [...examIds])
    .orderBy('number', 'asc')
    .execute();
}

export function answersOf(db: Db, attemptId: string) {
  return db
    .selectFrom('exam_answers')
    .selectAll()
    .where('attempt_id', '=', attemptId)
    .orderBy('position')
    .execute();
}
export type AnswerRow = Awaited<ReturnType<typeof answersOf>>[number];
