/** One personal space as the API and the page bootstrap both answer it (issue 11 §4). */
import type { PersonDetails } from '@portico/contracts';
import type { Kysely } from 'kysely';
import type { Viewer } from '../../auth/viewer.ts';
import type { Database } from '../../db/schema.ts';
import type { SchoolRow } from '../../repositories/schools.ts';
import { learningSchoolIds } from '../enrolments/policy.ts';
import { listEnrolments } from '../enrolments/queries.ts';
import { presentPersonDetails } from './presenter.ts';
import { activeVip, findProfile, followCounts, isFollowing, joinedSchools } from './queries.ts';

export async function loadPersonDetails(
  db: Kysely<Database>,
  input: { school: SchoolRow; viewer: Viewer; userId: string; now?: Date },
): Promise<PersonDetails | null> {
  const { school, viewer, userId } = input;
  const now = input.now ?? new Date();
  const self = userId === viewer.userId;
  const profile = await findProfile(db, userId);
  if (!profile) return null;
  const schoolIds = await learningSchoolIds(db, school, viewer);
  const [counts, vip, followed, schools, inProgress] = await Promise.all([
    followCounts(db, school.id, userId),
    activeVip(db, userId, now.toISOString()),
    self ? false : isFollowing(db, school.id, viewer.userId, userId),
    joinedSchools(db, userId),
    listEnrolments(db, { userId, schoolIds, page: 1, pageSize: 1, inProgress: true }),
  ]);
  return presentPersonDetails({
    profile,
    counts,
    isVip: vip !== undefined,
    followed,
    self,
    // Another user's space names only the schools the viewer shares with them (privacy).
    schools: self ? schools : schools.filter((s) => viewer.memberSchoolIds.has(s.id)),
    coursesInProgress: inProgress.total,
    now,
  });
}
