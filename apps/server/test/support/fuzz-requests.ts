/**
 * The project fuzz's requests (test/fuzz.test.ts, issue 9 §5): the operations of an OpenAPI document, and for each
 * one request per malformed case — every parameter, the tenant headers, every body field, whole bad bodies — with
 * every other field valid, so each case reaches as far into the route as it can.
 */
import { TENANT_HEADER_KEYS } from '@portico/core';
import {
  BODY_CASES,
  JSON_CASES,
  PATH_CASES,
  TEXT_CASES,
  validObject,
  validValue,
  type IdPicker,
  type TextCase,
} from './fuzz-cases.ts';
import { multipartCases } from './fuzz-multipart.ts';

export const MIN_CASES = 50;

export type Schema = Record<string, unknown>;

interface Parameter {
  in: 'query' | 'path' | 'header';
  name: string;
  required?: boolean;
  schema: Schema;
}

export interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body: { contentType: string; schema: Schema } | null;
}

export interface FuzzRequest {
  label: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

export function operationsOf(doc: { paths: Record<string, Record<string, Schema>> }): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const content = (operation.requestBody as { content?: Record<string, { schema: Schema }> } | undefined)
        ?.content;
      const contentType = content?.['application/json'] ? 'application/json' : Object.keys(content ?? {})[0];
      return {
        method: method.toUpperCase(),
        path,
        parameters: (operation.parameters ?? []) as Parameter[],
        body: contentType && content ? { contentType, schema: content[contentType]!.schema } : null,
      };
    }),
  );
}

export function requestsFor(
  op: Operation,
  pickId: IdPicker,
  components: Record<string, Schema>,
): FuzzRequest[] {
  const valid = new Map(
    op.parameters.map((p) => [p, String(validValue(p.name, p.schema, pickId, components))]),
  );
  const baseBody = op.body ? validObject(op.body.schema, pickId, components) : null;
  const multipart =
    op.body?.contentType === 'multipart/form-data' && baseBody ? multipartCases(textFields(baseBody)) : null;
  // What travels beside a malformed parameter: the valid body, multipart for a multipart operation.
  const defaultBody = multipart ? multipart[0]!.payload : baseBody ? JSON.stringify(baseBody) : undefined;
  const build = (
    label: string,
    change: {
      param?: Parameter;
      raw?: string | null;
      header?: [string, string];
      extraQuery?: string;
      body?: string | Buffer;
      type?: string;
    },
  ): FuzzRequest => {
    let path = op.path;
    const query: string[] = [];
    const headers: Record<string, string> = {};
    for (const [param, value] of valid) {
      const changed = change.param === param;
      if (changed && change.raw === null) continue;
      const encoded = changed ? change.raw! : encodeURIComponent(value);
      if (param.in === 'path') path = path.replace(`{${param.name}}`, encoded);
      else if (param.in === 'query') query.push(`${param.name}=${encoded}`);
      else headers[param.name] = changed ? decodeURIComponent(encoded) : value;
    }
    if (change.header) headers[change.header[0]] = change.header[1];
    if (change.extraQuery !== undefined) query.push(`fuzz=${change.extraQuery}`);
    const body = change.body ?? defaultBody;
    if (body !== undefined)
      headers['content-type'] = change.type ?? op.body?.contentType ?? 'application/json';
    const url = `${path}${query.length ? `?${query.join('&')}` : ''}`;
    return { label, method: op.method, url, headers, ...(body === undefined ? {} : { payload: body }) };
  };

  const requests: FuzzRequest[] = [];
  for (const param of op.parameters) {
    const cases: TextCase[] = param.in === 'path' ? PATH_CASES : TEXT_CASES;
    for (const item of cases) {
      if (param.in === 'header' && item.text === undefined) continue;
      requests.push(build(`${param.in} ${param.name} = ${item.label}`, { param, raw: item.raw }));
    }
    requests.push(build(`${param.in} ${param.name} repeated`, { param, raw: `1&${param.name}=2` }));
    if (param.required) requests.push(build(`${param.name} missing`, { param, raw: null }));
  }
  // The gate reads the tenant headers on every route; the cases take turns between them (one resolution).
  TEXT_CASES.forEach((item, index) => {
    const header = TENANT_HEADER_KEYS[index % TENANT_HEADER_KEYS.length]!;
    if (item.text !== undefined) {
      requests.push(build(`header ${header} = ${item.label}`, { header: [header, item.text] }));
    }
  });
  if (baseBody) {
    for (const key of Object.keys(baseBody)) {
      for (const item of JSON_CASES) {
        const body = JSON.stringify({ ...baseBody, [key]: '\u0001MARK' }).replace('"\\u0001MARK"', item.json);
        requests.push(build(`body ${key} = ${item.label}`, { body, type: 'application/json' }));
      }
      const { [key]: _dropped, ...rest } = baseBody;
      requests.push(build(`body ${key} missing`, { body: JSON.stringify(rest), type: 'application/json' }));
    }
    requests.push(build('body {}', { body: '{}', type: 'application/json' }));
  }
  // Issue 12: a multipart body (the upload) gets hand-built multipart bodies too: its JSON cases alone would stop
  // at the media type.
  for (const item of multipart ?? []) {
    requests.push(build(item.label, { body: item.payload, type: item.contentType }));
  }
  if (op.method !== 'GET') {
    for (const item of BODY_CASES)
      requests.push(build(item.label, { body: item.payload, type: item.contentType }));
  }
  // A route taking almost nothing still gets its 50 cases: an undeclared query key must be ignored safely.
  for (const item of TEXT_CASES) {
    if (requests.length >= MIN_CASES) break;
    requests.push(build(`undeclared query = ${item.label}`, { extraQuery: item.raw }));
  }
  return requests;
}

/** The text fields of a multipart operation's valid body (the file part is built separately). */
function textFields(body: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(body)
      .filter(([name]) => name !== 'file')
      .map(([name, value]) => [name, String(value)]),
  );
}
