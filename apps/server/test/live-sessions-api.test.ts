/**
 * Issue 26 item 3: live sessions — scheduling with the spec's 100-character title, the legality-checked join URL,
 * bounded start and duration; edit and cancel; who may do what (the class's lecturer and the school's admins; not
 * another lecturer, not another school, not a learner); members' MyLive list with the join link only while open;
 * the `.ics` file; the reminder sent once. Both engines.
 */
import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/app.ts';
import { classWorld, createClass } from './support/classes.ts';
import {
  classWithMember,
  icsUrl,
  inMinutes,
  mySessionsUrl,
  schedule,
  sessionBody,
  sessionUrl,
  sessionsUrl,
} from './support/live-sessions.ts';
import { send } from './support/session.ts';
import { call } from './support/user-panel.ts';
import { remindDue } from '../src/modules/live-sessions/reminder.ts';

const ctx = useTestApp();
const db = () => ctx.testDb.handle.db;

describe('scheduling', () => {
  it('schedules, edits and cancels; 100 characters pass, the 101st is refused with its code', async () => {
    const w = await classWorld(ctx.app, db());
    const classId = await classWithMember(ctx.app, w);
    const hundred = '课'.repeat(99) + '😀';
    const created = await call(
      ctx.app,
      w.lecturerJar,
      'POST',
      sessionsUrl(w.school.id, classId),
      sessionBody({ title: hundred }),
    );
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({
      title: hundred,
      className: 'Live class',
      durationMinutes: 60,
      state: 'upcoming',
      joinOpen: false,
      joinUrl: 'https://meet.example.com/python-office-hour',
      cancelledAt: null,
    });
    const id = created.body.data.id as string;
    const long = await call(
      ctx.app,
      w.lecturerJar,
      'POST',
      sessionsUrl(w.school.id, classId),
      sessionBody({ title: 'a'.repeat(101) }),
    );
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({
      code: 400,
      errorCode: 'LIVE_TITLE_TOO_LONG',
      details: { field: 'title', max: 100 },
    });
    const edited = await call(
      ctx.app,
      w.lecturerJar,
      'PUT',
      sessionUrl(w.school.id, classId, id),
      sessionBody({ title: 'Moved', durationMinutes: 90 }),
    );
    expect(edited.body.data).toMatchObject({ title: 'Moved', durationMinutes: 90 });
    const list = await call(ctx.app, w.lecturerJar, 'GET', sessionsUrl(w.school.id, classId));
    expect(list.body.data.upcoming.map((one: { title: string }) => one.title)).toEqual(['Moved']);
    const cancelled = await call(ctx.app, w.lecturerJar, 'DELETE', sessionUrl(w.school.id, classId, id));
    expect(cancelled.body.data.state).toBe('cancelled');
    const afterCancel = await call(
      ctx.app,
      w.lecturerJar,
      'PUT',
      sessionUrl(w.school.id, classId, id),
      sessionBody(),
    );
    expect(afterCancel.status).toBe(409);
    expect(afterCancel.body.errorCode).toBe('LIVE_SESSION_CLOSED');
  });

  it('refuses a bad title, start, duration or join URL with a clear code, never a 500', async () => {
    const w = await classWorld(ctx.app, db());
    const classId = await createClass(ctx.app, w.lecturerJar, w.school.id);
    const url = sessionsUrl(w.school.id, classId);
    for (const [over, code] of [
      [{ title: '   ' }, 'LIVE_TITLE_REQUIRED'],
      [{ joinUrl: 'javascript:alert(1)' }, 'LIVE_URL_INVALID'],
      [{ joinUrl: 'https://good.example\\@evil.example' }, 'LIVE_URL_INVALID'],
      [{ joinUrl: '/center/privateCenter.htm' }, 'LIVE_URL_INVALID'],
      [{ joinUrl: 'meet.example.com/x' }, 'LIVE_URL_INVALID'],
      [{ startAt: inMinutes(-10) }, 'LIVE_START_INVALID'],
      [{ startAt: '2026-12-01T10:00' }, 'LIVE_START_INVALID'],
      [{ startAt: 'soon' }, 'LIVE_START_INVALID'],
      [{ startAt: inMinutes(400 * 24 * 60) }, 'LIVE_START_INVALID'],
      [{ durationMinutes: 14 }, 'LIVE_DURATION_INVALID'],
      [{ durationMinutes: 481 }, 'LIVE_DURATION_INVALID'],
    ] as const) {
      const response = await call(ctx.app, w.lecturerJar, 'POST', url, sessionBody(over));
      expect(response.status, JSON.stringify(over)).toBe(400);
      expect(response.body.errorCode, JSON.stringify(over)).toBe(code);
    }
    for (const body of [
      {},
      sessionBody({ title: { text: 'x' } }),
      sessionBody({ durationMinutes: 'sixty' }),
      sessionBody({ durationMinutes: 1e9 }),
      sessionBody({ durationMinutes: 60.5 }),
      sessionBody({ joinUrl: { href: 'https://x.example' } }),
      sessionBody({ title: 'x'.repeat(5000) }),
    ]) {
      const response = await call(ctx.app, w.lecturerJar, 'POST', url, body);
      expect(response.status, JSON.stringify(body).slice(-80)).toBe(400);
    }
    for (const bad of [
      sessionsUrl(w.school.id, 'not-an-id'),
      sessionUrl(w.school.id, classId, 'x'),
      icsUrl(w.school.id, '../etc'),
    ]) {
      expect((await call(ctx.app, w.lecturerJar, 'GET', bad)).status, bad).toBeLessThan(500);
    }
    expect((await call(ctx.app, w.lecturerJar, 'GET', url)).body.data.upcoming).toEqual([]);
  });

  it('only the class’s lecturer and the school’s admins manage its sessions', async () => {
    const w = await classWorld(ctx.app, db());
    const classId = await classWithMember(ctx.app, w);
    const id = await schedule(ctx.app, w.lecturerJar, w.school.id, classId);
    // Another lecturer of the school: the class is not theirs — not found, for every route.
    for (const [method, url, body] of [
      ['GET', sessionsUrl(w.school.id, classId), undefined],
      ['POST', sessionsUrl(w.school.id, classId), sessionBody()],
      ['PUT', sessionUrl(w.school.id, classId, id), sessionBody()],
      ['DELETE', sessionUrl(w.school.id, classId, id), undefined],
    ] as const) {
      const response = await call(ctx.app, w.otherLecturerJar, method, url, body);
      expect(response.body.errorCode, `${method} ${url}`).toBe('CLASS_NOT_FOUND');
    }
    // A learner (the class's member) is no lecturer.
    expect(
      (await call(ctx.app, w.memberJar, 'POST', sessionsUrl(w.school.id, classId), sessionBody())).status,
    ).toBe(403);
    expect((await call(ctx.app, w.memberJar, 'DELETE', sessionUrl(w.school.id, classId, id))).status).toBe(
      403,
    );
    expect((await call(ctx.app, null, 'GET', sessionsUrl(w.school.id, classId))).status).toBe(401);
    // The admin manages it; a session id under another class of the school is not found.
    const edited = await call(
      ctx.app,
      w.adminJar,
      'PUT',
      sessionUrl(w.school.id, classId, id),
      sessionBody({ title: 'By admin' }),
    );
    expect(edited.body.data.title).toBe('By admin');
    const otherClass = await createClass(ctx.app, w.lecturerJar, w.school.id, 'Other');
    const wrongClass = await call(
      ctx.app,
      w.lecturerJar,
      'PUT',
      sessionUrl(w.school.id, otherClass, id),
      sessionBody(),
    );
    expect(wrongClass.body.errorCode).toBe('LIVE_SESSION_NOT_FOUND');
  });

  it('another school’s lecturer or member never reads or writes these sessions', async () => {
    const w = await classWorld(ctx.app, db());
    const classId = await classWithMember(ctx.app, w);
    const id = await schedule(ctx.app, w.lecturerJar, w.school.id, classId);
    // Through this school's path: not their school.
    expect((await call(ctx.app, w.foreignLecturerJar, 'GET', sessionsUrl(w.school.id, classId))).status).toBe(
      403,
    );
    expect((await call(ctx.app, w.foreignLecturerJar, 'GET', icsUrl(w.school.id, id))).status).toBe(403);
    // Through their own school's path: no such class or session there.
    const viaOwn = await call(
      ctx.app,
      w.foreignLecturerJar,
      'PUT',
      sessionUrl(w.other.id, classId, id),
      sessionBody(),
    );
    expect(viaOwn.body.errorCode).toBe('CLASS_NOT_FOUND');
    const icsViaOwn = await call(ctx.app, w.foreignLecturerJar, 'GET', icsUrl(w.other.id, id));
    expect(icsViaOwn.body.errorCode).toBe('LIVE_SESSION_NOT_FOUND');
    const mineThere = await call(ctx.app, w.foreignLecturerJar, 'GET', mySessionsUrl(w.other.id));
    expect(mineThere.body.data).toMatchObject({ upcoming: [], past: [] });
  });
});

