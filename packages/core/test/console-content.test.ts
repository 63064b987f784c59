import { describe, expect, it } from 'vitest';
import {
  footerLinkUrlProblem,
  hasDefaultText,
  isBulletinWindowValid,
  longestText,
} from '../src/console-content.ts';

describe('console content rules', () => {
  it('requires non-blank text in the default language only', () => {
    expect(hasDefaultText({ zh_CN: '公告' }, 'zh_CN')).toBe(true);
    expect(hasDefaultText({ zh_CN: '  ', en_US: 'Notice' }, 'zh_CN')).toBe(false);
    expect(hasDefaultText(undefined, 'en_US')).toBe(false);
  });

  it('measures the longest language in code points', () => {
    expect(longestText({ zh_CN: '😀😀', en_US: 'abc' })).toBe(3);
    expect(longestText({})).toBe(0);
  });

  it('accepts a window whose start is not after its end (equal is fine)', () => {
    expect(isBulletinWindowValid('2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z')).toBe(true);
    expect(isBulletinWindowValid('2026-01-02T00:00:00Z', '2026-01-01T00:00:00Z')).toBe(false);
    expect(isBulletinWindowValid('soon', '2026-01-01T00:00:00Z')).toBe(false);
  });

  it('checks only custom footer links, and only when they have an address', () => {
    expect(footerLinkUrlProblem('custom', 'javascript:alert(1)')).toBe('illegal');
    expect(footerLinkUrlProblem('custom', 'https://example.com')).toBeNull();
    expect(footerLinkUrlProblem('custom', null)).toBeNull();
    expect(footerLinkUrlProblem('privacy', 'javascript:alert(1)')).toBeNull();
  });
});
