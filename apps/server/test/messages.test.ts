/** Issue 11 §1: the bell's count, the message center, mark read — per user AND per school — and who writes them. */
import { describe, expect, it } from 'vitest';
import { publishAgreement } from '../src/modules/agreements/publish.ts';
import { addCourse } from '../src/modules/courses/add-course.ts';
import { messageLink, notifyUser } from '../src/modules/messages/notify.ts';
import { useTestApp } from './support/app.ts';
import { createSchool } from './support/factories.ts';
import { addMember, createUser, login } from './support/session.ts';
import { addMessages, call, panelWorld } from './support/user-panel.ts';

const ctx = useTestApp();
const count = (schoolId: string) => `/api/personal-center/getMessageCnt?pushClient=4&schoolId=${schoolId}`;
const list = (schoolId: string, extra = '') =>
  `/api/personal-center/v1/messages?schoolId=${schoolId}${extra}`;
const update = (schoolId: string) => `/api/personal-center/updateMsg?schoolId=${schoolId}`;

describe('message count and list', () => {
  it('counts unread messages of the viewer in the school only, above 99 too', async () => {
    const db = ctx.testDb.handle.db;
    const w = await panelWorld(ctx.app, db);
    await addMessages(db, { schoolId: w.school.id, userId: w.member.id, count: 120 });
    await addMessages(db, { schoolId: w.other.id, userId: w.member.id, count: 3 });
    await addMessages(db, { schoolId: w.school.id, userId: w.peer.id, count: 2 });
    expect((await call(ctx.app, w.memberJar, 'GET', count(w.school.id))).body.data).toEqual({ count: 120 });
    expect((await call(ctx.app, w.memberJar, 'GET', count(w.other.id))).body.data).toEqual({ count: 3 });
    expect((await call(ctx.app, w.peerJar, 'GET', count(w.school.id))).body.data).toEqual({ count: 2 });
    // The spec's tenantId header works like the query.
    const byHeader = await call(ctx.app, w.peerJar, 'GET', '/api/personal-center/getMessageCnt', undefined, {
      tenantId: w.school.id,
      userId: w.peer.id,
    });
    expect(byHeader.body.data).toEqual({ count: 2 });
  });

  it('refuses visitors and a userId header naming someone else', async () => {
    const db = ctx.testDb.handle.db;
    const w = await panelWorld(ctx.app, db);
    expect((await call(ctx.app, null, 'GET', count(w.school.id))).status).toBe(401);
    const forged = await call(ctx.app, w.memberJar, 'GET', count(w.school.id), undefined, {
      userId: w.peer.id,
    });
    expect(forged).toMatchObject({ status: 403, body: { errorCode: 'USER_ID_MISMATCH' } });
  });

  it('lists newest first with paging and an unread filter', async () => {
    const db = ctx.testDb.handle.db;
    const w = await panelWorld(ctx.app, db);
    await addMessages(db, { schoolId: w.school.id, userId: w.member.id, count: 13, title: 'Note' });
    const first = await call(ctx.app, w.memberJar, 'GET', list(w.school.id, '&pageSize=10'));
    expect(first.body.data).toMatchObject({ total: 13, page: 1, pageSize: 10, unreadCount: 13 });
    expect(first.body.data.records.map((m: { title: string }) => m.title).slice(0, 2)).toEqual([
      'Note 13',
      'Note 12',
    ]);
    const second = await call(ctx.app, w.memberJar, 'GET', list(w.school.id, '&pageSize=10&page=2'));
    expect(second.body.data.records.map((m: { title: string }) => m.title)).toEqual([
      'Note 3',
      'Note 2',
      'Note 1',
    ]);
    expect(second.body.data.records[0]).toMatchObject({
      kind: 'system',
      read: false,
      link: null,
      params: {},
    });
    // Nobody else's messages: the peer's list of the same school is empty.
    expect((await call(ctx.app, w.peerJar, 'GET', list(w.school.id))).body.data.total).toBe(0);
  });
});

describe('mark read', () => {
  it("marks one, then all, and never someone else's", async () => {
    const db = ctx.testDb.handle.db;
    const w = await panelWorld(ctx.app, db);
    const mine = await addMessages(db, { schoolId: w.school.id, userId: w.member.id, count: 4 });
    const theirs = await addMessages(db, { schoolId: w.school.id, userId: w.peer.id, count: 2 });
    const elsewhere = await addMessages(db, { schoolId: w.other.id, userId: w.member.id, count: 2 });

    const one = await call(ctx.app, w.memberJar, 'POST', update(w.school.id), { ids: [mine[0]] });
    expect(one.body.data).toEqual({ updated: 1, unreadCount: 3 });
    // Someone else's ids, and my ids of another school, change nothing.
    const foreign = await call(ctx.app, w.memberJar, 'POST', update(w.school.id), {
      ids: [...theirs, ...elsewhere],
    });
    expect(foreign.body.data).toEqual({ updated: 0, unreadCount: 3 });
    expect((await call(ctx.app, w.peerJar, 'GET', count(w.school.id))).body.data.count).toBe(2);
    expect((await call(ctx.app, w.memberJar, 'GET', count(w.other.id))).body.data.count).toBe(2);

    const all = await call(ctx.app, w.memberJar, 'POST', update(w.school.id), { all: true });
    expect(all.body.data).toEqual({ updated: 3, unreadCount: 0 });
    expect((await call(ctx.app, w.memberJar, 'GET', count(w.other.id))).body.data.count).toBe(2);
    const listed = await call(ctx.app, w.memberJar, 'GET', list(w.school.id));
    expect(listed.body.data.records.every((m: { read: boolean }) => m.read)).toBe(true);
  });

  it('asks for something to mark and refuses visitors and cross-site posts', async () => {
    const w = await panelWorld(ctx.app, ctx.testDb.handle.db);
    expect(await call(ctx.app, w.memberJar, 'POST', update(w.school.id), {})).toMatchObject({
      status: 400,
      body: { errorCode: 'NOTHING_TO_UPDATE' },
    });
    expect((await call(ctx.app, null, 'POST', update(w.school.id), { all: true })).status).toBe(401);
    const crossSite = await call(
      ctx.app,
      w.memberJar,
      'POST',
      update(w.school.id),
      { all: true },
      {
        'sec-fetch-site': 'cross-site',
      },
    );
    expect(crossSite.status).toBe(403);
  });

  it('a closed school refuses its non-members', async () => {
    const db = ctx.testDb.handle.db;
    const closed = await createSchool(db, { open_school: '0' });
    const user = await createUser(db);
    const jar = await login(ctx.app, user.email, user.password);
    expect((await call(ctx.app, jar, 'GET', count(closed.id))).body.errorCode).toBe('SCHOOL_CLOSED');
  });
});

