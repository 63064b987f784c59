/**
 * Issue 13, the console's content sections: footer, bulletins and agreements. Every write: valid (and the audit
 * entry, and the next read through the API and the page bootstrap), invalid, learner, another school's admin, a
 * sub-school's admin on the parent, and a stale version (409). The reader side shows the visitor's language.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { sweepOrphanUploads } from '../src/modules/uploads/sweeper.ts';
import { multipart, png, specFields } from './support/upload-files.ts';
import { useTestApp } from './support/app.ts';
import { stubWebBuild } from './support/stub-web-build.ts';
import { createSchool, type CreatedSchool } from './support/factories.ts';
import { addMember, createUser, login, send, type CookieJar } from './support/session.ts';

const ctx = useTestApp({
  webDistDir: stubWebBuild(
    '({ page: bootstrap.page, footer: bootstrap.footer, bulletin: bootstrap.bulletin, agreement: bootstrap.agreement })',
  ),
});

let school: CreatedSchool;
let other: CreatedSchool;
let sub: CreatedSchool;
let admin: CookieJar;
let otherAdmin: CookieJar;
let subAdmin: CookieJar;
let learner: CookieJar;

beforeAll(async () => {
  const db = ctx.testDb.handle.db;
  school = await createSchool(db, { name: 'Content school' });
  other = await createSchool(db, { name: 'Other content school' });
  sub = await createSchool(db, { name: 'Content sub-school', parentId: school.id });
  const a = await createUser(db, { nickName: 'Ada' });
  await addMember(db, school.id, a.id, 'admin');
  admin = await login(ctx.app, a.email, a.password);
  const o = await createUser(db);
  await addMember(db, other.id, o.id, 'admin');
  otherAdmin = await login(ctx.app, o.email, o.password);
  const s = await createUser(db);
  await addMember(db, sub.id, s.id, 'admin');
  subAdmin = await login(ctx.app, s.email, s.password);
  const l = await createUser(db);
  await addMember(db, school.id, l.id);
  learner = await login(ctx.app, l.email, l.password);
});

type Json = Record<string, unknown>;
const api = (id: string, tail: string) => `/api/console/${id}/${tail}`;

async function version(tail: string, id = school.id): Promise<number> {
  const res = await send(ctx.app, admin, { url: api(id, tail) });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: { version: number } }>().data.version;
}

async function write(
  jar: CookieJar | null,
  method: 'PUT' | 'POST' | 'DELETE',
  url: string,
  payload: unknown,
) {
  return send(ctx.app, jar, { method, url, payload });
}

async function lastAudit(area: string) {
  const res = await send(ctx.app, admin, { url: api(school.id, `audit?area=${area}`) });
  return res.json<{ data: { records: Array<Json> } }>().data.records[0];
}

/** The refusals every write shares: learner, other school's admin, sub-school admin on the parent, stale version. */
async function expectRefusals(method: 'PUT' | 'POST' | 'DELETE', tail: string, data: unknown, area: string) {
  const current = await version(area);
  for (const jar of [learner, otherAdmin, subAdmin]) {
    const res = await write(jar, method, api(school.id, tail), { expectedVersion: current, data });
    expect(res.statusCode).toBe(403);
  }
  expect(
    (await write(null, method, api(school.id, tail), { expectedVersion: current, data })).statusCode,
  ).toBe(401);
  const stale = await write(admin, method, api(school.id, tail), { expectedVersion: current + 5, data });
  expect(stale.statusCode).toBe(409);
  expect(stale.json()).toMatchObject({ errorCode: 'EDIT_CONFLICT', details: { currentVersion: current } });
  expect(await version(area)).toBe(current);
}

