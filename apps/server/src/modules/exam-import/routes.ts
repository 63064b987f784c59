/**
 * The question bank's spreadsheet import and its template (issue 24), for the school's admins and lecturers. A
 * file goes in whole or not at all: every row is checked first, and any problem answers 400
 * QUESTION_IMPORT_INVALID with every row's errors (details.errors); else all its questions go in, as version 1,
 * in one transaction.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  EXAMS_API_PATHS,
  ErrorBody,
  Ok,
  QuestionImportResultSchema,
  SchoolParams,
  errorResponses,
  ok,
} from '@portico/contracts';
import { EXAM_RULES } from '@portico/core';
import { Type } from 'typebox';
import { currentViewer } from '../../auth/viewer.ts';
import type { AccessRule } from '../../shared/access.ts';
import { fail } from '../../shared/http-error.ts';
import { tenantSchool } from '../../shared/tenant-school.ts';
import { insertQuestions } from './commands.ts';
import { importRows, readImportForm } from './read-file.ts';
import { readQuestionRows } from './rows.ts';
import { templateCsv, templateXlsx } from './template.ts';

const tags = ['exams'];
/** Lecturers and admins of the school (an admin of the parent school counts too). */
const bankManager: AccessRule = { school: 'required', who: 'lecturer', from: { param: 'schoolId' } };
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const TemplateQuery = Type.Object({
  format: Type.Optional(Type.Union([Type.Literal('xlsx'), Type.Literal('csv')], { default: 'xlsx' })),
});

const examImportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    EXAMS_API_PATHS.questionImport,
    {
      config: {
        access: bankManager,
        swaggerTransform: ({ schema, url }) => ({
          schema: {
            ...schema,
            consumes: ['multipart/form-data'],
            body: Type.Object({ file: Type.String({ format: 'binary' }) }),
          },
          url,
        }),
      },
      schema: {
        tags,
        summary: `Import questions from an .xlsx or .csv file (at most ${EXAM_RULES.IMPORT_MAX_ROWS} rows, ${EXAM_RULES.IMPORT_MAX_BYTES} bytes): all rows or none; every row's errors in details.errors`,
        params: SchoolParams,
        response: { 200: Ok(QuestionImportResultSchema), ...errorResponses, 413: ErrorBody, 415: ErrorBody },
      },
    },
    async (request) => {
      const school = tenantSchool(request);
      const actorId = currentViewer(request).userId;
      const file = await readImportForm(request);
      const { questions, errors } = readQuestionRows(await importRows(file));
      if (errors.length > 0) {
        throw fail('QUESTION_IMPORT_INVALID', 'The file has rows to fix; nothing was imported', { errors });
      }
      const imported = await app.db
        .transaction()
        .execute((trx) => insertQuestions(trx, { schoolId: school.id, actorId, questions, now: new Date() }));
      return ok({ imported });
    },
  );

  app.get(
    EXAMS_API_PATHS.questionTemplate,
    {
      config: { access: bankManager },
      schema: {
        tags,
        summary:
          'The import template: the header row and one example row per question kind (?format=xlsx|csv)',
        params: SchoolParams,
        querystring: TemplateQuery,
        response: { 200: Type.Unknown({ description: 'The .xlsx or .csv file' }), ...errorResponses },
      },
    },
    async (request, reply) => {
      const csv = request.query.format === 'csv';
      return reply
        .type(csv ? 'text/csv; charset=utf-8' : XLSX_TYPE)
        .header('content-disposition', `attachment; filename="question-template.${csv ? 'csv' : 'xlsx'}"`)
        .header('cache-control', 'private, no-store')
        .send(csv ? templateCsv() : await templateXlsx());
    },
  );
};

export default examImportRoutes;
