/** The question bank (issue 24): list, create, read, edit (a new version), retire — lecturers and admins. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  EXAMS_API_PATHS,
  Ok,
  QuestionBody,
  QuestionListQuery,
  QuestionListSchema,
  QuestionParams,
  QuestionSchema,
  SchoolParams,
  errorResponses,
  ok,
} from '@portico/contracts';
import { Type } from 'typebox';
import { currentViewer } from '../../auth/viewer.ts';
import { fail } from '../../shared/http-error.ts';
import { examAccess } from './access.ts';
import { createQuestion, retireQuestion, updateQuestion } from './bank-commands.ts';
import { requireQuestion } from './policy.ts';
import { presentQuestion } from './presenter.ts';
import { categoryCounts, currentQuestions } from './queries.ts';

const bankRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const readQuestion = async (schoolId: string, questionId: string) => {
    const [row] = await currentQuestions(app.db, schoolId, { ids: [questionId] });
    if (!row) throw fail('QUESTION_NOT_FOUND', 'No such question in this school');
    return presentQuestion(row);
  };

  app.get(
    EXAMS_API_PATHS.questions,
    {
      config: { access: examAccess.managers },
      schema: {
        tags: ['exams'],
        summary: "The school's question bank (current versions, keys included), filtered and paged",
        params: SchoolParams,
        querystring: QuestionListQuery,
        response: { 200: Ok(QuestionListSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { schoolId } = request.params;
      const { page, pageSize, category, kind, keyword } = request.query;
      const [rows, categories] = await Promise.all([
        currentQuestions(app.db, schoolId, { category, kind, keyword }),
        categoryCounts(app.db, schoolId),
      ]);
      return ok({
        records: rows.slice((page - 1) * pageSize, page * pageSize).map(presentQuestion),
        total: rows.length,
        categories: categories.map((row) => ({ category: row.category, count: Number(row.n) })),
        page,
        pageSize,
      });
    },
  );

  app.post(
    EXAMS_API_PATHS.questions,
    {
      config: { access: examAccess.managers },
      schema: {
        tags: ['exams'],
        summary: 'Add a question to the bank (rich text sanitised; the key must fit the kind)',
        params: SchoolParams,
        body: QuestionBody,
        response: { 200: Ok(QuestionSchema), ...errorResponses },
      },
    },
    async (request) => {
      const viewer = currentViewer(request);
      const { schoolId } = request.params;
      const id = await createQuestion(app.db, {
        schoolId,
        userId: viewer.userId,
        body: request.body,
        now: new Date(),
      });
      return ok(await readQuestion(schoolId, id));
    },
  );

  app.get(
    EXAMS_API_PATHS.question,
    {
      config: { access: examAccess.managers },
      schema: {
        tags: ['exams'],
        summary: 'One question of the bank (its current version)',
        params: QuestionParams,
        response: { 200: Ok(QuestionSchema), ...errorResponses },
      },
    },
    async (request) => ok(await readQuestion(request.params.schoolId, request.params.questionId)),
  );

  app.put(
    EXAMS_API_PATHS.question,
    {
      config: { access: examAccess.managers },
      schema: {
        tags: ['exams'],
        summary: 'Edit a question: stored as a new version (attempts keep the version they drew)',
        params: QuestionParams,
        body: QuestionBody,
        response: { 200: Ok(QuestionSchema), ...errorResponses },
      },
    },
    async (request) => {
      const viewer = currentViewer(request);
      const { schoolId, questionId } = request.params;
      const question = await requireQuestion(app.db, schoolId, questionId);
      await updateQuestion(app.db, {
        schoolId,
        userId: viewer.userId,
        question,
        body: request.body,
        now: new Date(),
      });
      return ok(await readQuestion(schoolId, questionId));
    },
  );

  app.delete(
    EXAMS_API_PATHS.question,
    {
      config: { access: examAccess.managers },
      schema: {
        tags: ['exams'],
        summary: 'Retire a question from the bank (attempts and mistakes that drew it keep it)',
        params: QuestionParams,
        response: { 200: Ok(Type.Null()), ...errorResponses },
      },
    },
    async (request) => {
      const { schoolId, questionId } = request.params;
      await requireQuestion(app.db, schoolId, questionId);
      await retireQuestion(app.db, schoolId, questionId, new Date());
      return ok(null);
    },
  );
};

export default bankRoutes;
