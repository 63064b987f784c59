/**
 * Issue 22 item 6: every count in every locale goes through a plural family (i18n/plural.ts), so its words can
 * agree with the number — Arabic has six forms, Russian and Polish four. This guard scans every en_US pack (the
 * source of the key set; test/locales.test.ts makes each language follow it) and lists the texts that still put a
 * number in a plain key, and the call sites that name a plural family without the `count` that picks its form.
 *
 * The rule: every interpolation variable is taken for a number unless its name is in TEXT_VARIABLES (words, which
 * agree with nothing a number decides). A number may stand outside a plural family only
 * - right before a percent sign ("{{value}}%": the sign follows it, not a noun), or
 * - in a key of NOT_COUNTS: an ordinal, a position, a version or an identifier — a label, not a quantity.
 * So a new variable name fails here until someone decides which it is.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PLURAL_CATEGORIES } from '@/i18n/plural.ts';
import centerEn from '@/locales/center/en_US.json';
import communityEn from '@/locales/community/en_US.json';
import consoleEn from '@/locales/console/en_US.json';
import creationEn from '@/locales/creation/en_US.json';
import en from '@/locales/en_US.json';
import editorEn from '@/locales/editor/en_US.json';
import errorsEn from '@/locales/errors/en_US.json';
import inboxEn from '@/locales/inbox/en_US.json';
import infoEn from '@/locales/info/en_US.json';
import knowledgeEn from '@/locales/knowledge/en_US.json';
import learningEn from '@/locales/learning/en_US.json';
import searchEn from '@/locales/search/en_US.json';

const PACKS: Record<string, Record<string, string>> = {
  main: en,
  console: consoleEn,
  community: communityEn,
  learning: learningEn,
  creation: creationEn,
  center: centerEn,
  knowledge: knowledgeEn,
  errors: errorsEn,
  search: searchEn,
  info: infoEn,
  inbox: inboxEn,
  editor: editorEn,
};

/** Variables that hold words: names, titles, dates, keywords, a formatted price or duration (its unit is Intl's). */
const TEXT_VARIABLES: ReadonlySet<string> = new Set([
  'account',
  'action',
  'actor',
  'answer',
  'area',
  'article',
  'category',
  'chapter',
  'closes',
  'class',
  'code',
  'comment',
  'course',
  'date',
  'dueAt',
  'duration',
  'email',
  'field',
  'item',
  'kind',
  'keyword',
  'keywords',
  'language',
  'level',
  'name',
  'opens',
  'phone',
  'price',
  'school',
  'site',
  'stage',
  'text',
  'time',
  'title',
  'type',
  'who',
]);

