/**
 * Issue 23 item 3: who may enrol themself (paid courses need a purchase record, members' courses membership,
 * closed schools their members), a double click makes one enrolment and answers where "Continue" goes, and an
 * admin enrols one user or a CSV file's worth (per-row results, re-running changes nothing, one audit entry).
 */
import { ENROLMENT_LIMITS } from '@portico/core';
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { newId } from '../src/db/ids.ts';
import type { Database } from '../src/db/schema.ts';
import { buildBootstrap } from '../src/web/bootstrap.ts';
import { resolveViewer } from '../src/auth/resolve-viewer.ts';
import { useTestApp } from './support/app.ts';
import { createSchool } from './support/factories.ts';
import { learningWorld } from './support/learning.ts';
import { addMember, createUser, login, type CookieJar } from './support/session.ts';
import { call, panelWorld } from './support/user-panel.ts';

const ctx = useTestApp();
const db = () => ctx.testDb.handle.db;
const enrolUrl = (schoolId: string, courseId: string) =>
  `/api/course/v1/courses/${courseId}/enrol?schoolId=${schoolId}`;
const adminUrl = (schoolId: string) => `/api/console/${schoolId}/enrolments`;
const bulkUrl = (schoolId: string) => `/api/console/${schoolId}/enrolments/bulk`;

const enrolmentsOf = (userId: string, courseId: string) =>
  db()
    .selectFrom('enrolments')
    .selectAll()
    .where('user_id', '=', userId)
    .where('course_id', '=', courseId)
    .execute();

async function purchase(database: Kysely<Database>, schoolId: string, userId: string, courseId: string) {
  await database
    .insertInto('course_purchases')
    .values({
      id: newId(),
      school_id: schoolId,
      user_id: userId,
      course_id: courseId,
      amount: 500,
      source: 'admin',
      reference: null,
      purchased_at: new Date().toISOString(),
    })
    .execute();
}

async function adminOf(schoolId: string): Promise<{ id: string; jar: CookieJar }> {
  const admin = await createUser(db(), { nickName: 'Admin' });
  await addMember(db(), schoolId, admin.id, 'admin');
  return { id: admin.id, jar: await login(ctx.app, admin.email, admin.password) };
}

async function coursePage(schoolId: string, courseId: string, jar: CookieJar | null) {
  const viewer = jar ? await resolveViewer(ctx.app.db, jar.get('access_token')!) : null;
  const url = `/course/${schoolId}/course-view?courseId=${courseId}`;
  return (await buildBootstrap(db(), ctx.config, { url, host: 'localhost', viewer })).page;
}

