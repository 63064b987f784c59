/**
 * Issue 13 navigation and header sections: the navigation document's draft / publish / discard writes and the
 * header layout write — each valid, invalid, by a non-admin, another school's admin, a sub-school admin on the
 * parent, and stale (EDIT_CONFLICT) — with the audit entry, the visitor's language on the shell API and the page
 * bootstrap, and the draft shown only in an admin's preview.
 */
import type { NavigationDocument } from '@portico/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './support/app.ts';
import { stubWebBuild } from './support/stub-web-build.ts';
import { createSchool, type CreatedSchool } from './support/factories.ts';
import { addMember, createUser, login, send, type CookieJar } from './support/session.ts';

const ctx = useTestApp({
  webDistDir: stubWebBuild('({ page: bootstrap.page, navigation: bootstrap.navigation })'),
});

let school: CreatedSchool;
let other: CreatedSchool;
let sub: CreatedSchool;
let admin: CookieJar;
let otherAdmin: CookieJar;
let subAdmin: CookieJar;
let learner: CookieJar;

interface SectionData {
  version: number;
  data: {
    published: NavigationDocument;
    draft: NavigationDocument | null;
    defaultLang: string;
    languages: string[];
    pages: Array<{ id: string }>;
  };
}

beforeAll(async () => {
  const db = ctx.testDb.handle.db;
  school = await createSchool(db, { name: 'Nav console school' });
  other = await createSchool(db, { name: 'Other nav school' });
  sub = await createSchool(db, { name: 'Nav sub-school', parentId: school.id });
  const a = await createUser(db);
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

const section = async (jar: CookieJar, id = school.id) => {
  const res = await send(ctx.app, jar, { method: 'GET', url: `/api/console/${id}/navigation` });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: SectionData }>().data;
};

const write = (
  jar: CookieJar | null,
  kind: 'draft' | 'publish' | 'discard',
  expectedVersion: number,
  data: unknown,
  id = school.id,
) =>
  send(ctx.app, jar, {
    method: kind === 'publish' ? 'POST' : kind === 'draft' ? 'PUT' : 'DELETE',
    url: `/api/console/${id}/navigation/${kind === 'publish' ? 'publish' : 'draft'}`,
    payload: { expectedVersion, data },
  });

const publicNav = async (lang: string, id = school.id) => {
  const res = await send(ctx.app, null, {
    url: `/api/portal/api/v2/portal/open/navigations?schoolId=${id}&sxz-lang=${lang}`,
  });
  expect(res.statusCode).toBe(200);
  return res.json<{
    data: Array<{ name: string; navigationPages: Array<{ name: string; showName: string }> }>;
  }>().data;
};

/** The document with its first two entries swapped and the first group and entry titled in three languages. */
function edited(doc: NavigationDocument): NavigationDocument {
  const group = doc.groups[0]!;
  const [first, second, ...rest] = group.pages;
  return {
    groups: [
      {
        ...group,
        name: { zh_CN: '主导航', en_US: 'Main', ar_SA: 'الرئيسي' },
        pages: [
          second!,
          { ...first!, name: { zh_CN: '课程', en_US: 'Courses', ar_SA: 'الدورات' }, showName: {} },
          ...rest,
        ],
      },
    ],
  };
}

async function lastAudit(action: string) {
  return ctx.testDb.handle.db
    .selectFrom('audit_log')
    .selectAll()
    .where('school_id', '=', school.id)
    .where('area', '=', 'navigation')
    .where('action', '=', action)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
}

describe('navigation section', () => {
  it('reads the published document with its languages and pages, no draft', async () => {
    const got = await section(admin);
    expect(got.data.draft).toBeNull();
    expect(got.data.defaultLang).toBe('zh_CN');
    expect(got.data.languages).toContain('zh_CN');
    expect(got.data.published.groups[0]?.pages.map((p) => p.kind)).toEqual(['page', 'link']);
    expect(got.data.pages.map((p) => p.id)).toContain(got.data.published.groups[0]?.pages[0]?.pageId);
  });

  it('saves a draft that only an admin preview shows; visitors keep the published navigation', async () => {
    const before = await section(admin);
    const doc = edited(before.data.published);
    const res = await write(admin, 'draft', before.version, doc);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ data: SectionData }>().data;
    expect(body.version).toBe(before.version + 1);
    expect(body.data.draft?.groups[0]?.pages[1]?.name.en_US).toBe('Courses');
    expect((await publicNav('en_US'))[0]?.navigationPages[1]?.name).not.toBe('Courses');
    const audit = await lastAudit('save-draft');
    expect(JSON.parse(audit?.after_json ?? 'null')).toMatchObject({ groups: [{ name: { en_US: 'Main' } }] });

    const page = (jar: CookieJar | null, query: string) =>
      send(ctx.app, jar, { url: `/portal/${school.id}?sxz-lang=en_US${query}` });
    const preview = (await page(admin, '&preview=1')).json<{
      navigation: { groups: Array<{ name: string }> };
    }>();
    expect(preview.navigation.groups[0]?.name).toBe('Main');
    for (const [jar, query] of [
      [admin, ''],
      [learner, '&preview=1'],
      [null, '&preview=1'],
    ] as const) {
      const seen = (await page(jar, query)).json<{ navigation: { groups: Array<{ name: string }> } }>();
      expect(seen.navigation.groups[0]?.name).not.toBe('Main');
    }
  }, 60_000); // four server-rendered portal pages: slow on a busy machine

  it('publishes: every visitor sees the titles in their language, falling back to the default', async () => {
    const before = await section(admin);
    const doc = before.data.draft!;
    const res = await write(admin, 'publish', before.version, doc);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ data: SectionData }>().data;
    expect(body.data.draft).toBeNull();
    expect((await publicNav('en_US'))[0]?.navigationPages.map((p) => p.showName)).toEqual([
      'Link',
      'Courses',
    ]);
    expect((await publicNav('ar_SA'))[0]?.name).toBe('الرئيسي');
    expect((await publicNav('ar_SA'))[0]?.navigationPages[1]?.showName).toBe('الدورات');
    // de_DE has no text: the school's default language (zh_CN).
    expect((await publicNav('de_DE'))[0]?.navigationPages[1]?.showName).toBe('课程');
    const audit = await lastAudit('publish');
    expect(JSON.parse(audit?.before_json ?? 'null').groups[0].pages[0].kind).toBe('page');
    expect(JSON.parse(audit?.after_json ?? 'null').groups[0].pages[0].kind).toBe('link');
    const bootstrap = await send(ctx.app, null, { url: `/portal/${school.id}?sxz-lang=ar_SA` });
    expect(
      bootstrap.json<{ navigation: { groups: Array<{ navigationPages: Array<{ showName: string }> }> } }>()
        .navigation.groups[0]?.navigationPages[1]?.showName,
    ).toBe('الدورات');
  });

  it('refuses invalid documents with the path and rule (illegal link, unknown page, missing title, emoji)', async () => {
    const { version, data } = await section(admin);
    const doc = data.published;
    const cases: Array<[NavigationDocument, string, string]> = [
      [
        {
          groups: [
            { ...doc.groups[0]!, pages: [{ ...doc.groups[0]!.pages[0]!, diyUrl: 'javascript:alert(1)' }] },
          ],
        },
        'groups.0.pages.0.diyUrl',
        'illegalLink',
      ],
      [
        {
          groups: [
            {
              ...doc.groups[0]!,
              pages: [{ ...doc.groups[0]!.pages[1]!, pageId: other.navigationGroupIds[0]! }],
            },
          ],
        },
        'groups.0.pages.0.pageId',
        'unknownPage',
      ],
      [
        { groups: [{ ...doc.groups[0]!, name: { en_US: 'Only English' } }] },
        'groups.0.name.zh_CN',
        'required',
      ],
      [{ groups: [{ ...doc.groups[0]!, name: { zh_CN: '导航😀' } }] }, 'groups.0.name.zh_CN', 'emoji'],
    ];
    for (const [bad, field, reason] of cases) {
      for (const kind of ['draft', 'publish'] as const) {
        const res = await write(admin, kind, version, bad);
        expect(res.statusCode, `${kind} ${field}`).toBe(400);
        expect(res.json()).toMatchObject({ errorCode: 'VALIDATION_FAILED', details: { field, reason } });
      }
    }
    const shape = await write(admin, 'draft', version, { groups: [{ name: 'x' }] });
    expect(shape.statusCode).toBe(400);
    expect((await section(admin)).version).toBe(version);
  });

  it('refuses non-admins, other schools’ admins, a sub-school admin on the parent and visitors', async () => {
    const { version, data } = await section(admin);
    for (const kind of ['draft', 'publish', 'discard'] as const) {
      const payload = kind === 'discard' ? {} : data.published;
      expect((await write(learner, kind, version, payload)).statusCode).toBe(403);
      expect((await write(otherAdmin, kind, version, payload)).statusCode).toBe(403);
      expect((await write(subAdmin, kind, version, payload)).statusCode).toBe(403);
      expect((await write(null, kind, version, payload)).statusCode).toBe(401);
    }
    for (const jar of [learner, otherAdmin, subAdmin]) {
      const res = await send(ctx.app, jar, { url: `/api/console/${school.id}/navigation` });
      expect(res.statusCode).toBe(403);
    }
    expect((await section(admin)).version).toBe(version);
  });

  it('lets the parent school admin edit a sub-school, and keeps each school to its own rows', async () => {
    const subData = await section(admin, sub.id);
    const stolen = structuredClone(subData.data.published);
    // An id of another school's row in the document never takes that row over.
    const foreign = (await section(otherAdmin, other.id)).data.published.groups[0]!;
    stolen.groups[0]!.id = foreign.id;
    const res = await write(admin, 'publish', subData.version, stolen, sub.id);
    expect(res.statusCode).toBe(200);
    const after = (await section(otherAdmin, other.id)).data.published.groups[0]!;
    expect(after.id).toBe(foreign.id);
    expect(after.name).toEqual(foreign.name);
    const subGroup = res.json<{ data: SectionData }>().data.data.published.groups[0]!;
    expect(subGroup.id).not.toBe(foreign.id);
  });

  it('answers EDIT_CONFLICT to a stale version on every write', async () => {
    const { version, data } = await section(admin);
    expect((await write(admin, 'draft', version, data.published)).statusCode).toBe(200);
    for (const kind of ['draft', 'publish', 'discard'] as const) {
      const res = await write(admin, kind, version, kind === 'discard' ? {} : data.published);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        errorCode: 'EDIT_CONFLICT',
        details: { currentVersion: version + 1 },
      });
    }
  });

  it('discards the draft', async () => {
    const { version, data } = await section(admin);
    expect(data.draft).not.toBeNull();
    const res = await write(admin, 'discard', version, {});
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: SectionData }>().data.data.draft).toBeNull();
    expect((await lastAudit('discard-draft'))?.entity).toBe('navigation');
  });

  it('paints the console page with the section data', async () => {
    const res = await send(ctx.app, admin, { url: `/iadmin/${school.id}/management/navigation` });
    const body = res.json<{ page: { kind: string; section: string; data: SectionData } }>();
    expect(body.page).toMatchObject({ kind: 'console', section: 'navigation' });
    expect(body.page.data.data.published.groups[0]?.name.en_US).toBe('Main');
  });
});

