/**
 * The exam settings form's state and rules (issue 24): times as the browser's local datetime inputs, the limit
 * and counts as typed text, the draw as either picked question ids or category rules — turned into the contract's
 * ExamSettingsBody, with each field's problem as a message key (the server checks again: EXAM_SETTINGS_INVALID).
 */
import type { ExamSettings, ManagedExam } from '@portico/contracts';
import { EXAM_RULES, type ReviewPolicy } from '@portico/core';
import type { MessageKey } from '@/i18n/keys.ts';
import { fromLocalInput, toLocalInput } from '@/lib/local-datetime.ts';

export interface ExamDraft {
  title: string;
  description: string;
  opensAt: string;
  closesAt: string;
  /** Minutes; '' untimed. */
  timeLimit: string;
  attempts: string;
  passMark: string;
  mode: 'fixed' | 'random';
  questionIds: string[];
  rules: { category: string; count: string }[];
  shuffle: boolean;
  reviewPolicy: ReviewPolicy;
  published: boolean;
}

export type ExamErrors = Partial<
  Record<'title' | 'closesAt' | 'timeLimit' | 'attempts' | 'passMark' | 'draw', MessageKey>
>;

export function emptyExam(): ExamDraft {
  return {
    title: '',
    description: '',
    opensAt: '',
    closesAt: '',
    timeLimit: '',
    attempts: '1',
    passMark: '60',
    mode: 'fixed',
    questionIds: [],
    rules: [{ category: '', count: '1' }],
    shuffle: false,
    reviewPolicy: 'immediately',
    published: false,
  };
}

export function examDraftOf(exam: ManagedExam): ExamDraft {
  return {
    title: exam.title,
    description: exam.description,
    opensAt: exam.opensAt ? toLocalInput(exam.opensAt) : '',
    closesAt: exam.closesAt ? toLocalInput(exam.closesAt) : '',
    timeLimit: exam.timeLimitMinutes === null ? '' : String(exam.timeLimitMinutes),
    attempts: String(exam.attemptsAllowed),
    passMark: String(exam.passMark),
    mode: exam.draw.mode,
    questionIds: exam.draw.mode === 'fixed' ? [...exam.draw.questionIds] : [],
    rules:
      exam.draw.mode === 'random'
        ? exam.draw.rules.map((rule) => ({ category: rule.category, count: String(rule.count) }))
        : [{ category: '', count: '1' }],
    shuffle: exam.shuffle,
    reviewPolicy: exam.reviewPolicy,
    published: exam.published,
  };
}

const whole = (text: string, min: number, max: number) => {
  const value = Number(text);
  return text.trim() !== '' && Number.isInteger(value) && value >= min && value <= max;
};

export function validateExam(draft: ExamDraft): ExamErrors {
  const errors: ExamErrors = {};
  if (!draft.title.trim()) errors.title = 'console.exams.rule.required';
  if (draft.opensAt && draft.closesAt && fromLocalInput(draft.closesAt) <= fromLocalInput(draft.opensAt))
    errors.closesAt = 'console.exams.rule.window';
  if (draft.timeLimit.trim() && !whole(draft.timeLimit, 1, EXAM_RULES.MAX_TIME_LIMIT_S / 60))
    errors.timeLimit = 'console.exams.rule.number';
  if (!whole(draft.attempts, 1, EXAM_RULES.MAX_ATTEMPTS)) errors.attempts = 'console.exams.rule.number';
  if (!whole(draft.passMark, 0, 100)) errors.passMark = 'console.exams.rule.number';
  if (draft.mode === 'fixed' && draft.questionIds.length === 0) errors.draw = 'console.exams.rule.pick';
  if (
    draft.mode === 'random' &&
    (draft.rules.length === 0 ||
      draft.rules.some(
        (rule) => !rule.category.trim() || !whole(rule.count, 1, EXAM_RULES.MAX_QUESTIONS_PER_EXAM),
      ))
  )
    errors.draw = 'console.exams.rule.rules';
  return errors;
}

export function examBodyOf(draft: ExamDraft): ExamSettings {
  return {
    title: draft.title.trim(),
    description: draft.description.trim(),
    opensAt: draft.opensAt ? fromLocalInput(draft.opensAt) || null : null,
    closesAt: draft.closesAt ? fromLocalInput(draft.closesAt) || null : null,
    timeLimitMinutes: draft.timeLimit.trim() ? Number(draft.timeLimit) : null,
    attemptsAllowed: Number(draft.attempts),
    passMark: Number(draft.passMark),
    draw:
      draft.mode === 'fixed'
        ? { mode: 'fixed', questionIds: draft.questionIds }
        : {
            mode: 'random',
            rules: draft.rules.map((rule) => ({ category: rule.category.trim(), count: Number(rule.count) })),
          },
    shuffle: draft.shuffle,
    reviewPolicy: draft.reviewPolicy,
    published: draft.published,
  };
}
