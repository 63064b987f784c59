/**
 * The question spreadsheet's rows (issue 24): a header row naming the columns (any order, any case), then one
 * question per non-blank row. Every row is checked and every problem reported as { row, column, code } — the row
 * as the author sees it in the spreadsheet (the header is 1) — so the author fixes the whole file in one go.
 *
 * The key column by kind: single `B`; multiple `A,C`; truefalse `true`/`false`; blank one cell per blank separated
 * by `;`, accepted spellings of a blank by `|` (`Paris|paris;France`); essay empty.
 */
import { EXAM_RULES, OPTION_KEYS, isQuestionKind, validateQuestion, type QuestionKind } from '@portico/core';
import { QuestionBody, type ImportRowError, type QuestionInput } from '@portico/contracts';
import { Value } from 'typebox/value';

/** The template's columns, in order. */
export const IMPORT_COLUMNS = [
  'kind',
  'category',
  'difficulty',
  'points',
  'stem',
  ...OPTION_KEYS,
  'key',
  'partialCredit',
  'caseSensitive',
  'explanation',
] as const;
type Column = (typeof IMPORT_COLUMNS)[number];
const REQUIRED_COLUMNS: readonly Column[] = ['kind', 'category', 'difficulty', 'points', 'stem', 'key'];

/** Codes the console translates (console pack `examImport.codes`). */
export const IMPORT_ERROR_CODES = [
  'MISSING_COLUMN',
  'NO_ROWS',
  'TOO_MANY_ROWS',
  'REQUIRED',
  'UNKNOWN_KIND',
  'TOO_LONG',
  'BAD_NUMBER',
  'BAD_VALUE',
  'TOO_FEW_OPTIONS',
  'OPTION_GAP',
  'NOT_ALLOWED',
  'BAD_KEY',
  'INVALID',
] as const;
export type ImportErrorCode = (typeof IMPORT_ERROR_CODES)[number];

export interface ParsedImport {
  questions: QuestionInput[];
  errors: ImportRowError[];
}

const CATEGORY_MAX = 40;
const CHOICE_KINDS: readonly QuestionKind[] = ['single', 'multiple'];
const TRUE_WORDS = new Set(['true', 't', 'yes', 'y', '1']);
const FALSE_WORDS = new Set(['false', 'f', 'no', 'n', '0']);

const chars = (value: string) => Array.from(value).length;

function columnIndex(header: string[]): Map<Column, number> {
  const known = new Map(IMPORT_COLUMNS.map((name) => [name.toLowerCase(), name]));
  const index = new Map<Column, number>();
  header.forEach((cell, i) => {
    const name = known.get(cell.trim().toLowerCase());
    if (name && !index.has(name)) index.set(name, i);
  });
  return index;
}

function parseBoolean(value: string): boolean | null {
  const word = value.trim().toLowerCase();
  if (TRUE_WORDS.has(word)) return true;
  if (FALSE_WORDS.has(word)) return false;
  return null;
}

