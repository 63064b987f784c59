/**
 * Issue 26: every class write acknowledged to the browser — a class created, a member added, a course assigned, a
 * live session scheduled (item 3) — survives a kill -9 of the server. A real server process (SQLite, or a fresh
 * PostgreSQL database when DATABASE_URL is set) acknowledges each write; right after the last one it is killed
 * with SIGKILL, started again on the same database, and must answer with exactly what it acknowledged.
 */
import { describe, expect, it } from 'vitest';
import { CLASSES_API_PATHS, LIVE_SESSIONS_API_PATHS, apiPath } from '@portico/contracts';
import { DEMO_IDS } from '../src/seed/index.ts';
import { freePort, json, killed, logIn, useKillableServer } from './support/killable-server.ts';

const schoolId = DEMO_IDS.demoAcademy;
const { start: startServer } = useKillableServer('class-kill');
const C = CLASSES_API_PATHS;
const L = LIVE_SESSIONS_API_PATHS;

describe('class writes survive a kill -9', { timeout: 240_000 }, () => {
  it('keeps the class, its member, its assignment and its live session', async () => {
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    let server = await startServer(port);
    try {
      const teacher = await logIn(origin, 'teacher@demo.test');
      const created = await json(origin, teacher, apiPath(C.classes, { schoolId }), {
        name: 'Kill -9 班',
        description: 'durability',
      });
      expect(created.status).toBe(200);
      const classId: string = created.body.data.class.id;
      const added = await json(origin, teacher, apiPath(C.members, { schoolId, classId }), {
        userIds: [DEMO_IDS.learner],
      });
      expect(added.body.data).toMatchObject({ added: 1 });
      const items = await json(origin, teacher, `${apiPath(C.assignables, { schoolId })}?keyword=`);
      const course = items.body.data.records.find((item: { kind: string }) => item.kind === 'course');
      const dueAt = new Date(Date.now() + 7 * 86_400_000).toISOString();
      const assigned = await json(origin, teacher, apiPath(C.assignments, { schoolId, classId }), {
        kind: 'course',
        itemId: course.id,
        dueAt,
      });
      expect(assigned.status).toBe(200);
      const startAt = new Date(Date.now() + 2 * 86_400_000).toISOString();
      const scheduled = await json(origin, teacher, apiPath(L.classSessions, { schoolId, classId }), {
        title: 'Durable session',
        startAt,
        durationMinutes: 45,
        joinUrl: 'https://meet.example.com/durable',
      });
      expect(scheduled.status).toBe(200);
      const sessionId: string = scheduled.body.data.id;
      // Killed right after the last acknowledgement.
      await killed(server);

      server = await startServer(port);
      const again = await logIn(origin, 'teacher@demo.test');
      const detail = await json(origin, again, apiPath(C.class, { schoolId, classId }));
      expect(detail.body.data.class).toMatchObject({ name: 'Kill -9 班', description: 'durability' });
      expect(detail.body.data.members.map((m: { userId: string }) => m.userId)).toEqual([DEMO_IDS.learner]);
      expect(detail.body.data.assignments).toMatchObject([{ kind: 'course', itemId: course.id, dueAt }]);
      const sessions = await json(origin, again, apiPath(L.classSessions, { schoolId, classId }));
      expect(sessions.body.data.upcoming).toMatchObject([
        { id: sessionId, title: 'Durable session', startAt, durationMinutes: 45 },
      ]);
      const learner = await logIn(origin);
      const mine = await json(origin, learner, apiPath(L.mySessions, { schoolId }));
      expect(mine.body.data.upcoming.map((one: { id: string }) => one.id)).toContain(sessionId);
    } finally {
      if (server.exitCode === null) await killed(server);
    }
  });
});
