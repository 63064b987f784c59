/**
 * Issue 17 §1/§3: the visitor cache of the shell's open JSON answers (plugins/app/visitor-api-cache.ts). A
 * visitor's second request is answered from it with the same bytes and headers; a shell change is visible on the
 * next request; nothing of one school, tenant header or language is answered for another; a signed-in viewer
 * never reads nor fills it; errors are never kept; ETag → 304.
 */
import zlib from 'node:zlib';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useTestApp } from './support/app.ts';
import { createSchool, type CreatedSchool } from './support/factories.ts';
import { addMember, createUser, login, send } from './support/session.ts';

const ctx = useTestApp();
let a: CreatedSchool;
let b: CreatedSchool;
let sub: CreatedSchool;

beforeAll(async () => {
  const db = ctx.testDb.handle.db;
  a = await createSchool(db, { name: 'Visitor cache A' });
  b = await createSchool(db, { name: 'Visitor cache B' });
  sub = await createSchool(db, { name: 'Visitor cache A, sub', parentId: a.id });
});

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ url, headers });
const navigations = (schoolId: string) => `/api/portal/api/v2/portal/open/navigations?schoolId=${schoolId}`;
const details = (schoolId: string) => `/api/school/schools/open/schoolDetails?schoolId=${schoolId}`;

describe('a visitor of an open shell endpoint', () => {
  it('gets the kept answer the second time: same body and headers, with an ETag and 304 when it matches', async () => {
    const first = await get(navigations(a.id));
    const second = await get(navigations(a.id));
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-api-cache']).toBe('miss');
    expect(second.headers['x-api-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    for (const header of [
      'content-type',
      'content-security-policy',
      'x-content-type-options',
      'etag',
      'vary',
    ]) {
      expect(second.headers[header], header).toBe(first.headers[header]);
    }
    expect(second.headers['cache-control']).toBe('public, no-cache');
    expect(second.json().data[0].name).toBeTruthy();
    const etag = String(second.headers.etag);
    const revalidated = await get(navigations(a.id), { 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect((await get(navigations(a.id), { 'if-none-match': 'W/"other"' })).statusCode).toBe(200);
  });

  it('sends a kept answer compressed once for a client that accepts it (brotli, else gzip), decoding to the same JSON', async () => {
    const url = `/api/portal/api/v1/portal/open/footer?schoolId=${a.id}&sxz-lang=en_US`;
    const plain = await get(url);
    expect(plain.headers['x-api-cache']).toBe('miss');
    await vi.waitFor(async () => {
      const br = await get(url, { 'accept-encoding': 'gzip, br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['x-api-cache']).toBe('hit');
      expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    });
    const gz = await get(url, { 'accept-encoding': 'br;q=0, gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    const identity = await get(url);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(plain.body);
    expect(String(identity.headers.vary)).toContain('accept-encoding');
  });

  it('sees a shell change on the next request, and never the answer of another school', async () => {
    const db = ctx.testDb.handle.db;
    expect((await get(details(a.id))).json().data.name).toBe('Visitor cache A');
    expect((await get(details(b.id))).json().data.name).toBe('Visitor cache B');
    // Written behind the caches' back: the kept answer is still served (proves it is kept)…
    await db.updateTable('schools').set({ name: 'Visitor cache A2' }).where('id', '=', a.id).execute();
    const kept = await get(details(a.id));
    expect(kept.headers['x-api-cache']).toBe('hit');
    expect(kept.json().data.name).toBe('Visitor cache A');
    // …until the school's shell changes (what every console write says).
    await ctx.app.shellEvents.emit({ schoolId: a.id, parentSchoolId: null, area: 'profile' });
    const fresh = await get(details(a.id));
    expect(fresh.headers['x-api-cache']).toBe('miss');
    expect(fresh.json().data.name).toBe('Visitor cache A2');
    expect((await get(details(b.id))).json().data.name).toBe('Visitor cache B');
  });

  it('keys the school named by a tenant header and the language header apart', async () => {
    const url = '/api/school/schools/open/schoolDetails';
    expect((await get(url, { tenantid: b.id })).json().data.name).toBe('Visitor cache B');
    const fromHeader = await get(url, { tenantid: sub.id });
    expect(fromHeader.json().data.name).toBe('Visitor cache A, sub');
    expect((await get(url, { tenantid: sub.id })).headers['x-api-cache']).toBe('hit');
    const english = await get(url, { tenantid: sub.id, 'sxz-lang': 'en_US' });
    expect(english.headers['x-api-cache']).toBe('miss');
  });

  it("drops a sub-school's kept answers when its parent changes (inherited config)", async () => {
    const url = `/api/school/biz/queryConfig?schoolId=${sub.id}&configTypes=schoolLanguage`;
    await get(url);
    expect((await get(url)).headers['x-api-cache']).toBe('hit');
    await ctx.app.shellEvents.emit({ schoolId: a.id, parentSchoolId: null, area: 'all' });
    expect((await get(url)).headers['x-api-cache']).toBe('miss');
  });

  it('keeps no error: an unknown school or a closed school answers afresh each time', async () => {
    const closed = await createSchool(ctx.testDb.handle.db, {
      name: 'Visitor cache closed',
      open_school: '0',
    });
    for (let i = 0; i < 2; i += 1) {
      const refused = await get(navigations(closed.id));
      expect(refused.statusCode).toBe(401);
      expect(refused.headers['x-api-cache']).toBeUndefined();
      const unknown = await get(navigations('1999999999999999999'));
      expect(unknown.statusCode).toBe(404);
      expect(unknown.headers['x-api-cache']).toBeUndefined();
    }
    // Opening it is a shell change: visitors now read its navigation (and it is kept).
    await ctx.testDb.handle.db
      .updateTable('schools')
      .set({ open_school: '1' })
      .where('id', '=', closed.id)
      .execute();
    await ctx.app.shellEvents.emit({ schoolId: closed.id, parentSchoolId: null, area: 'profile' });
    expect((await get(navigations(closed.id))).statusCode).toBe(200);
    expect((await get(navigations(closed.id))).headers['x-api-cache']).toBe('hit');
  });

  it('is used with harmless cookies, never with a session: a signed-in history is not kept nor shown to others', async () => {
    const hot = `/api/search/v1/search/hotSearch?schoolId=${b.id}`;
    expect((await get(hot, { cookie: 'cookie-tip=1' })).statusCode).toBe(200);
    expect((await get(hot, { cookie: 'cookie-tip=1' })).headers['x-api-cache']).toBe('hit');

    const user = await createUser(ctx.testDb.handle.db);
    await addMember(ctx.testDb.handle.db, b.id, user.id, 'member');
    const jar = await login(ctx.app, user.email, user.password);
    const keyword = `cache-probe-${Date.now()}`;
    const searched = await send(ctx.app, jar, {
      url: `/api/search/v1/search/courses?schoolId=${b.id}&keyword=${keyword}&record=1`,
    });
    expect(searched.statusCode).toBe(200);
    const mine = await send(ctx.app, jar, { url: hot });
    expect(mine.headers['x-api-cache']).toBeUndefined();
    expect(mine.json().data.history).toContain(keyword);
    const visitor = await get(hot);
    expect(visitor.json().data.history).toEqual([]);
    expect(visitor.body).not.toContain(keyword);
    expect((await send(ctx.app, jar, { url: hot })).json().data.history).toContain(keyword);
  });
});
