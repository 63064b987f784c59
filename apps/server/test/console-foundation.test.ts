/**
 * Issue 13 foundation: versioned writes refuse a stale save (EDIT_CONFLICT) even when two arrive at once, the audit
 * log is readable and filterable by the school's administrators only, per-language texts round-trip with the
 * fallback, and the console page is server-rendered for administrators (others get insufficient-permissions).
 */
import { localizedText } from '@portico/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { recordAudit } from '../src/modules/console/audit.ts';
import { bumpVersion, readVersion } from '../src/shared/config-versions.ts';
import { loadTranslations, saveTranslations, textsOf } from '../src/repositories/translations.ts';
import { useTestApp } from './support/app.ts';
import { stubWebBuild } from './support/stub-web-build.ts';
import { createSchool, type CreatedSchool } from './support/factories.ts';
import { addMember, createUser, login, send, type CookieJar } from './support/session.ts';

const ctx = useTestApp({ webDistDir: stubWebBuild() });

let school: CreatedSchool;
let other: CreatedSchool;
let sub: CreatedSchool;
let admin: CookieJar;
let adminId: string;
let otherAdmin: CookieJar;
let subAdmin: CookieJar;
let learner: CookieJar;

beforeAll(async () => {
  const db = ctx.testDb.handle.db;
  school = await createSchool(db, { name: 'Console school' });
  other = await createSchool(db, { name: 'Other console school' });
  sub = await createSchool(db, { name: 'Console sub-school', parentId: school.id });
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
  const l = await createUser(db);
  await addMember(db, school.id, l.id);
  learner = await login(ctx.app, l.email, l.password);
  for (const [area, action] of [
    ['navigation', 'update'],
    ['bulletins', 'create'],
    ['members', 'remove'],
  ] as const) {
    // Distinct timestamps: the log orders by time.
    await new Promise((resolve) => setTimeout(resolve, 3));
    await recordAudit(db, {
      schoolId: school.id,
      actorId: a.id,
      area,
      action,
      entity: area,
      entityId: null,
      before: { n: 1 },
      after: { n: 2 },
    });
  }
});

describe('versions', () => {
  it('bumps from the expected version and refuses a stale one with the current version', async () => {
    const db = ctx.testDb.handle.db;
    expect(await readVersion(db, school.id, 'footer')).toBe(0);
    await db.transaction().execute((trx) => bumpVersion(trx, school.id, 'footer', 0));
    expect(await readVersion(db, school.id, 'footer')).toBe(1);
    await expect(
      db.transaction().execute((trx) => bumpVersion(trx, school.id, 'footer', 0)),
    ).rejects.toMatchObject({ errorCode: 'EDIT_CONFLICT', details: { area: 'footer', currentVersion: 1 } });
    expect(await readVersion(db, other.id, 'footer')).toBe(0);
  });

  it('lets exactly one of two simultaneous saves of the same version through', async () => {
    const db = ctx.testDb.handle.db;
    const save = () => db.transaction().execute((trx) => bumpVersion(trx, school.id, 'header', 0));
    const results = await Promise.allSettled([save(), save()]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected');
    expect(refused?.status === 'rejected' && (refused.reason as { errorCode: string }).errorCode).toBe(
      'EDIT_CONFLICT',
    );
    expect(await readVersion(db, school.id, 'header')).toBe(1);
  });
});

describe('audit log API', () => {
  const url = (id: string, query = '') => `/api/console/${id}/audit${query}`;

  it('lists the school entries newest first with the actor, filterable by area and text', async () => {
    const all = await send(ctx.app, admin, { method: 'GET', url: url(school.id) });
    expect(all.statusCode).toBe(200);
    const body = all.json<{ data: { total: number; records: Array<Record<string, unknown>> } }>();
    expect(body.data.total).toBe(3);
    expect(body.data.records[0]).toMatchObject({ area: 'members', action: 'remove', actorName: 'Ada' });
    expect(body.data.records[0]?.actorId).toBe(adminId);
    expect(body.data.records[0]?.before).toEqual({ n: 1 });
    const nav = await send(ctx.app, admin, { method: 'GET', url: url(school.id, '?area=navigation') });
    expect(nav.json<{ data: { total: number } }>().data.total).toBe(1);
    const text = await send(ctx.app, admin, { method: 'GET', url: url(school.id, '?q=CREATE') });
    expect(
      text.json<{ data: { records: Array<{ action: string }> } }>().data.records.map((r) => r.action),
    ).toEqual(['create']);
    const wildcard = await send(ctx.app, admin, { method: 'GET', url: url(school.id, '?q=%25') });
    expect(wildcard.json<{ data: { total: number } }>().data.total).toBe(0);
  });

  it('is refused to learners, other schools and visitors, and to a sub-school admin on the parent', async () => {
    expect((await send(ctx.app, learner, { method: 'GET', url: url(school.id) })).statusCode).toBe(403);
    expect((await send(ctx.app, otherAdmin, { method: 'GET', url: url(school.id) })).statusCode).toBe(403);
    expect((await send(ctx.app, subAdmin, { method: 'GET', url: url(school.id) })).statusCode).toBe(403);
    expect((await send(ctx.app, null, { method: 'GET', url: url(school.id) })).statusCode).toBe(401);
    // The parent's admin manages the sub-school, and sees only its (empty) log.
    const parentOnSub = await send(ctx.app, admin, { method: 'GET', url: url(sub.id) });
    expect(parentOnSub.statusCode).toBe(200);
    expect(parentOnSub.json<{ data: { total: number } }>().data.total).toBe(0);
  });

  it('answers a clear 400 to a malformed filter', async () => {
    const bad = await send(ctx.app, admin, { method: 'GET', url: url(school.id, '?area=secrets') });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ errorCode: string }>().errorCode).toBe('VALIDATION_FAILED');
  });
});

