/**
 * Which live session the viewer may see or change (issue 26 item 3), on the classes' row rule: the class's lecturer
 * and the school's admins manage its sessions; its current members see them. Anything else — another lecturer's
 * class, another school's session, a class the viewer left — is not found, so a probe never learns it exists.
 */
import type { Kysely } from 'kysely';
import type { Viewer } from '../../auth/viewer.ts';
import type { Database } from '../../db/schema.ts';
import { fail } from '../../shared/http-error.ts';
import { requireManagedClass, requireVisibleClass } from '../classes/policy.ts';
import { findSession, type SessionRow } from './queries.ts';

const notFound = () => fail('LIVE_SESSION_NOT_FOUND', 'No such live session of yours in this school');

/** A session of a class the viewer manages, named by its class in the path. */
export async function requireManagedSession(
  db: Kysely<Database>,
  viewer: Viewer,
  ids: { schoolId: string; classId: string; sessionId: string },
): Promise<SessionRow> {
  await requireManagedClass(db, viewer, ids.schoolId, ids.classId);
  const row = await findSession(db, ids.schoolId, ids.sessionId);
  if (!row || row.class_id !== ids.classId) throw notFound();
  return row;
}

/** A session of a class the viewer belongs to or manages (the `.ics` file). */
export async function requireVisibleSession(
  db: Kysely<Database>,
  viewer: Viewer,
  schoolId: string,
  sessionId: string,
): Promise<SessionRow> {
  const row = await findSession(db, schoolId, sessionId);
  if (!row) throw notFound();
  await requireVisibleClass(db, viewer, schoolId, row.class_id).catch(() => {
    throw notFound();
  });
  return row;
}
