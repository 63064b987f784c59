/**
 * Bounded numbers of the wire (issue 9 §5). Every integer a client sends has a finite minimum and maximum that
 * fit the PostgreSQL column (or LIMIT / OFFSET) it reaches, so `99999999999999999999` is a 400, not a database
 * error. Build number schemas with these, never with a bare `Type.Integer()` / `Type.Number()`.
 *
 * Bounds alone do not refuse every malformed number: the server's Ajv coerces query strings (`coerceTypes`), and
 * coercion turns `'Infinity'`, `'1e309'`, `'0x10'`, `' 1'`, `'1.0'` into numbers before any keyword runs — and a
 * non-finite number skips `minimum` / `maximum` altogether (Ajv's `strictNumbers` guards the number keywords with
 * `isFinite`). No keyword ever sees the text that was sent, so the rule on the text, `numericTextProblem` below,
 * is applied to the raw input before validation (apps/server plugins/app/input-guard.ts).
 */
import { API_LIMITS } from '@portico/core';
import { Type, type TInteger, type TNumber, type TNumberOptions } from 'typebox';

/** PostgreSQL `integer` (int4): the widest column an input number of ours reaches. */
export const INT4_MIN = -2_147_483_648;
export const INT4_MAX = 2_147_483_647;
/** PostgreSQL `smallint`: codes and small counts. */
export const INT2_MAX = 32_767;

type Bounds = Omit<TNumberOptions, 'minimum' | 'maximum' | 'exclusiveMinimum' | 'exclusiveMaximum'> & {
  minimum: number;
  maximum: number;
  default?: number;
};

function checkBounds(kind: string, { minimum, maximum, default: fallback }: Bounds, whole: boolean): void {
  const fits = (value: number) => (whole ? Number.isSafeInteger(value) : Number.isFinite(value));
  if (!fits(minimum) || !fits(maximum) || minimum > maximum) {
    throw new RangeError(`${kind}: bounds ${minimum}..${maximum} are not finite and ordered`);
  }
  if (fallback !== undefined && !(fits(fallback) && fallback >= minimum && fallback <= maximum)) {
    throw new RangeError(`${kind}: default ${fallback} is outside ${minimum}..${maximum}`);
  }
}

/** An integer with both bounds stated (checked when the schema is built, so a typo fails at start-up). */
export function BoundedInt(options: Bounds): TInteger {
  checkBounds('BoundedInt', options, true);
  return Type.Integer(options);
}

/** A finite number with both bounds stated. */
export function BoundedNumber(options: Bounds): TNumber {
  checkBounds('BoundedNumber', options, false);
  return Type.Number(options);
}

type Extra = Omit<
  TNumberOptions,
  'minimum' | 'maximum' | 'exclusiveMinimum' | 'exclusiveMaximum' | 'default'
>;

/** 1-based page number (`page`, `pageNumber`); the bound keeps OFFSET small (API_LIMITS.PAGE_MAX). */
export const PageNumber = (options: Extra = {}) =>
  BoundedInt({
    description: 'Page, from 1',
    ...options,
    minimum: 1,
    maximum: API_LIMITS.PAGE_MAX,
    default: 1,
  });

/** Records per page: 1..maximum, with the route's default. */
export const PageSize = (maximum: number, fallback: number, options: Extra = {}) =>
  BoundedInt({ description: 'Records per page', ...options, minimum: 1, maximum, default: fallback });

/** Records to skip (`offset`); bounded like PageNumber × the largest page size. */
export const Offset = (options: Extra = {}) =>
  BoundedInt({
    description: 'Skip this many records',
    ...options,
    minimum: 0,
    maximum: API_LIMITS.OFFSET_MAX,
  });

/** A small non-negative code or count (fits `smallint`): category source, feedback type, child page size… */
export const SmallInt = (options: Extra & { minimum?: number; maximum?: number; default?: number } = {}) =>
  BoundedInt({ minimum: 0, maximum: INT2_MAX, ...options });

