/**
 * One error shape for the whole API: `{ code: <status>, message, details? }`. Messages of client errors are
 * written for the caller; anything unexpected is logged and answered with a generic 500, never internals.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ID_PATTERN } from '../../db/ids.ts';
import type { ErrorCode } from '@portico/contracts';
import { HttpError } from '../../shared/http-error.ts';

interface ValidationIssue {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
}

/** "schoolId must be a 19-digit id", "limit must be <= 50", "body is required"… */
function describeValidation(issues: ValidationIssue[], context: string | undefined): string {
  const issue = issues[0];
  if (!issue) return 'Invalid request';
  const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (issue.keyword === 'required') return `${String(issue.params.missingProperty)} is required`;
  const field = path || context || 'request';
  if (issue.keyword === 'pattern' && issue.params.pattern === ID_PATTERN)
    return `${field} must be a 19-digit id`;
  return `${field} ${issue.message ?? 'is invalid'}`;
}

function send(reply: FastifyReply, status: number, errorCode: ErrorCode, message: string, details?: unknown) {
  const body = { code: status, errorCode, message };
  return reply.status(status).send(details === undefined ? body : { ...body, details });
}

/** Fastify's own client errors (bad JSON, body too large, wrong media type) under our catalogue's codes. */
function frameworkErrorCode(error: FastifyError, status: number): ErrorCode {
  if (status === 413) return 'BODY_TOO_LARGE';
  if (status === 415) return 'UNSUPPORTED_MEDIA_TYPE';
  if (status === 429) return 'RATE_LIMITED';
  if (status === 404) return 'NOT_FOUND';
  if (status === 401) return 'NOT_LOGGED_IN';
  if (status === 403) return 'FORBIDDEN';
  if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return 'BODY_NOT_JSON';
  return 'VALIDATION_FAILED';
}

/**
 * Fastify's router answers a malformed percent-encoding (`/schools/%zz`) or an over-long path parameter before
 * any hook or error handler runs; the server option `frameworkErrors` hands them here for our envelope.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_BAD_URL') {
    return send(reply, 400, 'VALIDATION_FAILED', 'URL is not validly encoded');
  }
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return send(reply, 400, 'VALIDATION_FAILED', 'A path parameter is too long');
  }
  request.log.error({ err: error }, 'router error');
  return send(reply, 500, 'SYSTEM_ERROR', 'System error');
}

export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      if (error instanceof HttpError) {
        return send(reply, error.statusCode, error.errorCode, error.message, error.details);
      }
      if (error.validation) {
        return send(
          reply,
          400,
          'VALIDATION_FAILED',
          describeValidation(error.validation as ValidationIssue[], error.validationContext),
        );
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        // Fastify's own client errors (bad JSON, body too large, unsupported media type): safe, short messages.
        if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
          return send(reply, 400, 'BODY_NOT_JSON', 'Request body is not valid JSON');
        }
        return send(reply, status, frameworkErrorCode(error, status), error.message);
      }
      request.log.error({ err: error }, 'unhandled error');
      return send(reply, 500, 'SYSTEM_ERROR', 'System error');
    });

    app.setNotFoundHandler((request, reply) =>
      send(reply, 404, 'ROUTE_NOT_FOUND', `No route ${request.method} ${request.url.split('?')[0]}`),
    );
  },
  { name: 'error-handler' },
);