/** Keys whose numbers are labels, not quantities: no noun agrees with them, in any language. */
const NOT_COUNTS: Readonly<Record<string, string>> = {
  'app.documentTitle': '{{page}} is the page title, a text',
  'feedback.imageAlt': 'ordinal: the n-th image',
  'feedback.removeImage': 'ordinal: the n-th image',
  'console.footer.column': 'ordinal: the n-th column',
  'console.footer.link': 'ordinal: the n-th link',
  'console.footer.qr': 'ordinal: the n-th QR code',
  'search.pageN': 'position: the page number',
  'pager.status': 'position: page n of the last page',
  'inbox.pageOf': 'position: page n of pages',
  'knowledge.pageOf': 'position: page n of pages',
  'learn.pdfPage': 'position: page n of pages',
  'console.navigation.moved': 'position: place n of the total',
  // Issue 27: a carousel's slide and the designer's slides and links are positions.
  'portalPages.slideOf': 'position: slide n of the total',
  'console.pages.slide': 'ordinal: the n-th slide',
  'console.pages.linkN': 'ordinal: the n-th link',
  'h5.fame.rank': 'ordinal: a place in the ranking',
  'archive.viewCertificate': 'identifier: the certificate number',
  'agreement.changesTitle': 'version number',
  'console.agreements.draft': 'version number',
  'console.agreements.publish': 'version number',
  'console.agreements.publishConfirm': 'version number',
  'console.agreements.published': 'version number',
  'console.agreements.version': 'version number',
  'exam.attemptNumber': 'ordinal: the n-th attempt',
  'exam.info.historyItem': 'ordinal: the n-th attempt',
  'exam.question.number': 'ordinal: the n-th question of the paper',
  'exam.nav.answered': 'ordinal: the n-th question of the paper',
  'exam.nav.unanswered': 'ordinal: the n-th question of the paper',
  'exam.answer.blank': 'ordinal: the n-th blank of a question',
  'o3articles.editor.tagsHint':
    'a bound with no noun after it ("at most 10"): nothing agrees with the number',
  'paths.console.total': 'a label and its value ("Paths defined: 3"), like media.pages',
  'paths.console.stageCount': 'a label and its value ("Stages: 2"), like media.pages',
  'paths.console.position': "the position's name (a job title), not a number",
  'paths.map.position': "the position's name (a job title), not a number",
  'paths.editor.moved': 'position: place n of the total',
  'paths.editor.stageN': 'ordinal: the n-th stage',
  'paths.stage.number': 'ordinal: the n-th stage',
  'paths.editor.stageTitle': 'ordinal: the n-th stage',
  'classes.form.counter': 'a label and a fraction (12 / 100), like richText.count',
  'classes.form.tooLong': 'a label and a fraction (101 / 100), like richText.tooLong',
  'errors.CLASS_FIELD_TOO_LONG': 'a label and its value ("Maximum length: 100")',
  'errors.LIVE_TITLE_TOO_LONG': 'a label and its value ("Maximum length: 100")',
  'errors.LIVE_DURATION_INVALID':
    'a label and a range ("Duration in minutes: 15–480"): the unit is in the label',
  'live.form.durationHint': 'a range under the "Duration (minutes)" label: the unit is in the label',
  'classes.list.counts': 'labels and their values ("Members: 3 · Assignments: 2")',
  'classes.members.title': 'a heading and its count in parentheses: no noun agrees with it',
  'classes.members.result':
    'labels and their values ("Added 3, already in the class 1, failed 0"): no noun agrees',
  'classes.members.rowError': 'ordinal: the n-th row of the CSV',
  'classes.assign.completed': 'a fraction ("Completed by 3 of 10"): no noun agrees with either number',
  'classes.report.shown':
    'a label and a fraction ("Members shown: 3 / 10"): no noun agrees with either number',
  'classes.grading.points': 'a label and a range ("Points: 0 – 4"): no noun agrees with the bound',
  'classes.grading.invalid': 'a range ("from 0 to 4"): no noun agrees with the bound',
  'classes.grading.question': 'ordinal: the n-th question of the paper',
  'richText.count': 'a label and a fraction (12 / 500): no noun agrees with either number',
  'richText.tooLong': 'a label and a fraction (612 / 500): no noun agrees with either number',
  'media.duration': 'a label and its value: the duration is formatted text',
  'media.pages': 'a label and its value, like course.views',
  'media.accept.video': 'a formatted size with its unit (50 MB): no noun agrees with it',
  'media.accept.document': 'a formatted size with its unit (50 MB): no noun agrees with it',
  'media.accept.scorm': 'a formatted size with its unit (50 MB): no noun agrees with it',
  'media.accept.caption': 'a formatted size with its unit (50 MB): no noun agrees with it',
  'media.accept.library': 'a formatted size with its unit (50 MB): no noun agrees with it',
  // Issue 27: the designer's course picker.
  'console.pages.courseGone': 'identifier: the course id',
  'console.pages.courseMoved': 'position: place n of the total',
  'media.error.tooLarge': 'a formatted size with its unit (50 MB): no noun agrees with it',
  'practice.progress': 'position: question n of the total',
  'practice.mistakes.practiseOne': 'ordinal: the n-th entry of the mistake book',
  'practice.mistakes.remove': 'ordinal: the n-th entry of the mistake book',
  // Issue 24: option letters, ordinals, a difficulty level and question versions are labels.
  'console.exams.option': 'identifier: the option letter',
  'console.exams.correctOption': 'identifier: the option letter',
  'console.exams.blank': 'ordinal: the n-th blank',
  'console.exams.level': 'position: difficulty level n of 5',
  'console.exams.questionNumber': 'ordinal: the n-th question of a paper',
  'console.exams.ruleCategory': 'ordinal: the n-th draw rule',
  'console.exams.ruleCount': 'ordinal: the n-th draw rule',
  'console.exams.version': 'version number',
  'console.exams.versionNote': 'version number',
  'console.exams.savedVersion': 'version number',
  // Issue 25: the creation center's positions in a list, untitled items' ordinals and course version numbers.
  'creation.dnd.picked': 'position: place n of the total',
  'creation.dnd.over': 'position: place n of the total',
  'creation.dnd.dropped': 'position: place n of the total',
  'creation.outline.untitledChapter': 'ordinal: the n-th chapter',
  'creation.outline.untitledResource': 'ordinal: the n-th resource of a chapter',
  'creation.history.version': 'version number',
  'creation.history.rollback': 'version number',
  'creation.history.confirm': 'version number',
  'creation.history.done': 'version number',
  'creation.state.published': 'version number',
  'creation.state.publishedChanged': 'version number',
};