describe('a learner enrolling themself', () => {
  it('refuses a paid course without a purchase (PURCHASE_REQUIRED), and enrols once it was bought', async () => {
    const w = await panelWorld(ctx.app, db());
    // Factory course A costs ¥5.
    const paid = w.school.courseIds[0]!;
    const refused = await call(ctx.app, w.memberJar, 'POST', enrolUrl(w.school.id, paid));
    expect(refused).toMatchObject({ status: 403, body: { errorCode: 'PURCHASE_REQUIRED' } });
    expect(refused.body).not.toHaveProperty('stack');
    expect(await enrolmentsOf(w.member.id, paid)).toEqual([]);
    expect(await coursePage(w.school.id, paid, w.memberJar)).toMatchObject({
      enrolBlock: 'PURCHASE_REQUIRED',
    });
    expect(await coursePage(w.school.id, paid, null)).toMatchObject({ enrolBlock: 'PURCHASE_REQUIRED' });
    // A purchase of another school's course, or by someone else, does not count.
    await purchase(db(), w.school.id, w.peer.id, paid);
    expect((await call(ctx.app, w.memberJar, 'POST', enrolUrl(w.school.id, paid))).status).toBe(403);
    await purchase(db(), w.school.id, w.member.id, paid);
    const bought = await call(ctx.app, w.memberJar, 'POST', enrolUrl(w.school.id, paid));
    expect(bought.status).toBe(200);
    expect(await enrolmentsOf(w.member.id, paid)).toHaveLength(1);
    expect(await coursePage(w.school.id, paid, w.memberJar)).toMatchObject({
      enrolBlock: null,
      enrolment: { progress: 0 },
    });
  });

  it("keeps a members' course (member badge licensed) for the school's members", async () => {
    const school = await createSchool(db(), { member_license: '1' });
    // Factory course B is free and a members' course.
    const membersCourse = school.courseIds[1]!;
    const member = await createUser(db());
    const outsider = await createUser(db());
    await addMember(db(), school.id, member.id);
    const outsiderJar = await login(ctx.app, outsider.email, outsider.password);
    const memberJar = await login(ctx.app, member.email, member.password);
    const refused = await call(ctx.app, outsiderJar, 'POST', enrolUrl(school.id, membersCourse));
    expect(refused).toMatchObject({ status: 403, body: { errorCode: 'MEMBERS_ONLY' } });
    expect(await coursePage(school.id, membersCourse, outsiderJar)).toMatchObject({
      enrolBlock: 'MEMBERS_ONLY',
    });
    expect((await call(ctx.app, memberJar, 'POST', enrolUrl(school.id, membersCourse))).status).toBe(200);
    // Without the school's member licence the flag is only a badge nobody sees: open to all.
    const unlicensed = await createSchool(db());
    expect(
      (await call(ctx.app, outsiderJar, 'POST', enrolUrl(unlicensed.id, unlicensed.courseIds[1]!))).status,
    ).toBe(200);
  });

  it("refuses a closed school's non-members before any other rule", async () => {
    const closed = await createSchool(db(), { open_school: '0' });
    const user = await createUser(db());
    const jar = await login(ctx.app, user.email, user.password);
    const refused = await call(ctx.app, jar, 'POST', enrolUrl(closed.id, closed.courseIds[1]!));
    expect(refused).toMatchObject({ status: 403, body: { errorCode: 'SCHOOL_CLOSED' } });
  });

  it('makes one enrolment of concurrent requests, and answers where Continue goes (the last resource visited)', async () => {
    const w = await learningWorld(ctx.app, db());
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => call(ctx.app, w.memberJar, 'POST', enrolUrl(w.school.id, w.courseId))),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await enrolmentsOf(w.member.id, w.courseId)).toHaveLength(1);
    // Nothing visited yet: the first resource.
    expect(answers[0]!.body.data.continueResourceId).toBe(w.resourceIds[0]);
    await db()
      .updateTable('enrolments')
      .set({ last_resource_id: w.resourceIds[2]! })
      .where('user_id', '=', w.member.id)
      .where('course_id', '=', w.courseId)
      .execute();
    const again = await call(ctx.app, w.memberJar, 'POST', enrolUrl(w.school.id, w.courseId));
    expect(again.body.data.continueResourceId).toBe(w.resourceIds[2]);
    expect(await coursePage(w.school.id, w.courseId, w.memberJar)).toMatchObject({
      enrolBlock: null,
      enrolment: { continueResourceId: w.resourceIds[2] },
    });
  });

  it('answers 400 for a malformed course id, 401 for a visitor', async () => {
    const w = await panelWorld(ctx.app, db());
    expect((await call(ctx.app, w.memberJar, 'POST', enrolUrl(w.school.id, 'abc'))).status).toBe(400);
    expect((await call(ctx.app, null, 'POST', enrolUrl(w.school.id, w.school.courseIds[1]!))).status).toBe(
      401,
    );
  });
});

