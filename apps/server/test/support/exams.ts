/** A school with a lecturer, two members and an outsider (issue 24), and a bank of one question of each kind. */
import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema.ts';
import type { App } from '../../src/app.ts';
import { addMember, createUser, login, type CookieJar } from './session.ts';
import { call, panelWorld, type PanelWorld } from './user-panel.ts';

export const qUrl = (schoolId: string, id?: string) =>
  `/api/exam/v1/${schoolId}/questions${id ? `/${id}` : ''}`;
export const examUrl = (schoolId: string, id?: string) =>
  `/api/exam/v1/${schoolId}/exams${id ? `/${id}` : ''}`;
export const infoUrl = (schoolId: string, id: string) => `/api/exam/v1/open/${schoolId}/exams/${id}`;
export const startUrl = (schoolId: string, examId: string) =>
  `/api/exam/v1/${schoolId}/exams/${examId}/attempts`;
export const attemptUrl = (schoolId: string, id: string, tail = '') =>
  `/api/exam/v1/${schoolId}/attempts/${id}${tail}`;

const choices = (...texts: string[]) => texts.map((text, index) => ({ key: 'ABCDEFGHIJ'[index]!, text }));

/** One question of each kind, 2 points each (the essay 4). */
export const QUESTIONS = {
  single: {
    kind: 'single',
    category: 'Maths',
    difficulty: 1,
    stem: '<p>2 + 2 = ?</p><script>alert(1)</script>',
    options: choices('3', '4', '5', '22'),
    key: { kind: 'single', choice: 'B' },
    explanation: '<p>Four.</p>',
    points: 2,
  },
  multiple: {
    kind: 'multiple',
    category: 'Maths',
    difficulty: 2,
    stem: 'Which are even?',
    options: choices('2', '3', '4', '5'),
    key: { kind: 'multiple', choices: ['A', 'C'], partialCredit: 'proportional' },
    explanation: '2 and 4',
    points: 2,
  },
  truefalse: {
    kind: 'truefalse',
    category: 'Maths',
    difficulty: 1,
    stem: 'Zero is even.',
    options: [],
    key: { kind: 'truefalse', value: true },
    explanation: 'Yes',
    points: 2,
  },
  blank: {
    kind: 'blank',
    category: 'Geography',
    difficulty: 1,
    stem: 'The capital of France is ___.',
    options: [],
    key: { kind: 'blank', blanks: [['Paris']], caseSensitive: false },
    explanation: 'Paris',
    points: 2,
  },
  essay: {
    kind: 'essay',
    category: 'Geography',
    difficulty: 3,
    stem: 'Describe a river.',
    options: [],
    key: { kind: 'essay' },
    explanation: 'Any river',
    points: 4,
  },
} as const;

export type QuestionName = keyof typeof QUESTIONS;

export interface ExamWorld extends PanelWorld {
  lecturerJar: CookieJar;
  /** A lecturer of the other school. */
  otherLecturerJar: CookieJar;
  questionIds: Record<QuestionName, string>;
  /** The other school's single-choice question. */
  otherQuestionId: string;
}

export async function examWorld(app: App, db: Kysely<Database>): Promise<ExamWorld> {
  const world = await panelWorld(app, db);
  const lecturer = await createUser(db, { nickName: 'Lecturer' });
  const otherLecturer = await createUser(db, { nickName: 'Other lecturer' });
  await addMember(db, world.school.id, lecturer.id, 'lecturer');
  await addMember(db, world.other.id, otherLecturer.id, 'lecturer');
  const lecturerJar = await login(app, lecturer.email, lecturer.password);
  const otherLecturerJar = await login(app, otherLecturer.email, otherLecturer.password);
  const questionIds = {} as Record<QuestionName, string>;
  for (const [name, body] of Object.entries(QUESTIONS)) {
    const created = await call(app, lecturerJar, 'POST', qUrl(world.school.id), body);
    if (created.status !== 200) throw new Error(`question ${name}: ${JSON.stringify(created.body)}`);
    questionIds[name as QuestionName] = created.body.data.id;
  }
  const other = await call(app, otherLecturerJar, 'POST', qUrl(world.other.id), QUESTIONS.single);
  return { ...world, lecturerJar, otherLecturerJar, questionIds, otherQuestionId: other.body.data.id };
}

export function examBody(questionIds: string[], overrides: Record<string, unknown> = {}) {
  return {
    title: 'Unit test',
    description: '<p>About units</p>',
    opensAt: null,
    closesAt: null,
    timeLimitMinutes: 20,
    attemptsAllowed: 2,
    passMark: 60,
    draw: { mode: 'fixed', questionIds },
    shuffle: false,
    reviewPolicy: 'immediately',
    published: true,
    ...overrides,
  };
}

export async function createExam(app: App, world: ExamWorld, overrides: Record<string, unknown> = {}) {
  const ids = Object.values(world.questionIds);
  const created = await call(
    app,
    world.lecturerJar,
    'POST',
    examUrl(world.school.id),
    examBody(ids, overrides),
  );
  if (created.status !== 200) throw new Error(`exam: ${JSON.stringify(created.body)}`);
  return created.body.data.id as string;
}
