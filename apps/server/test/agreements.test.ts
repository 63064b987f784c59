import { describe, expect, it } from 'vitest';
import { newId } from '../src/db/ids.ts';
import { DEMO_AGREEMENT_V1, DEMO_IDS } from '../src/seed/index.ts';
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
        url: `/api/assist/v2/agreement/open/text/${DEMO_AGREEMENT_V1}?schoolId=${DEMO_IDS.demoAcademy}&lang=zh-CN`,
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
      errorCode: 'NOT_A_MEMBER',
      message: 'Only members of this school may do this',
    });
    expect((await sign(null, school.id)).statusCode).toBe(401);
    expect((await status(null, school.id)).statusCode).toBe(401);
    expect((await refuse(null, school.id)).statusCode).toBe(401);
    expect((await status(outsider, 'bad')).statusCode).toBe(400);
    const learner = await login(ctx.app, DEMO_ACCOUNTS.learner);
    expect((await sign(learner, DEMO_IDS.o3School)).json()).toEqual({
      code: 404,
      errorCode: 'AGREEMENT_NOT_FOUND',
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
    // Not a member of B: nothing to refuse there (the gate answers before the handler runs).
    expect((await refuse(jar, b.id)).json()).toMatchObject({ code: 403, errorCode: 'NOT_A_MEMBER' });
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
    const response = await send(ctx.app, null, {
      url: `${A}/open/text/${DEMO_AGREEMENT_V1}?schoolId=${DEMO_IDS.demoAcademy}&lang=en-US`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<h3>1. 尊重他人 Respect others</h3>');
  });

  async function agreementWithBody(body: string) {
    const school = await createSchool(ctx.testDb.handle.db);
    const id = newId();
    await ctx.testDb.handle.db
      .insertInto('agreements')
      .values({
        id,
        school_id: school.id,
        version: 1,
        title: 't',
        body,
        created_at: new Date().toISOString(),
      })
      .execute();
    return send(ctx.app, null, { url: `${A}/open/text/${id}?lang=en-US&tenantId=${school.id}` });
  }

  it('answers 200 (not 500) to out-of-range and invalid character references', async () => {
    const response = await agreementWithBody(
      '<p>a&#1114112;b &#x110000; &#xD800; &#0; &#99999999999999999999;</p><a href="&#1114112;">x</a>',
    );
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<p>a\uFFFDb \uFFFD \uFFFD \uFFFD');
    const plain = await agreementWithBody('line &#1114112; one');
    expect(plain.statusCode).toBe(200);
  });

  it('delivers the whitelisted styles to the dialog and strips dangerous ones', async () => {
    const response = await agreementWithBody(
      '<p style="color:#c00;text-align:center;font-size:16px;position:fixed;width:expression(alert(1));' +
        'background-color:url(javascript:alert(1));behavior:url(x.htc)">Styled</p>',
    );
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('<p style="color:#c00;text-align:center;font-size:16px">Styled</p>');
  });

  it('answers 404 for unknown ids, 400 for bad ones, and keeps closed schools closed', async () => {
    const demo = `schoolId=${DEMO_IDS.demoAcademy}`;
    expect(
      (await send(ctx.app, null, { url: `${A}/open/text/1234567890123456789?${demo}` })).statusCode,
    ).toBe(404);
    expect((await send(ctx.app, null, { url: `${A}/open/text/nope?${demo}` })).statusCode).toBe(400);
    // The text names its school: without one there is nothing to check access against.
    expect((await send(ctx.app, null, { url: `${A}/open/text/${DEMO_AGREEMENT_V1}` })).json()).toMatchObject({
      errorCode: 'SCHOOL_ID_REQUIRED',
    });
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
    const url = `${A}/open/text/3799999999999999991?schoolId=${closed.id}`;
    expect((await send(ctx.app, null, { url })).statusCode).toBe(401);
    const outsider = await login(ctx.app, DEMO_ACCOUNTS.outsider);
    expect((await send(ctx.app, outsider, { url })).statusCode).toBe(403);
    // Cross-school: the closed school's text asked for under an open school is not found there.
    const crossed = await send(ctx.app, outsider, { url: `${A}/open/text/3799999999999999991?${demo}` });
    expect(crossed.statusCode).toBe(404);
    expect(crossed.body).not.toContain('secret');
  });

  it('strips scripts, handlers and javascript: URLs; forces opener isolation on new-tab links', () => {
    const dirty =
      '<p onclick="x()">Hi <b>there</b></p><script>alert(1)</script><style>p{}</style>' +
      '<a href="javascript:alert(1)">x</a><a href="jav&#x61;script:alert(1)">y</a>' +
      '<a href="https://example.com/a?b=1&c=2" target="_blank" rel="opener">ok</a><a href="/x" target="_self">s</a>' +
      '<img src="/x.png" onerror="alert(1)"><iframe src="https://evil.example"></iframe><!-- c -->' +
      '<unknown>text</unknown> 1 < 2';
    expect(sanitizeHtml(dirty)).toBe(
      '<p>Hi there</p><a>x</a><a>y</a>' +
        '<a href="https://example.com/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer">ok</a>' +
        '<a href="/x">s</a><img src="/x.png" />text 1 &lt; 2',
    );
  });

  it.each([
    ['javascript: with whitespace and case', '<a href=" JaVa\tScRiPt:alert(1)">a</a>', '<a>a</a>'],
    ['javascript: with entity-encoded colon', '<a href="javascript&colon;alert(1)">a</a>', '<a>a</a>'],
    ['javascript: with a decimal reference', '<a href="java&#115;cript:alert(1)">a</a>', '<a>a</a>'],
    ['javascript: with a newline reference', '<a href="java&#10;script:alert(1)">a</a>', '<a>a</a>'],
    [
      'vbscript: and data: sources',
      '<img src="data:image/svg+xml,x"><video src="vbscript:x"></video>',
      '<img /><video></video>',
    ],
    [
      'mailto: as an image source (a link keeps it)',
      '<a href="mailto:a@b.c">m</a><img src="mailto:a@b.c">',
      '<a href="mailto:a@b.c">m</a><img />',
    ],
    ['a backslash path', '<a href="/\\evil.example">a</a>', '<a>a</a>'],
    [
      'svg with script and a javascript link',
      '<svg><script>alert(1)</script><a xlink:href="javascript:x">s</a></svg>ok',
      'ok',
    ],
    ['math with an href', '<math><mi href="javascript:x">m</mi></math>ok', 'ok'],
    ['form controls', '<form><input value="a"><button>b</button></form><p>ok</p>', '<p>ok</p>'],
    [
      'on* handlers on allowed tags',
      '<img src="/a.png" onload="x" ONERROR="y"><p onmouseover="z">t</p>',
      '<img src="/a.png" /><p>t</p>',
    ],
    [
      'attribute values outside their rule',
      '<td colspan="x" width="9;x">d</td><p dir="evil" align="center">p</p>',
      '<td>d</td><p align="center">p</p>',
    ],
  ])('removes %s', (_name, dirty, clean) => {
    expect(sanitizeHtml(dirty)).toBe(clean);
  });

  it('keeps the whitelisted styles (spec §5) and drops every other declaration', () => {
    expect(
      sanitizeHtml(
        '<p style="color:#f00; text-align:center; font-size:14px; position:fixed; behavior:url(x.htc); ' +
          'width:expression(alert(1)); background-color:url(javascript:x); margin:-999px; float:left">t</p>',
      ),
    ).toBe('<p style="color:#f00;text-align:center;font-size:14px;float:left">t</p>');
    expect(
      sanitizeHtml(
        `<span style="font-family:'Microsoft YaHei', sans-serif; font-weight:bold; border:1px solid rgb(1, 2, 3)">s</span>`,
      ),
    ).toBe(
      `<span style="font-family:'Microsoft YaHei', sans-serif;font-weight:bold;border:1px solid rgb(1, 2, 3)">s</span>`,
    );
    expect(sanitizeHtml('<p style="font-family:evil;color:red;top:0;-moz-binding:url(x)">t</p>')).toBe(
      '<p>t</p>',
    );
    expect(sanitizeHtml('<p style="color:#fff&quot;;x:expression(1)">t</p>')).toBe('<p>t</p>');
  });
});
