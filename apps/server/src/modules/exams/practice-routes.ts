/** Practice and the mistake book (issue 24): the set list is open; questions, answers and mistakes are members'. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  EXAMS_API_PATHS,
  MistakeListSchema,
  Ok,
  PracticeAnswerBody,
  PracticeFeedbackSchema,
  PracticeHomeSchema,
  PracticeQuestionListSchema,
  PracticeSetQuery,
  QuestionParams,
  SchoolParams,
  errorResponses,
  ok,
} from '@portico/contracts';
import { Type } from 'typebox';
import { currentViewer, isMemberOf, viewerOf } from '../../auth/viewer.ts';
import { examAccess } from './access.ts';
import { requireMember } from './policy.ts';
import { answerPractice } from './practice-commands.ts';
import { presentPracticeQuestion } from './presenter.ts';
import { categoryCounts, currentQuestions } from './queries.ts';

const practiceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    EXAMS_API_PATHS.practiceHome,
    {
      config: { access: examAccess.open },
      schema: {
        tags: ['exams'],
        summary: "Practice sets by category, with the viewer's answered and wrong counts (0 for visitors)",
        params: SchoolParams,
        response: { 200: Ok(PracticeHomeSchema), ...errorResponses },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const { schoolId } = request.params;
      const categories = await categoryCounts(app.db, schoolId);
      const mine =
        viewer && isMemberOf(viewer, schoolId)
          ? await app.db
              .selectFrom('practice_answers as p')
              .innerJoin('exam_questions as q', 'q.id', 'p.question_id')
              .select([
                'q.category',
                (eb) => eb.fn.count<number | string>('p.question_id').distinct().as('answered'),
              ])
              .where('p.school_id', '=', schoolId)
              .where('p.user_id', '=', viewer.userId)
              .groupBy('q.category')
              .execute()
          : [];
      const mistakes =
        viewer && isMemberOf(viewer, schoolId)
          ? await app.db
              .selectFrom('exam_mistakes as m')
              .innerJoin('exam_questions as q', 'q.id', 'm.question_id')
              .select(['q.category', (eb) => eb.fn.countAll<number | string>().as('n')])
              .where('m.school_id', '=', schoolId)
              .where('m.user_id', '=', viewer.userId)
              .where('q.status', '=', 1)
              .groupBy('q.category')
              .execute()
          : [];
      const answered = new Map(mine.map((row) => [row.category, Number(row.answered)]));
      const wrong = new Map(mistakes.map((row) => [row.category, Number(row.n)]));
      return ok({
        sets: categories.map((row) => ({
          category: row.category,
          questionCount: Number(row.n),
          answered: answered.get(row.category) ?? 0,
          wrong: wrong.get(row.category) ?? 0,
        })),
        mistakeCount: [...wrong.values()].reduce((sum, n) => sum + n, 0),
      });
    },
  );

  app.get(
    EXAMS_API_PATHS.practiceSet,
    {
      config: { access: examAccess.user },
      schema: {
        tags: ['exams'],
        summary: 'The questions of one practice category (no keys, no explanations)',
        params: SchoolParams,
        querystring: PracticeSetQuery,
        response: { 200: Ok(PracticeQuestionListSchema), ...errorResponses },
      },
    },
    async (request) => {
      const viewer = currentViewer(request);
      const { schoolId } = request.params;
      requireMember(viewer, schoolId);
      const rows = await currentQuestions(app.db, schoolId, { category: request.query.category });
      return ok({ questions: rows.map(presentPracticeQuestion) });
    },
  );

  app.post(
    EXAMS_API_PATHS.practiceAnswer,
    {
      config: { access: examAccess.user },
      schema: {
        tags: ['exams'],
        summary:
          'Answer a practice question: feedback with the key and explanation; a wrong answer enters the mistake book',
        params: SchoolParams,
        body: PracticeAnswerBody,
        response: { 200: Ok(PracticeFeedbackSchema), ...errorResponses },
      },
    },
    async (request) => {
      const viewer = currentViewer(request);
      const { schoolId } = request.params;
      requireMember(viewer, schoolId);
      return ok(
        await answerPractice(app.db, {
          schoolId,
          userId: viewer.userId,
          ...request.body,
          now: new Date(),
        }),
      );
    },
  );

  app.get(
    EXAMS_API_PATHS.mistakes,
    {
      config: { access: examAccess.user },
      schema: {
        tags: ['exams'],
        summary: "The viewer's mistake book in this school, most recent mistake first",
        params: SchoolParams,
        response: { 200: Ok(MistakeListSchema), ...errorResponses },
      },
    },
    async (request) => {
      const viewer = currentViewer(request);
      const { schoolId } = request.params;
      requireMember(viewer, schoolId);
      const mistakes = await app.db
        .selectFrom('exam_mistakes')
        .selectAll()
        .where('school_id', '=', schoolId)
        .where('user_id', '=', viewer.userId)
        .orderBy('last_wrong_at', 'desc')
        .execute();
      const questions = await currentQuestions(app.db, schoolId, {
        ids: mistakes.map((row) => row.question_id),
      });
      const byId = new Map(questions.map((row) => [row.id, row]));
      const records = mistakes.flatMap((row) => {
        const question = byId.get(row.question_id);
        return question
          ? [
              {
                question: presentPracticeQuestion(question),
                category: question.category,
                wrongCount: row.wrong_count,
                lastWrongAt: row.last_wrong_at,
              },
            ]
          : [];
      });
      return ok({ records, total: records.length });
    },
  );

  app.delete(
    EXAMS_API_PATHS.mistake,
    {
      config: { access: examAccess.user },
      schema: {
        tags: ['exams'],
        summary: "Remove a question from the viewer's mistake book (mastered)",
        params: QuestionParams,
        response: { 200: Ok(Type.Null()), ...errorResponses },
      },
    },
    async (request) => {
      const viewer = currentViewer(request);
      const { schoolId, questionId } = request.params;
      requireMember(viewer, schoolId);
      await app.db
        .deleteFrom('exam_mistakes')
        .where('school_id', '=', schoolId)
        .where('user_id', '=', viewer.userId)
        .where('question_id', '=', questionId)
        .execute();
      return ok(null);
    },
  );
};

export default practiceRoutes;
