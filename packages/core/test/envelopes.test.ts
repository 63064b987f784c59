import { describe, expect, it } from 'vitest';
import { isSuccessCode, isSuccessEnvelope } from '../src/index.ts';
import type { ApiOk } from '../src/index.ts';

describe('isSuccessCode', () => {
  it.each([200, 200000, 20000, '000000', 'success', '200', '200000', '20000'])('success: %j', (code) => {
    expect(isSuccessCode(code)).toBe(true);
  });
  it.each([
    0,
    '0',
    201,
    199,
    2000,
    2000000,
    400,
    401,
    50001,
    901100007,
    '00000',
    'SUCCESS',
    'ok',
    '',
    null,
    undefined,
    true,
  ])('not success: %j', (code) => {
    expect(isSuccessCode(code)).toBe(false);
  });
});

describe('isSuccessEnvelope', () => {
  it('recognises each success field', () => {
    const ok: ApiOk<number[]> = { code: 200, data: [1] };
    expect(isSuccessEnvelope(ok)).toBe(true);
    expect(isSuccessEnvelope({ resultCode: 200000, data: {} })).toBe(true);
    expect(isSuccessEnvelope({ resultCode: 20000, data: { static_url: 'x' } })).toBe(true);
    expect(isSuccessEnvelope({ code: '000000', data: true })).toBe(true);
    expect(isSuccessEnvelope({ details: 'success', data: [] })).toBe(true);
  });
  it('rejects failures and non-objects', () => {
    expect(isSuccessEnvelope({ code: 404, message: 'School not found' })).toBe(false);
    expect(isSuccessEnvelope({ resultCode: 500 })).toBe(false);
    expect(isSuccessEnvelope({ details: 'failure' })).toBe(false);
    expect(isSuccessEnvelope(null)).toBe(false);
    expect(isSuccessEnvelope('success')).toBe(false);
  });
});
