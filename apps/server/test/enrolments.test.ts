/** Issue 11 §5: enrolling from a course page creates the row the learning center lists, per school. */
import { describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../src/seed/index.ts';
import { resolveViewer } from '../src/auth/resolve-viewer.ts';
import { buildBootstrap } from '../src/web/bootstrap.ts';
import { useTestApp } from './support/app.ts';
import { createSchool } from './support/factories.ts';
import { DEMO_ACCOUNTS, addMember, createUser, login } from './support/session.ts';
import { call, panelWorld } from './support/user-panel.ts';

const ctx = useTestApp();
const enrolUrl = (schoolId: string, courseId: string) =>
  `/api/course/v1/courses/${courseId}/enrol?schoolId=${schoolId}`;
const listUrl = (schoolId: string) => `/api/personal-center/v1/enrolments?schoolId=${schoolId}`;

describe('enrolling', () => {
  it('creates one enrolment, listed with progress 0; enrolling again changes nothing', async () => {
    const w = await panelWorld(ctx.app, ctx.testDb.handle.db);
    // The second factory course is free (the first has a price: enrolment-rules.test.ts).
    const courseId = w.school.courseIds[1]!;
    const first = await call(ctx.app, w.memberJar, 'POST', enrolUrl(w.school.id, courseId));
    expect(first.status).toBe(200);
    expect(first.body.data.progress).toBe(0);
    const again = await call(ctx.app, w.memberJar, 'POST', enrolUrl(w.school.id, courseId));
    expect(again.body.data).toEqual(first.body.data);
    const listed = await call(ctx.app, w.memberJar, 'GET', listUrl(w.school.id));
    expect(listed.body.data.total).toBe(1);
    expect(listed.body.data.records[0]).toMatchObject({
      schoolId: w.school.id,
      course: { id: courseId },
      progress: 0,
      lastStudiedAt: null,
    });
    // The peer's learning center stays empty.
    expect((await call(ctx.app, w.peerJar, 'GET', listUrl(w.school.id))).body.data.total).toBe(0);
  });

  it("refuses another school's course, visitors, and closed schools' non-members", async () => {
    const db = ctx.testDb.handle.db;
    const w = await panelWorld(ctx.app, db);
    const foreign = await call(ctx.app, w.memberJar, 'POST', enrolUrl(w.school.id, w.other.courseIds[0]!));
    expect(foreign).toMatchObject({ status: 404, body: { errorCode: 'COURSE_NOT_FOUND' } });
    expect((await call(ctx.app, null, 'POST', enrolUrl(w.school.id, w.school.courseIds[0]!))).status).toBe(
      401,
    );
    const closed = await createSchool(db, { open_school: '0' });
    const refused = await call(ctx.app, w.memberJar, 'POST', enrolUrl(closed.id, closed.courseIds[0]!));
    expect(refused.body.errorCode).toBe('SCHOOL_CLOSED');
    expect(
      await db.selectFrom('enrolments').selectAll().where('school_id', '=', closed.id).execute(),
    ).toEqual([]);
  });

  it('an open school lets a logged-in non-member enrol', async () => {
    const w = await panelWorld(ctx.app, ctx.testDb.handle.db);
    const result = await call(ctx.app, w.outsiderJar, 'POST', enrolUrl(w.other.id, w.other.courseIds[1]!));
    expect(result.status).toBe(200);
  });
});

describe('learning center list', () => {
  it("covers the school and its visible sub-schools, not the parent's from a sub-school", async () => {
    const db = ctx.testDb.handle.db;
    const w = await panelWorld(ctx.app, db);
    const sub = await createSchool(db, { parentId: w.school.id });
    const closedSub = await createSchool(db, { parentId: w.school.id, open_school: '0' });
    const outsider = await createUser(db);
    const jar = await login(ctx.app, outsider.email, outsider.password);
    // The second factory course of each school is free (the first has a price).
    await call(ctx.app, jar, 'POST', enrolUrl(w.school.id, w.school.courseIds[1]!));
    await call(ctx.app, jar, 'POST', enrolUrl(sub.id, sub.courseIds[1]!));
    // Enrolled while a member of the closed sub-school, then no longer a member: hidden.
    await addMember(db, closedSub.id, outsider.id);
    const memberJar = await login(ctx.app, outsider.email, outsider.password);
    expect(
      (await call(ctx.app, memberJar, 'POST', enrolUrl(closedSub.id, closedSub.courseIds[1]!))).status,
    ).toBe(200);
    expect((await call(ctx.app, memberJar, 'GET', listUrl(w.school.id))).body.data.total).toBe(3);
    await db.deleteFrom('memberships').where('user_id', '=', outsider.id).execute();
    const after = await login(ctx.app, outsider.email, outsider.password);
    expect((await call(ctx.app, after, 'GET', listUrl(w.school.id))).body.data.total).toBe(2);
    expect((await call(ctx.app, after, 'GET', listUrl(sub.id))).body.data.total).toBe(1);
  });

  it('pages are bounded', async () => {
    const w = await panelWorld(ctx.app, ctx.testDb.handle.db);
    expect((await call(ctx.app, w.memberJar, 'GET', `${listUrl(w.school.id)}&pageSize=51`)).status).toBe(400);
  });
});

describe('course page bootstrap', () => {
  it("carries the viewer's enrolment (the demo learner's progress) and null otherwise", async () => {
    const db = ctx.testDb.handle.db;
    const python = await db
      .selectFrom('courses')
      .select('id')
      .where('school_id', '=', DEMO_IDS.demoAcademy)
      .where('name', '=', 'Python 编程入门')
      .executeTakeFirstOrThrow();
    const url = `/course/${DEMO_IDS.demoAcademy}/course-view?courseId=${python.id}`;
    const jar = await login(ctx.app, DEMO_ACCOUNTS.learner);
    const viewer = await resolveViewer(ctx.app.db, jar.get('access_token')!);
    const learner = await buildBootstrap(db, ctx.config, { url, host: 'localhost', viewer });
    expect(learner.page).toMatchObject({ kind: 'course', enrolment: { progress: 40 } });
    const visitor = await buildBootstrap(db, ctx.config, { url, host: 'localhost', viewer: null });
    expect(visitor.page).toMatchObject({ kind: 'course', enrolment: null });
  });
});
