import { describe, expect, it } from 'vitest';
import {
  academyListHasTabs,
  charWidth,
  countDisplay,
  DISPLAY_WIDTHS,
  displayUserName,
  displayWidth,
  formatBadge,
  formatCount,
  formatPrice,
  truncateDisplay,
} from '../src/index.ts';

describe('charWidth / displayWidth (code point > 255 counts 2)', () => {
  it('boundary at code 255/256', () => {
    expect(charWidth('\u00FF')).toBe(1); // ÿ, 255
    expect(charWidth('\u0100')).toBe(2); // Ā, 256
    expect(charWidth('a')).toBe(1);
    expect(charWidth('中')).toBe(2);
    expect(charWidth('')).toBe(0);
  });
  it('counts a surrogate pair as one wide character', () => {
    expect(charWidth('😀')).toBe(2);
    expect(displayWidth('😀')).toBe(2);
    expect(displayWidth('a😀b')).toBe(4);
  });
  it('sums mixed text', () => {
    expect(displayWidth('')).toBe(0);
    expect(displayWidth('abc')).toBe(3);
    expect(displayWidth('中文ab')).toBe(6);
    expect(displayWidth('é')).toBe(1);
  });
});

describe('truncateDisplay', () => {
  it('returns text unchanged at or below the limit (no ellipsis)', () => {
    expect(truncateDisplay('abcde', 5)).toBe('abcde');
    expect(truncateDisplay('中文', 4)).toBe('中文');
    expect(truncateDisplay('', 0)).toBe('');
  });
  it('cuts one past the limit and appends the ellipsis (one character, "…")', () => {
    expect(truncateDisplay('abcdef', 5)).toBe('abcde…');
    expect(truncateDisplay('中文字', 4)).toBe('中文…');
  });
  it('drops a wide character that would straddle the limit', () => {
    expect(truncateDisplay('a中文', 2)).toBe('a…');
    expect(truncateDisplay('ab中', 3)).toBe('ab…');
  });
  it('never splits a surrogate pair', () => {
    expect(truncateDisplay('😀😀😀', 5)).toBe('😀😀…');
  });
  it('custom ellipsis', () => {
    expect(truncateDisplay('abcdef', 3, '...')).toBe('abc...');
    expect(truncateDisplay('abcdef', 3, '')).toBe('abc');
  });
  it('mixed CJK and Latin at the product widths: width exactly at the limit stays, one more is cut', () => {
    // School names: width 32 = 16 CJK characters, or 8 CJK + 16 Latin.
    const school = '北京大学Peking University'; // 4×2 + 18 = 26
    expect(truncateDisplay(school, DISPLAY_WIDTHS.SCHOOL_NAME)).toBe(school);
    const atLimit = '演示学院Demo Academy 上海分校'; // 8 + 13 + 8 = 29; + "abc" → 32
    expect(truncateDisplay(`${atLimit}abc`, DISPLAY_WIDTHS.SCHOOL_NAME)).toBe(`${atLimit}abc`);
    expect(truncateDisplay(`${atLimit}abcd`, DISPLAY_WIDTHS.SCHOOL_NAME)).toBe(`${atLimit}abc…`);
    // A CJK character that would straddle width 32 (31 + 2) is dropped whole.
    expect(truncateDisplay(`${atLimit}ab中文`, DISPLAY_WIDTHS.SCHOOL_NAME)).toBe(`${atLimit}ab…`);
    expect(truncateDisplay('课程'.repeat(29), DISPLAY_WIDTHS.COURSE_NAME)).toBe(`${'课程'.repeat(14)}…`);
    expect(truncateDisplay('Menu 菜单 label', DISPLAY_WIDTHS.MENU_LABEL)).toBe('Menu 菜单 label');
    expect(truncateDisplay('Menu 菜单 label long', DISPLAY_WIDTHS.MENU_LABEL)).toBe('Menu 菜单 label long'); // 20
    expect(truncateDisplay('Menu 菜单 label longer', DISPLAY_WIDTHS.MENU_LABEL)).toBe(
      'Menu 菜单 label long…',
    );
  });
});

describe('displayUserName', () => {
  const full = { nickName: 'Nick', realName: 'Real', mobile: '13800000000', email: 'a@b.test' };
  it('falls back nickName → realName → mobile → email → "--"', () => {
    expect(displayUserName(full)).toBe('Nick');
    expect(displayUserName({ ...full, nickName: null })).toBe('Real');
    expect(displayUserName({ ...full, nickName: '', realName: null })).toBe('13800000000');
    expect(displayUserName({ email: 'a@b.test' })).toBe('a@b.test');
    expect(displayUserName({})).toBe('--');
    expect(displayUserName({ nickName: '   ' })).toBe('--');
    expect(displayUserName(null)).toBe('--');
  });
  it('cuts at display width 12 (the "12 bytes" reading) with an ellipsis (11/12/13)', () => {
    expect(displayUserName({ nickName: 'a'.repeat(11) })).toBe('a'.repeat(11));
    expect(displayUserName({ nickName: 'a'.repeat(12) })).toBe('a'.repeat(12));
    expect(displayUserName({ nickName: 'a'.repeat(13) })).toBe(`${'a'.repeat(12)}…`);
    expect(displayUserName({ nickName: '中'.repeat(6) })).toBe('中'.repeat(6));
    expect(displayUserName({ nickName: '中'.repeat(7) })).toBe(`${'中'.repeat(6)}…`);
    expect(displayUserName({ email: 'longname@example.test' })).toBe('longname@exa…');
  });
  it('mixed CJK and Latin: Lena 李学员 is 4 + 1 + 6 = 11 wide and stays; one more CJK character is cut', () => {
    expect(displayUserName({ nickName: 'Lena 李学员' })).toBe('Lena 李学员');
    expect(displayUserName({ nickName: 'Lena 李学员同' })).toBe('Lena 李学员…');
    expect(displayUserName({ nickName: 'Lena 李学员a' })).toBe('Lena 李学员a');
  });
  it('counts emoji as width 2 and never splits one', () => {
    expect(displayUserName({ nickName: '😀'.repeat(7) })).toBe(`${'😀'.repeat(6)}…`);
  });
});

