/**
 * Demo classes (issue 26, seed version 17): the demo lecturer's class in Demo Academy with the demo learner in
 * it and two assignments — the Python course the learner is part-way through (so the task shows in progress, with
 * the course's stored progress) and the Python check exam, both due in 2099 so the demo never turns overdue.
 * Version 19 (issue 26 item 3): one upcoming live session of the class (2099 too, so it stays upcoming; its join
 * link is a placeholder address of the reserved `.example` domain — we do not host meetings).
 */
import { stableId } from '../db/ids.ts';
import { demoAcademyRows } from './demo-academy.ts';
import { DEMO_EXAM_IDS } from './demo-exams.ts';
import { DEMO_IDS } from './demo-ids.ts';
import type { SeedRows } from './rows.ts';
import { SEED_EPOCH, iso } from './school-kit.ts';

const PREFIX = { class: 81, member: 82, assignment: 83, liveSession: 84 } as const;
const SCHOOL = DEMO_IDS.demoAcademy;
export const DEMO_CLASS_ID = stableId(PREFIX.class, 1);
const DUE = '2099-06-30T15:00:00.000Z';
export const DEMO_LIVE_SESSION_ID = stableId(PREFIX.liveSession, 1);

export function demoClassRows(): SeedRows {
  const python = (demoAcademyRows().courses ?? []).find((course) => course.name === 'Python 编程入门');
  if (!python) throw new Error('demo classes: the Python course is missing from Demo Academy');
  const created = iso(SEED_EPOCH - 20 * 86_400_000);
  return {
    classes: [
      {
        id: DEMO_CLASS_ID,
        school_id: SCHOOL,
        name: 'Python 2026 · 春季班',
        description: 'Python basics for the spring cohort · 春季班 Python 入门',
        lecturer_id: DEMO_IDS.teacher,
        created_at: created,
        updated_at: created,
      },
    ],
    class_members: [
      {
        id: stableId(PREFIX.member, 1),
        school_id: SCHOOL,
        class_id: DEMO_CLASS_ID,
        user_id: DEMO_IDS.learner,
        added_by: DEMO_IDS.teacher,
        joined_at: created,
        removed_at: null,
      },
    ],
    class_assignments: [
      {
        id: stableId(PREFIX.assignment, 1),
        school_id: SCHOOL,
        class_id: DEMO_CLASS_ID,
        kind: 'course',
        item_id: python.id,
        due_at: DUE,
        created_by: DEMO_IDS.teacher,
        created_at: created,
      },
      {
        id: stableId(PREFIX.assignment, 2),
        school_id: SCHOOL,
        class_id: DEMO_CLASS_ID,
        kind: 'exam',
        item_id: DEMO_EXAM_IDS.pythonCheck,
        due_at: DUE,
        created_by: DEMO_IDS.teacher,
        created_at: created,
      },
    ],
    live_sessions: [
      {
        id: DEMO_LIVE_SESSION_ID,
        school_id: SCHOOL,
        class_id: DEMO_CLASS_ID,
        title: 'Python 答疑直播 · Live Q&A',
        start_at: '2099-06-15T12:00:00.000Z',
        duration_minutes: 60,
        join_url: 'https://meet.example.com/portico-python-qa',
        created_by: DEMO_IDS.teacher,
        created_at: created,
        updated_at: created,
        cancelled_at: null,
        reminded_at: null,
      },
    ],
  };
}
