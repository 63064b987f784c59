import { describe, expect, it } from 'vitest';
import { DEMO_IDS, DEMO_INVITES } from '../src/seed/index.ts';
import { useTestApp } from './support/app.ts';
import { createSchool } from './support/factories.ts';
import { addMember, createUser, DEMO_ACCOUNTS, login, send, type CookieJar } from './support/session.ts';

const ctx = useTestApp();
const get = async (jar: CookieJar | null, url: string, headers: Record<string, string> = {}) => {
  const response = await send(ctx.app, jar, { url, headers });
  return { status: response.statusCode, body: response.json() };
};
const join = (jar: CookieJar | null, inviteCode: unknown) =>
  send(ctx.app, jar, { method: 'POST', url: '/api/school/members/join', payload: { inviteCode } });
const membershipsOf = (userId: string) =>
  ctx.testDb.handle.db
    .selectFrom('memberships')
    .select(['school_id', 'role'])
    .where('user_id', '=', userId)
    .orderBy('school_id')
    .execute();

describe('membership checks', () => {
  it('getMemberIsValid: direct members, members of the parent school, false for others and visitors', async () => {
    const learner = await login(ctx.app, DEMO_ACCOUNTS.learner);
    const outsider = await login(ctx.app, DEMO_ACCOUNTS.outsider);
    const valid = (jar: CookieJar | null, id: string) =>
      get(jar, `/api/school/members/getMemberIsValid/?tenantId=${id}`);
    expect(await valid(learner, DEMO_IDS.demoAcademy)).toEqual({
      status: 200,
      body: { code: 200, data: true },
    });
    expect((await valid(learner, DEMO_IDS.subSchoolB)).body.data).toBe(true);
    expect((await valid(learner, DEMO_IDS.closedSchool)).body.data).toBe(false);
    expect((await valid(outsider, DEMO_IDS.demoAcademy)).body.data).toBe(false);
    expect((await valid(null, DEMO_IDS.demoAcademy)).body.data).toBe(false);
    expect((await valid(null, 'abc')).status).toBe(400);
    expect((await valid(null, '9999999999999999999')).status).toBe(404);
  });

  it('admin: of the school and its sub-schools; a sub-school admin is not admin of the parent', async () => {
    const db = ctx.testDb.handle.db;
    const parent = await createSchool(db);
    const sub = await createSchool(db, { parentId: parent.id });
    const parentAdmin = await createUser(db);
    const subAdmin = await createUser(db);
    await addMember(db, parent.id, parentAdmin.id, 'admin');
    await addMember(db, sub.id, subAdmin.id, 'admin');
    const pa = await login(ctx.app, parentAdmin.email, parentAdmin.password);
    const sa = await login(ctx.app, subAdmin.email, subAdmin.password);
    const admin = async (jar: CookieJar | null, id: string) =>
      (await get(jar, `/api/school/schools/${id}/admin/`)).body.data;
    expect(await admin(pa, parent.id)).toBe(true);
    expect(await admin(pa, sub.id)).toBe(true);
    expect(await admin(sa, sub.id)).toBe(true);
    expect(await admin(sa, parent.id)).toBe(false);
    expect(await admin(null, parent.id)).toBe(false);
    const teacher = await login(ctx.app, DEMO_ACCOUNTS.teacher);
    expect(await admin(teacher, DEMO_IDS.demoAcademy)).toBe(false);
    expect((await get(pa, '/api/school/schools/9999999999999999999/admin/')).status).toBe(404);
  });

  it('member detail: self or an admin of the school; 404 for non-members, 403 for strangers, 401 for visitors', async () => {
    const learner = await login(ctx.app, DEMO_ACCOUNTS.learner);
    const admin = await login(ctx.app, DEMO_ACCOUNTS.admin);
    const teacher = await login(ctx.app, DEMO_ACCOUNTS.teacher);
    const detail = (jar: CookieJar | null, userId: string, schoolId: string) =>
      get(jar, `/api/school/members/${userId}/?schoolUuid=${schoolId}`);
    const self = await detail(learner, DEMO_IDS.learner, DEMO_IDS.demoAcademy);
    expect(self.body.data).toMatchObject({
      userId: DEMO_IDS.learner,
      schoolId: DEMO_IDS.demoAcademy,
      role: 'member',
    });
    expect(self.body.data.joinedAt).toMatch(/^\d{4}-/);
    expect((await detail(admin, DEMO_IDS.learner, DEMO_IDS.demoAcademy)).status).toBe(200);
    // Inherited: the learner belongs to sub-school B through Demo Academy.
    expect((await detail(admin, DEMO_IDS.learner, DEMO_IDS.subSchoolB)).body.data.role).toBe('member');
    expect((await detail(teacher, DEMO_IDS.learner, DEMO_IDS.demoAcademy)).body).toEqual({
      code: 403,
      errorCode: 'NOT_YOURS',
      message: 'You may only look up yourself, unless you administer this school',
    });
    // Cross-school: Demo Academy's admin has no say over another school's members (the seed makes them the O3
    // school's moderator too, so a school of their own is used).
    const other = await createSchool(ctx.testDb.handle.db, { name: 'Members elsewhere' });
    await addMember(ctx.testDb.handle.db, other.id, DEMO_IDS.learner);
    expect((await detail(admin, DEMO_IDS.learner, other.id)).status).toBe(403);
    // A closed school the learner does not belong to is closed to them before any lookup (the gate's rule).
    expect((await detail(learner, DEMO_IDS.learner, DEMO_IDS.closedSchool)).status).toBe(403);
    expect((await detail(null, DEMO_IDS.learner, DEMO_IDS.demoAcademy)).status).toBe(401);
    const missing = await get(learner, `/api/school/members/${DEMO_IDS.learner}/`);
    expect(missing.body).toEqual({
      code: 400,
      errorCode: 'SCHOOL_ID_REQUIRED',
      message: 'schoolUuid is required',
    });
  });

  it('lecturing permission and TRAINING_CENTER: lecturers and admins only', async () => {
    const teacher = await login(ctx.app, DEMO_ACCOUNTS.teacher);
    const learner = await login(ctx.app, DEMO_ACCOUNTS.learner);
    const admin = await login(ctx.app, DEMO_ACCOUNTS.admin);
    const lecturer = (jar: CookieJar | null, query = '') =>
      get(jar, `/api/school/lecturers/permission?schoolId=${DEMO_IDS.demoAcademy}${query}`);
    expect((await lecturer(teacher)).body.data).toEqual({ hasPermission: true });
    expect((await lecturer(learner)).body.data).toEqual({ hasPermission: false });
    expect((await lecturer(admin, `&userId=${DEMO_IDS.teacher}`)).body.data).toEqual({ hasPermission: true });
    expect((await lecturer(learner, `&userId=${DEMO_IDS.teacher}`)).body).toMatchObject({
      code: 403,
      errorCode: 'NOT_YOURS',
    });
    expect((await lecturer(learner, `&userId=${DEMO_IDS.learner}`)).body.data).toEqual({
      hasPermission: false,
    });
    expect((await lecturer(null)).status).toBe(401);

    const acl = (jar: CookieJar | null, headers: Record<string, string>, code = 'TRAINING_CENTER') =>
      get(jar, `/api/acl/v1/operation/hasPermissions?operationCode=${code}`, {
        'School-Id': DEMO_IDS.demoAcademy,
        ...headers,
      });
    expect((await acl(teacher, { user_id: DEMO_IDS.teacher })).body).toEqual({ code: 200, data: true });
    expect((await acl(admin, {})).body.data).toBe(true);
    expect((await acl(learner, { user_id: DEMO_IDS.learner })).body.data).toBe(false);
    expect((await acl(teacher, {}, 'DELETE_EVERYTHING')).body.data).toBe(false);
    expect((await acl(learner, { user_id: DEMO_IDS.teacher })).body).toEqual({
      code: 403,
      errorCode: 'USER_ID_MISMATCH',
      message: 'user_id does not match the session',
    });
    expect(
      (await get(teacher, '/api/acl/v1/operation/hasPermissions', { 'School-Id': DEMO_IDS.demoAcademy }))
        .status,
    ).toBe(400);
    expect((await acl(null, {})).status).toBe(401);
  });

  it('member-all-infos: validity and agreement state in one answer', async () => {
    const learner = await login(ctx.app, DEMO_ACCOUNTS.learner);
    const url = `/api/ischool/v1/members/member-all-infos?firstJoin=0&lang=en_US&tenantId=${DEMO_IDS.demoAcademy}`;
    const { status, body } = await get(learner, url);
    expect(status).toBe(200);
    expect(body.data.validMemberOfSchool).toBe(true);
    expect(body.data.isSignSchoolConventionAgreementVo).toMatchObject({ signed: false, needSign: true });
    expect(body.data.isSignSchoolConventionAgreementVo.latestAgreement.url).toMatch(/lang=en-US$/);
    const outsider = await login(ctx.app, DEMO_ACCOUNTS.outsider);
    expect((await get(outsider, url)).body.data).toMatchObject({
      validMemberOfSchool: false,
      isSignSchoolConventionAgreementVo: { needSign: false },
    });
    expect((await get(outsider, url.replace(DEMO_IDS.demoAcademy, DEMO_IDS.closedSchool))).status).toBe(403);
    expect((await get(null, url)).status).toBe(401);
  });
});

