/**
 * Issue 17 §1: the shell cache. What it keeps is served until the school's shell changes, a change (a console
 * write, or any shell event) is visible on the next request, keys never mix schools or languages, memory is
 * bounded, and with Redis another instance drops its copy too.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { ShellCache } from '../src/shared/shell-cache.ts';
import { getJson, testConfig, useTestApp } from './support/app.ts';
import { createSchool, type CreatedSchool } from './support/factories.ts';
import { addMember, createUser, login, send } from './support/session.ts';

describe('ShellCache', () => {
  it('serves a kept value until its school changes, then loads again', async () => {
    const cache = new ShellCache();
    let loads = 0;
    const load = async () => ({ n: ++loads });
    const key = { area: 'footer', schools: ['A'], vary: ['zh_CN'] };
    expect(await cache.get(key, load)).toEqual({ n: 1 });
    expect(await cache.get(key, load)).toEqual({ n: 1 });
    cache.invalidate(['B']);
    expect(await cache.get(key, load)).toEqual({ n: 1 });
    cache.invalidate(['A']);
    expect(await cache.get(key, load)).toEqual({ n: 2 });
  });

  it('keys by school and by everything in vary: no answer of one is served for another', async () => {
    const cache = new ShellCache();
    const answer = (school: string, lang: string) =>
      cache.get({ area: 'navigation', schools: [school], vary: [lang] }, async () => `${school}/${lang}`);
    expect(await answer('A', 'zh_CN')).toBe('A/zh_CN');
    expect(await answer('B', 'zh_CN')).toBe('B/zh_CN');
    expect(await answer('A', 'en_US')).toBe('A/en_US');
    expect(await answer('B', 'en_US')).toBe('B/en_US');
  });

  it("drops a sub-school's entries when its parent changes (inherited config)", async () => {
    const cache = new ShellCache();
    let loads = 0;
    const key = { area: 'config', schools: ['SUB', 'PARENT'] };
    await cache.get(key, async () => ++loads);
    cache.invalidate(['PARENT']);
    expect(await cache.get(key, async () => ++loads)).toBe(2);
  });

  it('does not keep what was loaded across a change, and shares one load between concurrent misses', async () => {
    const cache = new ShellCache();
    let release: () => void = () => undefined;
    const slow = new Promise<void>((resolve) => (release = resolve));
    let loads = 0;
    const key = { area: 'footer', schools: ['A'] };
    const first = cache.get(key, async () => {
      loads += 1;
      await slow;
      return 'old';
    });
    const second = cache.get(key, async () => 'never');
    cache.invalidate(['A']);
    release();
    expect(await first).toBe('old');
    expect(await second).toBe('old');
    expect(loads).toBe(1);
    expect(await cache.get(key, async () => 'new')).toBe('new');
  });

  it('stays within its entry bound (least recently used go first) and freezes what it keeps', async () => {
    const cache = new ShellCache({ maxEntries: 3 });
    for (const school of ['A', 'B', 'C', 'D'])
      await cache.get({ area: 'x', schools: [school] }, async () => [school]);
    expect(cache.size).toBe(3);
    expect(await cache.get({ area: 'x', schools: ['A'] }, async () => ['A again'])).toEqual(['A again']);
    const kept = await cache.get({ area: 'x', schools: ['D'] }, async () => ['D again']);
    expect(kept).toEqual(['D']);
    expect(() => (kept as string[]).push('mutated')).toThrow(TypeError);
  });

  it('expires entries after their lifetime', async () => {
    let now = 0;
    const cache = new ShellCache({ ttlMs: 1_000, now: () => now });
    const key = { area: 'hot', schools: ['A'] };
    await cache.get(key, async () => 1);
    now = 999;
    expect(await cache.get(key, async () => 2)).toBe(1);
    now = 1_000;
    expect(await cache.get(key, async () => 3)).toBe(3);
  });
});

describe('through the app', () => {
  const ctx = useTestApp();
  let a: CreatedSchool;
  let b: CreatedSchool;

  beforeAll(async () => {
    a = await createSchool(ctx.testDb.handle.db, { name: 'Cache school A' });
    b = await createSchool(ctx.testDb.handle.db, { name: 'Cache school B' });
  });

  const details = async (app: App, schoolId: string) =>
    (await getJson(app, `/api/school/schools/open/schoolDetails?schoolId=${schoolId}`)).body.data;

  it('serves the kept school until a shell change, which is visible on the next request', async () => {
    const db = ctx.testDb.handle.db;
    expect((await details(ctx.app, a.id)).name).toBe('Cache school A');
    // Written behind the cache's back: still the kept answer (proves the cache answers).
    await db.updateTable('schools').set({ name: 'Cache school A2' }).where('id', '=', a.id).execute();
    expect((await details(ctx.app, a.id)).name).toBe('Cache school A');
    await ctx.app.shellEvents.emit({ schoolId: a.id, parentSchoolId: null, area: 'profile' });
    expect((await details(ctx.app, a.id)).name).toBe('Cache school A2');
    // Nothing of A for B.
    expect((await details(ctx.app, b.id)).name).toBe('Cache school B');
  });

  it("a console write (the footer) is visible in the open footer on the admin's next request", async () => {
    const user = await createUser(ctx.testDb.handle.db);
    await addMember(ctx.testDb.handle.db, b.id, user.id, 'admin');
    const admin = await login(ctx.app, user.email, user.password);
    const footerUrl = `/api/portal/api/v1/portal/open/footer?schoolId=${b.id}&sxz-lang=en_US`;
    const before = await send(ctx.app, admin, { url: footerUrl });
    expect(before.statusCode).toBe(200);
    const view = await send(ctx.app, admin, { url: `/api/console/${b.id}/footer` });
    expect(view.statusCode).toBe(200);
    const { version, data } = view.json().data as {
      version: number;
      data: { footer: { copyright: { company: Record<string, string> } } & Record<string, unknown> };
    };
    const marker = `Cache Co ${randomBytes(3).toString('hex')}`;
    const footer = {
      ...data.footer,
      usedType: 2,
      versionInformationSwitch: '1',
      copyright: { ...data.footer.copyright, company: { zh_CN: marker, en_US: marker } },
    };
    const saved = await send(ctx.app, admin, {
      method: 'PUT',
      url: `/api/console/${b.id}/footer`,
      payload: { expectedVersion: version, data: footer },
    });
    expect(saved.statusCode).toBe(200);
    const after = await send(ctx.app, admin, { url: footerUrl });
    expect(after.body).toContain(marker);
    expect(before.body).not.toContain(marker);
  });
});

describe('two instances sharing Redis', () => {
  const ctx = useTestApp();
  const redisEnv = {
    REDIS_URL: 'redis://127.0.0.1:6379',
    REDIS_KEY_PREFIX: `t17-${randomBytes(4).toString('hex')}:`,
  };
  let one: App;
  let two: App;
  let school: CreatedSchool;

  beforeAll(async () => {
    const build = () => buildApp({ config: testConfig(redisEnv), db: ctx.testDb.handle, logger: false });
    one = await build();
    two = await build();
    await Promise.all([one.ready(), two.ready()]);
    school = await createSchool(ctx.testDb.handle.db, { name: 'Shared school' });
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
  });

  it('a change made through one instance is served by the other within a second', async () => {
    const name = async (app: App) =>
      (await getJson(app, `/api/school/schools/open/schoolDetails?schoolId=${school.id}`)).body.data.name;
    expect(await name(one)).toBe('Shared school');
    expect(await name(two)).toBe('Shared school');
    await ctx.testDb.handle.db
      .updateTable('schools')
      .set({ name: 'Shared school, renamed' })
      .where('id', '=', school.id)
      .execute();
    expect(await name(two)).toBe('Shared school');
    await one.shellEvents.emit({ schoolId: school.id, parentSchoolId: null, area: 'profile' });
    expect(await name(one)).toBe('Shared school, renamed');
    await vi.waitFor(async () => expect(await name(two)).toBe('Shared school, renamed'), {
      timeout: 1_000,
      interval: 20,
    });
  });
});
