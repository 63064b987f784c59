import { Type } from 'typebox';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import * as contracts from '../src/index.ts';
import {
  BoundedInt,
  BoundedNumber,
  INT4_MAX,
  INT4_MIN,
  Offset,
  PageNumber,
  PageSize,
  SmallInt,
  numericTextProblem,
} from '../src/index.ts';

type Node = Record<string, unknown>;

/** Every number schema reachable from a schema (literals and enums are bounded by their values). */
function numberNodes(schema: unknown, seen = new Set<unknown>()): Node[] {
  if (typeof schema !== 'object' || schema === null || seen.has(schema)) return [];
  seen.add(schema);
  const node = schema as Node;
  const numeric = node.type === 'integer' || node.type === 'number';
  const own = numeric && !('const' in node) && !('enum' in node) ? [node] : [];
  return [...own, ...Object.values(node).flatMap((child) => numberNodes(child, seen))];
}

describe('bounded number builders', () => {
  it('refuse bounds that are not finite, not ordered, or a default outside them', () => {
    expect(() => BoundedInt({ minimum: 0, maximum: Infinity })).toThrow(RangeError);
    expect(() => BoundedInt({ minimum: 0, maximum: 2 ** 53 })).toThrow(RangeError);
    expect(() => BoundedInt({ minimum: 5, maximum: 1 })).toThrow(RangeError);
    expect(() => BoundedInt({ minimum: 1, maximum: 5, default: 0 })).toThrow(RangeError);
    expect(() => BoundedNumber({ minimum: -Infinity, maximum: 0 })).toThrow(RangeError);
    expect(BoundedInt({ minimum: 1, maximum: 5, default: 5 })).toMatchObject({
      minimum: 1,
      maximum: 5,
      default: 5,
    });
  });

  it('check values at and around each bound (TypeBox, as the web uses them)', () => {
    const page = PageNumber();
    const max = (page as unknown as { maximum: number }).maximum;
    expect(Value.Check(page, 1)).toBe(true);
    expect(Value.Check(page, 0)).toBe(false);
    expect(Value.Check(page, max)).toBe(true);
    expect(Value.Check(page, max + 1)).toBe(false);
    for (const bad of [Infinity, -Infinity, NaN, 1.5, 2 ** 53, '1'])
      expect(Value.Check(page, bad)).toBe(false);
    expect(Value.Check(PageSize(50, 20), 50)).toBe(true);
    expect(Value.Check(PageSize(50, 20), 51)).toBe(false);
    expect(Value.Check(Offset(), 0)).toBe(true);
    expect(Value.Check(Offset(), -1)).toBe(false);
    expect(Value.Check(SmallInt(), 32_768)).toBe(false);
  });

  it('leave no integer or number of the wire contract unbounded, and inputs within a PostgreSQL integer', () => {
    const unbounded: string[] = [];
    for (const [name, value] of Object.entries(contracts)) {
      for (const node of numberNodes(value)) {
        const { minimum, maximum } = node;
        if (
          typeof minimum !== 'number' ||
          typeof maximum !== 'number' ||
          !Number.isFinite(maximum - minimum)
        ) {
          unbounded.push(`${name}: ${JSON.stringify(node)}`);
        } else if (/(Query|Body|Params|Headers)$/.test(name) && (minimum < INT4_MIN || maximum > INT4_MAX)) {
          unbounded.push(`${name} (input beyond int4): ${JSON.stringify(node)}`);
        }
      }
    }
    expect(unbounded).toEqual([]);
  });
});

describe('numericTextProblem: numbers must be written plainly', () => {
  const query = Type.Object({ page: PageNumber(), keyword: Type.Optional(Type.String()) });

  it('refuses what Ajv would coerce: Infinity, exponents, hex, padding, decimals, booleans, arrays', () => {
    for (const page of [
      'Infinity',
      '-Infinity',
      '1e309',
      '1e3',
      '0x10',
      ' 1',
      '1 ',
      '1.0',
      '+1',
      '',
      'NaN',
    ]) {
      expect(numericTextProblem(query, { page }), page).toBe(
        'page must be an integer written in decimal digits',
      );
    }
    for (const page of [true, null, [5], { a: 1 }, Infinity]) {
      expect(numericTextProblem(query, { page }), String(page)).toBe('page must be an integer');
    }
  });

  it('accepts decimal digits (range is left to the schema) and numbers; ignores strings and absent fields', () => {
    for (const page of ['1', '-3', '99999999999999999999', 7])
      expect(numericTextProblem(query, { page })).toBeNull();
    expect(numericTextProblem(query, { keyword: '1e3' })).toBeNull();
    expect(numericTextProblem(query, {})).toBeNull();
  });

  it('follows unions, number fields, nested objects and arrays', () => {
    const body = Type.Object({
      allow: Type.Union([Type.Boolean(), BoundedInt({ minimum: 0, maximum: 1 })]),
      width: Type.Optional(BoundedNumber({ minimum: 0, maximum: 10 })),
      items: Type.Optional(Type.Array(Type.Object({ n: SmallInt() }))),
    });
    expect(numericTextProblem(body, { allow: 'true' })).toBeNull();
    expect(numericTextProblem(body, { allow: true, width: '1.5' })).toBeNull();
    expect(numericTextProblem(body, { allow: '0x1' })).toBe(
      'allow must be an integer written in decimal digits',
    );
    expect(numericTextProblem(body, { allow: 1, width: '1e1' })).toBe(
      'width must be a number written in decimal digits',
    );
    expect(numericTextProblem(body, { allow: 1, items: [{ n: 1 }, { n: ' 2' }] })).toBe(
      'items[1].n must be an integer written in decimal digits',
    );
  });
});
