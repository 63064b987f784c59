/** The access declarations of the authoring routes (issue 25): the school always travels in the path. */
import type { AccessRule } from '../../shared/access.ts';

const from = { param: 'schoolId' } as const;

export const authoringAccess = {
  /** Lecturers, admins and creator members of the school; which course they may edit is the handler's check. */
  creators: { school: 'required', who: 'creator', from },
  /** Reviewing (approve, reject, the queue): the school's admins. */
  reviewers: { school: 'required', who: 'admin', from },
} as const satisfies Record<string, AccessRule>;
