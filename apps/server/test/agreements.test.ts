import { describe, expect, it } from 'vitest';
import { newId } from '../src/db/ids.ts';
import { DEMO_AGREEMENT_V1, DEMO_IDS } from '../src/db/seed/index.ts';
import { sanitizeHtml } from '../src/modules/agreements/sanitize.ts';
import { useTestApp } from './support/app.ts';
import { createSchool } from './support/factories.ts';
import { addMember, createUser, DEMO_ACCOUNTS, login, send, type CookieJar } from './support/session.ts';

const ctx = useTestApp();
const A = '/api/assist/v2/agreement';
const status = async (jar: CookieJar | null, schoolId: string, lang = 'zh-CN') =>
  send(ctx.app, jar, { url: `${A}/isSignSchoolConventionAgreement?lang=${lang}&tenantId=${schoolId}` });
const sign = (jar: CookieJar | null, schoolId: string) =>
  send(ctx.app, jar, {
    method: 'POST',
    url: `${A}/signSchoolConventionAgreement?lang=zh-CN&tenantId=${schoolId}`,
  });
const refuse = (jar: CookieJar | null, schoolId: string) =>
  send(ctx.app, jar, { method: 'DELETE', url: `${A}/user/signs?tenantId=${schoolId}` });

async function memberWithAgreement(versions: number[]) {
  const db = ctx.testDb.handle.db;
  const school = await createSchool(db);
  const ids = versions.map(() => newId());
  await db
    .insertInto('agreements')
    .values(
      versions.map((version, i) => ({
        id: ids[i]!,
        school_id: school.id,
        version,
        title: `Convention v${version}`,
        body: `<p>Version ${version}</p>`,
        created_at: new Date().toISOString(),
      })),
    )
    .execute();
  const user = await createUser(db);
  await addMember(db, school.id, user.id);
  return { school, user, ids, jar: await login(ctx.app, user.email, user.password) };
}

describe('agreement status and signing', () => {
  it('the demo learner must sign Demo Academy version 1 for the first time; teacher and admin have signed', async () => {
    const learner = await login(ctx.app, DEMO_ACCOUNTS.learner);
    expect((await status(learner, DEMO_IDS.demoAcademy)).json().data).toEqual({
      signed: false,
      needSign: true,
      agreementUpdated: false,
      latestAgreement: {
        id: DEMO_AGREEMENT_V1,
        version: 1,
        title: '学院公约 School convention',
        url: `/api/assist/v2/agreement/open/text/${DEMO_AGREEMENT_V1}?lang=zh-CN`,
      },
    });
    const teacher = await login(ctx.app, DEMO_ACCOUNTS.teacher);
    expect((await status(teacher, DEMO_IDS.demoAcademy, 'en-US')).json().data).toMatchObject({
      signed: true,
      needSign: false,
    });
  });

  it('first signing, then an updated version needs re-signing (agreementUpdated)', async () => {
    const { school, jar } = await memberWithAgreement([1]);
    expect((await status(jar, school.id)).json().data).toMatchObject({
      needSign: true,
      agreementUpdated: false,
    });
    const signed = await sign(jar, school.id);
    expect(signed.statusCode).toBe(200);
    expect(signed.json().data).toMatchObject({ signed: true, needSign: false });
    await ctx.testDb.handle.db
      .insertInto('agreements')
      .values({
        id: newId(),
        school_id: school.id,
        version: 2,
        title: 'Convention v2',
        body: 'Updated',
        created_at: new Date().toISOString(),
      })
      .execute();
    const updated = (await status(jar, school.id)).json().data;
    expect(updated).toMatchObject({ signed: false, needSign: true, agreementUpdated: true });
    expect(updated.latestAgreement.version).toBe(2);
    expect((await sign(jar, school.id)).json().data).toMatchObject({ signed: true, agreementUpdated: false });
  });

  it('refusing withdraws the signatures and the membership of that school only', async () => {
    const { school, user, jar } = await memberWithAgreement([1]);
    await sign(jar, school.id);
    await addMember(ctx.testDb.handle.db, DEMO_IDS.o3School, user.id);
    expect((await refuse(jar, school.id)).json()).toEqual({ code: 200, data: null });
    const db = ctx.testDb.handle.db;
    const rows = await db
      .selectFrom('memberships')
      .select('school_id')
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toEqual([{ school_id: DEMO_IDS.o3School }]);
    const signatures = await db
      .selectFrom('agreement_signatures')
      .select('school_id')
      .where('user_id', '=', user.id)
      .execute();
    expect(signatures).toEqual([]);
    const valid = await send(ctx.app, jar, {
      url: `/api/school/members/getMemberIsValid/?tenantId=${school.id}`,
    });
    expect(valid.json().data).toBe(false);
  });

  it('non-members cannot sign; visitors get 401; a school without agreement has nothing to sign', async () => {
    const { school } = await memberWithAgreement([1]);
    const outsider = await login(ctx.app, DEMO_ACCOUNTS.outsider);
    const response = await sign(outsider, school.id);
    expect(response.json()).toEqual({
      code: 403,
      message: 'Only members of this school can sign its agreement',
    });
    expect((await sign(null, school.id)).statusCode).toBe(401);
    expect((await status(null, school.id)).statusCode).toBe(401);
    expect((await refuse(null, school.id)).statusCode).toBe(401);
    expect((await status(outsider, 'bad')).statusCode).toBe(400);
    const learner = await login(ctx.app, DEMO_ACCOUNTS.learner);
    expect((await sign(learner, DEMO_IDS.o3School)).json()).toEqual({
      code: 404,
      message: 'This school has no agreement to sign',
    });
    const signatures = await ctx.testDb.handle.db
      .selectFrom('agreement_signatures')
      .select('user_id')
      .where('school_id', '=', school.id)
      .execute();
    expect(signatures).toEqual([]);
  });

  it("cross-school: refusing in school B never touches the caller's membership in school A", async () => {
    const { school: a, user, jar } = await memberWithAgreement([1]);
    const b = await createSchool(ctx.testDb.handle.db);
    expect((await refuse(jar, b.id)).statusCode).toBe(200);
    const rows = await ctx.testDb.handle.db
      .selectFrom('memberships')
      .select('school_id')
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toEqual([{ school_id: a.id }]);
  });
});

