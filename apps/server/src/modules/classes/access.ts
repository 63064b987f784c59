/**
 * The access declarations of the class routes (issue 26 item 6): the school always travels in the path. Which
 * class a lecturer may touch (their own; an admin any of the school's) is the policy's row rule (policy.ts).
 */
import type { AccessRule } from '../../shared/access.ts';

const from = { param: 'schoolId' } as const;

export const classAccess = {
  /** The teaching center: the school's lecturers and admins (spec: lecturing permission, data.hasPermission). */
  teachers: { school: 'required', who: 'lecturer', from },
  /** The learner's classes and tasks: the school's members. */
  members: { school: 'required', who: 'member', from },
} as const satisfies Record<string, AccessRule>;
