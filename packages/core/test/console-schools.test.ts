import { describe, expect, it } from 'vitest';
import {
  CONSOLE_SCHOOL_LIMITS,
  INVITE_ALPHABET,
  isServiceEmail,
  isServicePhone,
  normalizePinKeyword,
} from '../src/console-schools.ts';

describe('customer-service contacts', () => {
  it('accepts phone numbers with the usual separators, 5 to 20 digits', () => {
    for (const phone of ['400-800-1234', '+86 (10) 8888 1234', '13800000000', '12345']) {
      expect(isServicePhone(phone), phone).toBe(true);
    }
    for (const phone of ['1234', 'call me', '123-abc-4567', '+'.repeat(3), '1'.repeat(21), '12345<script>']) {
      expect(isServicePhone(phone), phone).toBe(false);
    }
  });

  it('accepts plain e-mail addresses only', () => {
    expect(isServiceEmail('help@school.example')).toBe(true);
    expect(isServiceEmail(' help@school.example ')).toBe(true);
    for (const email of ['help@', '@school.example', 'help@school', 'a b@school.example', '<x>@y.example']) {
      expect(isServiceEmail(email), email).toBe(false);
    }
  });
});

describe('hot-search pins and invite codes', () => {
  it('trims a pin, refuses blank, control characters and overlong keywords', () => {
    expect(normalizePinKeyword('  Python  ')).toBe('Python');
    expect(normalizePinKeyword('   ')).toBeNull();
    expect(normalizePinKeyword('a\nb')).toBeNull();
    expect(normalizePinKeyword('字'.repeat(CONSOLE_SCHOOL_LIMITS.HOT_SEARCH_KEYWORD))).not.toBeNull();
    expect(normalizePinKeyword('字'.repeat(CONSOLE_SCHOOL_LIMITS.HOT_SEARCH_KEYWORD + 1))).toBeNull();
  });

  it('makes invite codes from characters that cannot be misread', () => {
    expect(INVITE_ALPHABET).not.toMatch(/[01ILO]/);
  });
});
