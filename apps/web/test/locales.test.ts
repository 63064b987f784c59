import { SUPPORTED_LANGUAGES } from '@portico/core';
import { describe, expect, it } from 'vitest';
import type { MessageKey } from '@/i18n/keys.ts';
import { LOCALES, messagesFor } from '@/i18n/server-messages.ts';
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
  // WeChat is a product name (written so in most languages).
  'tools.serviceWeChat',
  // A number and a percent sign ("35%"), written the same way in most languages.
  'learning.percent',
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
