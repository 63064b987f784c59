/** Issue 24: grading (partial credit, blank normalisation), answer and question checks, seeded papers, the clock. */
import { describe, expect, it } from 'vitest';
import {
  EXAM_RULES,
  blankCountOf,
  deadlineAt,
  drawPaper,
  gradeAnswer,
  isOverdue,
  isPassing,
  normalizeBlank,
  optionOrder,
  percentOf,
  remainingSeconds,
  reviewOpensAt,
  reviewVisible,
  seededRandom,
  submitterOf,
  validateAnswer,
  validateQuestion,
  windowState,
  writeAllowed,
  type AnswerKey,
} from '../src/index.ts';

const options = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ key: 'ABCDEFGHIJ'[index] as string, text: `o${index}` }));

describe('gradeAnswer', () => {
  it('scores single choice and true/false all or nothing', () => {
    expect(gradeAnswer({ kind: 'single', choice: 'B' }, { kind: 'single', choice: 'B' }, 500)).toEqual({
      awardedX100: 500,
      correct: true,
    });
    expect(gradeAnswer({ kind: 'single', choice: 'B' }, { kind: 'single', choice: 'A' }, 500)).toEqual({
      awardedX100: 0,
      correct: false,
    });
    expect(
      gradeAnswer({ kind: 'truefalse', value: false }, { kind: 'truefalse', value: false }, 200).awardedX100,
    ).toBe(200);
    expect(
      gradeAnswer({ kind: 'truefalse', value: false }, { kind: 'truefalse', value: true }, 200).awardedX100,
    ).toBe(0);
  });

  it('gives nothing for a missing answer or an answer of another kind', () => {
    expect(gradeAnswer({ kind: 'single', choice: 'A' }, undefined, 100)).toEqual({
      awardedX100: 0,
      correct: false,
    });
    expect(
      gradeAnswer({ kind: 'single', choice: 'A' }, { kind: 'truefalse', value: true }, 100).awardedX100,
    ).toBe(0);
  });

  it('leaves essays to a grader', () => {
    expect(gradeAnswer({ kind: 'essay' }, { kind: 'essay', text: 'x' }, 1000)).toEqual({
      awardedX100: null,
      correct: null,
    });
  });

  const all: AnswerKey = { kind: 'multiple', choices: ['A', 'C', 'D'], partialCredit: 'all_or_nothing' };
  const part: AnswerKey = { kind: 'multiple', choices: ['A', 'C', 'D'], partialCredit: 'proportional' };
  const pick = (...choices: string[]) => ({ kind: 'multiple' as const, choices });

  it('multiple, all or nothing: only the exact set scores, in any order', () => {
    expect(gradeAnswer(all, pick('D', 'A', 'C'), 600)).toEqual({ awardedX100: 600, correct: true });
    expect(gradeAnswer(all, pick('A', 'C'), 600)).toEqual({ awardedX100: 0, correct: false });
    expect(gradeAnswer(all, pick('A', 'B', 'C', 'D'), 600).awardedX100).toBe(0);
  });

  it('multiple, proportional: (right − wrong) / right total, never below zero', () => {
    expect(gradeAnswer(part, pick('A', 'C', 'D'), 600)).toEqual({ awardedX100: 600, correct: true });
    expect(gradeAnswer(part, pick('A', 'C'), 600)).toEqual({ awardedX100: 400, correct: false });
    expect(gradeAnswer(part, pick('A', 'C', 'B'), 600).awardedX100).toBe(200);
    expect(gradeAnswer(part, pick('A', 'B'), 600).awardedX100).toBe(0);
    expect(gradeAnswer(part, pick('B', 'E'), 600).awardedX100).toBe(0);
    expect(gradeAnswer(part, pick(), 600).awardedX100).toBe(0);
    // A duplicated pick counts once.
    expect(gradeAnswer(part, pick('A', 'A'), 600).awardedX100).toBe(200);
  });

  it('blanks: trimmed, full-width folded, whitespace collapsed, case folded; points split per blank', () => {
    const key: AnswerKey = { kind: 'blank', blanks: [['Paris'], ['H2O', 'water']], caseSensitive: false };
    const blanks = (...values: string[]) => ({ kind: 'blank' as const, blanks: values });
    expect(gradeAnswer(key, blanks('  paris ', 'ＷＡＴＥＲ'), 400)).toEqual({
      awardedX100: 400,
      correct: true,
    });
    expect(gradeAnswer(key, blanks('Paris', 'milk'), 400)).toEqual({ awardedX100: 200, correct: false });
    expect(gradeAnswer(key, blanks('Paris'), 400).awardedX100).toBe(200);
    expect(gradeAnswer(key, blanks('', ''), 400).awardedX100).toBe(0);
    const spaced: AnswerKey = { kind: 'blank', blanks: [['New York']], caseSensitive: false };
    expect(gradeAnswer(spaced, blanks('new \t  york'), 100).correct).toBe(true);
  });

  it('blanks: case matters when the key says so', () => {
    const key: AnswerKey = { kind: 'blank', blanks: [['NaCl']], caseSensitive: true };
    expect(gradeAnswer(key, { kind: 'blank', blanks: ['NaCl'] }, 100).correct).toBe(true);
    expect(gradeAnswer(key, { kind: 'blank', blanks: ['nacl'] }, 100).correct).toBe(false);
    expect(gradeAnswer(key, { kind: 'blank', blanks: ['ＮａＣｌ'] }, 100).correct).toBe(true);
  });

  it('blanks: uneven splits round down so the sum never exceeds the points', () => {
    const key: AnswerKey = { kind: 'blank', blanks: [['a'], ['b'], ['c']], caseSensitive: false };
    expect(gradeAnswer(key, { kind: 'blank', blanks: ['a', 'x', 'x'] }, 100).awardedX100).toBe(33);
  });

  it('normalizeBlank folds full-width digits and ideographic spaces', () => {
    expect(normalizeBlank('　１２３　', false)).toBe('123');
    expect(normalizeBlank('A  B', true)).toBe('A B');
  });
});

