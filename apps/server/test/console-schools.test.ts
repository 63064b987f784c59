/**
 * Issue 13 console sections about the school itself: profile, members and invite codes, sub-schools, hot-search
 * pins, customer service, AI settings. Per write: valid (the next read shows it), invalid, non-admin, other school's
 * admin, sub-school admin on the parent, stale version (EDIT_CONFLICT); the last-admin rule sequentially and under
 * concurrency; a removed member loses a closed school at once; a closed sub-school leaves the lists.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './support/app.ts';
import { stubWebBuild } from './support/stub-web-build.ts';
import { createSchool, type CreatedSchool } from './support/factories.ts';
import { addMember, createUser, login, send, type CookieJar } from './support/session.ts';

const ctx = useTestApp({ webDistDir: stubWebBuild() });

let school: CreatedSchool;
let other: CreatedSchool;
let sub: CreatedSchool;
let sibling: CreatedSchool;
let admin: CookieJar;
let adminId: string;
let otherAdmin: CookieJar;
let subAdmin: CookieJar;
let learner: CookieJar;
let learnerId: string;

type Json = Record<string, unknown>;
const api = (id: string, tail: string) => `/api/console/${id}/${tail}`;

async function read(jar: CookieJar, id: string, tail: string) {
  const response = await send(ctx.app, jar, { method: 'GET', url: api(id, tail) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { version: number; data: Json } }>().data;
}

async function write(
  jar: CookieJar | null,
  id: string,
  tail: string,
  data: unknown,
  options: { method?: 'PUT' | 'POST' | 'DELETE'; version?: number; readTail?: string } = {},
) {
  const version = options.version ?? (await read(admin, id, options.readTail ?? tail)).version;
  return send(ctx.app, jar, {
    method: options.method ?? 'PUT',
    url: api(id, tail),
    payload: { expectedVersion: version, data },
  });
}

const codeOf = (response: { json: <T>() => T }) => response.json<{ errorCode: string }>().errorCode;

beforeAll(async () => {
  const db = ctx.testDb.handle.db;
  school = await createSchool(db, { name: 'Profile school' });
  other = await createSchool(db, { name: 'Other profile school' });
  sub = await createSchool(db, { name: 'Profile sub-school', parentId: school.id });
  sibling = await createSchool(db, { name: 'Profile sibling', parentId: school.id });
  const a = await createUser(db, { nickName: 'Ada' });
  adminId = a.id;
  await addMember(db, school.id, a.id, 'admin');
  admin = await login(ctx.app, a.email, a.password);
  const o = await createUser(db);
  await addMember(db, other.id, o.id, 'admin');
  otherAdmin = await login(ctx.app, o.email, o.password);
  const s = await createUser(db);
  await addMember(db, sub.id, s.id, 'admin');
  subAdmin = await login(ctx.app, s.email, s.password);
  const l = await createUser(db, { nickName: 'Lena Learner' });
  learnerId = l.id;
  await addMember(db, school.id, l.id);
  learner = await login(ctx.app, l.email, l.password);
});

const validProfile = {
  name: 'Renamed school',
  nameEn: 'Renamed School',
  logoUrl: null,
  description: { zh_CN: '中文简介', en_US: 'English description', ar_SA: 'وصف عربي' },
  openSchool: '1',
  languages: ['zh_CN', 'en_US', 'ar_SA'],
  defaultLang: 'en_US',
};

/** Every write of these sections, with a valid body, on the first-level school. */
const writes = () => [
  { tail: 'profile', data: validProfile },
  { tail: `members/${learnerId}`, data: { role: 'lecturer' }, readTail: 'members' },
  { tail: 'invites', data: { days: 7 }, method: 'POST' as const },
  {
    tail: 'sub-schools',
    data: { name: 'New branch', nameEn: null, description: null, openSchool: '1' },
    method: 'POST' as const,
  },
  { tail: 'hot-search', data: { pins: ['alpha'] } },
  {
    tail: 'customer-service',
    data: { enabled: true, servicePhone: '400-800-1234', serviceEmail: null, serviceWeChat: null },
  },
  { tail: 'ai', data: { enabled: true, logoUrl: null } },
];