const footerData = {
  usedType: 2,
  versionInformationSwitch: '1',
  copyright: {
    company: { zh_CN: '内容学院', en_US: 'Content School Ltd.', ar_SA: 'مدرسة المحتوى' },
    beian: 'ICP 1',
    registerSystemInfo: '',
    support: { zh_CN: '技术支持', en_US: 'Support team' },
  },
  columns: [
    {
      showName: { zh_CN: '关于', en_US: 'About', ar_SA: 'حول' },
      relateType: 'custom',
      relateUrl: null,
      children: [
        {
          showName: { zh_CN: '官网', en_US: 'Website' },
          relateType: 'custom',
          relateUrl: 'https://example.org',
          children: [],
        },
        {
          showName: { zh_CN: '隐私', ar_SA: 'الخصوصية' },
          relateType: 'privacy',
          relateUrl: null,
          children: [],
        },
      ],
    },
  ],
  qrCodes: [
    {
      url: '/assets/demo/qr-app.svg',
      urlEn: null,
      urlMobile: null,
      showName: { zh_CN: '下载', ar_SA: 'تنزيل' },
      explainMobile: {},
    },
  ],
};

describe('footer section', () => {
  it('saves templates, copyright, columns and QR codes per language; readers show the visitor language', async () => {
    const v = await version('footer');
    const res = await write(admin, 'PUT', api(school.id, 'footer'), { expectedVersion: v, data: footerData });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ data: { version: number; data: { footer: Json } } }>().data;
    expect(body.version).toBe(v + 1);
    expect(body.data.footer).toMatchObject({ usedType: 2, columns: [{ showName: { ar_SA: 'حول' } }] });
    expect(await lastAudit('footer')).toMatchObject({ action: 'update', entity: 'footer' });

    const ar = await send(ctx.app, null, {
      url: `/api/portal/api/v1/portal/open/footer?schoolId=${school.id}&sxz-lang=ar_SA`,
    });
    const used = ar.json<{ data: Array<Json> }>().data.find((t) => t.isUsed);
    expect(used).toMatchObject({
      type: 2,
      copyright: { company: 'مدرسة المحتوى', support: '技术支持', beian: 'ICP 1', registerSystemInfo: null },
      footerNavigations: [
        {
          showName: 'حول',
          children: [
            { showName: '官网', relateUrl: 'https://example.org' },
            { showName: 'الخصوصية', relateType: 'privacy' },
          ],
        },
      ],
      footerQrCodes: [{ showName: 'تنزيل', explainMobile: null }],
    });
    expect(Object.keys((used?.footerNavigations as Json[])[0] ?? {})).not.toContain('id');
    // The page shows it too, in English on an en_US page.
    const page = await send(ctx.app, null, { url: `/portal/${school.id}?sxz-lang=en_US` });
    expect(page.json<{ footer: Json }>().footer).toMatchObject({
      copyright: { company: 'Content School Ltd.', support: 'Support team' },
      footerNavigations: [{ showName: 'About', children: [{ showName: 'Website' }, { showName: '隐私' }] }],
    });
    // The console page paints with what the API answers.
    const consolePage = await send(ctx.app, admin, {
      url: `/iadmin/${school.id}/management/footer?sxz-lang=en_US`,
    });
    expect(consolePage.json<{ page: { data: unknown } }>().page.data).toEqual(
      (await send(ctx.app, admin, { url: api(school.id, 'footer') })).json<{ data: unknown }>().data,
    );
  });

  it('refuses an illegal custom URL, a missing default-language name and too many columns', async () => {
    const v = await version('footer');
    const illegal = structuredClone(footerData);
    illegal.columns[0]!.children[0]!.relateUrl = 'javascript:alert(1)';
    const bad = await write(admin, 'PUT', api(school.id, 'footer'), { expectedVersion: v, data: illegal });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      errorCode: 'VALIDATION_FAILED',
      details: { field: 'columns.0.children.0.relateUrl', reason: 'illegalUrl' },
    });
    const unnamed = structuredClone(footerData);
    unnamed.columns[0]!.showName = { zh_CN: ' ', en_US: 'About', ar_SA: 'حول' };
    const missing = await write(admin, 'PUT', api(school.id, 'footer'), {
      expectedVersion: v,
      data: unnamed,
    });
    expect(missing.json()).toMatchObject({ details: { field: 'columns.0.showName', reason: 'required' } });
    const many = { ...footerData, columns: Array.from({ length: 9 }, () => footerData.columns[0]) };
    expect(
      (await write(admin, 'PUT', api(school.id, 'footer'), { expectedVersion: v, data: many })).statusCode,
    ).toBe(400);
    expect(await version('footer')).toBe(v);
  });

  it('refuses learners, other schools, a sub-school admin on the parent and stale versions', async () => {
    await expectRefusals('PUT', 'footer', footerData, 'footer');
  });

  it("takes a QR image uploaded to this school (kept from the orphan sweep), never another school's upload", async () => {
    const uploadTo = async (jar: CookieJar, schoolId: string) => {
      const body = await multipart(
        [{ data: await png(120, 120), name: 'qr.png', type: 'image/png' }],
        specFields('qr.png'),
      );
      const res = await send(ctx.app, jar, {
        method: 'PUT',
        url: `/api/portal/api/v1/portal/uploadFile?tenantId=${schoolId}`,
        payload: body.payload,
        headers: body.headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ data: { static_url: string } }>().data.static_url;
    };
    const db = ctx.testDb.handle.db;
    const ours = await uploadTo(admin, school.id);
    const theirs = await uploadTo(otherAdmin, other.id);
    const withQr = (url: string) => {
      const data = structuredClone(footerData);
      data.qrCodes[0]!.url = url;
      return data;
    };
    const v = await version('footer');
    const foreign = await write(admin, 'PUT', api(school.id, 'footer'), {
      expectedVersion: v,
      data: withQr(theirs),
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ details: { field: 'qrCodes.0.url', reason: 'illegalUrl' } });
    const unknown = await write(admin, 'PUT', api(school.id, 'footer'), {
      expectedVersion: v,
      data: withQr(`/api/files/${school.id}/${'0'.repeat(32)}.png`),
    });
    expect(unknown.statusCode).toBe(400);
    expect(await version('footer')).toBe(v);

    const saved = await write(admin, 'PUT', api(school.id, 'footer'), {
      expectedVersion: v,
      data: withQr(ours),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const kept = await db
      .selectFrom('uploads')
      .select('kept_for')
      .where('url', '=', ours)
      .executeTakeFirstOrThrow();
    expect(kept.kept_for).toBe('footer_qr');
    // An hour later the sweep of unreferenced uploads leaves it, and the footer still shows it.
    await sweepOrphanUploads(db, ctx.app.fileStorage, new Date(Date.now() + 2 * 3_600_000));
    expect((await ctx.app.inject({ url: ours })).statusCode).toBe(200);
    const footer = await ctx.app.inject({
      url: `/api/portal/api/v1/portal/open/footer?schoolId=${school.id}`,
    });
    expect(footer.body).toContain(ours);
  });

  it("lets the parent's admin edit a sub-school's footer, which stays the sub-school's", async () => {
    const v = await version('footer', sub.id);
    const res = await write(admin, 'PUT', api(sub.id, 'footer'), {
      expectedVersion: v,
      data: { ...footerData, usedType: 1 },
    });
    expect(res.statusCode).toBe(200);
    const parent = await send(ctx.app, admin, { url: api(school.id, 'footer') });
    expect(parent.json<{ data: { data: { footer: Json } } }>().data.data.footer).toMatchObject({
      usedType: 2,
    });
  });
});

const bulletin = (content: Json, extra: Json = {}) => ({
  content,
  startTime: '2020-01-01T00:00:00.000Z',
  endTime: '2099-01-01T00:00:00.000Z',
  status: 1,
  ...extra,
});

describe('bulletins section', () => {
  let createdId = '';

  it('creates a bulletin per language: it is the active one, a new id, in the visitor language', async () => {
    const v = await version('bulletins');
    const res = await write(admin, 'POST', api(school.id, 'bulletins'), {
      expectedVersion: v,
      data: bulletin(
        { zh_CN: '新公告', en_US: 'New notice', ar_SA: 'إشعار جديد' },
        { startTime: '2021-01-01T00:00:00Z' },
      ),
    });
    expect(res.statusCode).toBe(200);
    const list = res.json<{ data: { data: { bulletins: Array<Json> } } }>().data.data.bulletins;
    const created = list.find((b) => b.id !== school.bulletinId);
    expect(created).toMatchObject({ live: true, startTime: '2021-01-01T00:00:00.000Z' });
    createdId = String(created?.id);
    expect(await lastAudit('bulletins')).toMatchObject({ action: 'create', entityId: createdId });
    const ar = await send(ctx.app, null, {
      url: `/api/portal/api/v1/portal/open/bulletin?schoolId=${school.id}&sxz-lang=ar_SA`,
    });
    expect(ar.json<{ data: Json }>().data).toMatchObject({ id: createdId, content: 'إشعار جديد' });
    // A visitor who closed the previous bulletin sees the new one on the server-rendered page.
    const page = await send(ctx.app, null, {
      url: `/portal/${school.id}?sxz-lang=de_DE`,
      headers: { cookie: `portico_bulletin_closed=${school.bulletinId}` },
    });
    expect(page.json<{ bulletin: Json }>().bulletin).toMatchObject({ id: createdId, content: '新公告' });
  });

  it('edits and deletes a bulletin', async () => {
    let v = await version('bulletins');
    const edit = await write(admin, 'PUT', api(school.id, `bulletins/${createdId}`), {
      expectedVersion: v,
      data: bulletin({ zh_CN: '改过的公告' }, { status: 0 }),
    });
    expect(edit.statusCode).toBe(200);
    const edited = edit
      .json<{ data: { data: { bulletins: Array<Json> } } }>()
      .data.data.bulletins.find((b) => b.id === createdId);
    expect(edited).toMatchObject({ status: 0, live: false, content: { zh_CN: '改过的公告' } });
    expect(await lastAudit('bulletins')).toMatchObject({ action: 'update', before: { content: '新公告' } });
    v += 1;
    const del = await write(admin, 'DELETE', api(school.id, `bulletins/${createdId}`), {
      expectedVersion: v,
      data: {},
    });
    expect(del.statusCode).toBe(200);
    expect(
      del.json<{ data: { data: { bulletins: Array<Json> } } }>().data.data.bulletins.map((b) => b.id),
    ).toEqual([school.bulletinId]);
    expect(await lastAudit('bulletins')).toMatchObject({ action: 'delete', after: null });
  });

  it('refuses an empty default text, a window that ends before it starts, and unknown or foreign ids', async () => {
    const v = await version('bulletins');
    const empty = await write(admin, 'POST', api(school.id, 'bulletins'), {
      expectedVersion: v,
      data: bulletin({ en_US: 'x' }),
    });
    expect(empty.json()).toMatchObject({
      errorCode: 'VALIDATION_FAILED',
      details: { field: 'content', reason: 'required' },
    });
    const window = await write(admin, 'POST', api(school.id, 'bulletins'), {
      expectedVersion: v,
      data: bulletin({ zh_CN: 'x' }, { startTime: '2030-01-01T00:00:00Z', endTime: '2029-01-01T00:00:00Z' }),
    });
    expect(window.json()).toMatchObject({ details: { field: 'endTime', reason: 'window' } });
    const foreign = await write(admin, 'PUT', api(school.id, `bulletins/${other.bulletinId}`), {
      expectedVersion: v,
      data: bulletin({ zh_CN: 'x' }),
    });
    expect(foreign.statusCode).toBe(404);
    const badTime = await write(admin, 'POST', api(school.id, 'bulletins'), {
      expectedVersion: v,
      data: bulletin({ zh_CN: 'x' }, { startTime: 'tomorrow' }),
    });
    expect(badTime.statusCode).toBe(400);
    expect(await version('bulletins')).toBe(v);
    const otherList = await send(ctx.app, otherAdmin, { url: api(other.id, 'bulletins') });
    expect(otherList.json<{ data: { data: { bulletins: Array<Json> } } }>().data.data.bulletins).toHaveLength(
      1,
    );
  });

  it('refuses learners, other schools, a sub-school admin on the parent and stale versions', async () => {
    await expectRefusals('POST', 'bulletins', bulletin({ zh_CN: 'x' }), 'bulletins');
    await expectRefusals('PUT', `bulletins/${school.bulletinId}`, bulletin({ zh_CN: 'x' }), 'bulletins');
    await expectRefusals('DELETE', `bulletins/${school.bulletinId}`, {}, 'bulletins');
  });
});

describe('agreements section', () => {
  const draft = {
    title: { zh_CN: '学院公约 第二版', en_US: 'School convention v2', ar_SA: 'ميثاق المدرسة ٢' },
    body: {
      zh_CN: '<p>尊重他人。</p><p>新增：按时完成作业。</p><script>alert(1)</script>',
      en_US: '<p>Respect others.</p><p onclick="x()">New: hand in work on time.</p>',
      ar_SA: 'احترم الآخرين.\nجديد: سلّم الواجبات في وقتها.',
    },
  };

  it('publishes version 1, the learner signs it', async () => {
    const v = await version('agreements');
    const saved = await write(admin, 'PUT', api(school.id, 'agreements/draft'), {
      expectedVersion: v,
      data: {
        title: { zh_CN: '学院公约', en_US: 'School convention' },
        body: { zh_CN: '<p>尊重他人。</p>', en_US: '<p>Respect others.</p>' },
      },
    });
    expect(saved.statusCode).toBe(200);
    const published = await write(admin, 'POST', api(school.id, 'agreements/publish'), {
      expectedVersion: v + 1,
      data: {},
    });
    expect(published.statusCode).toBe(200);
    expect(published.json<{ data: { data: Json } }>().data.data).toMatchObject({
      draft: null,
      versions: [{ version: 1, title: '学院公约', publishedBy: 'Ada', signatures: 0 }],
    });
    const sign = await send(ctx.app, learner, {
      method: 'POST',
      url: `/api/assist/v2/agreement/signSchoolConventionAgreement?schoolId=${school.id}&lang=en-US`,
    });
    expect(sign.json<{ data: Json }>().data).toMatchObject({ signed: true, needSign: false });
    // Signed: the page asks nothing (and the school's agreement is now kept by the shell cache, issue 17).
    const page = await send(ctx.app, learner, { url: `/portal/${school.id}?sxz-lang=ar_SA` });
    expect(page.json<{ agreement: Json | null }>().agreement).toBeNull();
  });

  it('keeps a draft from learners, sanitises its bodies, and audits it', async () => {
    const v = await version('agreements');
    const res = await write(admin, 'PUT', api(school.id, 'agreements/draft'), {
      expectedVersion: v,
      data: draft,
    });
    expect(res.statusCode).toBe(200);
    const view = res.json<{ data: { data: { draft: { body: Json } } } }>().data.data;
    expect(String(view.draft.body.zh_CN)).not.toContain('script');
    expect(String(view.draft.body.en_US)).not.toContain('onclick');
    expect(view.draft.body.ar_SA).toBe('<p>احترم الآخرين.</p>\n<p>جديد: سلّم الواجبات في وقتها.</p>');
    expect(await lastAudit('agreements')).toMatchObject({ action: 'create', entity: 'agreement-draft' });
    const status = await send(ctx.app, learner, {
      url: `/api/assist/v2/agreement/isSignSchoolConventionAgreement?schoolId=${school.id}&lang=en-US`,
    });
    expect(status.json<{ data: Json }>().data).toMatchObject({
      signed: true,
      needSign: false,
      latestAgreement: { version: 1 },
    });
  });

  it('publishes the draft: the learner must sign again, is told, sees the update and what changed', async () => {
    const v = await version('agreements');
    const res = await write(admin, 'POST', api(school.id, 'agreements/publish'), {
      expectedVersion: v,
      data: {},
    });
    expect(res.statusCode).toBe(200);
    expect(await lastAudit('agreements')).toMatchObject({ action: 'publish', after: { version: 2 } });
    const page = await send(ctx.app, learner, { url: `/portal/${school.id}?sxz-lang=ar_SA` });
    const agreement = page.json<{ agreement: { latestAgreement: { title: string; url: string } } & Json }>()
      .agreement;
    expect(agreement).toMatchObject({
      needSign: true,
      agreementUpdated: true,
      latestAgreement: { version: 2, title: 'ميثاق المدرسة ٢' },
    });
    const text = await send(ctx.app, learner, { url: agreement.latestAgreement.url });
    expect(text.body).toContain('سلّم الواجبات');
    const changes = await send(ctx.app, learner, {
      url: `/api/assist/v2/agreement/changes?schoolId=${school.id}&lang=en-US`,
    });
    const diff = changes.json<{
      data: { fromVersion: number; toVersion: number; parts: Array<{ op: string; text: string }> };
    }>().data;
    expect(diff).toMatchObject({ fromVersion: 1, toVersion: 2 });
    expect(
      diff.parts
        .filter((p) => p.op === 'added')
        .map((p) => p.text)
        .join(''),
    ).toContain('New: hand in work on time.');
    expect(diff.parts.map((p) => p.text).join('')).not.toMatch(/<|onclick/);
    const messages = await ctx.testDb.handle.db
      .selectFrom('messages')
      .select('kind')
      .where('school_id', '=', school.id)
      .where('kind', '=', 'agreement-updated')
      .execute();
    expect(messages.length).toBeGreaterThanOrEqual(2);
  });

  it('refuses a draft without a default-language title or with a body that sanitises to nothing; no draft to publish', async () => {
    const v = await version('agreements');
    const noTitle = await write(admin, 'PUT', api(school.id, 'agreements/draft'), {
      expectedVersion: v,
      data: { title: { en_US: 'x' }, body: { zh_CN: '<p>x</p>' } },
    });
    expect(noTitle.json()).toMatchObject({ details: { field: 'title', reason: 'required' } });
    const scriptOnly = await write(admin, 'PUT', api(school.id, 'agreements/draft'), {
      expectedVersion: v,
      data: { title: { zh_CN: 'x' }, body: { zh_CN: '<script>alert(1)</script>' } },
    });
    expect(scriptOnly.json()).toMatchObject({ details: { field: 'body', reason: 'required' } });
    const nothing = await write(admin, 'POST', api(school.id, 'agreements/publish'), {
      expectedVersion: v,
      data: {},
    });
    expect(nothing.statusCode).toBe(404);
    const discard = await write(admin, 'DELETE', api(school.id, 'agreements/draft'), {
      expectedVersion: v,
      data: {},
    });
    expect(discard.statusCode).toBe(404);
    expect(await version('agreements')).toBe(v);
  });

  it('discards a draft', async () => {
    const v = await version('agreements');
    await write(admin, 'PUT', api(school.id, 'agreements/draft'), { expectedVersion: v, data: draft });
    const res = await write(admin, 'DELETE', api(school.id, 'agreements/draft'), {
      expectedVersion: v + 1,
      data: {},
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: { data: Json } }>().data.data).toMatchObject({ draft: null });
  });

  it('refuses learners, other schools, a sub-school admin on the parent and stale versions', async () => {
    await expectRefusals('PUT', 'agreements/draft', draft, 'agreements');
    await expectRefusals('DELETE', 'agreements/draft', {}, 'agreements');
    await expectRefusals('POST', 'agreements/publish', {}, 'agreements');
  });
});
