/**
 * Malformed inputs for the project fuzz (test/fuzz.test.ts, issue 9 §5), and valid baselines built from an
 * OpenAPI operation so each malformed field travels beside otherwise valid ones and reaches the handler.
 */

type Schema = Record<string, unknown>;

/** A query / path / header value as it goes on the wire: `raw` is already percent-encoded. */
export interface TextCase {
  label: string;
  raw: string;
  /** The decoded text (header values are sent decoded); absent when it cannot be a header value. */
  text?: string;
}

const text = (label: string, value: string): TextCase => ({
  label,
  raw: encodeURIComponent(value),
  text: value,
});
const raw = (label: string, encoded: string): TextCase => ({ label, raw: encoded });

/** Numbers out of range or in lenient notations, control characters, odd Unicode, operators of SQL and FTS. */
export const TEXT_CASES: TextCase[] = [
  text('Infinity', 'Infinity'),
  text('-Infinity', '-Infinity'),
  text('1e309', '1e309'),
  text('-1e309', '-1e309'),
  text('NaN', 'NaN'),
  text('-1', '-1'),
  text('0', '0'),
  text('2^53', '9007199254740992'),
  text('2^53+1', '9007199254740993'),
  text('int4 overflow', '2147483648'),
  text('10 digits', '9999999999'),
  text('20 digits', '99999999999999999999'),
  text('19 nines (over bigint)', '9999999999999999999'),
  text('19 zeros', '0000000000000000000'),
  text('unknown id', '1999999999999999999'),
  text('1e3', '1e3'),
  text('0x10', '0x10'),
  text('leading space', ' 1'),
  text('1.0', '1.0'),
  text('1.5', '1.5'),
  text('empty', ''),
  text('blank', '   '),
  text('long', 'a'.repeat(5000)),
  text('NUL', '\u0000'),
  text('NUL inside', 'a\u0000b'),
  text('C0 controls', '\u0001\u0008\u001b\u001f'),
  text('DEL', '\u007f'),
  text('tab newline', 'a\tb\nc\r\n'),
  raw('overlong NUL', '%C0%80'),
  raw('lone high surrogate', '%ED%A0%80'),
  raw('invalid UTF-8', '%FF%FE'),
  raw('bare percent', '%'),
  raw('bad escape', '%zz'),
  text('non-ASCII', '数学'),
  text('emoji', '😀'),
  text('RTL mark', '\u202e\u200f'),
  text('SQL quote', "' OR '1'='1' --"),
  text('SQL drop', '"; DROP TABLE users; --'),
  text('FTS operators', 'a* OR b NEAR(c d) NOT "e'),
  text('FTS column', 'title:^x -y'),
  text('LIKE wildcards', '%_\\'),
  text('HTML', '<script>alert(1)</script>'),
  text('path traversal', '../../etc/passwd'),
  text('true', 'true'),
  text('null', 'null'),
  text('JSON array', '[1,2]'),
  text('JSON object', '{"a":1}'),
  text('__proto__', '__proto__'),
];

/** A JSON body field's value, as JSON text (so `1e309` and `"\ud800"` arrive exactly as a client wrote them). */
export interface JsonCase {
  label: string;
  json: string;
}

const json = (label: string, value: unknown): JsonCase => ({ label, json: JSON.stringify(value) });
const jsonText = (label: string, source: string): JsonCase => ({ label, json: source });

export const JSON_CASES: JsonCase[] = [
  jsonText('1e309', '1e309'),
  jsonText('-1e309', '-1e309'),
  jsonText('1e3', '1e3'),
  json('-1', -1),
  json('1.5', 1.5),
  jsonText('2^53+1', '9007199254740993'),
  jsonText('20 digits', '99999999999999999999'),
  json('int4 overflow', 2147483648),
  json('"Infinity"', 'Infinity'),
  json('"1e3"', '1e3'),
  json('"0x10"', '0x10'),
  json('" 1"', ' 1'),
  json('"1.0"', '1.0'),
  json('empty', ''),
  json('long', 'x'.repeat(100_000)),
  json('NUL', '\u0000'),
  json('NUL inside', 'a\u0000b'),
  json('C0 controls', '\u0001\u001b'),
  json('text controls', 'line 1\r\nline 2\ttab'),
  jsonText('lone surrogate', '"\\ud800"'),
  jsonText('reversed surrogates', '"\\udc00\\ud800"'),
  json('non-ASCII', '数学'),
  json('emoji', '😀👍🏽'),
  json('SQL', "x' OR 1=1; DROP TABLE schools; --"),
  json('FTS', 'a* OR NEAR(b c) "'),
  json('HTML', '<img src=x onerror=alert(1)>'),
  json('true', true),
  json('false', false),
  json('null', null),
  json('empty array', []),
  json('array of one', [1]),
  json('array of strings', ['a', 'b']),
  json('object', {}),
  json('operator object', { $gt: '' }),
  jsonText('__proto__ object', '{"__proto__":{"polluted":1}}'),
  json('19 nines', '9999999999999999999'),
  json('unknown id', '1999999999999999999'),
];

