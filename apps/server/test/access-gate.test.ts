/**
 * Issue 9 §1: one gate for tenant and access, deny by default — the declaration is checked at start, the school is
 * resolved once, and the three defects of the security review stay closed (each on both engines).
 */
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { declarationProblem } from '../src/plugins/app/access-gate.ts';
import { access, type AccessRule } from '../src/shared/access.ts';
import { testConfig, useTestApp } from './support/app.ts';
import { createSchool } from './support/factories.ts';
import { addMember, createUser, login, send } from './support/session.ts';

const ctx = useTestApp();

async function appWith(register: (app: Awaited<ReturnType<typeof buildApp>>) => void) {
  const app = await buildApp({ config: testConfig(), db: ctx.testDb.handle, logger: false });
  register(app);
  return app;
}

describe('route declarations', () => {
  it('refuses to start when a route declares no access rule', async () => {
    const app = await appWith((app) => app.get('/api/test/undeclared', async () => 'open?'));
    await expect(app.ready()).rejects.toThrow(/GET.*\/api\/test\/undeclared declares no access rule/);
    await app.close();
  });

  it('refuses to start on a declaration it could not enforce', async () => {
    const app = await appWith((app) =>
      app.get(
        '/api/test/admin-of-nothing',
        { config: { access: { school: 'none', who: 'admin' } } },
        async () => 'x',
      ),
    );
    await expect(app.ready()).rejects.toThrow(/asks for "admin" but takes no school/);
    await app.close();
  });

  it('names each unsound declaration', () => {
    const cases: Array<[AccessRule | undefined, RegExp | null]> = [
      [undefined, /declares no access rule/],
      [{ school: 'none', who: 'viewer' }, /takes no school/],
      [{ school: 'none', who: 'member' }, /takes no school/],
      [{ school: 'none', who: 'anyone', from: { param: 'id' } }, /names where the school comes from/],
      [{ school: 'sometimes' as never, who: 'anyone' }, /unknown school use/],
      [{ school: 'required', who: 'root' as never }, /unknown audience/],
      [access.public, null],
      [access.admin, null],
      [{ school: 'optional', who: 'user' }, null],
      // Issue 23: what handlers checked inline is declared, and a declaration the gate cannot keep stops the start.
      [{ school: 'optional', who: 'admin', requires: ['firstLevel'] }, /requires "firstLevel" of a school/],
      [{ school: 'required', who: 'anyone', requires: ['paid' as never] }, /unknown condition "paid"/],
      [{ school: 'none', who: 'anyone', invite: 'inviteCode' }, /invite code/],
      [{ school: 'required', who: 'anyone', from: { param: 'id' }, invite: 'inviteCode' }, /invite code/],
      [{ school: 'required', who: 'viewer', subject: { from: { param: 'userId' } } }, /admits visitors/],
      [
        { school: 'none', who: 'user', subject: { from: { query: 'userId' }, admins: true } },
        /takes no school/,
      ],
      [{ school: 'none', who: 'anyone', requires: ['liveSession'] }, null],
      [
        { school: 'required', who: 'anyone', invite: 'inviteCode', requires: ['o3School', 'boundMember'] },
        null,
      ],
      [{ school: 'none', who: 'user', subject: { from: { header: 'user_id' } } }, null],
    ];
    for (const [rule, problem] of cases) {
      const found = declarationProblem(rule);
      if (problem) expect(found).toMatch(problem);
      else expect(found).toBeNull();
    }
  });

  it('every registered route of the app carries a declaration the gate accepted', async () => {
    expect(ctx.app.accessTable.length).toBeGreaterThan(40);
    for (const route of ctx.app.accessTable) expect(declarationProblem(route.access), route.url).toBeNull();
  });
});

