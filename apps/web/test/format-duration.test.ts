/** Issue 23: durations and counts of the learning center and archive in each page language (Intl units). */
import { describe, expect, it } from 'vitest';
import { formatCount, formatDays, formatHours, formatMinutes } from '@/lib/format-duration.ts';

describe('format-duration', () => {
  it('writes hours, minutes and days in the page language, one decimal at most', () => {
    expect(formatHours(13_680, 'en_US')).toBe('3.8 hours');
    expect(formatHours(3600, 'en_US')).toBe('1 hour');
    expect(formatHours(0, 'en_US')).toBe('0 hours');
    expect(formatMinutes(1500, 'en_US')).toBe('25 minutes');
    expect(formatDays(10, 'en_US')).toBe('10 days');
    expect(formatHours(8280, 'zh_CN')).toBe('2.3小时');
    expect(formatHours(9000, 'de_DE')).toBe('2,5 Stunden');
    // Arabic pages use Arabic-Indic digits and the Arabic unit.
    expect(formatHours(8280, 'ar_SA')).toMatch(/^٢٫٣ ساعة$/);
    expect(formatCount(1234, 'ar_SA')).toBe('١٬٢٣٤');
  });
});