describe('translations', () => {
  it('round-trips per-language texts and falls back to the school default, then the row text', async () => {
    const db = ctx.testDb.handle.db;
    await saveTranslations(db, school.id, 'bulletin', school.bulletinId, {
      content: { en_US: 'Welcome', ar_SA: 'مرحبا', de_DE: '  ' },
    });
    const map = await loadTranslations(db, school.id, 'bulletin');
    const texts = textsOf(map, school.bulletinId, 'content');
    expect(texts).toEqual({ en_US: 'Welcome', ar_SA: 'مرحبا' });
    expect(localizedText('欢迎', texts, 'ar_SA', 'zh_CN')).toBe('مرحبا');
    expect(localizedText('欢迎', texts, 'de_DE', 'en_US')).toBe('Welcome');
    expect(await loadTranslations(db, other.id, 'bulletin')).toEqual(new Map());
    await saveTranslations(db, school.id, 'bulletin', school.bulletinId, { content: { en_US: 'Hi' } });
    expect(
      textsOf(await loadTranslations(db, school.id, 'bulletin', ['en_US']), school.bulletinId, 'content'),
    ).toEqual({ en_US: 'Hi' });
  });
});

describe('console page', () => {
  it('renders the workbench and the audit log for administrators with real data', async () => {
    const workbench = await send(ctx.app, admin, {
      method: 'GET',
      url: `/iadmin/${school.id}/management/workbench?sxz-lang=en_US`,
    });
    expect(workbench.statusCode).toBe(200);
    const page = workbench.json<{ kind: string; section: string; data: { counts: { admins: number } } }>();
    expect(page).toMatchObject({ kind: 'console', section: 'workbench', data: { counts: { admins: 1 } } });
    const audit = await send(ctx.app, admin, {
      method: 'GET',
      url: `/iadmin/${school.id}/management/audit-log?area=bulletins&sxz-lang=en_US`,
    });
    expect(audit.json<{ data: { page: { total: number } } }>().data.page.total).toBe(1);
  });

  it('sends learners and other schools to insufficient-permissions', async () => {
    for (const jar of [learner, otherAdmin, subAdmin]) {
      const res = await send(ctx.app, jar, {
        method: 'GET',
        url: `/iadmin/${school.id}/management/navigation?sxz-lang=en_US`,
      });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toMatch(/^\/insufficient-permissions/);
    }
  });

  it('renders a sub-school console for its own admin', async () => {
    const res = await send(ctx.app, subAdmin, {
      method: 'GET',
      url: `/iadmin/${sub.id}/sub-college-management/sub-college-info?sxz-lang=en_US`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ kind: string; section: string; isSubSchool: boolean }>()).toMatchObject({
      kind: 'console',
      section: 'profile',
      isSubSchool: true,
    });
  });
});
