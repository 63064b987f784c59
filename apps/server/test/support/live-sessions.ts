/** Helpers of the live-session tests (issue 26 item 3): a class with a member and a scheduled session. */
import { CLASSES_API_PATHS, LIVE_SESSIONS_API_PATHS, apiPath } from '@portico/contracts';
import type { App } from '../../src/app.ts';
import { createClass, type ClassWorld } from './classes.ts';
import type { CookieJar } from './session.ts';
import { call } from './user-panel.ts';

const L = LIVE_SESSIONS_API_PATHS;
export const sessionsUrl = (schoolId: string, classId: string) =>
  apiPath(L.classSessions, { schoolId, classId });
export const sessionUrl = (schoolId: string, classId: string, sessionId: string) =>
  apiPath(L.classSession, { schoolId, classId, sessionId });
export const mySessionsUrl = (schoolId: string) => apiPath(L.mySessions, { schoolId });
export const icsUrl = (schoolId: string, sessionId: string) => apiPath(L.sessionIcs, { schoolId, sessionId });

export const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

export const sessionBody = (over: Record<string, unknown> = {}) => ({
  title: 'Python office hour',
  startAt: inMinutes(24 * 60),
  durationMinutes: 60,
  joinUrl: 'https://meet.example.com/python-office-hour',
  ...over,
});

/** A class of the world's lecturer with the world's member in it. */
export async function classWithMember(app: App, w: ClassWorld): Promise<string> {
  const classId = await createClass(app, w.lecturerJar, w.school.id, 'Live class');
  const added = await call(
    app,
    w.lecturerJar,
    'POST',
    apiPath(CLASSES_API_PATHS.members, { schoolId: w.school.id, classId }),
    {
      userIds: [w.member.id],
    },
  );
  if (added.status !== 200) throw new Error(`members: ${JSON.stringify(added.body)}`);
  return classId;
}

export async function schedule(
  app: App,
  jar: CookieJar,
  schoolId: string,
  classId: string,
  over: Record<string, unknown> = {},
): Promise<string> {
  const created = await call(app, jar, 'POST', sessionsUrl(schoolId, classId), sessionBody(over));
  if (created.status !== 200) throw new Error(`session: ${JSON.stringify(created.body)}`);
  return created.body.data.id as string;
}
