import type { ViewerMembership } from '@portico/contracts';
import { isAdminOf, isLecturerOf, isMemberOf, roleIn, type Viewer } from '../../auth/viewer.ts';

/** What the viewer may do in one school (bootstrap `membership`); null for visitors. */
export function presentMembership(viewer: Viewer | null, schoolId: string): ViewerMembership | null {
  if (!viewer) return null;
  return {
    validMember: isMemberOf(viewer, schoolId),
    admin: isAdminOf(viewer, schoolId),
    lecturer: isLecturerOf(viewer, schoolId),
    role: roleIn(viewer, schoolId),
  };
}