describe('an admin enrolling one user', () => {
  it('enrols in a paid course, recorded as granted by the admin; again is a no-op', async () => {
    const w = await panelWorld(ctx.app, db());
    const admin = await adminOf(w.school.id);
    const paid = w.school.courseIds[0]!;
    const body = { account: w.outsider.email.toUpperCase(), courseId: paid };
    const first = await call(ctx.app, admin.jar, 'POST', adminUrl(w.school.id), body);
    expect(first).toMatchObject({
      status: 200,
      body: { data: { status: 'enrolled', userId: w.outsider.id, courseId: paid } },
    });
    const [row] = await enrolmentsOf(w.outsider.id, paid);
    expect(row).toMatchObject({ granted_by: admin.id, school_id: w.school.id });
    const again = await call(ctx.app, admin.jar, 'POST', adminUrl(w.school.id), {
      ...body,
      account: w.outsider.id,
    });
    expect(again.body.data.status).toBe('already');
    expect(await enrolmentsOf(w.outsider.id, paid)).toHaveLength(1);
    // The learner's own enrol now answers their enrolment (no purchase asked).
    expect((await call(ctx.app, w.outsiderJar, 'POST', enrolUrl(w.school.id, paid))).status).toBe(200);
  });

  it('refuses unknown users and courses, other schools, malformed bodies, non-admins and visitors', async () => {
    const w = await panelWorld(ctx.app, db());
    const admin = await adminOf(w.school.id);
    const url = adminUrl(w.school.id);
    const course = w.school.courseIds[1]!;
    const post = (jar: CookieJar | null, body: unknown) => call(ctx.app, jar, 'POST', url, body);
    expect(await post(admin.jar, { account: 'nobody@test.example', courseId: course })).toMatchObject({
      status: 404,
      body: { errorCode: 'USER_NOT_FOUND' },
    });
    expect(await post(admin.jar, { account: w.member.email, courseId: newId() })).toMatchObject({
      status: 404,
      body: { errorCode: 'COURSE_NOT_FOUND' },
    });
    expect(await post(admin.jar, { account: w.member.email, courseId: w.other.courseIds[1]! })).toMatchObject(
      {
        status: 404,
        body: { errorCode: 'COURSE_OTHER_SCHOOL' },
      },
    );
    expect((await post(admin.jar, { account: w.member.email, courseId: 'x' })).status).toBe(400);
    expect((await post(admin.jar, { account: '', courseId: course })).status).toBe(400);
    expect((await post(admin.jar, [w.member.email, course])).status).toBe(400);
    expect(await post(w.memberJar, { account: w.member.email, courseId: course })).toMatchObject({
      status: 403,
      body: { errorCode: 'NOT_AN_ADMIN' },
    });
    expect((await post(null, { account: w.member.email, courseId: course })).status).toBe(401);
    // Another school's admin, through this school's path.
    const otherAdmin = await adminOf(w.other.id);
    expect((await post(otherAdmin.jar, { account: w.member.email, courseId: course })).status).toBe(403);
    expect(await enrolmentsOf(w.member.id, course)).toEqual([]);
  });
});

const csvOf = (lines: string[]) => `${lines.join('\r\n')}\r\n`;

