import { describe, expect, it } from 'vitest';
import {
  hasEmoji,
  hasSpecialCharacters,
  isLegalLink,
  isSafeRedirectPath,
  isValidMobile,
  normalizeSchoolSearch,
  normalizeSearchKeyword,
  searchFeedbackKeyword,
  validateFeedback,
  validateImageFile,
  validateImageUpload,
  validateSearchFeedback,
  validateSearchKeyword,
} from '../src/index.ts';

const a = (n: number): string => 'a'.repeat(n);

describe('search keyword (max 500)', () => {
  it('trims', () => {
    expect(normalizeSearchKeyword('  java  ')).toBe('java');
    expect(normalizeSearchKeyword('\t中文\n')).toBe('中文');
  });
  it('499 / 500 / 501 characters', () => {
    expect(normalizeSearchKeyword(a(499))).toHaveLength(499);
    expect(normalizeSearchKeyword(a(500))).toHaveLength(500);
    expect(normalizeSearchKeyword(a(501))).toBe(a(500));
  });
  it('cuts after trimming, by characters (not UTF-16 units)', () => {
    expect(normalizeSearchKeyword(`   ${a(501)}`)).toBe(a(500));
    const emoji = '😀'.repeat(501);
    expect(Array.from(normalizeSearchKeyword(emoji))).toHaveLength(500);
  });
  it('validate: empty / whitespace only → empty; otherwise ok with the normalised keyword', () => {
    expect(validateSearchKeyword('')).toEqual({ ok: false, reason: 'empty' });
    expect(validateSearchKeyword('   \t')).toEqual({ ok: false, reason: 'empty' });
    expect(validateSearchKeyword(' x ')).toEqual({ ok: true, keyword: 'x' });
    expect(validateSearchKeyword(a(501))).toEqual({ ok: true, keyword: a(500) });
  });
});

describe('school search (max 80)', () => {
  it('79 / 80 / 81 characters and trimming', () => {
    expect(normalizeSchoolSearch(a(79))).toHaveLength(79);
    expect(normalizeSchoolSearch(a(80))).toHaveLength(80);
    expect(normalizeSchoolSearch(a(81))).toBe(a(80));
    expect(normalizeSchoolSearch('  school  ')).toBe('school');
    expect(normalizeSchoolSearch('   ')).toBe('');
  });
});

describe('isValidMobile', () => {
  it('accepts 1 + [3-9] + 9 digits', () => {
    for (const second of '3456789') expect(isValidMobile(`1${second}012345678`)).toBe(true);
  });
  it('rejects 1[0-2], wrong first digit, 10 / 12 digits and non-digits', () => {
    for (const second of '012') expect(isValidMobile(`1${second}012345678`)).toBe(false);
    expect(isValidMobile('23812345678')).toBe(false);
    expect(isValidMobile('1381234567')).toBe(false);
    expect(isValidMobile('138123456789')).toBe(false);
    expect(isValidMobile('1381234567a')).toBe(false);
    expect(isValidMobile(' 13812345678')).toBe(false);
    expect(isValidMobile('')).toBe(false);
  });
});