describe('who may write', () => {
  it('refuses learners, visitors, other schools, and a sub-school admin on the parent; a stale version conflicts', async () => {
    for (const w of writes()) {
      const options = { method: w.method, readTail: w.readTail };
      const label = `${w.method ?? 'PUT'} ${w.tail}`;
      expect((await write(learner, school.id, w.tail, w.data, options)).statusCode, label).toBe(403);
      expect((await write(null, school.id, w.tail, w.data, options)).statusCode, label).toBe(401);
      expect((await write(otherAdmin, school.id, w.tail, w.data, options)).statusCode, label).toBe(403);
      expect((await write(subAdmin, school.id, w.tail, w.data, options)).statusCode, label).toBe(403);
      const current = (await read(admin, school.id, w.readTail ?? w.tail)).version;
      const stale = await write(admin, school.id, w.tail, w.data, { ...options, version: current + 5 });
      expect(stale.statusCode, label).toBe(409);
      expect(stale.json<{ details: { currentVersion: number } }>().details.currentVersion).toBe(current);
      // Reads too: nobody but the school's (or parent's) admins.
      const get = await send(ctx.app, otherAdmin, {
        method: 'GET',
        url: api(school.id, w.readTail ?? w.tail),
      });
      expect(get.statusCode, label).toBe(403);
    }
  });

  it('keeps a sub-school admin in their own sub-school: never a sibling, never the parent-only sections', async () => {
    expect(
      (await send(ctx.app, subAdmin, { method: 'GET', url: api(sibling.id, 'profile') })).statusCode,
    ).toBe(403);
    expect((await write(subAdmin, sibling.id, 'profile', validProfile, { version: 0 })).statusCode).toBe(403);
    expect((await send(ctx.app, subAdmin, { method: 'GET', url: api(sub.id, 'profile') })).statusCode).toBe(
      200,
    );
    for (const tail of ['sub-schools', 'hot-search', 'customer-service', 'ai']) {
      const response = await send(ctx.app, subAdmin, { method: 'GET', url: api(sub.id, tail) });
      expect(response.statusCode, tail).toBe(403);
    }
    // The first-level sections are declared so (access `firstLevel`): even the parent's admin, who administers
    // the sub-school, reads and writes them only at the parent — with the code and text the console shows.
    const parentOnly = {
      code: 403,
      errorCode: 'FORBIDDEN',
      message: "This setting belongs to the parent school's console",
    };
    for (const w of writes().filter((w) =>
      ['sub-schools', 'hot-search', 'customer-service', 'ai'].includes(w.tail),
    )) {
      const read = await send(ctx.app, admin, { method: 'GET', url: api(sub.id, w.tail) });
      expect(read.json(), w.tail).toEqual(parentOnly);
      const written = await send(ctx.app, admin, {
        method: w.method ?? 'PUT',
        url: api(sub.id, w.tail),
        payload: { expectedVersion: 0, data: w.data },
      });
      expect(written.json(), w.tail).toEqual(parentOnly);
    }
    const edit = await write(
      subAdmin,
      school.id,
      `sub-schools/${sibling.id}`,
      {
        name: 'Taken over',
        nameEn: null,
        description: null,
        openSchool: '1',
        closed: true,
      },
      { version: 0 },
    );
    expect(edit.statusCode).toBe(403);
  });
});

