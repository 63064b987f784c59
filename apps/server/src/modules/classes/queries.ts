/** Reads and writes of classes, their members and assignments. Every query filters by `school_id`. */
import type { Kysely } from 'kysely';
import { newId } from '../../db/ids.ts';
import type { Database } from '../../db/schema.ts';

export type ClassRow = Awaited<ReturnType<typeof listClasses>>[number];

/** The school's classes with their lecturer's name and counts; `lecturerId` narrows to one lecturer's. */
export function listClasses(
  db: Kysely<Database>,
  schoolId: string,
  filter: { lecturerId?: string; ids?: string[] },
) {
  let query = db
    .selectFrom('classes')
    .leftJoin('users', 'users.id', 'classes.lecturer_id')
    .select([
      'classes.id',
      'classes.school_id',
      'classes.name',
      'classes.description',
      'classes.lecturer_id',
      'classes.created_at',
      'users.real_name',
      'users.nick_name',
      'users.email',
    ])
    .select((eb) => [
      eb
        .selectFrom('class_members')
        .whereRef('class_members.class_id', '=', 'classes.id')
        .where('class_members.removed_at', 'is', null)
        .select((c) => c.fn.countAll<number>().as('n'))
        .as('member_count'),
      eb
        .selectFrom('class_assignments')
        .whereRef('class_assignments.class_id', '=', 'classes.id')
        .select((c) => c.fn.countAll<number>().as('n'))
        .as('assignment_count'),
    ])
    .where('classes.school_id', '=', schoolId);
  if (filter.lecturerId !== undefined) query = query.where('classes.lecturer_id', '=', filter.lecturerId);
  if (filter.ids !== undefined) {
    if (filter.ids.length === 0) return Promise.resolve([]);
    query = query.where('classes.id', 'in', filter.ids);
  }
  return query.orderBy('classes.created_at', 'desc').orderBy('classes.id').execute();
}

export async function findClass(db: Kysely<Database>, schoolId: string, classId: string) {
  const [row] = await listClasses(db, schoolId, { ids: [classId] });
  return row ?? null;
}

export async function insertClass(
  db: Kysely<Database>,
  input: { schoolId: string; lecturerId: string; name: string; description: string },
) {
  const now = new Date().toISOString();
  const id = newId();
  await db
    .insertInto('classes')
    .values({
      id,
      school_id: input.schoolId,
      name: input.name,
      description: input.description,
      lecturer_id: input.lecturerId,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

export async function updateClass(
  db: Kysely<Database>,
  input: { schoolId: string; classId: string; name: string; description: string },
) {
  await db
    .updateTable('classes')
    .set({ name: input.name, description: input.description, updated_at: new Date().toISOString() })
    .where('school_id', '=', input.schoolId)
    .where('id', '=', input.classId)
    .execute();
}

/** The class's current members (removed ones keep their row but are not listed). */
export function classMembers(db: Kysely<Database>, schoolId: string, classId: string) {
  return db
    .selectFrom('class_members')
    .innerJoin('users', 'users.id', 'class_members.user_id')
    .select([
      'class_members.user_id',
      'class_members.joined_at',
      'users.real_name',
      'users.nick_name',
      'users.email',
      'users.mobile',
    ])
    .where('class_members.school_id', '=', schoolId)
    .where('class_members.class_id', '=', classId)
    .where('class_members.removed_at', 'is', null)
    .orderBy('class_members.joined_at')
    .orderBy('class_members.user_id')
    .execute();
}

/** Ids of the classes the user is a current member of, in this school. */
export async function classIdsOf(db: Kysely<Database>, schoolId: string, userId: string) {
  const rows = await db
    .selectFrom('class_members')
    .select('class_id')
    .where('school_id', '=', schoolId)
    .where('user_id', '=', userId)
    .where('removed_at', 'is', null)
    .execute();
  return rows.map((row) => row.class_id);
}

/** Membership rows (current or removed) of these users in the class. */
export function memberRows(db: Kysely<Database>, classId: string, userIds: string[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('class_members')
    .select(['user_id', 'removed_at'])
    .where('class_id', '=', classId)
    .where('user_id', 'in', userIds)
    .execute();
}

/** Assignments of classes, each with its course's or exam's title (empty when the item is gone). */
export function assignmentsOf(db: Kysely<Database>, schoolId: string, classIds: string[]) {
  if (classIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('class_assignments')
    .leftJoin('courses', (join) =>
      join
        .onRef('courses.id', '=', 'class_assignments.item_id')
        .on('class_assignments.kind', '=', 'course')
        .onRef('courses.school_id', '=', 'class_assignments.school_id'),
    )
    .leftJoin('exams', (join) =>
      join
        .onRef('exams.id', '=', 'class_assignments.item_id')
        .on('class_assignments.kind', '=', 'exam')
        .onRef('exams.school_id', '=', 'class_assignments.school_id'),
    )
    .select([
      'class_assignments.id',
      'class_assignments.class_id',
      'class_assignments.kind',
      'class_assignments.item_id',
      'class_assignments.due_at',
      'class_assignments.created_at',
      'courses.name as course_name',
      'exams.title as exam_title',
    ])
    .where('class_assignments.school_id', '=', schoolId)
    .where('class_assignments.class_id', 'in', classIds)
    .orderBy('class_assignments.due_at')
    .orderBy('class_assignments.id')
    .execute();
}
export type AssignmentRow = Awaited<ReturnType<typeof assignmentsOf>>[number];