describe('validateFeedback', () => {
  const base = { feedbackType: 1, description: 'broken button', allowContact: false };

  it('accepts each type 0–3, numeric or string', () => {
    for (const t of [0, 1, 2, 3, '0', '3']) {
      const r = validateFeedback({ ...base, feedbackType: t });
      expect(r.ok).toBe(true);
      if (r.ok) expect(r.value.feedbackType).toBe(Number(t));
    }
  });
  it('rejects other types (4 is search feedback, not a form type)', () => {
    for (const t of [-1, 4, 1.5, '', 'x', '01', Number.NaN]) {
      expect(validateFeedback({ ...base, feedbackType: t })).toEqual({ ok: false, errors: ['type'] });
    }
  });
  it('description required after leading-whitespace strip', () => {
    expect(validateFeedback({ ...base, description: '' })).toEqual({
      ok: false,
      errors: ['descriptionRequired'],
    });
    expect(validateFeedback({ ...base, description: ' \n\t ' })).toEqual({
      ok: false,
      errors: ['descriptionRequired'],
    });
  });
  it('199 / 200 / 201 characters, counted after stripping leading whitespace', () => {
    expect(validateFeedback({ ...base, description: a(199) }).ok).toBe(true);
    expect(validateFeedback({ ...base, description: a(200) }).ok).toBe(true);
    expect(validateFeedback({ ...base, description: a(201) })).toEqual({
      ok: false,
      errors: ['descriptionTooLong'],
    });
    const r = validateFeedback({ ...base, description: `   ${a(200)}` });
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.value.feedbackContent).toBe(a(200));
  });
  it('keeps trailing whitespace and inner text as typed', () => {
    const r = validateFeedback({ ...base, description: '  a  b  ' });
    expect(r.ok && r.value.feedbackContent).toBe('a  b  ');
  });
  it('phone is checked only when contact is allowed and a phone is entered', () => {
    expect(validateFeedback({ ...base, allowContact: false, phone: '123' }).ok).toBe(true);
    expect(validateFeedback({ ...base, allowContact: true, phone: '' }).ok).toBe(true);
    expect(validateFeedback({ ...base, allowContact: true, phone: null }).ok).toBe(true);
    expect(validateFeedback({ ...base, allowContact: true, phone: '12345678901' })).toEqual({
      ok: false,
      errors: ['phoneInvalid'],
    });
    const r = validateFeedback({ ...base, allowContact: true, phone: ' 13912345678 ' });
    expect(r.ok && r.value).toMatchObject({ allowContact: 1, phoneNumber: '13912345678' });
  });
  it('phone is dropped when contact is not allowed', () => {
    const r = validateFeedback({ ...base, allowContact: false, phone: '13912345678' });
    expect(r.ok && r.value).toMatchObject({ allowContact: 0, phoneNumber: '' });
  });
  it('3 / 4 / 5 images', () => {
    const imgs = (n: number): string[] => Array.from({ length: n }, (_, i) => `https://cdn.test/${i}.png`);
    expect(validateFeedback({ ...base, images: imgs(3) }).ok).toBe(true);
    const r4 = validateFeedback({ ...base, images: imgs(4) });
    expect(r4.ok && r4.value.picUrl).toBe(imgs(4).join(','));
    expect(validateFeedback({ ...base, images: imgs(5) })).toEqual({ ok: false, errors: ['tooManyImages'] });
  });
  it('reports all errors together', () => {
    expect(
      validateFeedback({
        feedbackType: 9,
        description: '',
        allowContact: true,
        phone: 'x',
        images: Array(5).fill('u'),
      }),
    ).toEqual({ ok: false, errors: ['type', 'descriptionRequired', 'phoneInvalid', 'tooManyImages'] });
  });
  it('the value carries clientType "1" and empty picUrl without images', () => {
    const r = validateFeedback(base);
    expect(r).toEqual({
      ok: true,
      value: {
        feedbackType: 1,
        feedbackContent: 'broken button',
        picUrl: '',
        allowContact: 0,
        phoneNumber: '',
        clientType: '1',
      },
    });
  });
});

describe('validateImageFile', () => {
  it.each([
    ['a.gif', 'image/gif'],
    ['a.jpeg', 'image/jpeg'],
    ['a.jpg', 'image/jpeg'],
    ['A.JPG', 'image/jpg'],
    ['a.png', 'image/png'],
    ['a.b.png', ''],
  ])('accepts %s (%s)', (name, type) => {
    expect(validateImageFile({ name, type })).toBeNull();
  });
  it.each([
    ['a.bmp', 'image/bmp'],
    ['a.webp', 'image/webp'],
    ['a.svg', 'image/svg+xml'],
    ['a.png', 'text/html'],
    ['a.png.exe', 'application/octet-stream'],
    ['png', 'image/png'],
    ['a.', 'image/png'],
  ])('rejects %s (%s) as format', (name, type) => {
    expect(validateImageFile({ name, type })).toBe('format');
  });
  it('no file selected', () => {
    expect(validateImageFile(null)).toBe('noFile');
    expect(validateImageFile(undefined)).toBe('noFile');
    expect(validateImageFile({ name: '', type: '' })).toBe('noFile');
  });
});

describe('validateImageUpload', () => {
  it('requires exactly one selected file', () => {
    expect(validateImageUpload({ selectedCount: 0, existingCount: 0 })).toBe('noFile');
    expect(validateImageUpload({ selectedCount: 1, existingCount: 0 })).toBeNull();
    expect(validateImageUpload({ selectedCount: 2, existingCount: 0 })).toBe('multiple');
  });
  it('allows the 4th image but not a 5th', () => {
    expect(validateImageUpload({ selectedCount: 1, existingCount: 3 })).toBeNull();
    expect(validateImageUpload({ selectedCount: 1, existingCount: 4 })).toBe('limit');
  });
});

