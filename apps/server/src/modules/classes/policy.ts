/**
 * Which class the viewer may see or manage (issue 26 items 1 and 6). The gate already decided the audience (the
 * school's lecturers and admins for the teaching center, its members for the learner's side); here is the row
 * rule: a lecturer manages only the classes they teach, the school's admins all of them; a learner sees only the
 * classes they belong to. Anything else — another lecturer's class, another school's — is not found, so a probe
 * never learns it exists.
 */
import type { Kysely } from 'kysely';
import { isAdminOf, type Viewer } from '../../auth/viewer.ts';
import type { Database } from '../../db/schema.ts';
import { fail } from '../../shared/http-error.ts';
import { classIdsOf, findClass, type ClassRow } from './queries.ts';

export const managesAll = (viewer: Viewer, schoolId: string) => isAdminOf(viewer, schoolId);

export function canManage(viewer: Viewer, row: ClassRow): boolean {
  return managesAll(viewer, row.school_id) || row.lecturer_id === viewer.userId;
}

export async function requireManagedClass(
  db: Kysely<Database>,
  viewer: Viewer,
  schoolId: string,
  classId: string,
): Promise<ClassRow> {
  const row = await findClass(db, schoolId, classId);
  if (!row || !canManage(viewer, row)) throw fail('CLASS_NOT_FOUND', 'No such class of yours in this school');
  return row;
}

/** A class the viewer belongs to, or manages (the lecturer opening their class's page as its members see it). */
export async function requireVisibleClass(
  db: Kysely<Database>,
  viewer: Viewer,
  schoolId: string,
  classId: string,
): Promise<{ row: ClassRow; manager: boolean }> {
  const row = await findClass(db, schoolId, classId);
  if (row && canManage(viewer, row)) return { row, manager: true };
  const mine = row ? await classIdsOf(db, schoolId, viewer.userId) : [];
  if (!row || !mine.includes(row.id)) throw fail('CLASS_NOT_FOUND', 'No such class of yours in this school');
  return { row, manager: false };
}