const SUFFIX = new RegExp(`_(${PLURAL_CATEGORIES.join('|')})$`);
const isFamilyForm = (key: string, keys: Record<string, string>) =>
  SUFFIX.test(key) && `${key.replace(SUFFIX, '')}_other` in keys;
/** The variables of a text that hold a number, except one right before a percent sign. */
const numbersIn = (text: string) =>
  [...text.matchAll(/\{\{(\w+)\}\}(%?)/g)]
    .filter(([, name, percent]) => !TEXT_VARIABLES.has(name!) && percent === '')
    .map(([, name]) => name!);

const allEntries = Object.entries(PACKS).flatMap(([pack, texts]) =>
  Object.entries(texts).map(([key, text]) => ({ pack, key, text, texts })),
);

describe('counts in plural families (issue 22 item 6)', () => {
  it('no text puts a number outside a plural family', () => {
    const offenders = allEntries
      .filter(({ key, texts }) => !isFamilyForm(key, texts) && !(key in NOT_COUNTS))
      .filter(({ text }) => numbersIn(text).length > 0)
      .map(({ pack, key, text }) => `${pack} ${key}: ${text}`);
    expect(offenders).toEqual([]);
  });

  it('every exception still exists and still holds a number (no stale entry hides a new text)', () => {
    const plain = new Map(allEntries.map(({ key, text }) => [key, text]));
    const stale = Object.keys(NOT_COUNTS).filter((key) => numbersIn(plain.get(key) ?? '').length === 0);
    expect(stale).toEqual([]);
    const used = new Set(
      allEntries.flatMap(({ text }) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1])),
    );
    expect([...TEXT_VARIABLES].filter((name) => !used.has(name))).toEqual([]);
  });

  it('the guard catches a count written as plain text', () => {
    expect(numbersIn('Posts: {{count}}')).toEqual(['count']);
    expect(numbersIn('At most {{rows}} rows and {{size}} KB')).toEqual(['rows', 'size']);
    expect(numbersIn('{{value}}% done, by {{name}}')).toEqual([]);
  });
});

/** Every `.ts`/`.tsx` file under `dir`. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The argument text of each call `t('key'…)` / `ui.t('key'…)` in `code`, up to its closing parenthesis. */
function calls(code: string): { key: string; args: string }[] {
  const found: { key: string; args: string }[] = [];
  for (const match of code.matchAll(/\bt\(\s*'([\w.]+)'/g)) {
    let depth = 1;
    let end = match.index + match[0].length;
    while (end < code.length && depth > 0) {
      if (code[end] === '(') depth += 1;
      if (code[end] === ')') depth -= 1;
      end += 1;
    }
    found.push({ key: match[1]!, args: code.slice(match.index + match[0].length, end - 1) });
  }
  return found;
}

describe('call sites of plural families', () => {
  const families = new Set(
    allEntries.filter(({ key, texts }) => isFamilyForm(key, texts)).map(({ key }) => key.replace(SUFFIX, '')),
  );
  const src = join(import.meta.dirname, '../src');
  const sites = sources(src).flatMap((file) =>
    calls(readFileSync(file, 'utf8')).map((call) => ({ ...call, file: file.slice(src.length + 1) })),
  );

  it('finds the calls it checks', () => {
    expect(sites.filter(({ key }) => families.has(key)).length).toBeGreaterThan(30);
  });

  it('every literal call of a plural family passes the count that picks its form', () => {
    const missing = sites
      .filter(({ key, args }) => families.has(key) && !/\bcount\b/.test(args))
      .map(({ file, key }) => `${file}: ${key}`);
    expect(missing).toEqual([]);
  });
});