describe('an admin enrolling from a CSV', () => {
  it('reports each row, lets the good rows in, and a second run of the same file adds nothing', async () => {
    const w = await panelWorld(ctx.app, db());
    const admin = await adminOf(w.school.id);
    const [paid, free] = w.school.courseIds as [string, string];
    const csv = csvOf([
      '\uFEFFEmail,Course ID,note',
      `${w.member.email},${paid},"paid, granted"`,
      `${w.outsider.email},${free},`,
      '',
      `nobody@test.example,${free},`,
      `${w.peer.email},${newId()},`,
      `${w.peer.email},${w.other.courseIds[1]!},`,
      `${w.peer.email},not-an-id,`,
      `,${free},`,
      `${w.member.email.toUpperCase()},${paid},duplicate of row 2`,
    ]);
    const first = await call(ctx.app, admin.jar, 'POST', bulkUrl(w.school.id), { csv });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ total: 8, enrolled: 2, already: 1, failed: 5 });
    const outcome = (
      first.body.data.rows as Array<{ row: number; status: string; errorCode: string | null }>
    ).map(({ row, status, errorCode }) => [row, status, errorCode]);
    expect(outcome).toEqual([
      [2, 'enrolled', null],
      [3, 'enrolled', null],
      [5, 'failed', 'USER_NOT_FOUND'],
      [6, 'failed', 'COURSE_NOT_FOUND'],
      [7, 'failed', 'COURSE_OTHER_SCHOOL'],
      [8, 'failed', 'COURSE_NOT_FOUND'],
      [9, 'failed', 'ENROLMENT_ROW_INVALID'],
      [10, 'already', null],
    ]);
    expect(first.body.data.rows[2].message).toBe('No user with this account');
    expect((await enrolmentsOf(w.member.id, paid))[0]).toMatchObject({ granted_by: admin.id });
    const second = await call(ctx.app, admin.jar, 'POST', bulkUrl(w.school.id), { csv });
    expect(second.body.data).toMatchObject({ total: 8, enrolled: 0, already: 3, failed: 5 });
    expect(await enrolmentsOf(w.member.id, paid)).toHaveLength(1);
    const audit = await db()
      .selectFrom('audit_log')
      .selectAll()
      .where('school_id', '=', w.school.id)
      .where('action', '=', 'bulk-enrol')
      .execute();
    expect(audit).toHaveLength(2);
    expect(audit.map((entry) => entry.actor_id)).toEqual([admin.id, admin.id]);
    expect(JSON.parse(audit[0]!.after_json!)).toMatchObject({ total: 8, failed: 5 });
  });

  it("refuses a closed school's non-members per row, and accepts user ids and mobiles", async () => {
    const closed = await createSchool(db(), { open_school: '0' });
    const admin = await adminOf(closed.id);
    const member = await createUser(db());
    const stranger = await createUser(db());
    await addMember(db(), closed.id, member.id);
    const mobile = `139${String(Date.now()).slice(-8)}`;
    await db().updateTable('users').set({ mobile }).where('id', '=', member.id).execute();
    const course = closed.courseIds[1]!;
    const csv = csvOf(['userId,courseId', `${stranger.id},${course}`, `${mobile},${course}`]);
    const report = await call(ctx.app, admin.jar, 'POST', bulkUrl(closed.id), { csv });
    expect(report.body.data.rows.map((row: { errorCode: string | null }) => row.errorCode)).toEqual([
      'SCHOOL_CLOSED',
      null,
    ]);
    expect(report.body.data.rows[1]).toMatchObject({ status: 'enrolled', userId: member.id });
  });

  it('answers clear errors for a bad header, an empty file, too many rows, too many bytes, non-admins', async () => {
    const w = await panelWorld(ctx.app, db());
    const admin = await adminOf(w.school.id);
    const post = (jar: CookieJar | null, body: unknown) =>
      call(ctx.app, jar, 'POST', bulkUrl(w.school.id), body);
    expect((await post(admin.jar, { csv: 'name,course\nx,y\n' })).body.errorCode).toBe('CSV_HEADER_INVALID');
    expect((await post(admin.jar, { csv: 'account,courseId\n\n' })).body.errorCode).toBe('CSV_EMPTY');
    expect((await post(admin.jar, { csv: '' })).body.errorCode).toBe('CSV_EMPTY');
    const rows = Array.from({ length: ENROLMENT_LIMITS.CSV_ROWS_MAX + 1 }, (_, i) => `u${i}@x.io,1`);
    const tooMany = await post(admin.jar, { csv: csvOf(['account,courseId', ...rows]) });
    expect(tooMany).toMatchObject({ status: 400, body: { errorCode: 'CSV_TOO_MANY_ROWS' } });
    const tooLarge = await post(admin.jar, {
      csv: `account,courseId\n${'a'.repeat(ENROLMENT_LIMITS.CSV_BYTES_MAX)}@x.io,1\n`,
    });
    expect(tooLarge).toMatchObject({ status: 413, body: { errorCode: 'CSV_TOO_LARGE' } });
    expect((await post(admin.jar, { csv: 42 })).status).toBe(400);
    expect((await post(admin.jar, {})).status).toBe(400);
    expect((await post(w.memberJar, { csv: 'account,courseId\n' })).body.errorCode).toBe('NOT_AN_ADMIN');
    expect((await post(null, { csv: 'account,courseId\n' })).status).toBe(401);
    const audit = await db()
      .selectFrom('audit_log')
      .select('id')
      .where('school_id', '=', w.school.id)
      .where('area', '=', 'enrolments')
      .execute();
    expect(audit).toEqual([]);
  });
});