describe('validateAnswer', () => {
  const choice = { kind: 'single' as const, optionKeys: ['A', 'B', 'C'], blankCount: 0 };
  it('accepts an answer that fits, refuses another kind or an unknown option', () => {
    expect(validateAnswer(choice, { kind: 'single', choice: 'C' })).toBeNull();
    expect(validateAnswer(choice, { kind: 'single', choice: 'D' })).toBe('choice');
    expect(validateAnswer(choice, { kind: 'truefalse', value: true })).toBe('kind');
  });
  it('multiple: known and distinct choices only (empty is a cleared answer)', () => {
    const shape = { ...choice, kind: 'multiple' as const };
    expect(validateAnswer(shape, { kind: 'multiple', choices: ['A', 'C'] })).toBeNull();
    expect(validateAnswer(shape, { kind: 'multiple', choices: [] })).toBeNull();
    expect(validateAnswer(shape, { kind: 'multiple', choices: ['A', 'A'] })).toBe('choices');
    expect(validateAnswer(shape, { kind: 'multiple', choices: ['Z'] })).toBe('choices');
  });
  it('blank: no more blanks than asked, each within the length limit', () => {
    const shape = { kind: 'blank' as const, optionKeys: [], blankCount: 2 };
    expect(validateAnswer(shape, { kind: 'blank', blanks: ['a', 'b'] })).toBeNull();
    expect(validateAnswer(shape, { kind: 'blank', blanks: ['a'] })).toBeNull();
    expect(validateAnswer(shape, { kind: 'blank', blanks: ['a', 'b', 'c'] })).toBe('blanks');
    expect(validateAnswer(shape, { kind: 'blank', blanks: ['x'.repeat(501)] })).toBe('blanks');
  });
  it('essay: within the length limit', () => {
    const shape = { kind: 'essay' as const, optionKeys: [], blankCount: 0 };
    expect(validateAnswer(shape, { kind: 'essay', text: 'ok' })).toBeNull();
    expect(validateAnswer(shape, { kind: 'essay', text: 'x'.repeat(20_001) })).toBe('text');
  });
});

