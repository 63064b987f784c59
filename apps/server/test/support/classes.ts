/** A world for the class tests (issue 26): a school with lecturers, an admin and members; another school. */
import { CLASSES_API_PATHS, apiPath } from '@portico/contracts';
import type { Kysely } from 'kysely';
import type { App } from '../../src/app.ts';
import type { Database } from '../../src/db/schema.ts';
import { learningWorld, type LearningWorld } from './learning.ts';
import { addMember, createUser, login, type CookieJar, type TestUser } from './session.ts';
import { call } from './user-panel.ts';

export interface ClassWorld extends LearningWorld {
  lecturer: TestUser;
  lecturerJar: CookieJar;
  otherLecturerJar: CookieJar;
  adminJar: CookieJar;
  /** A lecturer of the other school. */
  foreignLecturerJar: CookieJar;
  /** A member of the other school only. */
  foreigner: TestUser;
}

export async function classWorld(app: App, db: Kysely<Database>): Promise<ClassWorld> {
  const world = await learningWorld(app, db);
  const [lecturer, otherLecturer, admin, foreignLecturer, foreigner] = await Promise.all(
    ['Lecturer', 'Other lecturer', 'Admin', 'Foreign lecturer', 'Foreigner'].map((nickName) =>
      createUser(db, { nickName }),
    ),
  );
  await addMember(db, world.school.id, lecturer!.id, 'lecturer');
  await addMember(db, world.school.id, otherLecturer!.id, 'lecturer');
  await addMember(db, world.school.id, admin!.id, 'admin');
  await addMember(db, world.other.id, foreignLecturer!.id, 'lecturer');
  await addMember(db, world.other.id, foreigner!.id);
  const jars = await Promise.all(
    [lecturer!, otherLecturer!, admin!, foreignLecturer!].map((user) =>
      login(app, user.email, user.password),
    ),
  );
  return {
    ...world,
    lecturer: lecturer!,
    lecturerJar: jars[0]!,
    otherLecturerJar: jars[1]!,
    adminJar: jars[2]!,
    foreignLecturerJar: jars[3]!,
    foreigner: foreigner!,
  };
}

export const classesUrl = (schoolId: string) => apiPath(CLASSES_API_PATHS.classes, { schoolId });
export const classUrl = (schoolId: string, classId: string) =>
  apiPath(CLASSES_API_PATHS.class, { schoolId, classId });

export async function createClass(app: App, jar: CookieJar, schoolId: string, name = 'Class A') {
  const created = await call(app, jar, 'POST', classesUrl(schoolId), { name, description: 'About A' });
  if (created.status !== 200) throw new Error(`class: ${JSON.stringify(created.body)}`);
  return created.body.data.class.id as string;
}