/** Whole bodies that are not what any route takes. */
export const BODY_CASES: Array<{ label: string; payload: string; contentType: string }> = [
  { label: 'invalid JSON', payload: '{"a":', contentType: 'application/json' },
  { label: 'truncated JSON', payload: '[1,2', contentType: 'application/json' },
  { label: 'trailing junk', payload: '{}}', contentType: 'application/json' },
  { label: 'empty JSON', payload: '', contentType: 'application/json' },
  { label: 'NUL body', payload: '\u0000', contentType: 'application/json' },
  { label: 'JSON array body', payload: '[]', contentType: 'application/json' },
  { label: 'JSON string body', payload: '"x"', contentType: 'application/json' },
  { label: 'JSON number body', payload: '1e309', contentType: 'application/json' },
  { label: 'JSON null body', payload: 'null', contentType: 'application/json' },
  {
    label: 'deep nesting',
    payload: `${'['.repeat(5000)}${']'.repeat(5000)}`,
    contentType: 'application/json',
  },
  {
    label: 'prototype keys',
    payload: '{"__proto__":{"x":1},"constructor":{"prototype":{}}}',
    contentType: 'application/json',
  },
  { label: 'text/plain', payload: 'account=a&password=b', contentType: 'text/plain' },
  {
    label: 'form with NUL',
    payload: 'grant_type=%00&refresh_token=%00',
    contentType: 'application/x-www-form-urlencoded',
  },
  { label: 'unknown media type', payload: '<a/>', contentType: 'application/xml' },
];

/** Path segments no route expects. */
export const PATH_CASES: TextCase[] = [
  ...TEXT_CASES.filter((item) => item.raw.length < 200),
  raw('encoded slash', '%2F..%2F'),
  raw('dot segment', '..'),
  text('over-long segment', 'a'.repeat(150)),
];

/** Values valid for a parameter or field, chosen by name so ids point at real demo rows. */
export type IdPicker = (name: string) => string;

function resolve(schema: unknown, components: Record<string, Schema>): Schema {
  if (typeof schema !== 'object' || schema === null) return {};
  const ref = (schema as Schema).$ref;
  if (typeof ref === 'string') return resolve(components[ref.split('/').pop() ?? ''], components);
  return schema as Schema;
}

/** A value the schema accepts (default, first enum member, minimum, an id for id patterns…). */
export function validValue(
  name: string,
  schema: unknown,
  pickId: IdPicker,
  components: Record<string, Schema> = {},
): unknown {
  const node = resolve(schema, components);
  if ('default' in node) return node.default;
  if (Array.isArray(node.enum)) return node.enum[0];
  if ('const' in node) return node.const;
  const branches = (node.anyOf ?? node.oneOf) as unknown[] | undefined;
  if (Array.isArray(branches) && branches.length > 0)
    return validValue(name, branches[0], pickId, components);
  switch (node.type) {
    case 'integer':
    case 'number':
      return typeof node.minimum === 'number' ? node.minimum : 1;
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object':
      return validObject(node, pickId, components);
    default:
      if (typeof node.pattern === 'string' && node.pattern.includes('[0-9]{19}')) return pickId(name);
      return `fuzz-${name}`;
  }
}

export function validObject(
  schema: unknown,
  pickId: IdPicker,
  components: Record<string, Schema> = {},
): Record<string, unknown> {
  const node = resolve(schema, components);
  const properties = (node.properties ?? {}) as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(properties).map(([key, child]) => [key, validValue(key, child, pickId, components)]),
  );
}
