/**
 * The console's enrolment section (issue 23 item 3): an admin of the school (or of its parent) enrols one user,
 * or a CSV file's worth, in the school's courses — paid ones included, recorded as granted by the admin. Each run
 * writes its enrolments and one audit entry in one transaction.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminEnrolBody,
  AdminEnrolResultSchema,
  BulkEnrolBody,
  BulkEnrolReportSchema,
  ConsoleParams,
  ErrorBody,
  Ok,
  errorResponses,
  ok,
  type BulkEnrolRow,
  type ErrorCode,
  API_PATHS,
} from '@portico/contracts';
import { ENROLMENT_LIMITS } from '@portico/core';
import { currentViewer } from '../../auth/viewer.ts';
import { consoleAdmin } from '../../shared/access.ts';
import { fail } from '../../shared/http-error.ts';
import { tenantSchool } from '../../shared/tenant-school.ts';
import { recordAudit } from '../console/audit.ts';
import { runAdminEnrolments } from './admin-enrol.ts';
import { parseEnrolmentCsv } from './csv.ts';

const tags = ['console', 'enrolments'];
const config = { access: consoleAdmin };
/** The JSON body around the largest CSV: every character escaped at worst, plus room for the envelope. */
const BULK_BODY_LIMIT = ENROLMENT_LIMITS.CSV_BYTES_MAX * 2 + 4096;
/** Failed rows kept in the audit entry (the whole report is what the admin saw). */
const AUDITED_FAILURES = 50;

const summary = (rows: BulkEnrolRow[]) => ({
  total: rows.length,
  enrolled: rows.filter((row) => row.status === 'enrolled').length,
  already: rows.filter((row) => row.status === 'already').length,
  failed: rows.filter((row) => row.status === 'failed').length,
});

const consoleEnrolmentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    API_PATHS.consoleEnrolments.enrol,
    {
      config,
      schema: {
        tags,
        summary:
          'Enrol one user (account: e-mail, mobile or user id) in a course of this school, paid or not; enrolling again changes nothing',
        params: ConsoleParams,
        body: AdminEnrolBody,
        response: { 200: Ok(AdminEnrolResultSchema), ...errorResponses, 409: ErrorBody },
      },
    },
    async (request) => {
      const school = tenantSchool(request);
      const actorId = currentViewer(request).userId;
      const { account, courseId } = request.body;
      const input = { row: 2, account: account.trim(), courseId };
      const result = await app.db.transaction().execute(async (trx) => {
        const [row] = await runAdminEnrolments(trx, { school, actorId, rows: [input] });
        if (row?.status === 'enrolled') {
          await recordAudit(trx, {
            schoolId: school.id,
            actorId,
            area: 'enrolments',
            action: 'enrol',
            entity: 'enrolment',
            entityId: courseId,
            before: null,
            after: { account: input.account, courseId },
          });
        }
        return row;
      });
      if (!result || result.status === 'failed') {
        const code = (result?.errorCode ?? 'ENROLMENT_ROW_INVALID') as ErrorCode;
        throw fail(code, result?.message ?? 'The user cannot be enrolled');
      }
      return ok({ status: result.status, userId: result.userId!, courseId });
    },
  );

  app.post(
    API_PATHS.consoleEnrolments.bulk,
    {
      config,
      bodyLimit: BULK_BODY_LIMIT,
      schema: {
        tags,
        summary: `Enrol from a CSV (header: courseId and account, email or userId; at most ${ENROLMENT_LIMITS.CSV_ROWS_MAX} rows, ${ENROLMENT_LIMITS.CSV_BYTES_MAX} bytes): per-row results, the good rows go in, a row already enrolled is a no-op`,
        params: ConsoleParams,
        body: BulkEnrolBody,
        response: { 200: Ok(BulkEnrolReportSchema), ...errorResponses, 413: ErrorBody },
      },
    },
    async (request) => {
      const school = tenantSchool(request);
      const actorId = currentViewer(request).userId;
      const rows = parseEnrolmentCsv(request.body.csv);
      const results = await app.db.transaction().execute(async (trx) => {
        const done = await runAdminEnrolments(trx, { school, actorId, rows });
        // One entry per run, even one that changed nothing: who tried what, and what came of it.
        await recordAudit(trx, {
          schoolId: school.id,
          actorId,
          area: 'enrolments',
          action: 'bulk-enrol',
          entity: 'enrolments',
          entityId: null,
          before: null,
          after: {
            ...summary(done),
            failures: done
              .filter((row) => row.status === 'failed')
              .slice(0, AUDITED_FAILURES)
              .map(({ row, errorCode }) => ({ row, errorCode })),
          },
        });
        return done;
      });
      return ok({ ...summary(results), rows: results });
    },
  );
};

export default consoleEnrolmentRoutes;
