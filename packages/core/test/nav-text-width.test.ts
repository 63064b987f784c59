import { describe, expect, it } from 'vitest';
import { estimateTextWidth } from '../src/index.ts';

/** px at the 14 px header font of advances given in thousandths of an em. */
const px = (...advances: number[]) => (advances.reduce((a, b) => a + b, 0) * 14) / 1000;

describe('estimateTextWidth', () => {
  it('is 0 for the empty string and control characters', () => {
    expect(estimateTextWidth('')).toBe(0);
    expect(estimateTextWidth('\n\t\u007f')).toBe(0);
  });

  it('Latin: per-character advances, regular and bold (H o m e)', () => {
    expect(estimateTextWidth('Home')).toBeCloseTo(px(752, 612, 974, 615), 6);
    expect(estimateTextWidth('Home', { bold: true })).toBeCloseTo(px(837, 687, 1042, 678), 6);
    expect(estimateTextWidth(' ')).toBeCloseTo(px(318), 6);
    expect(estimateTextWidth('~')).toBeCloseTo(px(838), 6);
    expect(estimateTextWidth('il')).toBeLessThan(estimateTextWidth('mw'));
  });

  it('scales with the font size (14 px by default)', () => {
    expect(estimateTextWidth('Home', { fontSize: 28 })).toBeCloseTo(2 * estimateTextWidth('Home'), 6);
    expect(estimateTextWidth('Home', { fontSize: 14 })).toBe(estimateTextWidth('Home'));
  });

  it('letters with diacritics are as wide as their base letter; ß ł ø æ œ ı from their own table', () => {
    expect(estimateTextWidth('é')).toBe(estimateTextWidth('e'));
    expect(estimateTextWidth('Ç')).toBe(estimateTextWidth('C'));
    expect(estimateTextWidth('ğş')).toBe(estimateTextWidth('gs'));
    expect(estimateTextWidth('ą', { bold: true })).toBe(estimateTextWidth('a', { bold: true }));
    expect(estimateTextWidth('ł')).toBeCloseTo(px(284), 6);
    expect(estimateTextWidth('Ł', { bold: true })).toBeCloseTo(px(642), 6);
    expect(estimateTextWidth('ß')).toBeCloseTo(px(630), 6);
    expect(estimateTextWidth('ı')).toBeCloseTo(px(278), 6);
    // A decomposed é (e + U+0301) is the same width as the composed one.
    expect(estimateTextWidth('e\u0301')).toBe(estimateTextWidth('é'));
  });

  it('Cyrillic: per letter А–я, Ё/ё as Е/е, other Cyrillic letters an average', () => {
    expect(estimateTextWidth('А')).toBeCloseTo(px(684), 6);
    expect(estimateTextWidth('я')).toBeCloseTo(px(602), 6);
    expect(estimateTextWidth('Ё')).toBe(estimateTextWidth('Е'));
    expect(estimateTextWidth('ё', { bold: true })).toBe(estimateTextWidth('е', { bold: true }));
    expect(estimateTextWidth('ї')).toBeCloseTo(px(690), 6);
  });

  it('matches what Chromium measures with canvas measureText (system-ui = DejaVu Sans, 14 px) within 1 px', () => {
    const measured: Array<[string, boolean, number]> = [
      ['Home', false, 41.34],
      ['Knowledge', false, 76.96],
      ['Partner site', false, 80.62],
      ['Main navigation', false, 111.78],
      ['Categories', false, 75.46],
      ['Главная', false, 60.47],
      ['Home', true, 45.42],
      ['Courses', true, 62.92],
      ['Live classes', true, 94.25],
      ['Главная', true, 65.59],
    ];
    for (const [text, bold, width] of measured) {
      expect(Math.abs(estimateTextWidth(text, { bold }) - width), text).toBeLessThan(1);
    }
    // Arabic words shape: the fitted table is within a few pixels of the shaped width.
    expect(Math.abs(estimateTextWidth('الرئيسية') - 48.22)).toBeLessThan(3);
    expect(Math.abs(estimateTextWidth('المزيد') - 35.22)).toBeLessThan(3);
  });

  it('Arabic: per letter ء–ي, other Arabic characters an average; harakat take no room', () => {
    // ا ل م ز ي د
    expect(estimateTextWidth('المزيد')).toBeCloseTo(px(272, 421, 559, 508, 359, 528), 6);
    expect(estimateTextWidth('المزيد', { bold: true })).toBeCloseTo(px(343, 509, 649, 587, 480, 589), 6);
    expect(estimateTextWidth('مَ')).toBe(estimateTextWidth('م'));
    expect(estimateTextWidth('ﻻ')).toBeCloseTo(px(484), 6); // presentation forms
    expect(estimateTextWidth('٣', { bold: true })).toBeCloseTo(px(578), 6); // Arabic-Indic digit
    expect(estimateTextWidth('؟،')).toBeCloseTo(px(531, 323), 6);
  });

  it('typographic punctuation has its own advances (’ is not an unknown character)', () => {
    expect(estimateTextWidth('J’accepte')).toBeCloseTo(estimateTextWidth("J'accepte") + px(318 - 275), 6);
    expect(estimateTextWidth('—…')).toBeCloseTo(28, 6);
  });

  it('Hebrew and Greek: an average letter', () => {
    expect(estimateTextWidth('שלום')).toBeCloseTo(px(553, 553, 553, 553), 6);
    expect(estimateTextWidth('αβ', { bold: true })).toBeCloseTo(px(685, 685), 6);
  });

  it('CJK ideographs, kana and full-width forms: 1 em (14 px) each, regular and bold; Hangul 0.92 em', () => {
    expect(estimateTextWidth('首页')).toBe(28);
    expect(estimateTextWidth('课程中心', { bold: true })).toBe(56);
    expect(estimateTextWidth('ホーム')).toBe(42);
    expect(estimateTextWidth('더보기')).toBeCloseTo(3 * 12.88, 6); // precomposed syllables, never their jamo
    expect(estimateTextWidth('홈', { bold: true })).toBeCloseTo(12.88, 6);
    expect(estimateTextWidth('ㅎ')).toBeCloseTo(12.88, 6); // compatibility jamo
    expect(estimateTextWidth('，（）')).toBe(42);
    expect(estimateTextWidth('、。')).toBe(28);
    expect(estimateTextWidth('𠀀')).toBe(14); // supplementary ideograph: one character, not two halves
    expect(estimateTextWidth('ｶ')).toBe(7); // half-width katakana
  });

  it('anything else: the spec’s 18 px a character; zero-width joiners and selectors add nothing', () => {
    expect(estimateTextWidth('😀')).toBeCloseTo(18, 9);
    expect(estimateTextWidth('ไทย')).toBeCloseTo(54, 9);
    expect(estimateTextWidth('★')).toBeCloseTo(18, 9);
    expect(estimateTextWidth('😀\u200d😀')).toBeCloseTo(36, 9);
    expect(estimateTextWidth('❤\ufe0f')).toBeCloseTo(18, 9);
  });

  it('mixed scripts add up', () => {
    expect(estimateTextWidth('Python 专区')).toBeCloseTo(estimateTextWidth('Python ') + 28, 6);
  });
});