describe('validateSearchFeedback', () => {
  it('praise needs no text', () => {
    expect(validateSearchFeedback({ evaluation: 'praise', text: '' })).toEqual({ ok: true, text: '' });
  });
  it('trodden requires text', () => {
    expect(validateSearchFeedback({ evaluation: 'trodden', text: '' })).toEqual({
      ok: false,
      text: '',
      warning: 'required',
    });
    expect(validateSearchFeedback({ evaluation: 'trodden', text: '  ' }).warning).toBe('required');
    expect(validateSearchFeedback({ evaluation: 'trodden', text: 'not found' })).toEqual({
      ok: true,
      text: 'not found',
    });
  });
  it('99 / 100 / 101 characters: cut to 100 with a warning beyond', () => {
    expect(validateSearchFeedback({ evaluation: 'trodden', text: a(99) })).toEqual({ ok: true, text: a(99) });
    expect(validateSearchFeedback({ evaluation: 'trodden', text: a(100) })).toEqual({
      ok: true,
      text: a(100),
    });
    expect(validateSearchFeedback({ evaluation: 'trodden', text: a(101) })).toEqual({
      ok: true,
      text: a(100),
      warning: 'tooLong',
    });
    expect(validateSearchFeedback({ evaluation: 'praise', text: a(150) }).text).toBe(a(100));
  });
});

describe('searchFeedbackKeyword (max 50)', () => {
  it('49 / 50 / 51', () => {
    expect(searchFeedbackKeyword(a(49))).toBe(a(49));
    expect(searchFeedbackKeyword(a(50))).toBe(a(50));
    expect(searchFeedbackKeyword(a(51))).toBe(a(50));
    expect(searchFeedbackKeyword('中'.repeat(51))).toBe('中'.repeat(50));
  });
});

describe('hasSpecialCharacters', () => {
  const ascii = '~!#$%&*()+=|:;,[]<>/?'.split('');
  const fullWidth = '～！＃＄％＆＊（）＋＝｜：；，［］＜＞／？【】《》'.split('');
  it.each([...ascii, ...fullWidth, '\n', '\t', '\r'])('flags %j', (ch) => {
    expect(hasSpecialCharacters(`ab${ch}cd`)).toBe(true);
  });
  it.each(['', 'abc', '中文名称', 'a b', 'a-b_c.d', "o'neil", 'a@b', '"q"', '。、', '123', '{x}', '^', '`'])(
    'accepts %j',
    (s) => {
      expect(hasSpecialCharacters(s)).toBe(false);
    },
  );
});

describe('hasEmoji', () => {
  it.each(['😀', 'a😀b', '👍🏽', '🇨🇳', '1️⃣', '#️⃣', '*⃣', '❤️', '❤', '☀', '©️', '👨‍👩‍👧', '🏳️‍🌈'])('flags %j', (s) => {
    expect(hasEmoji(s)).toBe(true);
  });
  it.each(['', 'abc', '123', '#', '#1', '*', '中文', '©', '®', 'é', '→'])('accepts %j', (s) => {
    expect(hasEmoji(s)).toBe(false);
  });
});

describe('isLegalLink', () => {
  it.each([
    'https://example.com',
    'http://example.com/a?b=c#d',
    'HTTPS://EXAMPLE.COM/',
    '//cdn.example.com/x',
    '/portal/1000000000000000001',
    '/',
    '  https://example.com  ',
    'https://example.com/a?x=\\y',
  ])('accepts %j', (url) => {
    expect(isLegalLink(url)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0000javascript:alert(1)',
    'jav&#x09;ascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'DATA:text/html;base64,PHNjcmlwdD4=',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'mailto:a@b.test',
    'ftp://example.com',
    'https:example.com',
    'https://',
    'http:///',
    '///',
    '//',
    '/\\evil.com',
    '\\\\evil.com',
    'https://good.com\\@evil.com',
    'https://exa\u0007mple.com',
    'relative/path',
    'example.com',
    '#top',
    '?a=1',
    '',
    '   ',
  ])('rejects %j', (url) => {
    expect(isLegalLink(url)).toBe(false);
  });

  it('rejects non-strings', () => {
    expect(isLegalLink(null)).toBe(false);
    expect(isLegalLink(undefined)).toBe(false);
    expect(isLegalLink(42)).toBe(false);
  });
});

describe('isSafeRedirectPath', () => {
  it.each(['/', '/portal/1000000000000000001', '/portal/1/search?keyword=a b&x=1#h', '/a//b', '/a/%2F%2Fb'])(
    'accepts %j',
    (p) => {
      expect(isSafeRedirectPath(p)).toBe(true);
    },
  );
  it.each([
    '//evil.com',
    '///evil.com',
    '/\\evil.com',
    '\\/evil.com',
    '/%2F%2Fevil.com',
    '/%2fevil.com',
    '/%5Cevil.com',
    'https://evil.com',
    'http://portico.invalid/x',
    'javascript:alert(1)',
    '/\tjavascript:alert(1)',
    '/\n/evil.com',
    ' /portal',
    'portal/1',
    '',
  ])('rejects %j', (p) => {
    expect(isSafeRedirectPath(p)).toBe(false);
  });
  it('rejects non-strings', () => {
    expect(isSafeRedirectPath(null)).toBe(false);
    expect(isSafeRedirectPath(undefined)).toBe(false);
  });
});
