/**
 * The closed-school rule of core (`closedSchoolAccess`) applied to a school row and the viewer: one place for the
 * access gate, the page rules, the bootstrap and the lists that fold in sub-schools.
 */
import { closedSchoolAccess } from '@portico/core';
import type { SchoolRow } from '../repositories/schools.ts';
import { isAdminOf, isMemberOf, type Viewer } from './viewer.ts';

export type SchoolContentAccess = ReturnType<typeof closedSchoolAccess>;

type AccessSchool = Pick<SchoolRow, 'id' | 'open_school' | 'parent_open_school'> & {
  closed_at?: string | null;
};

export function schoolContentAccess(school: AccessSchool, viewer: Viewer | null): SchoolContentAccess {
  // A sub-school its parent closed (archived, console-schools/sub-schools.ts): administrators only.
  if (school.closed_at && !isAdminOf(viewer, school.id)) return viewer ? 'privilege' : 'login';
  return closedSchoolAccess({
    openSchool: school.open_school,
    parentOpenSchool: school.parent_open_school,
    loggedIn: viewer !== null,
    validMember: isMemberOf(viewer, school.id),
  });
}

/** Whether the viewer may see the school's content (courses, navigation, categories, bulletin, search…). */
export const canViewSchoolContent = (school: AccessSchool, viewer: Viewer | null): boolean =>
  schoolContentAccess(school, viewer) === 'allow';
