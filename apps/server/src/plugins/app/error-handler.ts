/**
 * One error shape for the whole API: `{ code: <status>, message, details? }`. Messages of client errors are
 * written for the caller; anything unexpected is logged and answered with a generic 500, never internals.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ID_PATTERN } from '../../db/ids.ts';
import { HttpError } from '../../shared/http-error.ts';

interface ValidationIssue {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
}

/** "schoolId must be a 19-digit id", "limit must be <= 50", "body is required"… */
export function describeValidation(issues: ValidationIssue[], context: string | undefined): string {
  const issue = issues[0];
  if (!issue) return 'Invalid request';
  const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (issue.keyword === 'required') return `${String(issue.params.missingProperty)} is required`;
  const field = path || context || 'request';
  if (issue.keyword === 'pattern' && issue.params.pattern === ID_PATTERN)
    return `${field} must be a 19-digit id`;
  return `${field} ${issue.message ?? 'is invalid'}`;
}

function send(reply: FastifyReply, status: number, message: string, details?: unknown) {
  return reply
    .status(status)
    .send(details === undefined ? { code: status, message } : { code: status, message, details });
}

export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      if (error instanceof HttpError) return send(reply, error.statusCode, error.message, error.details);
      if (error.validation) {
        return send(
          reply,
          400,
          describeValidation(error.validation as ValidationIssue[], error.validationContext),
        );
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        // Fastify's own client errors (bad JSON, body too large, unsupported media type): safe, short messages.
        if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
          return send(reply, 400, 'Request body is not valid JSON');
        }
        return send(reply, status, error.message);
      }
      request.log.error({ err: error }, 'unhandled error');
      return send(reply, 500, 'System error');
    });

    app.setNotFoundHandler((request, reply) =>
      send(reply, 404, `No route ${request.method} ${request.url.split('?')[0]}`),
    );
  },
  { name: 'error-handler' },
);