describe('header section', () => {
  const settings = {
    top: {
      left: [
        { navComId: '001', width: 200 },
        { navComId: '003', width: null },
      ],
      right: [{ navComId: '005', width: null }],
    },
    bottom: { left: [], right: [{ navComId: '004', width: 320 }] },
    components: [
      {
        code: '001',
        displayStyle: 'list',
        componentStyle: 'text',
        fontStyle: 2,
        width: null,
        logoStyle: 2,
        configures: [],
      },
    ],
  };
  const put = (jar: CookieJar | null, expectedVersion: number, data: unknown, id = school.id) =>
    send(ctx.app, jar, {
      method: 'PUT',
      url: `/api/console/${id}/header`,
      payload: { expectedVersion, data },
    });
  const read = async () => {
    const res = await send(ctx.app, admin, { url: `/api/console/${school.id}/header` });
    return res.json<{ data: { version: number; data: { settings: unknown } } }>().data;
  };

  it('saves a layout the shell API answers at once, with an audit entry', async () => {
    const { version } = await read();
    const res = await put(admin, version, settings);
    expect(res.statusCode).toBe(200);
    const pub = await send(ctx.app, null, {
      url: `/api/portal/api/v2/portal/open/navigation-settings?schoolId=${school.id}`,
    });
    expect(pub.json<{ data: { settings: unknown } }>().data.settings).toMatchObject({
      top: settings.top,
      bottom: settings.bottom,
      components: [{ code: '001', fontStyle: 2, logoStyle: 2 }],
    });
    const audit = await ctx.testDb.handle.db
      .selectFrom('audit_log')
      .selectAll()
      .where('school_id', '=', school.id)
      .where('area', '=', 'header')
      .executeTakeFirst();
    expect(audit?.action).toBe('update');
  });

  it('refuses invalid layouts, strangers and stale versions', async () => {
    const { version } = await read();
    const dup = { ...settings, bottom: { left: [{ navComId: '001', width: null }], right: [] } };
    const wide = { ...settings, bottom: { left: [{ navComId: '004', width: 5000 }], right: [] } };
    expect((await put(admin, version, dup)).json()).toMatchObject({ details: { reason: 'duplicate' } });
    expect((await put(admin, version, wide)).statusCode).toBe(400);
    expect(
      (
        await put(admin, version, {
          ...settings,
          top: { left: [{ navComId: '099', width: null }], right: [] },
        })
      ).statusCode,
    ).toBe(400);
    expect((await put(learner, version, settings)).statusCode).toBe(403);
    expect((await put(otherAdmin, version, settings)).statusCode).toBe(403);
    expect((await put(subAdmin, version, settings)).statusCode).toBe(403);
    expect((await put(null, version, settings)).statusCode).toBe(401);
    expect((await put(admin, version - 1, settings)).statusCode).toBe(409);
    // null: back to the default header.
    expect((await put(admin, version, null)).statusCode).toBe(200);
    expect((await read()).data.settings).toBeNull();
  });
});
