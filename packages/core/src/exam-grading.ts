/**
 * Grading and answer checks (issue 24): how an objective answer scores against its key (multiple choice all or
 * nothing or proportional, blanks normalised), whether an answer fits its question, and whether a question body
 * is coherent (options keyed A…, a key that names existing options, as many blank keys as the stem's blanks).
 * Points here are ×100 integers, as stored, so half points stay exact.
 */
import { EXAM_RULES, type AnswerKey, type AnswerValue, type QuestionKind } from './exam.ts';

export const OPTION_KEYS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J'] as const;

export interface QuestionOption {
  key: string;
  text: string;
}

/** One blank normalised for comparison: NFKC (full-width → half-width), trimmed, inner whitespace collapsed, case folded unless caseSensitive. */
export function normalizeBlank(text: string, caseSensitive: boolean): string {
  const folded = text.normalize('NFKC').trim().replace(/\s+/gu, ' ');
  return caseSensitive ? folded : folded.toLocaleLowerCase('en');
}

export interface Grade {
  /** Points ×100 awarded; null while an essay waits for a grader. */
  awardedX100: number | null;
  /** Full marks; null for essays (decided by the grader) and partly right answers. */
  correct: boolean | null;
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  new Set(a).size === new Set(b).size && a.every((value) => b.includes(value));

/** Scores an answer (undefined: not answered → 0) against the key, for a question worth `pointsX100`. */
export function gradeAnswer(key: AnswerKey, answer: AnswerValue | undefined, pointsX100: number): Grade {
  if (key.kind === 'essay') return { awardedX100: null, correct: null };
  if (!answer || answer.kind !== key.kind) return { awardedX100: 0, correct: false };
  const full = (right: boolean): Grade => ({ awardedX100: right ? pointsX100 : 0, correct: right });
  switch (key.kind) {
    case 'single':
      return full(answer.kind === 'single' && answer.choice === key.choice);
    case 'truefalse':
      return full(answer.kind === 'truefalse' && answer.value === key.value);
    case 'multiple': {
      const picked = answer.kind === 'multiple' ? [...new Set(answer.choices)] : [];
      if (sameSet(picked, key.choices)) return full(true);
      if (key.partialCredit === 'all_or_nothing') return full(false);
      const right = picked.filter((choice) => key.choices.includes(choice)).length;
      const wrong = picked.length - right;
      const share = Math.max(0, right - wrong) / key.choices.length;
      return { awardedX100: Math.floor(share * pointsX100), correct: false };
    }
    case 'blank': {
      const given = answer.kind === 'blank' ? answer.blanks : [];
      const count = key.blanks.length;
      const rightFlags = key.blanks.map((accepted, index) => {
        const value = normalizeBlank(given[index] ?? '', key.caseSensitive);
        return (
          value !== '' && accepted.some((spelling) => normalizeBlank(spelling, key.caseSensitive) === value)
        );
      });
      const rightCount = rightFlags.filter(Boolean).length;
      if (rightCount === count) return full(true);
      return { awardedX100: Math.floor((pointsX100 * rightCount) / count), correct: false };
    }
  }
}

/** What the paper needs of a question to check an answer: its kind, option keys and blank count. */
export interface AnswerShape {
  kind: QuestionKind;
  optionKeys: readonly string[];
  blankCount: number;
}

/** Why an answer does not fit its question (null: it fits). */
export function validateAnswer(shape: AnswerShape, answer: AnswerValue): string | null {
  if (answer.kind !== shape.kind) return 'kind';
  switch (answer.kind) {
    case 'single':
      return shape.optionKeys.includes(answer.choice) ? null : 'choice';
    case 'multiple':
      if (new Set(answer.choices).size !== answer.choices.length) return 'choices';
      return answer.choices.every((choice) => shape.optionKeys.includes(choice)) ? null : 'choices';
    case 'truefalse':
      return null;
    case 'blank':
      if (answer.blanks.length > shape.blankCount) return 'blanks';
      return answer.blanks.every((text) => text.length <= EXAM_RULES.MAX_BLANK_CHARS) ? null : 'blanks';
    case 'essay':
      return answer.text.length <= EXAM_RULES.MAX_ESSAY_CHARS ? null : 'text';
  }
}

export interface QuestionDraft {
  kind: QuestionKind;
  options: readonly QuestionOption[];
  key: AnswerKey;
}

/** Why a question body is incoherent: the field at fault (null: it is sound). */
export function validateQuestion(draft: QuestionDraft): string | null {
  const { kind, options, key } = draft;
  if (key.kind !== kind) return 'key';
  const choice = kind === 'single' || kind === 'multiple';
  if (!choice) return options.length === 0 ? validateKeyOnly(key) : 'options';
  if (options.length < EXAM_RULES.MIN_OPTIONS || options.length > EXAM_RULES.MAX_OPTIONS) return 'options';
  if (options.some((option, index) => option.key !== OPTION_KEYS[index])) return 'options';
  if (options.some((option) => option.text.trim() === '')) return 'options';
  const keys = options.map((option) => option.key);
  if (key.kind === 'single') return keys.includes(key.choice) ? null : 'key';
  if (key.kind === 'multiple') {
    if (key.choices.length === 0 || new Set(key.choices).size !== key.choices.length) return 'key';
    return key.choices.every((value) => keys.includes(value)) ? null : 'key';
  }
  return 'key';
}

function validateKeyOnly(key: AnswerKey): string | null {
  if (key.kind !== 'blank') return null;
  if (key.blanks.length === 0 || key.blanks.length > EXAM_RULES.MAX_BLANK_ANSWERS) return 'key';
  const empty = key.blanks.some(
    (accepted) => accepted.length === 0 || accepted.some((text) => normalizeBlank(text, true) === ''),
  );
  return empty ? 'key' : null;
}

/** How many blanks a question asks (0 unless a blank question). */
export function blankCountOf(key: AnswerKey): number {
  return key.kind === 'blank' ? key.blanks.length : 0;
}