describe('the product writes messages', () => {
  it('joining a school by invitation welcomes the new member there', async () => {
    const db = ctx.testDb.handle.db;
    const school = await createSchool(db);
    const code = `JOIN-${school.id.slice(-6)}`;
    await db
      .insertInto('school_invites')
      .values({
        id: school.id,
        school_id: school.id,
        code,
        expires_at: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    const user = await createUser(db);
    const jar = await login(ctx.app, user.email, user.password);
    expect((await call(ctx.app, jar, 'POST', '/api/school/members/join', { inviteCode: code })).status).toBe(
      200,
    );
    const messages = (await call(ctx.app, jar, 'GET', list(school.id))).body.data.records;
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ kind: 'school-joined', read: false, link: `/portal/${school.id}` });
    expect(messages[0].params.schoolEn).toMatch(/^Factory school/);
  });

  it('a new course reaches the members of its school (and of the parent), nobody else', async () => {
    const db = ctx.testDb.handle.db;
    const w = await panelWorld(ctx.app, db);
    const sub = await createSchool(db, { parentId: w.school.id });
    await addMember(db, w.other.id, w.outsider.id);
    const courseId = await addCourse(db, {
      school_id: sub.id,
      category_id: null,
      name: 'Brand new course',
      application_type: 'course',
      status: 1,
    });
    const got = await call(ctx.app, w.memberJar, 'GET', list(sub.id));
    expect(got.body.data.records[0]).toMatchObject({
      kind: 'course-added',
      params: { course: 'Brand new course' },
      link: `/course/${sub.id}/course-view?courseId=${courseId}`,
    });
    expect((await call(ctx.app, w.peerJar, 'GET', count(sub.id))).body.data.count).toBe(1);
    expect((await call(ctx.app, w.outsiderJar, 'GET', count(sub.id))).body.data.count).toBe(0);
    // Searchable at once.
    const search = await call(
      ctx.app,
      w.memberJar,
      'GET',
      `/api/search/v1/search/courses?schoolId=${sub.id}&keyword=Brand%20new&record=0`,
    );
    expect(search.body.data.records.map((r: { id: string }) => r.id)).toEqual([courseId]);
  });

  it('a new agreement version asks every member to sign', async () => {
    const db = ctx.testDb.handle.db;
    const w = await panelWorld(ctx.app, db);
    const { version } = await publishAgreement(db, {
      schoolId: w.school.id,
      title: 'Rules',
      body: '<p>Be kind</p>',
    });
    expect(version).toBe(1);
    for (const jar of [w.memberJar, w.peerJar]) {
      const [message] = (await call(ctx.app, jar, 'GET', list(w.school.id))).body.data.records;
      expect(message).toMatchObject({ kind: 'agreement-updated', params: { version: '1' } });
    }
    const status = await call(
      ctx.app,
      w.memberJar,
      'GET',
      `/api/assist/v2/agreement/isSignSchoolConventionAgreement?schoolId=${w.school.id}&lang=en-US`,
    );
    expect(status.body.data).toMatchObject({ needSign: true });
  });

  it('notifyUser (the feedback-reply call) writes one message; links stay same-site and language-free', async () => {
    const db = ctx.testDb.handle.db;
    const w = await panelWorld(ctx.app, db);
    await notifyUser(db, {
      schoolId: w.school.id,
      userId: w.member.id,
      kind: 'feedback-replied',
      title: 'Your feedback was answered',
      content: 'Thanks, fixed.',
      link: `/portal/${w.school.id}?sxz-lang=de_DE&x=1`,
    });
    const [message] = (await call(ctx.app, w.memberJar, 'GET', list(w.school.id))).body.data.records;
    expect(message).toMatchObject({ kind: 'feedback-replied', link: `/portal/${w.school.id}?x=1` });
    expect(messageLink('https://evil.example/x')).toBeNull();
    expect(messageLink('//evil.example/x')).toBeNull();
    expect(messageLink('javascript:alert(1)')).toBeNull();
  });
});
