import { describe, expect, it } from 'vitest';
import {
  CLASS_RULES,
  classInfoLink,
  classFieldProblem,
  classMemberColumn,
  fieldLength,
  assignmentTaskState,
} from '../src/index.ts';

const now = new Date('2026-11-27T12:00:00.000Z');
const due = '2026-11-28T00:00:00.000Z';
const past = '2026-11-27T11:59:59.000Z';

describe('class fields (spec: lecturing field 100 characters)', () => {
  it('counts characters, not UTF-16 units', () => {
    expect(fieldLength('😀'.repeat(100))).toBe(100);
    expect(classFieldProblem('😀'.repeat(100), true)).toBeNull();
    expect(classFieldProblem('班'.repeat(101), true)).toBe('too_long');
  });
  it('allows 100 and refuses the 101st', () => {
    expect(CLASS_RULES.FIELD_MAX).toBe(100);
    expect(classFieldProblem('a'.repeat(100), true)).toBeNull();
    expect(classFieldProblem('a'.repeat(101), false)).toBe('too_long');
  });
  it('needs a name but not a description', () => {
    expect(classFieldProblem('  ', true)).toBe('required');
    expect(classFieldProblem('', false)).toBeNull();
  });
});

describe('assignmentTaskState (from stored progress and results)', () => {
  it('course: not started without enrolment or progress', () => {
    expect(assignmentTaskState({ kind: 'course', dueAt: due, course: null }, now)).toBe('not-started');
    expect(
      assignmentTaskState({ kind: 'course', dueAt: due, course: { progress: 0, completedAt: null } }, now),
    ).toBe('not-started');
  });
  it('course: in progress from 1 % to 99 %', () => {
    expect(
      assignmentTaskState({ kind: 'course', dueAt: due, course: { progress: 1, completedAt: null } }, now),
    ).toBe('in-progress');
    expect(
      assignmentTaskState({ kind: 'course', dueAt: due, course: { progress: 99, completedAt: null } }, now),
    ).toBe('in-progress');
  });
  it('course: completed at 100 % or once a completion is stored, even after the due date', () => {
    expect(
      assignmentTaskState({ kind: 'course', dueAt: due, course: { progress: 100, completedAt: null } }, now),
    ).toBe('completed');
    expect(
      assignmentTaskState({ kind: 'course', dueAt: past, course: { progress: 80, completedAt: past } }, now),
    ).toBe('completed');
  });
  it('overdue one millisecond after the due date, not at it', () => {
    const facts = {
      kind: 'course' as const,
      dueAt: now.toISOString(),
      course: { progress: 50, completedAt: null },
    };
    expect(assignmentTaskState(facts, now)).toBe('in-progress');
    expect(assignmentTaskState(facts, new Date(now.getTime() + 1))).toBe('overdue');
    expect(assignmentTaskState({ kind: 'exam', dueAt: past, exam: null }, now)).toBe('overdue');
  });
  it('exam: an attempt is in progress, a pass completes', () => {
    expect(assignmentTaskState({ kind: 'exam', dueAt: due, exam: { attempts: 0, passed: false } }, now)).toBe(
      'not-started',
    );
    expect(assignmentTaskState({ kind: 'exam', dueAt: due, exam: { attempts: 2, passed: false } }, now)).toBe(
      'in-progress',
    );
    expect(assignmentTaskState({ kind: 'exam', dueAt: past, exam: { attempts: 1, passed: true } }, now)).toBe(
      'completed',
    );
  });
});

describe('classMemberColumn', () => {
  it('finds account, e-mail, user id or mobile in any spelling', () => {
    expect(classMemberColumn(['Name', 'Account'])).toBe(1);
    expect(classMemberColumn(['\uFEFFuser_id'])).toBe(0);
    expect(classMemberColumn(['name', 'E-mail'])).toBe(1);
    expect(classMemberColumn(['Mobile'])).toBe(0);
  });
  it('answers -1 without a user column', () => {
    expect(classMemberColumn(['name', 'courseId'])).toBe(-1);
  });
});

describe('classInfoLink (spec §2 /commonUsage/classInfo.htm)', () => {
  it('names the school and the class', () => {
    expect(
      classInfoLink({ schoolId: '1000000000000000001', classId: '8100000000000000001', lang: 'en_US' }),
    ).toBe(
      '/commonUsage/classInfo.htm?schoolId=1000000000000000001&classId=8100000000000000001&sxz-lang=en_US',
    );
  });
});