describe('validateQuestion', () => {
  it('choice questions need 2–10 options keyed A… in order and a key naming them', () => {
    expect(
      validateQuestion({ kind: 'single', options: options(4), key: { kind: 'single', choice: 'D' } }),
    ).toBeNull();
    expect(
      validateQuestion({ kind: 'single', options: options(1), key: { kind: 'single', choice: 'A' } }),
    ).toBe('options');
    expect(
      validateQuestion({ kind: 'single', options: options(11), key: { kind: 'single', choice: 'A' } }),
    ).toBe('options');
    expect(
      validateQuestion({ kind: 'single', options: options(3), key: { kind: 'single', choice: 'D' } }),
    ).toBe('key');
    const skipped = [
      { key: 'A', text: 'a' },
      { key: 'C', text: 'c' },
    ];
    expect(validateQuestion({ kind: 'single', options: skipped, key: { kind: 'single', choice: 'A' } })).toBe(
      'options',
    );
    const blankText = [
      { key: 'A', text: 'a' },
      { key: 'B', text: '  ' },
    ];
    expect(
      validateQuestion({ kind: 'single', options: blankText, key: { kind: 'single', choice: 'A' } }),
    ).toBe('options');
  });
  it('multiple: at least one distinct existing key', () => {
    const ok = { kind: 'multiple' as const, partialCredit: 'proportional' as const };
    expect(
      validateQuestion({ kind: 'multiple', options: options(4), key: { ...ok, choices: ['A', 'B'] } }),
    ).toBeNull();
    expect(validateQuestion({ kind: 'multiple', options: options(4), key: { ...ok, choices: [] } })).toBe(
      'key',
    );
    expect(
      validateQuestion({ kind: 'multiple', options: options(4), key: { ...ok, choices: ['A', 'A'] } }),
    ).toBe('key');
    expect(validateQuestion({ kind: 'multiple', options: options(2), key: { ...ok, choices: ['C'] } })).toBe(
      'key',
    );
  });
  it('the key must be of the question kind; non-choice kinds have no options', () => {
    expect(validateQuestion({ kind: 'truefalse', options: [], key: { kind: 'single', choice: 'A' } })).toBe(
      'key',
    );
    expect(
      validateQuestion({ kind: 'truefalse', options: [], key: { kind: 'truefalse', value: true } }),
    ).toBeNull();
    expect(validateQuestion({ kind: 'essay', options: options(2), key: { kind: 'essay' } })).toBe('options');
    expect(validateQuestion({ kind: 'essay', options: [], key: { kind: 'essay' } })).toBeNull();
  });
  it('blank: every blank has at least one non-empty spelling', () => {
    const key = (blanks: string[][]): AnswerKey => ({ kind: 'blank', blanks, caseSensitive: false });
    expect(validateQuestion({ kind: 'blank', options: [], key: key([['a'], ['b', 'B']]) })).toBeNull();
    expect(validateQuestion({ kind: 'blank', options: [], key: key([]) })).toBe('key');
    expect(validateQuestion({ kind: 'blank', options: [], key: key([[]]) })).toBe('key');
    expect(validateQuestion({ kind: 'blank', options: [], key: key([['  ']]) })).toBe('key');
    expect(blankCountOf(key([['a'], ['b']]))).toBe(2);
    expect(blankCountOf({ kind: 'essay' })).toBe(0);
  });
});

