/**
 * The question form's state and its rules (issue 24): what the author edits (options as a list, the key as the
 * kind's own fields, blanks as one line of accepted spellings each), turned into the contract's QuestionBody, and
 * every field's problem as a message key — checked before sending, so the author sees all of them at once (the
 * server checks again: contracts QuestionBody and core validateQuestion).
 */
import type { Question, QuestionInput } from '@portico/contracts';
import { EXAM_RULES, OPTION_KEYS, type PartialCreditRule, type QuestionKind } from '@portico/core';
import type { MessageKey } from '@/i18n/keys.ts';

export interface QuestionDraft {
  kind: QuestionKind;
  category: string;
  difficulty: number;
  points: string;
  stem: string;
  explanation: string;
  /** single/multiple: option texts, keyed A… by position. */
  options: string[];
  /** single: the right letter; multiple: the right letters. */
  correct: string[];
  partialCredit: PartialCreditRule;
  truefalse: boolean;
  /** blank: one entry per blank, accepted spellings separated by "|". */
  blanks: string[];
  caseSensitive: boolean;
}

export type DraftErrors = Partial<
  Record<'category' | 'points' | 'stem' | 'options' | 'key' | 'blanks', MessageKey>
>;

export const CATEGORY_MAX = 40;
const isChoice = (kind: QuestionKind) => kind === 'single' || kind === 'multiple';

export function emptyDraft(kind: QuestionKind = 'single'): QuestionDraft {
  return {
    kind,
    category: '',
    difficulty: 1,
    points: '1',
    stem: '',
    explanation: '',
    options: ['', ''],
    correct: [],
    partialCredit: 'all_or_nothing',
    truefalse: true,
    blanks: [''],
    caseSensitive: false,
  };
}

/** A bank question as the form edits it. */
export function draftOf(question: Question): QuestionDraft {
  const draft = { ...emptyDraft(question.kind), ...pick(question) };
  const key = question.key;
  if (key.kind === 'single') draft.correct = [key.choice];
  if (key.kind === 'multiple') {
    draft.correct = [...key.choices];
    draft.partialCredit = key.partialCredit;
  }
  if (key.kind === 'truefalse') draft.truefalse = key.value;
  if (key.kind === 'blank') {
    draft.blanks = key.blanks.map((spellings) => spellings.join('|'));
    draft.caseSensitive = key.caseSensitive;
  }
  return draft;
}

function pick(question: Question) {
  return {
    category: question.category,
    difficulty: question.difficulty,
    points: String(question.points),
    stem: question.stem,
    explanation: question.explanation,
    options: question.options.length > 0 ? question.options.map((option) => option.text) : ['', ''],
  };
}

const spellingsOf = (blank: string) =>
  blank
    .split('|')
    .map((spelling) => spelling.trim())
    .filter(Boolean);

export function validateDraft(draft: QuestionDraft): DraftErrors {
  const errors: DraftErrors = {};
  if (!draft.category.trim()) errors.category = 'console.exams.rule.required';
  else if (Array.from(draft.category.trim()).length > CATEGORY_MAX)
    errors.category = 'console.exams.rule.tooLong';
  const points = Number(draft.points);
  if (
    !draft.points.trim() ||
    !Number.isFinite(points) ||
    points < 0.5 ||
    points > EXAM_RULES.MAX_POINTS ||
    Math.round(points * 100) !== points * 100
  )
    errors.points = 'console.exams.rule.points';
  if (!draft.stem.trim()) errors.stem = 'console.exams.rule.required';
  if (isChoice(draft.kind)) {
    if (draft.options.length < EXAM_RULES.MIN_OPTIONS || draft.options.some((text) => !text.trim()))
      errors.options = 'console.exams.rule.options';
    const keys = OPTION_KEYS.slice(0, draft.options.length) as readonly string[];
    const chosen = draft.correct.filter((key) => keys.includes(key));
    if (chosen.length === 0 || (draft.kind === 'single' && chosen.length !== 1))
      errors.key = 'console.exams.rule.key';
  }
  if (
    draft.kind === 'blank' &&
    (draft.blanks.length === 0 || draft.blanks.some((b) => !spellingsOf(b).length))
  )
    errors.blanks = 'console.exams.rule.blanks';
  return errors;
}

function keyOf(draft: QuestionDraft): QuestionInput['key'] {
  const keys = OPTION_KEYS.slice(0, draft.options.length) as readonly string[];
  const chosen = [...new Set(draft.correct.filter((key) => keys.includes(key)))].sort();
  switch (draft.kind) {
    case 'single':
      return { kind: 'single', choice: chosen[0] ?? 'A' };
    case 'multiple':
      return { kind: 'multiple', choices: chosen, partialCredit: draft.partialCredit };
    case 'truefalse':
      return { kind: 'truefalse', value: draft.truefalse };
    case 'blank':
      return { kind: 'blank', blanks: draft.blanks.map(spellingsOf), caseSensitive: draft.caseSensitive };
    case 'essay':
      return { kind: 'essay' };
  }
}

export function bodyOf(draft: QuestionDraft): QuestionInput {
  return {
    kind: draft.kind,
    category: draft.category.trim(),
    difficulty: draft.difficulty,
    stem: draft.stem.trim(),
    options: isChoice(draft.kind)
      ? draft.options.map((text, i) => ({ key: OPTION_KEYS[i]!, text: text.trim() }))
      : [],
    key: keyOf(draft),
    explanation: draft.explanation.trim(),
    points: Number(draft.points),
  };
}
