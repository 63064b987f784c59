import { describe, expect, it } from 'vitest';
import { ERROR_CODES, ERROR_STATUS, isErrorCode } from '../src/index.ts';

describe('error codes', () => {
  it('are SCREAMING_SNAKE_CASE and map to an HTTP error status', () => {
    for (const code of ERROR_CODES) {
      expect(code).toMatch(/^[A-Z][A-Z0-9_]*$/);
      expect(ERROR_STATUS[code]).toBeGreaterThanOrEqual(400);
      expect(ERROR_STATUS[code]).toBeLessThan(600);
    }
  });
  it('recognises only catalogued codes', () => {
    expect(isErrorCode('SCHOOL_CLOSED')).toBe(true);
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode('school_closed')).toBe(false);
    expect(isErrorCode(404)).toBe(false);
  });
});