/** Checks one row; pushes its errors and answers the question when there are none. */
function readRow(
  cells: (column: Column) => string,
  report: (column: string, code: ImportErrorCode) => void,
): QuestionInput | null {
  let ok = true;
  const error = (column: string, code: ImportErrorCode) => {
    ok = false;
    report(column, code);
  };
  const kindText = cells('kind').toLowerCase();
  if (!kindText) error('kind', 'REQUIRED');
  else if (!isQuestionKind(kindText)) error('kind', 'UNKNOWN_KIND');
  const kind = isQuestionKind(kindText) ? kindText : null;

  const category = cells('category');
  if (!category) error('category', 'REQUIRED');
  else if (chars(category) > CATEGORY_MAX) error('category', 'TOO_LONG');

  const difficulty = Number(cells('difficulty'));
  if (!cells('difficulty')) error('difficulty', 'REQUIRED');
  else if (
    !Number.isInteger(difficulty) ||
    difficulty < EXAM_RULES.DIFFICULTY_MIN ||
    difficulty > EXAM_RULES.DIFFICULTY_MAX
  )
    error('difficulty', 'BAD_NUMBER');

  const points = Number(cells('points'));
  if (!cells('points')) error('points', 'REQUIRED');
  else if (
    !Number.isFinite(points) ||
    points < 0.5 ||
    points > EXAM_RULES.MAX_POINTS ||
    Math.round(points * 100) !== points * 100
  )
    error('points', 'BAD_NUMBER');

  const stem = cells('stem');
  if (!stem) error('stem', 'REQUIRED');
  else if (chars(stem) > EXAM_RULES.MAX_STEM_CHARS) error('stem', 'TOO_LONG');

  const explanation = cells('explanation');
  if (chars(explanation) > EXAM_RULES.MAX_STEM_CHARS) error('explanation', 'TOO_LONG');

  // Options: contiguous from A (a gap is a typo the author should see), only for choice kinds.
  const filled = OPTION_KEYS.filter((key) => cells(key) !== '');
  const options = filled.map((key) => ({ key, text: cells(key) }));
  for (const option of options) {
    if (chars(option.text) > EXAM_RULES.MAX_OPTION_CHARS) error(option.key, 'TOO_LONG');
  }
  const isChoice = kind !== null && CHOICE_KINDS.includes(kind);
  if (kind && !isChoice && options.length > 0) error(options[0]!.key, 'NOT_ALLOWED');
  if (isChoice) {
    if (options.length < EXAM_RULES.MIN_OPTIONS) error(OPTION_KEYS[options.length]!, 'TOO_FEW_OPTIONS');
    const gap = OPTION_KEYS.findIndex((key, i) => i < filled.length && key !== filled[i]);
    if (gap >= 0) error(OPTION_KEYS[gap]!, 'OPTION_GAP');
  }
  const optionKeys = new Set<string>(filled);

  const keyText = cells('key');
  const partialText = cells('partialCredit').toLowerCase();
  const caseText = cells('caseSensitive');
  if (partialText && kind !== 'multiple') error('partialCredit', 'NOT_ALLOWED');
  if (caseText && kind !== 'blank') error('caseSensitive', 'NOT_ALLOWED');
  let key: QuestionInput['key'] | null = null;
  if (kind === 'essay') {
    if (keyText) error('key', 'NOT_ALLOWED');
    else key = { kind: 'essay' };
  } else if (kind && !keyText) {
    error('key', 'REQUIRED');
  } else if (kind === 'single') {
    const choice = keyText.toUpperCase();
    if (optionKeys.has(choice)) key = { kind, choice };
    else error('key', 'BAD_KEY');
  } else if (kind === 'multiple') {
    const choices = [
      ...new Set(
        keyText
          .toUpperCase()
          .split(/[\s,;|]+/)
          .filter(Boolean),
      ),
    ].sort();
    const partialCredit = partialText || 'all_or_nothing';
    if (partialCredit !== 'all_or_nothing' && partialCredit !== 'proportional')
      error('partialCredit', 'BAD_VALUE');
    else if (choices.length === 0 || choices.some((choice) => !optionKeys.has(choice)))
      error('key', 'BAD_KEY');
    else key = { kind, choices, partialCredit };
  } else if (kind === 'truefalse') {
    const value = parseBoolean(keyText);
    if (value === null) error('key', 'BAD_KEY');
    else key = { kind, value };
  } else if (kind === 'blank') {
    const caseSensitive = caseText ? parseBoolean(caseText) : false;
    const blanks = keyText.split(';').map((blank) =>
      blank
        .split('|')
        .map((spelling) => spelling.trim())
        .filter(Boolean),
    );
    if (caseSensitive === null) error('caseSensitive', 'BAD_VALUE');
    if (
      blanks.length > EXAM_RULES.MAX_BLANK_ANSWERS ||
      blanks.some((spellings) => spellings.length === 0 || spellings.length > EXAM_RULES.MAX_BLANK_ANSWERS)
    )
      error('key', 'BAD_KEY');
    else if (blanks.some((spellings) => spellings.some((s) => chars(s) > EXAM_RULES.MAX_BLANK_CHARS)))
      error('key', 'TOO_LONG');
    else if (caseSensitive !== null) key = { kind, blanks, caseSensitive };
  }
  if (!ok || !kind || !key) return null;
  const question: QuestionInput = {
    kind,
    category,
    difficulty,
    stem,
    options: isChoice ? options : [],
    key,
    explanation,
    points,
  };
  // The contract's schema and core's question rule as the last word (the bank's own form is held to both).
  const fault = Value.Check(QuestionBody, question) ? validateQuestion(question) : 'stem';
  if (fault) {
    error(fault === 'options' ? 'A' : fault, 'INVALID');
    return null;
  }
  return question;
}

/** The rows of a file (header first, cells as text) → the questions, or every problem found. */
export function readQuestionRows(table: string[][]): ParsedImport {
  const numbered = table
    .map((cells, i) => ({ cells: cells.map((cell) => cell.trim()), row: i + 1 }))
    .filter(({ cells }) => cells.some((cell) => cell !== ''));
  const [header, ...body] = numbered;
  const errors: ImportRowError[] = [];
  const index = columnIndex(header?.cells ?? []);
  const missing = REQUIRED_COLUMNS.filter((column) => !index.has(column));
  if (!header || missing.length > 0) {
    const row = header?.row ?? 1;
    for (const column of header ? missing : ['kind']) errors.push({ row, column, code: 'MISSING_COLUMN' });
    return { questions: [], errors };
  }
  if (body.length === 0) return { questions: [], errors: [{ row: 2, column: '', code: 'NO_ROWS' }] };
  if (body.length > EXAM_RULES.IMPORT_MAX_ROWS) {
    const first = body[EXAM_RULES.IMPORT_MAX_ROWS]!;
    return { questions: [], errors: [{ row: first.row, column: '', code: 'TOO_MANY_ROWS' }] };
  }
  const questions: QuestionInput[] = [];
  for (const { cells, row } of body) {
    const cell = (column: Column) => {
      const i = index.get(column);
      return i === undefined ? '' : (cells[i] ?? '');
    };
    const question = readRow(cell, (column, code) => errors.push({ row, column, code }));
    if (question) questions.push(question);
  }
  return { questions: errors.length > 0 ? [] : questions, errors };
}