describe('agreement text', () => {
  it('serves the body as sanitised HTML', async () => {
    const response = await send(ctx.app, null, { url: `${A}/open/text/${DEMO_AGREEMENT_V1}?lang=en-US` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<h3>1. 尊重他人 Respect others</h3>');
  });

  it('answers 404 for unknown ids, 400 for bad ones, and keeps closed schools closed', async () => {
    expect((await send(ctx.app, null, { url: `${A}/open/text/1234567890123456789` })).statusCode).toBe(404);
    expect((await send(ctx.app, null, { url: `${A}/open/text/nope` })).statusCode).toBe(400);
    const db = ctx.testDb.handle.db;
    const closed = await createSchool(db, { open_school: '0' });
    await db
      .insertInto('agreements')
      .values({
        id: '3799999999999999991',
        school_id: closed.id,
        version: 1,
        title: 't',
        body: 'secret',
        created_at: '',
      })
      .execute();
    const url = `${A}/open/text/3799999999999999991`;
    expect((await send(ctx.app, null, { url })).statusCode).toBe(401);
    const outsider = await login(ctx.app, DEMO_ACCOUNTS.outsider);
    expect((await send(ctx.app, outsider, { url })).statusCode).toBe(403);
  });

  it('strips scripts, styles, handlers and javascript: URLs', () => {
    const dirty =
      '<p onclick="x()" style="color:red">Hi <b>there</b></p><script>alert(1)</script><style>p{}</style>' +
      '<a href="javascript:alert(1)">x</a><a href="jav&#x61;script:alert(1)">y</a>' +
      '<a href="https://example.com/a?b=1&c=2" target="_self">ok</a><img src="/x.png" onerror="alert(1)">' +
      '<iframe src="https://evil.example"></iframe><!-- c --><unknown>text</unknown> 1 < 2';
    expect(sanitizeHtml(dirty)).toBe(
      '<p>Hi <b>there</b></p><a>x</a><a>y</a>' +
        '<a href="https://example.com/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer">ok</a>' +
        '<img src="/x.png">text 1 &lt; 2',
    );
  });
});
