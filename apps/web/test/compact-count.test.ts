/** Issue 23 item 8: counts in each locale's compact notation, with the spec's 9 998 950 cap in each. */
import { describe, expect, it } from 'vitest';
import { formatCompactCount } from '@/lib/compact-count.ts';

describe('formatCompactCount', () => {
  it('en_US: thousands and millions, plus from the cap on', () => {
    expect(formatCompactCount(999, 'en_US')).toBe('999');
    expect(formatCompactCount(12_345, 'en_US')).toBe('12.3K');
    expect(formatCompactCount(1_234_567, 'en_US')).toBe('1.2M');
    expect(formatCompactCount(9_998_949, 'en_US')).toBe('10M');
    expect(formatCompactCount(9_998_950, 'en_US')).toBe('10M+');
    expect(formatCompactCount(123_456_789, 'en_US')).toBe('10M+');
    expect(formatCompactCount(Number.NaN, 'en_US')).toBe('0');
  });
  it('zh_CN keeps the spec form (w, 999.9w+)', () => {
    expect(formatCompactCount(9999, 'zh_CN')).toBe('9999');
    expect(formatCompactCount(12_345, 'zh_CN')).toBe('1.2w');
    expect(formatCompactCount(9_998_949, 'zh_CN')).toBe('999.9w');
    expect(formatCompactCount(9_998_950, 'zh_CN')).toBe('999.9w+');
  });
  it('ar_SA: Arabic digits and words, no Latin w', () => {
    expect(formatCompactCount(12_345, 'ar_SA')).toMatch(/^١٢٫٣\s+ألف$/u);
    expect(formatCompactCount(9_998_950, 'ar_SA')).toMatch(/^١٠\s+مليون\+$/u);
    expect(formatCompactCount(12_345_678, 'ar_SA')).not.toMatch(/w/);
  });
  it('ja_JP: ten-thousands (万) like the spec, cap at 999.9万+', () => {
    expect(formatCompactCount(9999, 'ja_JP')).toBe('9999');
    expect(formatCompactCount(12_345, 'ja_JP')).toBe('1.2万');
    expect(formatCompactCount(9_998_949, 'ja_JP')).toBe('999.9万');
    expect(formatCompactCount(9_998_950, 'ja_JP')).toBe('999.9万+');
  });
});
