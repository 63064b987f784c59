/**
 * Live sessions (issue 26 item 3): the class's lecturer (and the school's admins) schedule, edit and cancel them in
 * the teaching center; the class's members list them in `studyCenter_MyLive` and take each as an `.ics` file. We do
 * not host the meeting: a session carries the outside tool's join URL, shown to members only while it is open.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  LIVE_SESSIONS_API_PATHS,
  LiveClassParams,
  LiveSchoolParams,
  LiveSessionBody,
  LiveSessionIcsParams,
  LiveSessionListSchema,
  LiveSessionParams,
  LiveSessionSchema,
  Ok,
  errorResponses,
  ok,
} from '@portico/contracts';
import { liveSessionState } from '@portico/core';
import { currentViewer } from '../../auth/viewer.ts';
import { fail } from '../../shared/http-error.ts';
import { classAccess } from '../classes/access.ts';
import { requireManagedClass } from '../classes/policy.ts';
import { classIdsOf } from '../classes/queries.ts';
import { sessionFields } from './fields.ts';
import { calendarFileName, sessionCalendar } from './ics.ts';
import { requireManagedSession, requireVisibleSession } from './policy.ts';
import { presentList, presentSession } from './presenter.ts';
import { cancelSession, findSession, insertSession, sessionsOf, updateSession } from './queries.ts';

const P = LIVE_SESSIONS_API_PATHS;
const tags = ['live-sessions'];

const liveSessionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const reread = async (schoolId: string, sessionId: string) => {
    const row = await findSession(app.db, schoolId, sessionId);
    if (!row) throw new Error('the live session just written is missing');
    return presentSession(row, { manager: true, now: new Date() });
  };

  app.get(
    P.classSessions,
    {
      config: { access: classAccess.teachers },
      schema: {
        tags,
        summary: "A class's live sessions, upcoming and past (its lecturer and the school's admins)",
        params: LiveClassParams,
        response: { 200: Ok(LiveSessionListSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { schoolId, classId } = request.params;
      await requireManagedClass(app.db, currentViewer(request), schoolId, classId);
      const rows = await sessionsOf(app.db, schoolId, [classId]);
      return ok(presentList(rows, { manager: true, now: new Date() }));
    },
  );

  app.post(
    P.classSessions,
    {
      config: { access: classAccess.teachers },
      schema: {
        tags,
        summary: 'Schedule a live session (title ≤ 100 characters, start, duration, a legal join URL)',
        params: LiveClassParams,
        body: LiveSessionBody,
        response: { 200: Ok(LiveSessionSchema), ...errorResponses },
      },
    },
    async (request) => {
      const viewer = currentViewer(request);
      const { schoolId, classId } = request.params;
      await requireManagedClass(app.db, viewer, schoolId, classId);
      const fields = sessionFields(request.body, new Date());
      const id = await insertSession(app.db, { ...fields, schoolId, classId, createdBy: viewer.userId });
      return ok(await reread(schoolId, id));
    },
  );

  app.put(
    P.classSession,
    {
      config: { access: classAccess.teachers },
      schema: {
        tags,
        summary: 'Change a scheduled live session (a moved start is reminded again)',
        params: LiveSessionParams,
        body: LiveSessionBody,
        response: { 200: Ok(LiveSessionSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { schoolId, sessionId } = request.params;
      const row = await requireManagedSession(app.db, currentViewer(request), request.params);
      const now = new Date();
      const state = liveSessionState(
        { startAt: row.start_at, durationMinutes: row.duration_minutes, cancelledAt: row.cancelled_at },
        now,
      );
      if (state === 'cancelled' || state === 'ended') {
        throw fail('LIVE_SESSION_CLOSED', 'A cancelled or ended live session cannot be changed', { state });
      }
      const fields = sessionFields(request.body, now);
      await updateSession(app.db, { ...fields, schoolId, sessionId, previousStart: row.start_at });
      return ok(await reread(schoolId, sessionId));
    },
  );

  app.delete(
    P.classSession,
    {
      config: { access: classAccess.teachers },
      schema: {
        tags,
        summary: 'Cancel a live session (members see it cancelled; no reminder goes out)',
        params: LiveSessionParams,
        response: { 200: Ok(LiveSessionSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { schoolId, sessionId } = request.params;
      await requireManagedSession(app.db, currentViewer(request), request.params);
      await cancelSession(app.db, schoolId, sessionId);
      return ok(await reread(schoolId, sessionId));
    },
  );

  app.get(
    P.mySessions,
    {
      config: { access: classAccess.members },
      schema: {
        tags,
        summary: "The live sessions of the viewer's classes in this school, upcoming and past",
        params: LiveSchoolParams,
        response: { 200: Ok(LiveSessionListSchema), ...errorResponses },
      },
    },
    async (request) => {
      const viewer = currentViewer(request);
      const { schoolId } = request.params;
      const rows = await sessionsOf(app.db, schoolId, await classIdsOf(app.db, schoolId, viewer.userId));
      return ok(presentList(rows, { manager: false, now: new Date() }));
    },
  );

  app.get(
    P.sessionIcs,
    {
      config: { access: classAccess.members },
      schema: {
        tags,
        summary: 'One live session as an RFC 5545 calendar file (text/calendar)',
        params: LiveSessionIcsParams,
        response: { 200: Type.String(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { schoolId, sessionId } = request.params;
      const row = await requireVisibleSession(app.db, currentViewer(request), schoolId, sessionId);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${calendarFileName(row)}"`)
        .header('cache-control', 'private, no-store')
        .send(sessionCalendar(row));
    },
  );
};

export default liveSessionRoutes;
