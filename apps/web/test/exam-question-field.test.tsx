/**
 * Issue 24: every question kind is real form controls with labels — radios for single choice and true/false,
 * checkboxes for multiple choice, one labelled text input per blank, a labelled textarea for essays — and each
 * change hands the page the answer in the wire's shape.
 */
import type { AnswerValue } from '@portico/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  QuestionField,
  isAnswered,
  type FieldQuestion,
} from '@/features/exams/components/question-field.tsx';
import { Providers } from './client-helpers.tsx';
import { makeBootstrap, SCHOOL_ID } from './fixtures/bootstrap.ts';

const bootstrap = makeBootstrap(`/iexam/${SCHOOL_ID}/examContent?examId=1&sxz-lang=en_US`);

const base = { points: 2, partialCredit: null, blankCount: 0, options: [] as FieldQuestion['options'] };
const options = [
  { key: 'A', text: '<p>Paris</p>' },
  { key: 'B', text: 'Lyon' },
  { key: 'C', text: 'Nice' },
];

function Harness({
  question,
  onAnswer,
}: {
  question: FieldQuestion;
  onAnswer: (value: AnswerValue) => void;
}) {
  const [value, setValue] = useState<AnswerValue | undefined>(undefined);
  return (
    <Providers bootstrap={bootstrap} packs={['learning']}>
      <QuestionField
        question={question}
        value={value}
        onChange={(next) => {
          setValue(next);
          onAnswer(next);
        }}
      />
    </Providers>
  );
}

afterEach(cleanup);

describe('QuestionField', () => {
  it('single choice: labelled radios in a group named by the question', () => {
    const onAnswer = vi.fn();
    render(
      <Harness
        question={{ ...base, position: 3, kind: 'single', stem: 'Capital?', options }}
        onAnswer={onAnswer}
      />,
    );
    const group = screen.getByRole('group', { name: /Question 3/ });
    expect(group.textContent).toContain('Capital?');
    fireEvent.click(screen.getByRole('radio', { name: 'A. Paris' }));
    expect(onAnswer).toHaveBeenLastCalledWith({ kind: 'single', choice: 'A' });
    expect((screen.getByRole('radio', { name: 'A. Paris' }) as HTMLInputElement).checked).toBe(true);
  });

  it('multiple choice: checkboxes add and remove choices in key order, and state the credit rule', () => {
    const onAnswer = vi.fn();
    render(
      <Harness
        question={{
          ...base,
          position: 1,
          kind: 'multiple',
          stem: 'Cities',
          options,
          partialCredit: 'proportional',
        }}
        onAnswer={onAnswer}
      />,
    );
    expect(screen.getByText(/scores in proportion/)).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'C. Nice' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'A. Paris' }));
    expect(onAnswer).toHaveBeenLastCalledWith({ kind: 'multiple', choices: ['A', 'C'] });
    fireEvent.click(screen.getByRole('checkbox', { name: 'C. Nice' }));
    expect(onAnswer).toHaveBeenLastCalledWith({ kind: 'multiple', choices: ['A'] });
  });

  it('true/false: two labelled radios', () => {
    const onAnswer = vi.fn();
    render(
      <Harness
        question={{ ...base, position: 2, kind: 'truefalse', stem: 'Sky is blue' }}
        onAnswer={onAnswer}
      />,
    );
    fireEvent.click(screen.getByRole('radio', { name: 'False' }));
    expect(onAnswer).toHaveBeenLastCalledWith({ kind: 'truefalse', value: false });
  });

  it('blanks: one labelled input per blank, the answer keeps every blank in order', () => {
    const onAnswer = vi.fn();
    render(
      <Harness
        question={{ ...base, position: 4, kind: 'blank', stem: '_ and _', blankCount: 2 }}
        onAnswer={onAnswer}
      />,
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Blank 2' }), { target: { value: 'two' } });
    expect(onAnswer).toHaveBeenLastCalledWith({ kind: 'blank', blanks: ['', 'two'] });
    fireEvent.change(screen.getByRole('textbox', { name: 'Blank 1' }), { target: { value: 'one' } });
    expect(onAnswer).toHaveBeenLastCalledWith({ kind: 'blank', blanks: ['one', 'two'] });
  });

  it('essay: a labelled textarea', () => {
    const onAnswer = vi.fn();
    render(
      <Harness question={{ ...base, position: 5, kind: 'essay', stem: 'Discuss' }} onAnswer={onAnswer} />,
    );
    const box = screen.getByRole('textbox', { name: 'Your answer' });
    expect(box.tagName).toBe('TEXTAREA');
    fireEvent.change(box, { target: { value: 'My essay' } });
    expect(onAnswer).toHaveBeenLastCalledWith({ kind: 'essay', text: 'My essay' });
  });

  it('counts a question answered only when something was given', () => {
    expect(isAnswered(undefined)).toBe(false);
    expect(isAnswered({ kind: 'multiple', choices: [] })).toBe(false);
    expect(isAnswered({ kind: 'blank', blanks: [' ', ''] })).toBe(false);
    expect(isAnswered({ kind: 'essay', text: '  ' })).toBe(false);
    expect(isAnswered({ kind: 'truefalse', value: false })).toBe(true);
    expect(isAnswered({ kind: 'blank', blanks: ['', 'x'] })).toBe(true);
  });
});
