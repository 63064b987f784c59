/** The access declarations of the exam routes (issue 24): the school always travels in the path. */
import type { AccessRule } from '../../shared/access.ts';

const from = { param: 'schoolId' } as const;

export const examAccess = {
  /** The bank, settings and grading queue: the school's lecturers and admins. */
  managers: { school: 'required', who: 'lecturer', from },
  /** Exam info and the practice list: anyone who may see the school (visitors are asked to log in). */
  open: { school: 'required', who: 'viewer', from },
  /** Attempts and practice: signed-in users; membership is checked by the handler (EXAM_MEMBERS_ONLY). */
  user: { school: 'required', who: 'user', from },
} as const satisfies Record<string, AccessRule>;
