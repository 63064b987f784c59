import { SUPPORTED_LANGUAGES } from '@portico/core';
import { describe, expect, it } from 'vitest';
import type { MessageKey } from '@/i18n/keys.ts';
import type { MessagePack } from '@/i18n/keys.ts';
import { LOCALES, messagesFor, PACK_LOCALES } from '@/i18n/server-messages.ts';
import en from '@/locales/en_US.json';

const enKeys = Object.keys(en).sort();

/**
 * Keys whose value may legitimately equal English in another locale. Keep this list short and justified:
 * - app.name: the product brand "Portico" is never translated;
 * - app.documentTitle: a pure interpolation template ("{{page}} · {{site}}") with no words in it.
 */
const SAME_AS_ENGLISH_ALLOWED: ReadonlySet<MessageKey> = new Set<MessageKey>([
  'app.name',
  'app.documentTitle',
  // "Menu" is the word in French, Polish and Portuguese too.
  'header.menu',
  // "Question" (the h5 badge of a question post) is the French word too.
  'h5.kind.ask',
  // WeChat is a product name (written so in most languages).
  'tools.serviceWeChat',
  // A number and a percent sign ("35%"), written the same way in most languages.
  'learning.percent',
  // Console pack: a pure interpolation template, and "Navigation" is the word in German and French too.
  'console.workbench.change',
  'console.section.navigation',
  // Community (issue 14): "Article(s)", "Question(s)" and "Date" are the French words too; German says "Community".
  'community.kind.post',
  'community.kind.question',
  'community.profile.articles',
  'community.profile.questionCount',
  'community.profile.questions',
  'community.credit.date',
  'community.title.portal',
  'search.postArticle',
  'search.postQuestion',
]);

describe('locales', () => {
  it('has a file for every supported language', () => {
    expect(Object.keys(LOCALES).sort()).toEqual([...SUPPORTED_LANGUAGES].sort());
  });

  it.each(SUPPORTED_LANGUAGES)('%s has exactly the en_US key set and no empty values', (lang) => {
    const messages = LOCALES[lang] as Record<string, unknown>;
    expect(Object.keys(messages).sort()).toEqual(enKeys);
    for (const [key, value] of Object.entries(messages)) {
      expect(typeof value, key).toBe('string');
      expect((value as string).trim(), key).not.toBe('');
    }
  });

  it.each(SUPPORTED_LANGUAGES.filter((l) => l !== 'en_US'))('%s translates every key', (lang) => {
    const messages = LOCALES[lang] as Record<string, string>;
    const untranslated = enKeys.filter(
      (key) =>
        messages[key] === (en as Record<string, string>)[key] &&
        !SAME_AS_ENGLISH_ALLOWED.has(key as MessageKey),
    );
    expect(untranslated).toEqual([]);
  });

  it.each(SUPPORTED_LANGUAGES)('%s keeps the interpolation variables of English', (lang) => {
    const messages = LOCALES[lang] as Record<string, string>;
    const vars = (s: string) => (s.match(/\{\{\w+\}\}/g) ?? []).sort();
    for (const key of enKeys) {
      expect(vars(messages[key] ?? ''), `${lang} ${key}`).toEqual(
        vars((en as Record<string, string>)[key] ?? ''),
      );
    }
  });

  it('merges the page language over the English fallback', () => {
    const zh = messagesFor('zh_CN');
    expect(zh['header.login']).toBe('登录');
    expect(Object.keys(zh).sort()).toEqual(enKeys);
  });
});

describe.each(Object.keys(PACK_LOCALES) as MessagePack[])('message pack %s', (pack) => {
  const locales = PACK_LOCALES[pack];
  const packEn = locales.en_US;
  const packKeys = Object.keys(packEn).sort();

  it('has a file for every supported language, and no key of the main files', () => {
    expect(Object.keys(locales).sort()).toEqual([...SUPPORTED_LANGUAGES].sort());
    expect(packKeys.filter((key) => key in en)).toEqual([]);
  });

  it.each(SUPPORTED_LANGUAGES)(
    '%s has exactly the en_US key set, translated, with the same variables',
    (lang) => {
      const messages = locales[lang];
      expect(Object.keys(messages).sort()).toEqual(packKeys);
      const vars = (s: string) => (s.match(/\{\{\w+\}\}/g) ?? []).sort();
      for (const key of packKeys) {
        const value = messages[key] ?? '';
        expect(value.trim(), key).not.toBe('');
        expect(vars(value), `${lang} ${key}`).toEqual(vars(packEn[key] ?? ''));
        if (lang !== 'en_US' && !SAME_AS_ENGLISH_ALLOWED.has(key as MessageKey)) {
          expect(value, `${lang} ${key} is still English`).not.toBe(packEn[key]);
        }
      }
    },
  );

  it('travels only when asked for', () => {
    expect(messagesFor('ar_SA')[packKeys[0] as MessageKey]).toBeUndefined();
    expect(messagesFor('ar_SA', [pack])[packKeys[0] as MessageKey]).toBe(locales.ar_SA[packKeys[0] ?? '']);
  });
});
