/**
 * One guard for raw input (issue 9 §5), run before the session, the access gate and schema validation, so no
 * handler, query or hook ever sees what it refuses:
 *
 * 1. Control characters → 400 `INVALID_CHARACTER`. PostgreSQL text cannot hold NUL, and no field of ours has a
 *    use for the other C0 controls or DEL. What is allowed where:
 *    - query values and keys, path params, header values: single-line text; TAB alone is kept (a pasted search
 *      keyword may carry one, and RFC 9110 §5.5 allows it inside a field value); LF / CR never.
 *    - JSON (or form) body strings, deep, keys included: text — TAB, LF and CR are kept (feedback is multi-line).
 *    Cookie values are not inspected beyond the raw header: they are our own tokens, only ever hashed, and
 *    refusing a browser's cookie would lock its user out of every page.
 * 2. Numbers written plainly → 400 `VALIDATION_FAILED`. Ajv's type coercion turns `'Infinity'`, `'1e309'`,
 *    `'0x10'`, `' 1'`, `'1.0'`, `true` or `[5]` into numbers before any keyword runs (and a non-finite number
 *    then skips `maximum`), so the text is checked here against the route's own schema (contracts
 *    `numericTextProblem`): every integer field of every route, present and future, gets the rule.
 */
import { numericTextProblem } from '@portico/contracts';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { fail } from '../../shared/http-error.ts';

// eslint-disable-next-line no-control-regex
const CONTROL_IN_LINE = /[\u0000-\u0008\u000a-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** The dotted path of the first string (value or key) in `input` matching `control`, or null. */
function findControlCharacter(input: unknown, control: RegExp, root: string): string | null {
  // Iterative: a JSON body nested thousands deep must not overflow the stack.
  const stack: Array<[unknown, string]> = [[input, root]];
  while (stack.length > 0) {
    const [value, path] = stack.pop()!;
    if (typeof value === 'string') {
      if (control.test(value)) return path;
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => stack.push([item, `${path}[${index}]`]));
    } else if (typeof value === 'object' && value !== null && !Buffer.isBuffer(value)) {
      for (const [key, item] of Object.entries(value)) {
        if (control.test(key)) return `${path} key`;
        stack.push([item, path ? `${path}.${key}` : key]);
      }
    }
  }
  return null;
}

const refuseControl = (where: string | null) => {
  if (where !== null) throw fail('INVALID_CHARACTER', `${where || 'request'} contains a control character`);
};

/** The schema of one part of the route (`body` may be keyed by media type in Fastify). */
function partSchema(request: FastifyRequest, part: 'querystring' | 'params' | 'headers' | 'body'): unknown {
  const schema = (request.routeOptions.schema ?? {}) as Record<string, unknown>;
  const own = schema[part] ?? (part === 'querystring' ? schema.query : undefined);
  const content = (own as { content?: Record<string, { schema?: unknown }> } | undefined)?.content;
  if (part !== 'body' || !content) return own;
  const type = String(request.headers['content-type'] ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase();
  return content[type]?.schema;
}

function refuseLenientNumber(request: FastifyRequest, part: 'querystring' | 'params' | 'headers' | 'body') {
  const schema = partSchema(request, part);
  if (schema === undefined) return;
  const value = part === 'querystring' ? request.query : part === 'params' ? request.params : request[part];
  const problem = numericTextProblem(schema, value);
  if (problem) throw fail('VALIDATION_FAILED', problem);
}

export default fp(
  async (app) => {
    app.addHook('onRequest', async (request) => {
      refuseControl(findControlCharacter(request.params, CONTROL_IN_LINE, 'path'));
      refuseControl(findControlCharacter(request.query, CONTROL_IN_LINE, ''));
      refuseControl(findControlCharacter(request.headers, CONTROL_IN_LINE, 'header'));
      refuseLenientNumber(request, 'params');
      refuseLenientNumber(request, 'querystring');
      refuseLenientNumber(request, 'headers');
    });
    app.addHook('preValidation', async (request) => {
      if (request.body === undefined || request.body === null) return;
      refuseControl(findControlCharacter(request.body, CONTROL_IN_TEXT, ''));
      refuseLenientNumber(request, 'body');
    });
  },
  { name: 'input-guard', dependencies: ['error-handler'] },
);
