import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LANGUAGE,
  FALLBACK_LANGUAGE,
  OVERSEAS_DEFAULT_LANGUAGE,
  SUPPORTED_LANGUAGES,
  agreementLanguage,
  htmlLang,
  isSupportedLanguage,
  o3Language,
  resolveLanguage,
  textDirection,
  uiLanguageCode,
} from '../src/index.ts';
import type { LanguageCode } from '../src/index.ts';

const TABLE: Array<[LanguageCode, string, string, 'ltr' | 'rtl', 'zh-CN' | 'en-US', 'cn' | 'en']> = [
  ['zh_CN', 'zh', 'zh-CN', 'ltr', 'zh-CN', 'cn'],
  ['en_US', 'en', 'en-US', 'ltr', 'en-US', 'en'],
  ['es_ES', 'es', 'es-ES', 'ltr', 'en-US', 'en'],
  ['ru_RU', 'ru', 'ru-RU', 'ltr', 'en-US', 'en'],
  ['ar_SA', 'ar', 'ar-SA', 'rtl', 'en-US', 'en'],
  ['pl_PL', 'pl', 'pl-PL', 'ltr', 'en-US', 'en'],
  ['de_DE', 'de', 'de-DE', 'ltr', 'en-US', 'en'],
  ['tr_TR', 'tr', 'tr-TR', 'ltr', 'en-US', 'en'],
  ['fr_FR', 'fr', 'fr-FR', 'ltr', 'en-US', 'en'],
  ['ja_JP', 'ja', 'ja-JP', 'ltr', 'en-US', 'en'],
  ['ko_KR', 'ko', 'ko-KR', 'ltr', 'en-US', 'en'],
  ['pt_BR', 'pt', 'pt-BR', 'ltr', 'en-US', 'en'],
];

describe('SUPPORTED_LANGUAGES', () => {
  it('lists the 12 spec codes with zh_CN first', () => {
    expect(SUPPORTED_LANGUAGES).toHaveLength(12);
    expect(SUPPORTED_LANGUAGES[0]).toBe('zh_CN');
    expect([...SUPPORTED_LANGUAGES].sort()).toEqual(TABLE.map((r) => r[0]).sort());
  });

  it('defaults', () => {
    expect(DEFAULT_LANGUAGE).toBe('zh_CN');
    expect(OVERSEAS_DEFAULT_LANGUAGE).toBe('en_US');
    expect(FALLBACK_LANGUAGE).toBe('en_US');
  });
});

describe.each(TABLE)('%s', (lang, ui, html, dir, agreement, o3) => {
  it('is supported and resolves from the query on both domain kinds', () => {
    expect(isSupportedLanguage(lang)).toBe(true);
    expect(resolveLanguage({ query: lang, overseas: false })).toBe(lang);
    expect(resolveLanguage({ query: lang, overseas: true })).toBe(lang);
  });
  it('maps to its UI code, html lang, direction, agreement and O3 codes', () => {
    expect(uiLanguageCode(lang)).toBe(ui);
    expect(htmlLang(lang)).toBe(html);
    expect(textDirection(lang)).toBe(dir);
    expect(agreementLanguage(lang)).toBe(agreement);
    expect(o3Language(lang)).toBe(o3);
  });
});

describe('isSupportedLanguage', () => {
  it.each([
    ['zh-CN'],
    ['zh_cn'],
    ['ZH_CN'],
    ['en'],
    ['zh'],
    [''],
    [' zh_CN'],
    ['it_IT'],
    [null],
    [undefined],
    [1],
    [{}],
  ])('rejects %j', (x) => {
    expect(isSupportedLanguage(x)).toBe(false);
  });
});

describe('resolveLanguage', () => {
  it('missing language → zh_CN on a domestic domain, en_US on an overseas one', () => {
    for (const query of [null, undefined, '']) {
      expect(resolveLanguage({ query, overseas: false })).toBe('zh_CN');
      expect(resolveLanguage({ query, overseas: true })).toBe('en_US');
    }
  });
  it('unsupported language falls back to the domain default', () => {
    expect(resolveLanguage({ query: 'it_IT', overseas: false })).toBe('zh_CN');
    expect(resolveLanguage({ query: 'zh-CN', overseas: true })).toBe('en_US');
    expect(resolveLanguage({ query: '<script>', overseas: false })).toBe('zh_CN');
  });
  it('only ar_SA is right-to-left', () => {
    expect(SUPPORTED_LANGUAGES.filter((l) => textDirection(l) === 'rtl')).toEqual(['ar_SA']);
  });
});