describe('profile', () => {
  it('saves names, descriptions per language, languages and default; the next reads show it; audited', async () => {
    const saved = await write(admin, school.id, 'profile', validProfile);
    expect(saved.statusCode, saved.body).toBe(200);
    const body = saved.json<{ data: { version: number; data: Json } }>().data;
    expect(body.data).toMatchObject({
      name: 'Renamed school',
      nameEn: 'Renamed School',
      defaultLang: 'en_US',
    });
    const info = await send(ctx.app, null, { method: 'GET', url: `/api/school/schools/${school.id}/` });
    expect(info.json<{ data: Json }>().data).toMatchObject({
      name: 'Renamed school',
      nameEn: 'Renamed School',
    });
    const langs = await send(ctx.app, null, {
      method: 'GET',
      url: `/api/school/biz/queryConfig?configTypes=schoolLanguage&schoolId=${school.id}`,
    });
    expect(langs.json<{ data: Json[] }>().data).toEqual([
      { configType: 'schoolLanguage', configValue: 'zh_CN,en_US,ar_SA' },
    ]);
    const again = await read(admin, school.id, 'profile');
    expect(again.data.description).toEqual(validProfile.description);
    const page = await send(ctx.app, admin, {
      method: 'GET',
      url: `/iadmin/${school.id}/management/profile`,
    });
    expect(page.json<{ data: { data: Json } }>().data.data).toMatchObject({ name: 'Renamed school' });
    const spec = await send(ctx.app, admin, {
      method: 'GET',
      url: `/iadmin/${school.id}/management/college-management/college-info`,
    });
    expect(spec.json<{ section: string }>().section).toBe('profile');
    const audit = await send(ctx.app, admin, { method: 'GET', url: api(school.id, 'audit?area=profile') });
    const entry = audit.json<{ data: { records: Json[] } }>().data.records[0];
    expect(entry).toMatchObject({ action: 'update', entity: 'school', actorId: adminId });
    expect(entry?.after).toMatchObject({ name: 'Renamed school' });
  });

  it('refuses broken names, a default language not offered, and a logo that is not our upload', async () => {
    for (const [name, code] of [
      ['  ', 'SCHOOL_NAME_EMPTY'],
      ['x'.repeat(51), 'SCHOOL_NAME_TOO_LONG'],
      ['Bad <name>', 'SCHOOL_NAME_SPECIAL_CHARACTERS'],
      ['Smile 😀', 'SCHOOL_NAME_EMOJI'],
    ]) {
      const response = await write(admin, school.id, 'profile', { ...validProfile, name });
      expect(response.statusCode).toBe(400);
      expect(codeOf(response)).toBe(code);
    }
    const lang = await write(admin, school.id, 'profile', { ...validProfile, defaultLang: 'ja_JP' });
    expect(codeOf(lang)).toBe('DEFAULT_LANGUAGE_NOT_OFFERED');
    const logo = await write(admin, school.id, 'profile', {
      ...validProfile,
      logoUrl: 'https://evil.example/x.png',
    });
    expect(codeOf(logo)).toBe('SCHOOL_LOGO_INVALID');
    const schema = await write(admin, school.id, 'profile', { ...validProfile, openSchool: '2' });
    expect(codeOf(schema)).toBe('VALIDATION_FAILED');
  });

  it('lets a sub-school admin edit their sub-school at its sub-college-info page', async () => {
    const saved = await write(
      subAdmin,
      sub.id,
      'profile',
      { ...validProfile, name: 'Sub renamed' },
      { version: (await read(subAdmin, sub.id, 'profile')).version },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const page = await send(ctx.app, subAdmin, {
      method: 'GET',
      url: `/iadmin/${sub.id}/sub-college-management/sub-college-info`,
    });
    expect(page.json<{ isSubSchool: boolean; data: { data: Json } }>()).toMatchObject({
      isSubSchool: true,
      data: { data: { name: 'Sub renamed' } },
    });
  });
});

describe('members', () => {
  it('lists with search and paging, changes a role, and refuses an unknown member', async () => {
    const all = await read(admin, school.id, 'members');
    expect(all.data.total).toBe(2);
    const found = await send(ctx.app, admin, { method: 'GET', url: api(school.id, 'members?q=lena') });
    expect(
      found.json<{ data: { data: { records: Json[] } } }>().data.data.records.map((r) => r.userId),
    ).toEqual([learnerId]);
    const none = await send(ctx.app, admin, { method: 'GET', url: api(school.id, 'members?q=%25') });
    expect(none.json<{ data: { data: { total: number } } }>().data.data.total).toBe(0);
    const changed = await write(
      admin,
      school.id,
      `members/${learnerId}`,
      { role: 'lecturer' },
      { readTail: 'members' },
    );
    expect(changed.json<{ data: { data: Json } }>().data.data).toMatchObject({ role: 'lecturer' });
    const bad = await write(
      admin,
      school.id,
      `members/${learnerId}`,
      { role: 'owner' },
      { readTail: 'members' },
    );
    expect(codeOf(bad)).toBe('VALIDATION_FAILED');
    const stranger = await createUser(ctx.testDb.handle.db);
    const missing = await write(
      admin,
      school.id,
      `members/${stranger.id}`,
      { role: 'admin' },
      { readTail: 'members' },
    );
    expect(codeOf(missing)).toBe('MEMBERSHIP_NOT_FOUND');
  });

  it('never lets the school lose its last admin (demote, remove)', async () => {
    const demote = await write(
      admin,
      school.id,
      `members/${adminId}`,
      { role: 'member' },
      { readTail: 'members' },
    );
    expect(demote.statusCode).toBe(409);
    expect(codeOf(demote)).toBe('LAST_ADMIN');
    const remove = await write(
      admin,
      school.id,
      `members/${adminId}`,
      {},
      { method: 'DELETE', readTail: 'members' },
    );
    expect(codeOf(remove)).toBe('LAST_ADMIN');
  });

  it('lets only one of two admins demoting each other at once succeed', async () => {
    const db = ctx.testDb.handle.db;
    const duo = await createSchool(db, { name: 'Duo school' });
    const [x, y] = [await createUser(db), await createUser(db)];
    await addMember(db, duo.id, x.id, 'admin');
    await addMember(db, duo.id, y.id, 'admin');
    const [jx, jy] = [await login(ctx.app, x.email, x.password), await login(ctx.app, y.email, y.password)];
    const version = (await read(jx, duo.id, 'members')).version;
    const demote = (jar: CookieJar, target: string) =>
      send(ctx.app, jar, {
        method: 'PUT',
        url: api(duo.id, `members/${target}`),
        payload: { expectedVersion: version, data: { role: 'member' } },
      });
    const results = await Promise.all([demote(jx, y.id), demote(jy, x.id)]);
    // The loser either met the version check (409) or, when the winner had already committed before its request
    // was authorized, is no longer an admin (403): both leave exactly one admin.
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes[0]).toBe(200);
    expect([403, 409]).toContain(codes[1]);
    // Retrying with the fresh version meets the rule itself.
    const winner = results.findIndex((r) => r.statusCode === 200);
    const retry = await write(
      winner === 0 ? jy : jx,
      duo.id,
      `members/${winner === 0 ? x.id : y.id}`,
      { role: 'member' },
      { readTail: 'members', version: version + 1 },
    );
    expect([403, 409]).toContain(retry.statusCode);
    const admins = await db
      .selectFrom('memberships')
      .select('user_id')
      .where('school_id', '=', duo.id)
      .where('role', '=', 'admin')
      .execute();
    expect(admins).toHaveLength(1);
  });

  it('removing a member of a closed school ends their access on the next request', async () => {
    const db = ctx.testDb.handle.db;
    const closed = await createSchool(db, { name: 'Closed club', open_school: '0' });
    const [boss, guest] = [await createUser(db), await createUser(db)];
    await addMember(db, closed.id, boss.id, 'admin');
    await addMember(db, closed.id, guest.id);
    const [jb, jg] = [
      await login(ctx.app, boss.email, boss.password),
      await login(ctx.app, guest.email, guest.password),
    ];
    const courses = `/api/search/v1/search/hotSearch?schoolId=${closed.id}`;
    expect((await send(ctx.app, jg, { method: 'GET', url: courses })).statusCode).toBe(200);
    const version = (await read(jb, closed.id, 'members')).version;
    const removed = await send(ctx.app, jb, {
      method: 'DELETE',
      url: api(closed.id, `members/${guest.id}`),
      payload: { expectedVersion: version, data: {} },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await send(ctx.app, jg, { method: 'GET', url: courses })).statusCode).toBe(403);
  });

  it('creates, lists and revokes invite codes; a revoked code no longer joins', async () => {
    const created = await write(admin, school.id, 'invites', { days: 7 }, { method: 'POST' });
    expect(created.statusCode, created.body).toBe(200);
    const invite = created.json<{ data: { data: { id: string; code: string; expiresAt: string } } }>().data
      .data;
    expect(invite.code).toMatch(/^[A-Z2-9]{8}$/);
    expect((await joinAs0(invite.code)).statusCode).toBe(200);
    const list = await read(admin, school.id, 'invites');
    expect((list.data as unknown as Json[]).map((i) => i.code)).toContain(invite.code);
    expect(
      codeOf(await write(admin, school.id, 'invites', { days: -1 }, { method: 'POST', readTail: 'invites' })),
    ).toBe('VALIDATION_FAILED');
    const revoked = await write(
      admin,
      school.id,
      `invites/${invite.id}`,
      {},
      { method: 'DELETE', readTail: 'invites' },
    );
    expect(revoked.statusCode).toBe(200);
    const joinAs = async () => {
      const u = await createUser(ctx.testDb.handle.db);
      const jar = await login(ctx.app, u.email, u.password);
      const payload = { inviteCode: invite.code.toLowerCase() };
      return send(ctx.app, jar, { method: 'POST', url: '/api/school/members/join', payload });
    };
    expect(codeOf(await joinAs())).toBe('INVITE_NOT_FOUND');
    const gone = await write(
      admin,
      school.id,
      `invites/${invite.id}`,
      {},
      { method: 'DELETE', readTail: 'invites' },
    );
    expect(codeOf(gone)).toBe('INVITE_NOT_FOUND');
    const notOurs = await write(
      otherAdmin,
      other.id,
      `invites/${invite.id}`,
      {},
      { method: 'DELETE', version: 0 },
    );
    expect(codeOf(notOurs)).toBe('INVITE_NOT_FOUND');
  });
});

