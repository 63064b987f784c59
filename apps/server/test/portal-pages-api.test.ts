/**
 * Issue 27 items 2–4: portal pages composed from modules. Admins save a draft (valid, malformed, another school's
 * page, non-admins refused, stale version 409), preview it and publish it (audit entry); learners see only the
 * published page; audience filtering happens on the server — a members-only module never reaches a visitor's HTML
 * nor the visitor page cache — and a publish drops exactly that page from the page cache. Both engines.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, PORTAL_PAGES_API_PATHS as P } from '@portico/contracts';
import { PAGE_TYPE_IDS } from '@portico/core';
import { newId } from '../src/db/ids.ts';
import { useTestApp } from './support/app.ts';
import { courseRowOf, createSchool, type CreatedSchool } from './support/factories.ts';
import { addMember, createUser, login, send, type CookieJar } from './support/session.ts';
import { call } from './support/user-panel.ts';

// A stand-in web build that prints the page data, so the test reads exactly what reached the HTML.
const webDistDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-portal-pages-web-'));
fs.mkdirSync(path.join(webDistDir, 'server'));
fs.writeFileSync(
  path.join(webDistDir, 'server/entry-server.js'),
  `export async function render({ bootstrap: json }) {
     const b = JSON.parse(json);
     const page = JSON.stringify(b.page).replace(/</g, '\\\\u003c');
     return { status: 200, html: '<!doctype html><html><body><pre>' + page + '</pre></body></html>' };
   }\n`,
);
const ctx = useTestApp({ webDistDir, env: { RENDER_THREADS: '1' } });
afterAll(() => fs.rmSync(webDistDir, { recursive: true, force: true }));
const db = () => ctx.testDb.handle.db;

let school: CreatedSchool;
let other: CreatedSchool;
let homePageId: string;
let secondPageId: string;
let otherPageId: string;
let adminJar: CookieJar;
let memberJar: CookieJar;
let outsiderJar: CookieJar;
let otherAdminJar: CookieJar;

async function homeOf(schoolId: string) {
  const row = await db()
    .selectFrom('pages')
    .select('id')
    .where('school_id', '=', schoolId)
    .where('page_type', '=', PAGE_TYPE_IDS.HOME)
    .executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  school = await createSchool(db(), { name: 'Composed school' });
  other = await createSchool(db(), { name: 'Other composed school' });
  homePageId = await homeOf(school.id);
  otherPageId = await homeOf(other.id);
  secondPageId = newId();
  await db()
    .insertInto('pages')
    .values({
      id: secondPageId,
      school_id: school.id,
      page_type: PAGE_TYPE_IDS.KNOWLEDGE,
      title: 'K',
      content: '{}',
    })
    .execute();
  const [admin, member, outsider, otherAdmin] = await Promise.all([
    createUser(db()),
    createUser(db()),
    createUser(db()),
    createUser(db()),
  ]);
  await addMember(db(), school.id, admin.id, 'admin');
  await addMember(db(), school.id, member.id, 'member');
  await addMember(db(), other.id, otherAdmin.id, 'admin');
  adminJar = await login(ctx.app, admin.email, admin.password);
  memberJar = await login(ctx.app, member.email, member.password);
  outsiderJar = await login(ctx.app, outsider.email, outsider.password);
  otherAdminJar = await login(ctx.app, otherAdmin.email, otherAdmin.password);
});

const url = (template: string, pageId = homePageId, schoolId = school.id) =>
  apiPath(template as typeof P.page, { schoolId, pageId });

const richText = (id: string, text: string, audience: unknown = null) => ({
  id,
  kind: 'richText',
  audience,
  title: { en_US: `Title ${id}` },
  html: { en_US: `<p>${text}</p>`, zh_CN: `<p>${text}</p>` },
});

async function version(jar: CookieJar, pageId = homePageId) {
  const read = await call(ctx.app, jar, 'GET', url(P.page, pageId));
  expect(read.status).toBe(200);
  return read.body.data.version as number;
}

async function saveAndPublish(modules: unknown[], pageId = homePageId) {
  const saved = await call(ctx.app, adminJar, 'PUT', url(P.draft, pageId), {
    expectedVersion: await version(adminJar, pageId),
    data: { modules },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const published = await call(ctx.app, adminJar, 'POST', url(P.publish, pageId), {
    expectedVersion: saved.body.data.version,
    data: {},
  });
  expect(published.status).toBe(200);
  return published;
}

const visit = (target: string, jar: CookieJar | null = null) =>
  jar
    ? send(ctx.app, jar, { url: target })
    : ctx.app.inject({ method: 'GET', url: target, headers: { 'accept-encoding': 'br' } });
const html = (response: Awaited<ReturnType<typeof visit>>) =>
  response.headers['content-encoding'] === 'br'
    ? zlib.brotliDecompressSync(response.rawPayload).toString('utf8')
    : response.body;

describe('drafts and publishing', () => {
  it('saves a draft learners do not see, then publishes it; the audit log records both', async () => {
    const v = await version(adminJar);
    const saved = await call(ctx.app, adminJar, 'PUT', url(P.draft), {
      expectedVersion: v,
      data: { modules: [richText('intro', 'Draft only <script>alert(1)</script>')] },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.version).toBe(v + 1);
    // Sanitized by the server's allowlist before it is stored.
    expect(saved.body.data.data.draft.modules[0].html.en_US).toBe('<p>Draft only </p>');
    expect(saved.body.data.data.page.hasDraft).toBe(true);
    expect(html(await visit(`/portal/${school.id}`))).not.toContain('Draft only');
    // An admin's preview shows the draft (never cached).
    const preview = await send(ctx.app, adminJar, { url: `/portal/${school.id}?preview=1` });
    expect(preview.body).toContain('Draft only');
    const published = await call(ctx.app, adminJar, 'POST', url(P.publish), {
      expectedVersion: saved.body.data.version,
      data: {},
    });
    expect(published.status).toBe(200);
    expect(published.body.data.data.published.modules).toHaveLength(1);
    expect(html(await visit(`/portal/${school.id}`))).toContain('Draft only');
    const audit = await db()
      .selectFrom('audit_log')
      .select(['action', 'entity', 'entity_id'])
      .where('school_id', '=', school.id)
      .where('area', '=', 'portal-pages')
      .execute();
    expect(audit).toEqual(
      expect.arrayContaining([
        { action: 'save-draft', entity: 'portal-page', entity_id: homePageId },
        { action: 'publish', entity: 'portal-page', entity_id: homePageId },
      ]),
    );
  });

  it('a composed home sends no fixed-layout latest courses; a school without one still gets them', async () => {
    await db()
      .insertInto('courses')
      .values([
        courseRowOf(school.id, { name: 'Composed latest' }),
        courseRowOf(other.id, { name: 'Fixed latest' }),
      ])
      .execute();
    await saveAndPublish([richText('hello', 'Composed hello')]);
    // Signed in: rendered for this request, never the page cache.
    const pageOf = async (schoolId: string) => {
      const body = html(await visit(`/portal/${schoolId}`, memberJar));
      return JSON.parse(body.slice(body.indexOf('<pre>') + 5, body.indexOf('</pre>')));
    };
    const composed = await pageOf(school.id);
    expect(composed.composed.modules.map((m: { id: string }) => m.id)).toEqual(['hello']);
    expect(composed.latestCourses).toEqual([]);
    const fixed = await pageOf(other.id);
    expect(fixed.composed).toBeNull();
    expect(fixed.latestCourses.map((c: { name: string }) => c.name)).toContain('Fixed latest');
  });

  it('refuses a stale version with 409 EDIT_CONFLICT and keeps the newer draft', async () => {
    const v = await version(adminJar);
    const first = await call(ctx.app, adminJar, 'PUT', url(P.draft), {
      expectedVersion: v,
      data: { modules: [richText('a', 'First')] },
    });
    expect(first.status).toBe(200);
    const stale = await call(ctx.app, adminJar, 'PUT', url(P.draft), {
      expectedVersion: v,
      data: { modules: [richText('a', 'Stale')] },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.errorCode).toBe('EDIT_CONFLICT');
    const stalePublish = await call(ctx.app, adminJar, 'POST', url(P.publish), {
      expectedVersion: v,
      data: {},
    });
    expect(stalePublish.status).toBe(409);
    const read = await call(ctx.app, adminJar, 'GET', url(P.page));
    expect(read.body.data.data.draft.modules[0].html.en_US).toBe('<p>First</p>');
  });

  it('refuses malformed documents with 400, never a 500', async () => {
    const v = await version(adminJar);
    const cases: unknown[] = [
      { modules: [{ id: 'x', kind: 'nope', audience: null, title: {} }] },
      { modules: [richText('a', 'x'), richText('a', 'y')] },
      {
        modules: [
          {
            id: 'l',
            kind: 'linkGrid',
            audience: null,
            title: {},
            links: [{ label: { en_US: 'x' }, url: 'javascript:alert(1)' }],
          },
        ],
      },
      {
        modules: [
          {
            id: 'b',
            kind: 'banner',
            audience: null,
            title: {},
            slides: [{ imageUrl: '/a.png', width: 10, height: 10, alt: {} }],
          },
        ],
      },
      {
        modules: [{ id: 'c', kind: 'courseRow', audience: null, title: {}, source: 'picked', courseIds: [] }],
      },
      { modules: [richText('k', 'x', { kind: 'class', classId: newId() })] },
      { modules: 'nope' },
      {},
    ];
    for (const data of cases) {
      const answer = await call(ctx.app, adminJar, 'PUT', url(P.draft), { expectedVersion: v, data });
      expect(answer.status, JSON.stringify(data)).toBe(400);
    }
  });

  it('takes a banner image size from the upload, and refuses another school’s upload', async () => {
    const mine = `/api/files/${school.id}/${'a'.repeat(32)}.png`;
    const theirs = `/api/files/${other.id}/${'b'.repeat(32)}.png`;
    for (const [schoolId, imageUrl] of [
      [school.id, mine],
      [other.id, theirs],
    ] as const) {
      await db()
        .insertInto('uploads')
        .values({
          id: newId(),
          school_id: schoolId,
          user_id: null,
          file_name: 'a.png',
          content_type: 'image/png',
          module: 'portal',
          bucket: 'portal',
          url: imageUrl,
          size: 10,
          created_at: new Date().toISOString(),
          storage_key: imageUrl.slice('/api/files/'.length),
          sha256: 'x',
          source_sha256: 'x',
          width: 1600,
          height: 500,
          feedback_id: null,
        } as never)
        .execute();
    }
    const banner = (imageUrl: string) => ({
      id: 'hero',
      kind: 'banner',
      audience: null,
      title: {},
      slides: [{ imageUrl, width: 1, height: 1, alt: { zh_CN: '校园', en_US: 'Campus' } }],
    });
    const ok = await call(ctx.app, adminJar, 'PUT', url(P.draft), {
      expectedVersion: await version(adminJar),
      data: { modules: [banner(mine)] },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data.data.draft.modules[0].slides[0]).toMatchObject({ width: 1600, height: 500 });
    const kept = await db()
      .selectFrom('uploads')
      .select('kept_for')
      .where('url', '=', mine)
      .executeTakeFirstOrThrow();
    expect(kept.kept_for).toBe('portal_banner');
    const refused = await call(ctx.app, adminJar, 'PUT', url(P.draft), {
      expectedVersion: await version(adminJar),
      data: { modules: [banner(theirs)] },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.details).toMatchObject({ field: 'modules.0.slides.0.imageUrl' });
  });
});

describe('who may compose', () => {
  it('refuses visitors, members, outsiders and another school’s admin; another school’s page is not found', async () => {
    const body = { expectedVersion: 0, data: { modules: [] } };
    expect((await call(ctx.app, null, 'GET', url(P.page))).status).toBe(401);
    for (const jar of [memberJar, outsiderJar, otherAdminJar]) {
      expect((await call(ctx.app, jar, 'GET', url(P.page))).status).toBe(403);
      expect((await call(ctx.app, jar, 'PUT', url(P.draft), body)).status).toBe(403);
      expect(
        (await call(ctx.app, jar, 'POST', url(P.publish), { expectedVersion: 0, data: {} })).status,
      ).toBe(403);
    }
    // The admin names their own school with the other school's page id.
    const cross = await call(ctx.app, adminJar, 'GET', url(P.page, otherPageId));
    expect(cross.status).toBe(404);
    expect(cross.body.errorCode).toBe('PORTAL_PAGE_NOT_FOUND');
    const crossWrite = await call(ctx.app, adminJar, 'PUT', url(P.draft, otherPageId), {
      expectedVersion: await version(adminJar),
      data: { modules: [richText('x', 'Intruder')] },
    });
    expect(crossWrite.status).toBe(404);
    expect(html(await visit(`/portal/${other.id}`))).not.toContain('Intruder');
  });

  it('lists the school’s pages and previews an unsaved draft with its data', async () => {
    const list = await call(ctx.app, adminJar, 'GET', apiPath(P.pages, { schoolId: school.id }));
    expect(list.status).toBe(200);
    const ids = list.body.data.data.map((p: { pageId: string }) => p.pageId);
    expect(ids).toEqual(expect.arrayContaining([homePageId, secondPageId]));
    expect(ids).not.toContain(otherPageId);
    const preview = await call(ctx.app, adminJar, 'POST', url(P.preview), {
      modules: [
        { id: 'c', kind: 'courseRow', audience: null, title: { en_US: 'New' }, source: 'latest', limit: 2 },
      ],
    });
    expect(preview.status).toBe(200);
    expect(preview.body.data[0].courses.length).toBeGreaterThan(0);
    expect(preview.body.data[0].courses.length).toBeLessThanOrEqual(2);
  });
});

describe('audiences and the page cache', () => {
  it('never sends a members-only module to a visitor, not even through the page cache', async () => {
    await saveAndPublish([
      richText('everyone', 'For everyone'),
      richText('members', 'Members secret', { kind: 'members' }),
      richText('visitors', 'Join us today', { kind: 'visitors' }),
    ]);
    const page = `/portal/${school.id}`;
    const first = await visit(page);
    const second = await visit(page);
    expect(second.headers['x-page-cache']).toBe('hit');
    for (const answer of [first, second]) {
      expect(html(answer)).toContain('For everyone');
      expect(html(answer)).toContain('Join us today');
      expect(html(answer)).not.toContain('Members secret');
    }
    const member = await visit(page, memberJar);
    expect(member.body).toContain('Members secret');
    expect(member.body).not.toContain('Join us today');
    // A signed-in non-member is not a member.
    expect((await visit(page, outsiderJar)).body).not.toContain('Members secret');
    // The member's page was not kept for visitors.
    const after = await visit(page);
    expect(after.headers['x-page-cache']).toBe('hit');
    expect(html(after)).not.toContain('Members secret');
  });

  it('a publish drops exactly that page from the page cache', async () => {
    await saveAndPublish([richText('one', 'Version one')]);
    await saveAndPublish([richText('k', 'Knowledge page one')], secondPageId);
    const home = `/portal/${school.id}`;
    const second = `/portal/${school.id}?pageId=${secondPageId}`;
    const course = `/course/${school.id}/course-view?courseId=${school.courseIds[0]}`;
    for (const target of [home, second, course]) {
      await visit(target);
      expect((await visit(target)).headers['x-page-cache']).toBe('hit');
    }
    expect(html(await visit(second))).toContain('Knowledge page one');
    await saveAndPublish([richText('one', 'Version two')]);
    const fresh = await visit(home);
    expect(fresh.headers['x-page-cache']).toBe('miss');
    expect(html(fresh)).toContain('Version two');
    // The other page and the course page stayed kept.
    expect((await visit(second)).headers['x-page-cache']).toBe('hit');
    expect((await visit(course)).headers['x-page-cache']).toBe('hit');
    // Publishing the second page drops it (and not the home page).
    await saveAndPublish([richText('k', 'Knowledge page two')], secondPageId);
    const secondFresh = await visit(second);
    expect(secondFresh.headers['x-page-cache']).toBe('miss');
    expect(html(secondFresh)).toContain('Knowledge page two');
    expect((await visit(home)).headers['x-page-cache']).toBe('hit');
  });

  it('shows a class module to that class’s members only', async () => {
    const classId = newId();
    const now = new Date().toISOString();
    await db()
      .insertInto('classes')
      .values({
        id: classId,
        school_id: school.id,
        name: 'Class A',
        description: '',
        lecturer_id: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const member = await db()
      .selectFrom('memberships')
      .select('user_id')
      .where('school_id', '=', school.id)
      .where('role', '=', 'member')
      .executeTakeFirstOrThrow();
    await saveAndPublish([richText('cls', 'Class corner', { kind: 'class', classId })]);
    expect((await visit(`/portal/${school.id}`, memberJar)).body).not.toContain('Class corner');
    await db()
      .insertInto('class_members')
      .values({
        id: newId(),
        school_id: school.id,
        class_id: classId,
        user_id: member.user_id,
        added_by: null,
        joined_at: now,
        removed_at: null,
      })
      .execute();
    expect((await visit(`/portal/${school.id}`, memberJar)).body).toContain('Class corner');
    expect(html(await visit(`/portal/${school.id}`))).not.toContain('Class corner');
  });
});

describe('a sub-school’s composed page', () => {
  it('shows on the sub-school portal, composed by the sub-school’s admin, with the same audience and cache rules', async () => {
    const sub = await createSchool(db(), { name: 'Composed branch', parentId: school.id });
    const subHome = await homeOf(sub.id);
    const subAdmin = await createUser(db());
    await addMember(db(), sub.id, subAdmin.id, 'admin');
    const subAdminJar = await login(ctx.app, subAdmin.email, subAdmin.password);
    const subUrl = (template: string) => url(template, subHome, sub.id);
    const portal = `/portal/${school.id}/sub-school/${sub.id}`;
    // Without a published page: the fixed layout (no composed page in the page data).
    expect(html(await visit(portal))).toContain('"composed":null');
    // The parent school's admin is not the sub-school's (roles are per school); the sub-school's admin is.
    expect((await call(ctx.app, memberJar, 'GET', subUrl(P.page))).status).toBe(403);
    const read = await call(ctx.app, subAdminJar, 'GET', subUrl(P.page));
    expect(read.status).toBe(200);
    const saved = await call(ctx.app, subAdminJar, 'PUT', subUrl(P.draft), {
      expectedVersion: read.body.data.version,
      data: {
        modules: [
          richText('branch', 'Branch welcome'),
          richText('branch-members', 'Branch members only', { kind: 'members' }),
        ],
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    // The draft: previewed by the sub-school's admin on the sub-school portal, never shown to visitors.
    expect(html(await visit(portal))).not.toContain('Branch welcome');
    expect((await send(ctx.app, subAdminJar, { url: `${portal}?preview=1` })).body).toContain(
      'Branch welcome',
    );
    expect((await visit(portal)).headers['x-page-cache']).toBe('hit');
    const published = await call(ctx.app, subAdminJar, 'POST', subUrl(P.publish), {
      expectedVersion: saved.body.data.version,
      data: {},
    });
    expect(published.status).toBe(200);
    // The publish dropped the kept sub-school page; the visitor's page never carries the members' module.
    const fresh = await visit(portal);
    expect(fresh.headers['x-page-cache']).toBe('miss');
    for (const answer of [fresh, await visit(portal)]) {
      expect(html(answer)).toContain('Branch welcome');
      expect(html(answer)).not.toContain('Branch members only');
    }
    // A member of the parent school counts as a member of its sub-schools.
    expect((await visit(portal, memberJar)).body).toContain('Branch members only');
    // The parent school's own home is not the sub-school's page.
    expect(html(await visit(`/portal/${school.id}`))).not.toContain('Branch welcome');
  });
});

describe('the course picker', () => {
  const options = (query: string, jar: CookieJar | null = adminJar, schoolId = school.id) =>
    call(ctx.app, jar, 'GET', `${apiPath(P.courseOptions, { schoolId })}${query}`);

  it('finds the school’s published courses by title and names picked ones in their order', async () => {
    const all = await options('');
    expect(all.status).toBe(200);
    const ids = all.body.data.map((c: { id: string }) => c.id);
    expect(ids).toEqual(expect.arrayContaining(school.courseIds));
    const found = await options(`?q=${encodeURIComponent('course b')}`);
    expect(found.body.data.map((c: { title: string }) => c.title)).toEqual([
      expect.stringMatching(/^Factory course B/),
    ]);
    // `%` is a literal, not a wildcard.
    expect((await options('?q=%25')).body.data).toEqual([]);
    const [a, b] = school.courseIds;
    const named = await options(`?ids=${b},${a},${other.courseIds[0]}`);
    // Another school's course is not found.
    expect(named.body.data.map((c: { id: string }) => c.id)).toEqual([b, a]);
  });

  it('refuses malformed queries with 400 and non-admins with 403', async () => {
    expect((await options(`?q=${'x'.repeat(101)}`)).status).toBe(400);
    expect((await options('?ids=1,abc')).status).toBe(400);
    expect((await options('', memberJar)).status).toBe(403);
    expect((await options('', otherAdminJar)).status).toBe(403);
  });
});
