/** Reads and writes of live sessions (issue 26 item 3). Every query filters by `school_id`. */
import type { Kysely } from 'kysely';
import { newId } from '../../db/ids.ts';
import type { Database } from '../../db/schema.ts';
import type { SessionFields } from './fields.ts';

export type SessionRow = Awaited<ReturnType<typeof sessionsOf>>[number];

/** The sessions of these classes with their class's name, by start. */
export function sessionsOf(db: Kysely<Database>, schoolId: string, classIds: string[]) {
  if (classIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('live_sessions')
    .innerJoin('classes', 'classes.id', 'live_sessions.class_id')
    .select([
      'live_sessions.id',
      'live_sessions.school_id',
      'live_sessions.class_id',
      'live_sessions.title',
      'live_sessions.start_at',
      'live_sessions.duration_minutes',
      'live_sessions.join_url',
      'live_sessions.cancelled_at',
      'live_sessions.reminded_at',
      'live_sessions.updated_at',
      'classes.name as class_name',
    ])
    .where('live_sessions.school_id', '=', schoolId)
    .where('live_sessions.class_id', 'in', classIds)
    .orderBy('live_sessions.start_at')
    .orderBy('live_sessions.id')
    .execute();
}

export async function findSession(db: Kysely<Database>, schoolId: string, sessionId: string) {
  const row = await db
    .selectFrom('live_sessions')
    .select(['id', 'class_id'])
    .where('school_id', '=', schoolId)
    .where('id', '=', sessionId)
    .executeTakeFirst();
  if (!row) return null;
  const [full] = (await sessionsOf(db, schoolId, [row.class_id])).filter((one) => one.id === sessionId);
  return full ?? null;
}

export async function insertSession(
  db: Kysely<Database>,
  input: SessionFields & { schoolId: string; classId: string; createdBy: string },
): Promise<string> {
  const now = new Date().toISOString();
  const id = newId();
  await db
    .insertInto('live_sessions')
    .values({
      id,
      school_id: input.schoolId,
      class_id: input.classId,
      title: input.title,
      start_at: input.startAt,
      duration_minutes: input.durationMinutes,
      join_url: input.joinUrl,
      created_by: input.createdBy,
      created_at: now,
      updated_at: now,
      cancelled_at: null,
      reminded_at: null,
    })
    .execute();
  return id;
}

/**
 * Changes a scheduled session. A moved start clears `reminded_at`, so members are reminded of the new time; an
 * unchanged one keeps it (editing the title right before the start never reminds twice).
 */
export async function updateSession(
  db: Kysely<Database>,
  input: SessionFields & { schoolId: string; sessionId: string; previousStart: string },
) {
  const moved = input.startAt !== input.previousStart;
  await db
    .updateTable('live_sessions')
    .set({
      title: input.title,
      start_at: input.startAt,
      duration_minutes: input.durationMinutes,
      join_url: input.joinUrl,
      updated_at: new Date().toISOString(),
      ...(moved ? { reminded_at: null } : {}),
    })
    .where('school_id', '=', input.schoolId)
    .where('id', '=', input.sessionId)
    .where('cancelled_at', 'is', null)
    .execute();
}

export async function cancelSession(db: Kysely<Database>, schoolId: string, sessionId: string) {
  const now = new Date().toISOString();
  await db
    .updateTable('live_sessions')
    .set({ cancelled_at: now, updated_at: now })
    .where('school_id', '=', schoolId)
    .where('id', '=', sessionId)
    .where('cancelled_at', 'is', null)
    .execute();
}