async function joinAs0(code: string) {
  const u = await createUser(ctx.testDb.handle.db);
  const jar = await login(ctx.app, u.email, u.password);
  return send(ctx.app, jar, {
    method: 'POST',
    url: '/api/school/members/join',
    payload: { inviteCode: code },
  });
}

describe('sub-schools', () => {
  it('creates with a 19-digit id, edits, closes (hidden from lists) and reopens', async () => {
    const bad = await write(
      admin,
      school.id,
      'sub-schools',
      { name: 'Bad/name', nameEn: null, description: null, openSchool: '1' },
      { method: 'POST' },
    );
    expect(codeOf(bad)).toBe('SCHOOL_NAME_SPECIAL_CHARACTERS');
    const created = await write(
      admin,
      school.id,
      'sub-schools',
      { name: 'East branch', nameEn: 'East', description: 'Hi', openSchool: '1' },
      { method: 'POST' },
    );
    expect(created.statusCode, created.body).toBe(200);
    const row = created.json<{ data: { data: { id: string } } }>().data.data;
    expect(row.id).toMatch(/^\d{19}$/);
    const listUrl = `/api/school/schools/firstSchools/subSchoolPage2?tenantId=${school.id}&page=1&pageSize=20&count=4`;
    const ids = async () =>
      (await send(ctx.app, null, { method: 'GET', url: listUrl }))
        .json<{ data: { records: Json[] } }>()
        .data.records.map((r) => r.id);
    expect(await ids()).toContain(row.id);
    const closed = await write(
      admin,
      school.id,
      `sub-schools/${row.id}`,
      { name: 'East branch', nameEn: 'East', description: 'Hi', openSchool: '1', closed: true },
      { readTail: 'sub-schools' },
    );
    expect(closed.json<{ data: { data: Json } }>().data.data).toMatchObject({ closed: true });
    expect(await ids()).not.toContain(row.id);
    // Closed: administrators only (the learner is a member of the parent, hence of the sub-school).
    const content = `/api/search/v1/search/hotSearch?schoolId=${row.id}`;
    expect((await send(ctx.app, learner, { method: 'GET', url: content })).statusCode).toBe(403);
    expect((await send(ctx.app, admin, { method: 'GET', url: content })).statusCode).toBe(200);
    await write(
      admin,
      school.id,
      `sub-schools/${row.id}`,
      { name: 'East branch', nameEn: 'East', description: 'Hi', openSchool: '1', closed: false },
      { readTail: 'sub-schools' },
    );
    expect(await ids()).toContain(row.id);
    const foreign = await write(
      admin,
      school.id,
      `sub-schools/${other.id}`,
      { name: 'Mine', nameEn: null, description: null, openSchool: '1', closed: false },
      { readTail: 'sub-schools' },
    );
    expect(codeOf(foreign)).toBe('SCHOOL_NOT_FOUND');
  });
});

