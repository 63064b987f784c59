/**
 * Demo learning map (issue 26 item 5, seed version 18): Demo Academy's path for the demo learner's position
 * "Data analyst" (named by their position tasks) — stage 1 the Python course the learner is 40 % through, stage 2
 * the Pandas course and the data exam — so the learner's map opens with stage 2 locked until stage 1's course is
 * completed. The "All staff" position is left without a path for an admin to define.
 */
import { stableId } from '../db/ids.ts';
import { demoAcademyRows } from './demo-academy.ts';
import { DEMO_EXAM_IDS } from './demo-exams.ts';
import { DEMO_IDS } from './demo-ids.ts';
import type { SeedRows } from './rows.ts';
import { SEED_EPOCH, iso } from './school-kit.ts';

const PATH = 82;
export const DEMO_PATH_ID = stableId(PATH, 1);

export function demoLearningPathRows(): SeedRows {
  const courses = (demoAcademyRows().courses ?? []).filter((course) => course.status === 1);
  const idOf = (name: string) => {
    const found = courses.find((course) => course.name === name);
    if (!found) throw new Error(`demo learning path: no course ${name}`);
    return found.id;
  };
  const stages = [
    { title: 'Foundations', items: [{ kind: 'course', id: idOf('Python 编程入门'), required: true }] },
    {
      title: 'Analysis',
      items: [
        { kind: 'course', id: idOf('Data Analysis with Pandas'), required: true },
        { kind: 'exam', id: DEMO_EXAM_IDS.dataFinal, required: false },
      ],
    },
  ];
  return {
    learning_paths: [
      {
        id: DEMO_PATH_ID,
        school_id: DEMO_IDS.demoAcademy,
        position: 'Data analyst',
        title: 'Data analyst path',
        stages: JSON.stringify(stages),
        created_at: iso(SEED_EPOCH),
        updated_at: iso(SEED_EPOCH),
        updated_by: DEMO_IDS.admin,
      },
    ],
  };
}