describe('POST /api/school/members/join', () => {
  it('joins with an invitation code (case-insensitive), then answers 409', async () => {
    const user = await createUser(ctx.testDb.handle.db);
    const jar = await login(ctx.app, user.email, user.password);
    const first = await join(jar, ' demo-o3 ');
    expect(first.json()).toEqual({ code: 200, data: { schoolId: DEMO_IDS.o3School } });
    expect(await membershipsOf(user.id)).toEqual([{ school_id: DEMO_IDS.o3School, role: 'member' }]);
    const again = await join(jar, DEMO_INVITES.o3);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      errorCode: 'ALREADY_MEMBER',
      message: 'You are already a member of this school',
    });
  });

  it('answers 404 for unknown or expired codes, 400 for an empty one, 401 for visitors — joining nothing', async () => {
    const db = ctx.testDb.handle.db;
    const school = await createSchool(db);
    await db
      .insertInto('school_invites')
      .values({
        id: '4290000000000000001',
        school_id: school.id,
        code: 'OLD-CODE',
        expires_at: new Date(Date.now() - 1000).toISOString(),
        created_at: new Date().toISOString(),
      })
      .execute();
    const user = await createUser(db);
    const jar = await login(ctx.app, user.email, user.password);
    for (const code of ['NO-SUCH-CODE', 'old-code']) {
      const response = await join(jar, code);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        errorCode: 'INVITE_NOT_FOUND',
        message: 'Invitation code not found or expired',
      });
    }
    expect((await join(jar, '')).statusCode).toBe(400);
    expect((await join(null, DEMO_INVITES.demoAcademy)).statusCode).toBe(401);
    expect(await membershipsOf(user.id)).toEqual([]);
  });
});