describe('hot-search pins, customer service, AI', () => {
  it('pins keywords first in the hot searches', async () => {
    const saved = await write(admin, school.id, 'hot-search', { pins: ['zeta', 'alpha', 'zeta'] });
    expect(saved.json<{ data: { data: Json } }>().data.data).toEqual({ pins: ['zeta', 'alpha'] });
    const hot = await send(ctx.app, null, {
      method: 'GET',
      url: `/api/search/v1/search/hotSearch?schoolId=${school.id}`,
    });
    const keywords = hot.json<{ data: { hotSearch: string[] } }>().data.hotSearch;
    expect(keywords.slice(0, 2)).toEqual(['zeta', 'alpha']);
    expect(codeOf(await write(admin, school.id, 'hot-search', { pins: ['   '] }))).toBe(
      'HOT_SEARCH_PIN_INVALID',
    );
    expect(
      codeOf(
        await write(admin, school.id, 'hot-search', { pins: Array.from({ length: 9 }, (_, i) => `k${i}`) }),
      ),
    ).toBe('VALIDATION_FAILED');
  });

  it('saves customer service (validated) and the config read shows it', async () => {
    const data = {
      enabled: true,
      servicePhone: '+86 400-800-1234',
      serviceEmail: 'help@school.example',
      serviceWeChat: 'school_help',
    };
    expect((await write(admin, school.id, 'customer-service', data)).statusCode).toBe(200);
    const config = await send(ctx.app, null, {
      method: 'GET',
      url: `/api/school/biz/queryConfig?configTypes=customerServiceSwitch,customerServiceInfo&schoolId=${school.id}`,
    });
    const values = Object.fromEntries(
      config
        .json<{ data: Array<{ configType: string; configValue: string }> }>()
        .data.map((e) => [e.configType, e.configValue]),
    );
    expect(values.customerServiceSwitch).toBe('1');
    expect(JSON.parse(values.customerServiceInfo ?? '{}')).toMatchObject({
      serviceEmail: 'help@school.example',
    });
    expect(
      codeOf(await write(admin, school.id, 'customer-service', { ...data, servicePhone: 'call me' })),
    ).toBe('SERVICE_PHONE_INVALID');
    expect(
      codeOf(await write(admin, school.id, 'customer-service', { ...data, serviceEmail: 'nope@' })),
    ).toBe('SERVICE_EMAIL_INVALID');
  });

  it('saves the AI entrance and logo; the AI reads show it', async () => {
    const saved = await write(admin, school.id, 'ai', {
      enabled: true,
      logoUrl: 'https://cdn.example/ai.png',
    });
    expect(saved.statusCode).toBe(200);
    const logo = await send(ctx.app, null, {
      method: 'GET',
      url: `/api/ai/v1/ai-config/logo?schoolId=${school.id}`,
    });
    expect(logo.json<{ data: Json }>().data).toEqual({ logoUrl: 'https://cdn.example/ai.png' });
    const status = await send(ctx.app, admin, {
      method: 'GET',
      url: `/api/ai/micromodel/tenantAiModelStatus?schoolId=${school.id}`,
    });
    expect(status.json<{ data: Json }>().data).toMatchObject({ aiEntranceVisibleToCurUser: true });
    await write(admin, school.id, 'ai', { enabled: false, logoUrl: null });
    const off = await send(ctx.app, admin, {
      method: 'GET',
      url: `/api/ai/micromodel/tenantAiModelStatus?schoolId=${school.id}`,
    });
    expect(off.json<{ data: Json }>().data).toMatchObject({ aiEntranceVisibleToCurUser: false });
    expect(
      codeOf(await write(admin, school.id, 'ai', { enabled: true, logoUrl: 'javascript:alert(1)' })),
    ).toBe('AI_LOGO_URL_INVALID');
  });
});