describe('resolving the school', () => {
  it('refuses two places that name two schools, and names both', async () => {
    const a = await createSchool(ctx.testDb.handle.db);
    const b = await createSchool(ctx.testDb.handle.db);
    const response = await send(ctx.app, null, {
      url: `/api/portal/api/v1/portal/open/bulletin?schoolId=${a.id}`,
      headers: { tenantId: b.id },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 'SCHOOL_ID_CONFLICT' });
    expect(response.json().message).toMatch(/schoolId and tenantid header name different schools/);
    const same = await send(ctx.app, null, {
      url: `/api/portal/api/v1/portal/open/bulletin?schoolId=${a.id}&tenantId=${a.id}`,
      headers: { 'School-Id': a.id },
    });
    expect(same.statusCode).toBe(200);
  });

  it('answers a missing, malformed or unknown school with its own code', async () => {
    const url = '/api/portal/api/v1/portal/open/bulletin';
    const missing = await send(ctx.app, null, { url });
    expect(missing.json()).toMatchObject({ code: 400, errorCode: 'SCHOOL_ID_REQUIRED' });
    const malformed = await send(ctx.app, null, { url: `${url}?tenantId=12` });
    expect(malformed.json()).toMatchObject({ code: 400, errorCode: 'SCHOOL_ID_INVALID' });
    const unknown = await send(ctx.app, null, { url: `${url}?tenantId=1999999999999999999` });
    expect(unknown.json()).toMatchObject({ code: 404, errorCode: 'SCHOOL_NOT_FOUND' });
  });
});

describe('defects of the security review', () => {
  it('latest-courses with includeSubSchools leaves out a closed sub-school for visitors and strangers', async () => {
    const db = ctx.testDb.handle.db;
    const parent = await createSchool(db);
    const closedSub = await createSchool(db, {
      parentId: parent.id,
      open_school: '0',
      courses: [{ name: 'Closed sub-school secret course' }],
    });
    const url = `/api/portal/api/v1/portal/open/latest-courses?schoolId=${parent.id}&includeSubSchools=1`;
    const names = async (jar: Awaited<ReturnType<typeof login>> | null) =>
      ((await send(ctx.app, jar, { url })).json().data.latestCurriculum as Array<{ id: string }>).map(
        (c) => c.id,
      );

    expect(await names(null)).not.toContain(closedSub.courseIds[0]);
    const stranger = await createUser(db);
    expect(await names(await login(ctx.app, stranger.email, stranger.password))).not.toContain(
      closedSub.courseIds[0],
    );
    // A member of the parent is a member of its sub-schools: the course is theirs to see.
    const member = await createUser(db);
    await addMember(db, parent.id, member.id);
    expect(await names(await login(ctx.app, member.email, member.password))).toContain(
      closedSub.courseIds[0],
    );
  });

  it('addFeedback refuses a closed school to a non-member and stores nothing', async () => {
    const db = ctx.testDb.handle.db;
    const closed = await createSchool(db, { open_school: '0' });
    const stranger = await createUser(db);
    const jar = await login(ctx.app, stranger.email, stranger.password);
    const response = await send(ctx.app, jar, {
      method: 'POST',
      url: `/api/school/feedback/addFeedback?schoolId=${closed.id}`,
      payload: { feedbackType: 1, feedbackContent: 'let me in', allowContact: 0, clientType: '1' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ errorCode: 'SCHOOL_CLOSED' });
    const rows = await db.selectFrom('feedback').select('id').where('school_id', '=', closed.id).execute();
    expect(rows).toEqual([]);

    // A member of the same closed school may.
    await addMember(db, closed.id, stranger.id);
    const memberJar = await login(ctx.app, stranger.email, stranger.password);
    const accepted = await send(ctx.app, memberJar, {
      method: 'POST',
      url: `/api/school/feedback/addFeedback?schoolId=${closed.id}`,
      payload: { feedbackType: 1, feedbackContent: 'now a member', allowContact: 0, clientType: '1' },
    });
    expect(accepted.json()).toMatchObject({ code: 200 });
  });

  it('oauth/authorize issues no code for a closed school to a non-member', async () => {
    const db = ctx.testDb.handle.db;
    const closed = await createSchool(db, { open_school: '0' });
    const stranger = await createUser(db);
    const jar = await login(ctx.app, stranger.email, stranger.password);
    const url = `/api/auth/v1/oauth/authorize?grant_type=authorization_code&response_type=code&schoolId=${closed.id}`;
    const response = await send(ctx.app, jar, { url });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ errorCode: 'SCHOOL_CLOSED' });
    const codes = await db.selectFrom('auth_codes').select('id').where('school_id', '=', closed.id).execute();
    expect(codes).toEqual([]);
    // Without a school the code is the user's own, as before.
    const plain = await send(ctx.app, jar, {
      url: '/api/auth/v1/oauth/authorize?grant_type=authorization_code&response_type=code',
    });
    expect(plain.statusCode).toBe(200);
  });
});
