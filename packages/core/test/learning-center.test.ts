import { describe, expect, it } from 'vitest';
import { enrolmentStatus, privateCenterSection, taskState } from '../src/index.ts';

describe('privateCenterSection (spec §2 type values, issue 23 item 6)', () => {
  it('gives every type of the spec a real section', () => {
    expect(privateCenterSection(null)).toBe('courses');
    expect(privateCenterSection('studyCenter_MyCourse')).toBe('courses');
    expect(privateCenterSection('studyCenter_LearningData')).toBe('study-data');
    expect(privateCenterSection('personalCenter_StudyData')).toBe('study-data');
    for (const type of ['studyCenter_MyTask', 'studyCenter_JobStudy', 'studyCenter_LearningTask']) {
      expect(privateCenterSection(type)).toBe('tasks');
    }
    expect(privateCenterSection('studyCenter_MyLive')).toBe('live');
    expect(privateCenterSection('studyCenter_MyExam')).toBe('exams');
    expect(privateCenterSection('studyCenter_MyClass')).toBe('classes');
    expect(privateCenterSection('personalCenter_Message')).toBe('messages');
  });
  it('keeps unknown values and inherited property names out', () => {
    for (const type of ['anything', 'toString', '__proto__', 'constructor', 'studycenter_mycourse']) {
      expect(privateCenterSection(type)).toBe('unavailable');
    }
  });
});

describe('enrolmentStatus', () => {
  it('accepts the three filters and falls back to all', () => {
    expect(enrolmentStatus('in-progress')).toBe('in-progress');
    expect(enrolmentStatus('completed')).toBe('completed');
    expect(enrolmentStatus('all')).toBe('all');
    for (const value of [null, undefined, '', 'done', 'COMPLETED', 'toString']) {
      expect(enrolmentStatus(value)).toBe('all');
    }
  });
});

describe('taskState', () => {
  const now = new Date('2026-05-10T12:00:00.000Z');
  const base = { completed: false, courseProgress: null, dueAt: null, now };
  it('not started until the course has progress, then in progress', () => {
    expect(taskState(base)).toBe('not-started');
    expect(taskState({ ...base, courseProgress: 0 })).toBe('not-started');
    expect(taskState({ ...base, courseProgress: 1 })).toBe('in-progress');
    expect(taskState({ ...base, courseProgress: 99 })).toBe('in-progress');
  });
  it('completed by its record or by a complete course, even after the due date', () => {
    expect(taskState({ ...base, completed: true })).toBe('completed');
    expect(taskState({ ...base, courseProgress: 100 })).toBe('completed');
    expect(taskState({ ...base, courseProgress: 100, dueAt: '2026-05-01T00:00:00.000Z' })).toBe('completed');
  });
  it('overdue once the due time passed, at the boundary not before', () => {
    expect(taskState({ ...base, dueAt: '2026-05-10T12:00:00.000Z' })).toBe('not-started');
    expect(taskState({ ...base, dueAt: '2026-05-10T11:59:59.999Z' })).toBe('overdue');
    expect(taskState({ ...base, courseProgress: 50, dueAt: '2026-05-09T00:00:00.000Z' })).toBe('overdue');
    expect(taskState({ ...base, courseProgress: 50, dueAt: '2026-06-01T00:00:00.000Z' })).toBe('in-progress');
    expect(taskState({ ...base, dueAt: 'not a date' })).toBe('not-started');
  });
});
