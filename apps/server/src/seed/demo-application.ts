/**
 * The demo's application resource (issue 23 item 4, seed version 10): an embedded exercise (`appType` h5, served
 * sandboxed from /media/demo) in the first chapter of the demo learner's "Python 编程入门", optional so the
 * course's stored progress stays what the seeded states make it. Its own id prefix: the outline counters of
 * demo-learning.ts keep their ids, so databases seeded before receive just this row.
 */
import { stableId } from '../db/ids.ts';
import { outlineRows } from './course-outline.ts';
import type { SeedRows } from './rows.ts';
import { SEED_EPOCH, iso } from './school-kit.ts';

const PREFIX_APPLICATION = 64;
export const DEMO_APPLICATION_COURSE = 'Python 编程入门';
export const DEMO_APPLICATION_TITLE = '互动练习：二进制转换';
const DEMO_APPLICATION = { appId: 'binary-practice', appType: 'h5', seconds: 20 } as const;

export function demoApplicationRows(course: { id: string; school_id: string }, chapterId: string): SeedRows {
  const { rows } = outlineRows({
    schoolId: course.school_id,
    courseId: course.id,
    chapters: [
      {
        title: '',
        resources: [
          {
            kind: 'application',
            title: DEMO_APPLICATION_TITLE,
            required: false,
            url: '/media/demo/binary-practice.html',
            durationSeconds: DEMO_APPLICATION.seconds,
            appId: DEMO_APPLICATION.appId,
            appType: DEMO_APPLICATION.appType,
          },
        ],
      },
    ],
    nextId: () => stableId(PREFIX_APPLICATION, 1),
    createdAt: iso(SEED_EPOCH),
  });
  // After the standard first chapter's three resources.
  const resources = (rows.course_resources ?? []).map((row) => ({ ...row, chapter_id: chapterId, sort: 3 }));
  return { course_resources: resources };
}