describe('papers', () => {
  const bank = [
    ...['m1', 'm2', 'm3', 'm4', 'm5'].map((id) => ({ id, category: 'maths' })),
    ...['h1', 'h2', 'h3'].map((id) => ({ id, category: 'history' })),
  ];
  it('the PRNG is deterministic per seed and differs between seeds', () => {
    const a = seededRandom('s1');
    const b = seededRandom('s1');
    const c = seededRandom('s2');
    const first = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(first);
    expect([c(), c(), c()]).not.toEqual(first);
    expect(first.every((value) => value >= 0 && value < 1)).toBe(true);
  });
  it('a fixed draw keeps its order unless shuffled; shuffled is a permutation, the same per seed', () => {
    const draw = { mode: 'fixed' as const, questionIds: ['m1', 'm2', 'm3', 'm4', 'm5', 'h1', 'h2', 'h3'] };
    expect(drawPaper({ draw, bank, seed: 'x', shuffle: false })).toEqual({
      ok: true,
      questionIds: draw.questionIds,
    });
    const once = drawPaper({ draw, bank, seed: 'x', shuffle: true });
    expect(drawPaper({ draw, bank, seed: 'x', shuffle: true })).toEqual(once);
    expect(once.ok && [...once.questionIds].sort()).toEqual([...draw.questionIds].sort());
    const seeds = ['a', 'b', 'c', 'd', 'e'].map((seed) =>
      JSON.stringify(drawPaper({ draw, bank, seed, shuffle: true })),
    );
    expect(new Set(seeds).size).toBeGreaterThan(1);
  });
  it('a fixed draw naming a question not in the bank fails', () => {
    expect(
      drawPaper({ draw: { mode: 'fixed', questionIds: ['zz'] }, bank, seed: 'x', shuffle: false }),
    ).toEqual({
      ok: false,
      reason: 'missing_question',
      questionId: 'zz',
    });
  });
  it('a random draw takes N distinct questions per category, deterministically per seed', () => {
    const draw = {
      mode: 'random' as const,
      rules: [
        { category: 'maths', count: 3 },
        { category: 'history', count: 2 },
      ],
    };
    const result = drawPaper({ draw, bank, seed: 'seed-1', shuffle: false });
    expect(result).toEqual(drawPaper({ draw, bank, seed: 'seed-1', shuffle: false }));
    if (!result.ok) throw new Error('expected a paper');
    expect(new Set(result.questionIds).size).toBe(5);
    expect(result.questionIds.slice(0, 3).every((id) => id.startsWith('m'))).toBe(true);
    expect(result.questionIds.slice(3).every((id) => id.startsWith('h'))).toBe(true);
  });
  it('a random draw asking more than the pool holds says which category and how many there are', () => {
    const draw = { mode: 'random' as const, rules: [{ category: 'history', count: 4 }] };
    expect(drawPaper({ draw, bank, seed: 's', shuffle: false })).toEqual({
      ok: false,
      reason: 'pool_too_small',
      category: 'history',
      available: 3,
    });
    const twice = {
      mode: 'random' as const,
      rules: [
        { category: 'history', count: 2 },
        { category: 'history', count: 2 },
      ],
    };
    expect(drawPaper({ draw: twice, bank, seed: 's', shuffle: false })).toMatchObject({
      ok: false,
      available: 1,
    });
  });
  it('option order: unchanged without shuffle; with shuffle a permutation fixed per seed and position', () => {
    const keys = ['A', 'B', 'C', 'D', 'E', 'F'];
    expect(optionOrder(keys, 's', 1, false)).toEqual(keys);
    const order = optionOrder(keys, 's', 1, true);
    expect(optionOrder(keys, 's', 1, true)).toEqual(order);
    expect([...order].sort()).toEqual(keys);
    const positions = [1, 2, 3, 4, 5].map((position) => optionOrder(keys, 's', position, true).join(''));
    expect(new Set(positions).size).toBeGreaterThan(1);
  });
});