/** A stored integer (`integer` column) in an answer. */
export const Int4 = (options: Extra = {}) => BoundedInt({ ...options, minimum: INT4_MIN, maximum: INT4_MAX });

/** A stored number in an answer (a width in px, a price in yuan): finite, within what an `integer` column holds. */
export const StoredNumber = (options: Extra = {}) =>
  BoundedNumber({ ...options, minimum: INT4_MIN, maximum: INT4_MAX });

/** A count or total in an answer: rows, views, purchases (COUNT(*) is a bigint; JSON keeps 2^53 exactly). */
export const Count = (options: Extra = {}) =>
  BoundedInt({ ...options, minimum: 0, maximum: Number.MAX_SAFE_INTEGER });

/** The HTTP status repeated in an envelope's `code`. */
export const HttpStatus = (options: Extra = {}) => BoundedInt({ ...options, minimum: 100, maximum: 599 });

/** Digits only, optionally signed: what a number may look like as text (query, path, header, or JSON string). */
export const INTEGER_TEXT = /^-?\d+$/;
export const NUMBER_TEXT = /^-?\d+(\.\d+)?$/;

type SchemaNode = Record<string, unknown>;
const isNode = (value: unknown): value is SchemaNode => typeof value === 'object' && value !== null;

/** The JSON types a schema accepts at its top, looking through unions (`Nullable`, `Boolean | Integer`). */
function acceptedTypes(schema: SchemaNode, into = new Set<string>()): Set<string> {
  const { type } = schema;
  for (const name of Array.isArray(type) ? type : [type]) if (typeof name === 'string') into.add(name);
  for (const key of ['anyOf', 'oneOf'] as const) {
    const branches = schema[key];
    if (Array.isArray(branches))
      for (const branch of branches) if (isNode(branch)) acceptedTypes(branch, into);
  }
  return into;
}

function scalarProblem(types: Set<string>, value: unknown): string | null {
  const numeric = types.has('integer') || types.has('number');
  if (!numeric || types.has('string') || value === undefined) return null;
  const noun = types.has('number') ? 'a number' : 'an integer';
  if (typeof value === 'number') return Number.isFinite(value) ? null : `must be ${noun}`;
  if (typeof value === 'string') {
    if (types.has('boolean') && (value === 'true' || value === 'false')) return null;
    const text = types.has('number') ? NUMBER_TEXT : INTEGER_TEXT;
    return text.test(value) ? null : `must be ${noun} written in decimal digits`;
  }
  if (typeof value === 'boolean') return types.has('boolean') ? null : `must be ${noun}`;
  if (value === null) return types.has('null') ? null : `must be ${noun}`;
  return `must be ${noun}`;
}

/**
 * Where raw input (a parsed query, path params, headers or a JSON body) holds a number the schema would only
 * accept after lenient coercion — `'Infinity'`, `'1e3'`, `'0x10'`, `' 1'`, `'1.0'`, `true`, `[5]` for an integer
 * field — as `"<path> <problem>"`; null when every number is plainly written. Walks object properties and array
 * items of the schema; fields the schema does not describe are left to validation.
 */
export function numericTextProblem(schema: unknown, value: unknown, path = ''): string | null {
  if (!isNode(schema)) return null;
  const own = scalarProblem(acceptedTypes(schema), value);
  if (own) return `${path || 'value'} ${own}`;
  const { properties, items } = schema;
  if (isNode(properties) && isNode(value) && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(properties)) {
      if (!Object.hasOwn(value, key)) continue;
      const problem = numericTextProblem(child, value[key], path ? `${path}.${key}` : key);
      if (problem) return problem;
    }
  }
  if (isNode(items) && Array.isArray(value)) {
    for (const [index, child] of value.entries()) {
      const problem = numericTextProblem(items, child, `${path || 'value'}[${index}]`);
      if (problem) return problem;
    }
  }
  return null;
}
