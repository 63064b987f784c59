import type { Viewer } from '../../auth/viewer.ts';
import { forbidden } from '../../shared/http-error.ts';
import type { SchoolRow } from './queries.ts';

export const CLOSED_SCHOOL_MESSAGE = 'This school is only open to its members';

/**
 * Content of a school (courses, categories, navigation, bulletin, search) is visible to everyone when the school is
 * open, and only to its members when it is closed (openSchool '0'). Name and logo stay public either way.
 */
export function canViewSchoolContent({
  school,
  viewer,
}: {
  school: SchoolRow;
  viewer: Viewer | null;
}): boolean {
  if (school.open_school !== '0') return true;
  return viewer?.memberSchoolIds.has(school.id) ?? false;
}

export function assertCanViewSchoolContent(input: { school: SchoolRow; viewer: Viewer | null }): void {
  if (!canViewSchoolContent(input)) throw forbidden(CLOSED_SCHOOL_MESSAGE);
}
