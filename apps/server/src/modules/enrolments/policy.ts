/**
 * Whose learning a school shows (issue 11 §5): the school and the sub-schools the viewer may see (a closed
 * sub-school only for its members, core's closed-school rule), never anyone else's enrolments.
 */
import type { Kysely } from 'kysely';
import { canViewSchoolContent } from '../../auth/school-access.ts';
import type { Viewer } from '../../auth/viewer.ts';
import type { Database } from '../../db/schema.ts';
import { visibleSubSchoolIds, type SchoolRow } from '../../repositories/schools.ts';

export async function learningSchoolIds(
  db: Kysely<Database>,
  school: SchoolRow,
  viewer: Viewer | null,
): Promise<string[]> {
  const subs = await visibleSubSchoolIds(db, school.id, (sub) => canViewSchoolContent(sub, viewer));
  return [school.id, ...subs];
}
