import { SUPPORTED_LANGUAGES } from '@portico/core';
import { describe, expect, it } from 'vitest';
import type { MessageKey } from '@/i18n/keys.ts';
import type { MessagePack } from '@/i18n/keys.ts';
import { pluralCategories, PLURAL_CATEGORIES } from '@/i18n/plural.ts';
import { LOCALES, messagesFor, PACK_LOCALES } from '@/i18n/server-messages.ts';
import en from '@/locales/en_US.json';

const SUFFIX = new RegExp(`_(${PLURAL_CATEGORIES.join('|')})$`);
/** A plural family's base (`switcher.learners` for `switcher.learners_one`), or the key itself. */
const baseOf = (key: string) => key.replace(SUFFIX, '');
const isPlural = (key: string, keys: string[]) =>
  key !== baseOf(key) && keys.includes(`${baseOf(key)}_other`);
/**
 * The keys `lang` must have, given English's: a plural family has exactly the CLDR categories of the language
 * (ar six, ru and pl four, es, fr and pt three, zh, ja and ko one); every other key as in English.
 */
function expectedKeys(englishKeys: string[], lang: string): string[] {
  const out = new Set<string>();
  for (const key of englishKeys) {
    if (!isPlural(key, englishKeys)) out.add(key);
    else for (const category of pluralCategories(lang)) out.add(`${baseOf(key)}_${category}`);
  }
  return [...out].sort();
}
/** The English text a key of `lang` is compared with: a category English lacks compares with its `_other`. */
const englishOf = (english: Record<string, string>, key: string) =>
  english[key] ?? english[`${baseOf(key)}_other`] ?? '';
/** A plural form may spell its number out ("متعلّم واحد"): it uses no variable English lacks, `_other` all of them. */
function expectSameVariables(english: Record<string, string>, key: string, value: string, label: string) {
  const vars = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort();
  const theirs = vars(englishOf(english, key));
  if (key === baseOf(key) || key.endsWith('_other')) expect(vars(value), label).toEqual(theirs);
  else for (const name of vars(value)) expect(theirs, label).toContain(name);
}

const enKeys = Object.keys(en).sort();

/**
 * Keys whose value may legitimately equal English in another locale. Keep this list short and justified:
 * - app.name: the product brand "Portico" is never translated;
 * - app.documentTitle: a pure interpolation template ("{{page}} · {{site}}") with no words in it.
 */
const SAME_AS_ENGLISH_ALLOWED: ReadonlySet<MessageKey> = new Set<MessageKey>([
  'app.name',
  'app.documentTitle',
  // The rich-text toolbar (issue 24): "Link" is the German, Polish and Portuguese word, "Image" the French one.
  'richText.link',
  'richText.image',
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
  // Creation pack (issue 25): "Video" is the German and Turkish word; "Document (PDF)", "Article", "Application"
  // and "Description" the French ones.
  'creation.kind.video',
  'creation.kind.document',
  'creation.kind.article',
  'creation.kind.application',
  'creation.course.description',
  // "1 signature(s)" is the French word too (a plural family: its forms compare with the English forms).
  'console.agreements.signatures',
  // Issue 24: "{{count}} point(s)", "minute(s)", "question(s)" are the French words too (plural families).
  'exam.question.points',
  'exam.info.minutes',
  'exam.info.questionCount',
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
  // Console exams (issue 24): a pure interpolation template; "Version", "Option {{key}}", "Problem" are the German
  // words (and French, Polish); "Actions", "Questions", "Points", "Description", "Question n" are the French words.
  'console.exams.categoryCount',
  'console.exams.version',
  'console.exams.option',
  'console.exams.problem',
  'console.exams.actions',
  'console.exams.questions',
  'console.exams.points',
  'console.exams.description',
  'console.exams.questionNumber',
  'console.exams.total',
  'console.exams.questionCount',
]);

describe('locales', () => {
  it('has a file for every supported language', () => {
    expect(Object.keys(LOCALES).sort()).toEqual([...SUPPORTED_LANGUAGES].sort());
  });

  it.each(SUPPORTED_LANGUAGES)('%s has exactly the en_US key set and no empty values', (lang) => {
    const messages = LOCALES[lang] as Record<string, unknown>;
    expect(Object.keys(messages).sort()).toEqual(expectedKeys(enKeys, lang));
    for (const [key, value] of Object.entries(messages)) {
      expect(typeof value, key).toBe('string');
      expect((value as string).trim(), key).not.toBe('');
    }
  });

  it.each(SUPPORTED_LANGUAGES.filter((l) => l !== 'en_US'))('%s translates every key', (lang) => {
    const messages = LOCALES[lang] as Record<string, string>;
    const untranslated = Object.keys(messages).filter(
      (key) =>
        messages[key] === englishOf(en, key) && !SAME_AS_ENGLISH_ALLOWED.has(baseOf(key) as MessageKey),
    );
    expect(untranslated).toEqual([]);
  });

  it.each(SUPPORTED_LANGUAGES)('%s keeps the interpolation variables of English', (lang) => {
    const messages = LOCALES[lang] as Record<string, string>;
    for (const [key, value] of Object.entries(messages))
      expectSameVariables(en, key, value, `${lang} ${key}`);
  });

  it('merges the page language over the English fallback', () => {
    const zh = messagesFor('zh_CN');
    expect(zh['header.login']).toBe('登录');
    // English's extra plural forms (`_one`) come along; Chinese never selects them.
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
      expect(Object.keys(messages).sort()).toEqual(expectedKeys(packKeys, lang));
      for (const [key, value] of Object.entries(messages)) {
        expect(value.trim(), key).not.toBe('');
        expectSameVariables(packEn, key, value, `${lang} ${key}`);
        if (lang !== 'en_US' && !SAME_AS_ENGLISH_ALLOWED.has(baseOf(key) as MessageKey)) {
          expect(value, `${lang} ${key} is still English`).not.toBe(englishOf(packEn, key));
        }
      }
    },
  );

  it('travels only when asked for', () => {
    const first = packKeys[0] as keyof ReturnType<typeof messagesFor>;
    expect(messagesFor('ar_SA')[first]).toBeUndefined();
    expect(messagesFor('ar_SA', [pack])[first]).toBe(locales.ar_SA[first]);
  });
});