describe('the clock', () => {
  const start = new Date('2026-03-01T10:00:00Z');
  it('deadline: start + limit, cut at the close; null when untimed and never closing', () => {
    expect(deadlineAt({ startedAt: start, timeLimitSeconds: 1200, closesAt: null })?.toISOString()).toBe(
      '2026-03-01T10:20:00.000Z',
    );
    expect(
      deadlineAt({
        startedAt: start,
        timeLimitSeconds: 1200,
        closesAt: '2026-03-01T10:05:00Z',
      })?.toISOString(),
    ).toBe('2026-03-01T10:05:00.000Z');
    expect(
      deadlineAt({
        startedAt: start,
        timeLimitSeconds: null,
        closesAt: '2026-03-02T00:00:00Z',
      })?.toISOString(),
    ).toBe('2026-03-02T00:00:00.000Z');
    expect(deadlineAt({ startedAt: start, timeLimitSeconds: null, closesAt: null })).toBeNull();
  });
  it('writes are allowed until deadline + grace, overdue after', () => {
    const deadline = new Date('2026-03-01T10:20:00Z');
    expect(writeAllowed(new Date('2026-03-01T10:20:30Z'), deadline, 30)).toBe(true);
    expect(writeAllowed(new Date('2026-03-01T10:20:31Z'), deadline, 30)).toBe(false);
    expect(isOverdue(new Date('2026-03-01T10:20:31Z'), deadline, 30)).toBe(true);
    expect(writeAllowed(new Date('2099-01-01T00:00:00Z'), null)).toBe(true);
  });
  it('remaining seconds count down to zero, never negative; null untimed', () => {
    const deadline = new Date('2026-03-01T10:20:00Z');
    expect(remainingSeconds(start, deadline)).toBe(1200);
    expect(remainingSeconds(new Date('2026-03-01T10:19:59.400Z'), deadline)).toBe(0);
    expect(remainingSeconds(new Date('2026-03-01T10:25:00Z'), deadline)).toBe(0);
    expect(remainingSeconds(start, null)).toBeNull();
  });
  it('window: upcoming before opening, closed from the close, open between', () => {
    expect(windowState(start, '2026-03-01T11:00:00Z', null)).toBe('upcoming');
    expect(windowState(start, null, '2026-03-01T10:00:00Z')).toBe('closed');
    expect(windowState(start, '2026-03-01T09:00:00Z', '2026-03-01T11:00:00Z')).toBe('open');
    expect(windowState(start, null, null)).toBe('open');
  });
  it('review: immediately always, never never, after_close once the close passed', () => {
    expect(reviewVisible('immediately', null, start)).toBe(true);
    expect(reviewVisible('never', '2020-01-01T00:00:00Z', start)).toBe(false);
    expect(reviewVisible('after_close', '2026-03-01T11:00:00Z', start)).toBe(false);
    expect(reviewVisible('after_close', '2026-03-01T09:00:00Z', start)).toBe(true);
    expect(reviewVisible('after_close', null, start)).toBe(false);
    expect(reviewOpensAt('after_close', '2026-03-01T11:00:00Z', start)).toBe('2026-03-01T11:00:00Z');
    expect(reviewOpensAt('after_close', '2026-03-01T09:00:00Z', start)).toBeNull();
    expect(reviewOpensAt('never', null, start)).toBeNull();
  });
  it('percent and pass mark', () => {
    expect(percentOf(1500, 2000)).toBe(75);
    expect(percentOf(100, 300)).toBe(33.3);
    expect(percentOf(0, 0)).toBe(0);
    expect(isPassing(1200, 2000, 60)).toBe(true);
    expect(isPassing(1199, 2000, 60)).toBe(false);
  });
});

describe('submitterOf (a page whose timer reached zero)', () => {
  const deadline = new Date('2026-11-27T10:00:00.000Z');
  const at = (offsetMs: number) => new Date(deadline.getTime() + offsetMs);
  it('is the deadline from TIME_UP_SLACK_S before the deadline on', () => {
    expect(submitterOf({ timeUp: true, deadline, now: at(-EXAM_RULES.TIME_UP_SLACK_S * 1000) })).toBe(
      'deadline',
    );
    expect(submitterOf({ timeUp: true, deadline, now: at(-800) })).toBe('deadline');
    expect(submitterOf({ timeUp: true, deadline, now: at(20_000) })).toBe('deadline');
  });
  it('is the learner for an early claim, without the claim, or without a deadline', () => {
    expect(submitterOf({ timeUp: true, deadline, now: at(-EXAM_RULES.TIME_UP_SLACK_S * 1000 - 1) })).toBe(
      'learner',
    );
    expect(submitterOf({ timeUp: false, deadline, now: at(1000) })).toBe('learner');
    expect(submitterOf({ timeUp: undefined, deadline, now: at(1000) })).toBe('learner');
    expect(submitterOf({ timeUp: true, deadline: null, now: at(0) })).toBe('learner');
  });
});
