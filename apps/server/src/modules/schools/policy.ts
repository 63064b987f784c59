import { isMemberOf, type Viewer } from '../../auth/viewer.ts';
import { forbidden, unauthorized } from '../../shared/http-error.ts';
import type { SchoolRow } from './queries.ts';

export const CLOSED_SCHOOL_MESSAGE = 'This school is only open to its members';
export const LOGIN_REQUIRED_MESSAGE = 'Please log in';

/**
 * Content of a school (courses, categories, navigation, bulletin, search) is visible to everyone when the school is
 * open, and only to its valid members when it is closed (openSchool '0'); a member of the parent school is a
 * member of its sub-schools. Name and logo stay public either way.
 */
export function canViewSchoolContent({
  school,
  viewer,
}: {
  school: SchoolRow;
  viewer: Viewer | null;
}): boolean {
  if (school.open_school !== '0') return true;
  return isMemberOf(viewer, school.id);
}

/** Closed school: visitors get 401 (log in first), logged-in non-members 403 (spec §6 privilege page). */
export function assertCanViewSchoolContent(input: { school: SchoolRow; viewer: Viewer | null }): void {
  if (canViewSchoolContent(input)) return;
  if (!input.viewer) throw unauthorized(LOGIN_REQUIRED_MESSAGE);
  throw forbidden(CLOSED_SCHOOL_MESSAGE);
}