describe('academyListHasTabs (spec §2/§9 one-screen threshold 4, 6 on login select)', () => {
  it('two tabs from 4 schools in the header switcher', () => {
    expect(academyListHasTabs(3, false)).toBe(false);
    expect(academyListHasTabs(4, false)).toBe(true);
  });
  it('two tabs from 6 schools on the login-selection page', () => {
    expect(academyListHasTabs(4, true)).toBe(false);
    expect(academyListHasTabs(5, true)).toBe(false);
    expect(academyListHasTabs(6, true)).toBe(true);
  });
});

describe('formatBadge', () => {
  it('empty for zero or less', () => {
    expect(formatBadge(0)).toBe('');
    expect(formatBadge(-3)).toBe('');
    expect(formatBadge(Number.NaN)).toBe('');
    expect(formatBadge(0.5)).toBe('');
  });
  it('plain up to 99, 99+ above (98/99/100)', () => {
    expect(formatBadge(1)).toBe('1');
    expect(formatBadge(98)).toBe('98');
    expect(formatBadge(99)).toBe('99');
    expect(formatBadge(100)).toBe('99+');
    expect(formatBadge(12345)).toBe('99+');
    expect(formatBadge(Number.POSITIVE_INFINITY)).toBe('');
  });
});

describe('formatCount', () => {
  it('plain below 10 000', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(1)).toBe('1');
    expect(formatCount(9999)).toBe('9999');
    expect(formatCount(12.7)).toBe('12');
  });
  it('invalid or negative → 0', () => {
    expect(formatCount(-1)).toBe('0');
    expect(formatCount(Number.NaN)).toBe('0');
  });
  it('ten-thousands with one decimal from 10 000, rounded half-up', () => {
    expect(formatCount(10000)).toBe('1.0w');
    expect(formatCount(10499)).toBe('1.0w');
    expect(formatCount(10500)).toBe('1.1w');
    expect(formatCount(12345)).toBe('1.2w');
    expect(formatCount(99999)).toBe('10.0w');
    expect(formatCount(1234567)).toBe('123.5w');
  });
  it('plus sign at or above 9 998 950 (9 998 949 / 9 998 950 / 9 998 951)', () => {
    expect(formatCount(9998949)).toBe('999.9w');
    expect(formatCount(9998950)).toBe('999.9w+');
    expect(formatCount(9998951)).toBe('999.9w+');
    expect(formatCount(9999500)).toBe('999.9w+');
    expect(formatCount(123456789)).toBe('999.9w+');
  });
  it('never shows four integer digits', () => {
    for (const n of [9990000, 9998000, 9998949, 9999999, 10000000]) {
      expect(formatCount(n)).toMatch(/^\d{1,3}\.\dw\+?$/);
    }
  });
});

describe('countDisplay', () => {
  it('passes counts below the cap through, whole', () => {
    expect(countDisplay(12_345.7)).toEqual({ value: 12_345, plus: false });
    expect(countDisplay(9998949)).toEqual({ value: 9998949, plus: false });
  });
  it('at or above 9 998 950 shows the count below the cap with a plus', () => {
    expect(countDisplay(9998950)).toEqual({ value: 9998949, plus: true });
    expect(countDisplay(123456789)).toEqual({ value: 9998949, plus: true });
  });
  it('non-finite, zero and negative counts are 0', () => {
    for (const n of [0, -5, Number.NaN, Number.POSITIVE_INFINITY])
      expect(countDisplay(n)).toEqual({ value: 0, plus: false });
  });
});

describe('formatPrice', () => {
  it('yuan with two decimals', () => {
    expect(formatPrice(12)).toBe('¥12.00');
    expect(formatPrice(0)).toBe('¥0.00');
    expect(formatPrice(9.9)).toBe('¥9.90');
    expect(formatPrice(1234.5)).toBe('¥1234.50');
  });
  it('rounds half-up at the cent despite float noise', () => {
    expect(formatPrice(1.005)).toBe('¥1.01');
    expect(formatPrice(0.1 + 0.2)).toBe('¥0.30');
    expect(formatPrice(2.004)).toBe('¥2.00');
  });
  it('handles negative and non-finite values', () => {
    expect(formatPrice(-3.5)).toBe('-¥3.50');
    expect(formatPrice(Number.NaN)).toBe('¥0.00');
  });
});
