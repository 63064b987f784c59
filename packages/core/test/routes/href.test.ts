/** `withLang` (routes/href.ts). */
import { describe, expect, it } from 'vitest';
import { withLang } from '../../src/index.ts';

describe('withLang', () => {
  it('adds sxz-lang to a bare path', () => {
    expect(withLang('/privacy', 'zh_CN')).toBe('/privacy?sxz-lang=zh_CN');
  });
  it('appends after existing params, keeping their raw encoding and order', () => {
    expect(withLang('/a?x=1&y=a+b%20c', 'en_US')).toBe('/a?x=1&y=a+b%20c&sxz-lang=en_US');
  });
  it('replaces an existing sxz-lang instead of duplicating it', () => {
    expect(withLang('/a?sxz-lang=zh_CN&x=1', 'en_US')).toBe('/a?x=1&sxz-lang=en_US');
    expect(withLang('/a?sxz-lang=zh_CN&x=1&sxz-lang=ru_RU', 'en_US')).toBe('/a?x=1&sxz-lang=en_US');
    expect(withLang('/a?sxz%2Dlang=zh_CN', 'en_US')).toBe('/a?sxz-lang=en_US');
  });
  it('does not touch params that merely contain the name', () => {
    expect(withLang('/a?my-sxz-lang=1', 'en_US')).toBe('/a?my-sxz-lang=1&sxz-lang=en_US');
  });
  it('preserves the hash', () => {
    expect(withLang('/a?x=1#frag?y=2', 'en_US')).toBe('/a?x=1&sxz-lang=en_US#frag?y=2');
    expect(withLang('/h5/#/pages/index/index?id=7', 'en_US')).toBe(
      '/h5/?sxz-lang=en_US#/pages/index/index?id=7',
    );
  });
  it('works on absolute and protocol-relative URLs', () => {
    expect(withLang('https://x.test/p?q=1', 'ja_JP')).toBe('https://x.test/p?q=1&sxz-lang=ja_JP');
    expect(withLang('//x.test/p', 'ko_KR')).toBe('//x.test/p?sxz-lang=ko_KR');
  });
  it('drops empty pairs', () => {
    expect(withLang('/a?&x=1&', 'en_US')).toBe('/a?x=1&sxz-lang=en_US');
    expect(withLang('/a?', 'en_US')).toBe('/a?sxz-lang=en_US');
  });
  it('is idempotent', () => {
    const once = withLang('/a?x=1', 'en_US');
    expect(withLang(once, 'en_US')).toBe(once);
  });
});
