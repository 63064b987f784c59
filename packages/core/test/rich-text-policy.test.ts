import { describe, expect, it } from 'vitest';
import {
  RICH_TEXT_DROPPED_TAGS,
  RICH_TEXT_STYLES,
  RICH_TEXT_TAGS,
  isRichTextAttribute,
  isRichTextUrl,
  sanitizeRichTextStyle,
} from '../src/index.ts';

describe('rich-text policy (spec §5)', () => {
  it('allows the spec tags and never a dropped one', () => {
    for (const tag of ['img', 'a', 'p', 'div', 'br', 'strong', 'table', 'td', 'span', 'blockquote', 'hr'])
      expect(RICH_TEXT_TAGS).toContain(tag);
    for (const tag of ['ul', 'ol', 'li', 'h1', 'h6', 'em', 'u', 'i', 's', 'video', 'sub', 'sup', 'caption'])
      expect(RICH_TEXT_TAGS).toContain(tag);
    expect(RICH_TEXT_TAGS).toEqual(expect.arrayContaining(['select', 'option']));
    expect(RICH_TEXT_TAGS.filter((t) => RICH_TEXT_DROPPED_TAGS.includes(t))).toEqual([]);
    for (const tag of ['script', 'style', 'svg', 'math', 'iframe', 'object'])
      expect(RICH_TEXT_DROPPED_TAGS).toContain(tag);
  });

  it('has no stateful (global or sticky) style rule', () => {
    for (const rules of Object.values(RICH_TEXT_STYLES))
      for (const r of rules) expect(r.flags).not.toMatch(/[gy]/);
  });
});

describe('isRichTextUrl', () => {
  it.each([
    ['href', 'https://a.com/x', true],
    ['href', 'HTTP://a.com', true],
    ['href', '/path?q=1', true],
    ['href', '#top', true],
    ['href', 'page.html', true],
    ['src', '//cdn.example.com/a.png', true],
    ['href', 'mailto:a@b.c', true],
    ['href', 'tel:+861234', true],
    ['src', 'mailto:a@b.c', false],
    ['poster', 'tel:1', false],
    ['href', 'javascript:alert(1)', false],
    ['href', ' JaVa\tScRiPt:alert(1)', false],
    ['href', 'java\nscript:alert(1)', false],
    ['href', '\u0001javascript:alert(1)', false],
    ['href', 'java\u00a0script:x', false],
    ['href', 'vbscript:x', false],
    ['src', 'data:image/png;base64,AAAA', false],
    ['href', '/\\evil.example', false],
    ['href', 'weird:thing', false],
    ['alt', 'https://a.com', false],
  ])('%s=%j → %s', (attr, value, expected) => {
    expect(isRichTextUrl(attr, value)).toBe(expected);
  });
});

describe('isRichTextAttribute', () => {
  it('allows global and per-tag attributes only', () => {
    expect(isRichTextAttribute('p', 'title', 'x')).toBe(true);
    expect(isRichTextAttribute('td', 'colspan', '2')).toBe(true);
    expect(isRichTextAttribute('p', 'colspan', '2')).toBe(false);
    expect(isRichTextAttribute('p', 'onclick', 'x()')).toBe(false);
    expect(isRichTextAttribute('img', 'srcset', '/a.png 1x')).toBe(false);
    expect(isRichTextAttribute('p', 'id', 'x')).toBe(false);
  });

  it('applies value rules at their boundaries', () => {
    expect(isRichTextAttribute('td', 'colspan', '999')).toBe(true);
    expect(isRichTextAttribute('td', 'colspan', '1000')).toBe(false);
    expect(isRichTextAttribute('img', 'width', '9999')).toBe(true);
    expect(isRichTextAttribute('img', 'width', '100%')).toBe(true);
    expect(isRichTextAttribute('img', 'width', '10000')).toBe(false);
    expect(isRichTextAttribute('img', 'width', '1;x')).toBe(false);
    expect(isRichTextAttribute('a', 'target', '_blank')).toBe(true);
    expect(isRichTextAttribute('a', 'target', '_top')).toBe(false);
    expect(isRichTextAttribute('p', 'dir', 'rtl')).toBe(true);
    expect(isRichTextAttribute('p', 'dir', 'x')).toBe(false);
    expect(isRichTextAttribute('a', 'href', 'javascript:x')).toBe(false);
    expect(isRichTextAttribute('img', 'src', '/a.png')).toBe(true);
  });
});

describe('sanitizeRichTextStyle', () => {
  it('keeps the whitelisted properties with valid values', () => {
    expect(sanitizeRichTextStyle('color: #f00; text-align: center; font-size: 14px')).toBe(
      'color:#f00;text-align:center;font-size:14px',
    );
    expect(sanitizeRichTextStyle('background-color: rgb(1, 2, 3); width: 50%; float: left')).toBe(
      'background-color:rgb(1, 2, 3);width:50%;float:left',
    );
    expect(sanitizeRichTextStyle('color: rgba(1, 2, 3, 0.5); border: 1px solid #ccc; font-weight: 700')).toBe(
      'color:rgba(1, 2, 3, 0.5);border:1px solid #ccc;font-weight:700',
    );
    expect(sanitizeRichTextStyle(`font-family: 'Microsoft YaHei', "Times New Roman", sans-serif`)).toBe(
      `font-family:'Microsoft YaHei', "Times New Roman", sans-serif`,
    );
    expect(sanitizeRichTextStyle('color: #123 !important')).toBe('color:#123 !important');
  });

  it('accepts every listed size unit and no other', () => {
    for (const unit of ['px', 'pt', 'em', 'rem', 'vw', '%'])
      expect(sanitizeRichTextStyle(`font-size: 1.5${unit}`)).toBe(`font-size:1.5${unit}`);
    for (const bad of ['1.5vh', '1.5in', 'calc(1px + 2px)', '-3px', '1px)', 'var(--x)'])
      expect(sanitizeRichTextStyle(`font-size: ${bad}`)).toBe('');
  });

  it('text-align takes left, right and center only', () => {
    for (const v of ['left', 'right', 'center'])
      expect(sanitizeRichTextStyle(`text-align:${v}`)).toBe(`text-align:${v}`);
    expect(sanitizeRichTextStyle('text-align: justify')).toBe('');
  });

  it.each([
    ['position: fixed'],
    ['position: absolute; top: 0'],
    ['behavior: url(x.htc)'],
    ['-moz-binding: url(x.xml#x)'],
    ['width: expression(alert(1))'],
    ['background-color: url(javascript:alert(1))'],
    ['background-image: url(https://a.com/x.png)'],
    ['color: red'],
    ['color: #fff\\3b x'],
    ['color: /**/#fff'],
    ['font-family: evil'],
    ['font-family: Arial, evil'],
    ['COLOR: #fff'],
    ['constructor: x'],
    ['__proto__: x'],
    ['z-index: 9999'],
    ['content: "x"'],
  ])('drops %s', (style) => {
    expect(sanitizeRichTextStyle(style)).toBe('');
  });
});