describe('members', () => {
  it('see upcoming and past sessions; the join URL only from 15 minutes before the start to the end', async () => {
    const w = await classWorld(ctx.app, db());
    const classId = await classWithMember(ctx.app, w);
    const later = await schedule(ctx.app, w.lecturerJar, w.school.id, classId, { title: 'Later' });
    const soon = await schedule(ctx.app, w.lecturerJar, w.school.id, classId, {
      title: 'Soon',
      startAt: inMinutes(10),
    });
    const running = await schedule(ctx.app, w.lecturerJar, w.school.id, classId, {
      title: 'Running',
      startAt: inMinutes(30),
    });
    const ended = await schedule(ctx.app, w.lecturerJar, w.school.id, classId, {
      title: 'Ended',
      startAt: inMinutes(30),
    });
    // Move two into the past (the API refuses a past start, as it should).
    await db()
      .updateTable('live_sessions')
      .set({ start_at: inMinutes(-5) })
      .where('id', '=', running)
      .execute();
    await db()
      .updateTable('live_sessions')
      .set({ start_at: inMinutes(-120) })
      .where('id', '=', ended)
      .execute();
    const mine = await call(ctx.app, w.memberJar, 'GET', mySessionsUrl(w.school.id));
    expect(mine.status).toBe(200);
    type Seen = { title: string; startAt: string; joinOpensAt: string };
    const byTitle = Object.fromEntries(
      [...mine.body.data.upcoming, ...mine.body.data.past].map((one: Seen) => [one.title, one]),
    ) as Record<string, Seen>;
    expect(mine.body.data.upcoming.map((one: { title: string }) => one.title)).toEqual([
      'Running',
      'Soon',
      'Later',
    ]);
    expect(mine.body.data.past.map((one: { title: string }) => one.title)).toEqual(['Ended']);
    expect(byTitle.Later).toMatchObject({ id: later, state: 'upcoming', joinOpen: false, joinUrl: null });
    expect(byTitle.Soon).toMatchObject({
      id: soon,
      state: 'upcoming',
      joinOpen: true,
      joinUrl: 'https://meet.example.com/python-office-hour',
    });
    expect(byTitle.Running).toMatchObject({ state: 'live', joinOpen: true });
    expect(byTitle.Ended).toMatchObject({ state: 'ended', joinOpen: false, joinUrl: null });
    expect(Date.parse(byTitle.Later!.joinOpensAt)).toBe(Date.parse(byTitle.Later!.startAt) - 15 * 60_000);
    // A school member outside the class sees none; a visitor and another school's user are refused.
    expect((await call(ctx.app, w.peerJar, 'GET', mySessionsUrl(w.school.id))).body.data.upcoming).toEqual(
      [],
    );
    expect((await call(ctx.app, w.peerJar, 'GET', icsUrl(w.school.id, later))).body.errorCode).toBe(
      'LIVE_SESSION_NOT_FOUND',
    );
    expect((await call(ctx.app, w.outsiderJar, 'GET', mySessionsUrl(w.school.id))).status).toBe(403);
    expect((await call(ctx.app, null, 'GET', mySessionsUrl(w.school.id))).status).toBe(401);
    // A removed member no longer sees them.
    await call(
      ctx.app,
      w.lecturerJar,
      'DELETE',
      `${sessionsUrl(w.school.id, classId).replace('/live-sessions', '')}/members/${w.member.id}`,
    );
    expect((await call(ctx.app, w.memberJar, 'GET', mySessionsUrl(w.school.id))).body.data.upcoming).toEqual(
      [],
    );
  });

  it('downloads a session as an RFC 5545 calendar file', async () => {
    const w = await classWorld(ctx.app, db());
    const classId = await classWithMember(ctx.app, w);
    const startAt = '2027-01-15T09:30:00.000Z';
    const id = await schedule(ctx.app, w.lecturerJar, w.school.id, classId, {
      title: 'Loops, lists; and \\ more',
      startAt: inMinutes(60),
      durationMinutes: 45,
    });
    await db().updateTable('live_sessions').set({ start_at: startAt }).where('id', '=', id).execute();
    const response = await send(ctx.app, w.memberJar, { method: 'GET', url: icsUrl(w.school.id, id) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="Loops-lists-and-more\.ics"$/,
    );
    const text = response.body;
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(text).toContain(`UID:${id}@portico\r\n`);
    expect(text).toMatch(/\r\nDTSTAMP:\d{8}T\d{6}Z\r\n/);
    expect(text).toContain('DTSTART:20270115T093000Z\r\n');
    expect(text).toContain('DTEND:20270115T101500Z\r\n');
    expect(text).toContain('SUMMARY:Loops\\, lists\\; and \\\\ more\r\n');
    expect(text).toContain('STATUS:CONFIRMED');
    expect(text.trimEnd().endsWith('END:VCALENDAR')).toBe(true);
    // Lines are folded at 75 octets.
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    // The lecturer takes it too; a cancelled one says so.
    await call(ctx.app, w.lecturerJar, 'DELETE', sessionUrl(w.school.id, classId, id));
    const cancelled = await send(ctx.app, w.lecturerJar, { method: 'GET', url: icsUrl(w.school.id, id) });
    expect(cancelled.body).toContain('STATUS:CANCELLED');
  });
});

describe('the reminder', () => {
  it('messages each current member once, 15 minutes before; never a cancelled session; again after a move', async () => {
    const w = await classWorld(ctx.app, db());
    const classId = await classWithMember(ctx.app, w);
    const soon = await schedule(ctx.app, w.lecturerJar, w.school.id, classId, {
      title: 'Soon',
      startAt: inMinutes(10),
    });
    const far = await schedule(ctx.app, w.lecturerJar, w.school.id, classId, {
      title: 'Far',
      startAt: inMinutes(40),
    });
    const called = await schedule(ctx.app, w.lecturerJar, w.school.id, classId, {
      title: 'Off',
      startAt: inMinutes(5),
    });
    await call(ctx.app, w.lecturerJar, 'DELETE', sessionUrl(w.school.id, classId, called));
    const reminders = () =>
      db()
        .selectFrom('messages')
        .select(['user_id', 'kind', 'params', 'link'])
        .where('school_id', '=', w.school.id)
        .where('kind', '=', 'live-reminder')
        .execute();
    await remindDue(db(), new Date());
    const sent = await reminders();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ user_id: w.member.id });
    expect(JSON.parse(sent[0]!.params)).toMatchObject({ class: 'Live class', title: 'Soon' });
    expect(sent[0]!.link).toBe(`/center/privateCenter.htm?schoolId=${w.school.id}&type=studyCenter_MyLive`);
    // Again, and again a little later: nothing more (the count is the whole database's; this file's other tests
    // have sessions too, so the messages of this school are what is checked).
    await remindDue(db(), new Date());
    await remindDue(db(), new Date(Date.now() + 60_000));
    expect(await reminders()).toHaveLength(1);
    // The far one is due 15 minutes before its start, not before.
    await remindDue(db(), new Date(Date.now() + 24 * 60_000));
    expect(await reminders()).toHaveLength(1);
    await remindDue(db(), new Date(Date.now() + 26 * 60_000));
    expect((await reminders()).map((row) => JSON.parse(row.params).title).sort()).toEqual(['Far', 'Soon']);
    // Moving a reminded session reminds again for the new time; an edit that keeps the start does not.
    const kept = await call(
      ctx.app,
      w.lecturerJar,
      'PUT',
      sessionUrl(w.school.id, classId, soon),
      sessionBody({
        title: 'Renamed',
        startAt: (
          await db()
            .selectFrom('live_sessions')
            .select('start_at')
            .where('id', '=', soon)
            .executeTakeFirstOrThrow()
        ).start_at,
      }),
    );
    expect(kept.body.data.remindedAt).not.toBeNull();
    const moved = await call(
      ctx.app,
      w.lecturerJar,
      'PUT',
      sessionUrl(w.school.id, classId, soon),
      sessionBody({ startAt: inMinutes(12) }),
    );
    expect(moved.body.data.remindedAt).toBeNull();
    await remindDue(db(), new Date());
    expect(await reminders()).toHaveLength(3);
    expect(far).toBeTruthy();
  });
});
