/**
 * Issue 22 item 4, store-type schools: spec §7 `GET /api/school/biz/marketConfig` answers the school's
 * `marketStoreSwitch` (spec §4 "Store-enabled flag … value '1' = on"); the flag is a column of the school, set in
 * the console's school profile (a versioned write with an audit entry); only the school's admins may set it, a
 * sub-school never becomes store-type, and the academy records carry it for the switcher's Manage link.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../src/seed/index.ts';
import { useTestApp } from './support/app.ts';
import { createSchool, type CreatedSchool } from './support/factories.ts';
import { addMember, createUser, login, send, type CookieJar } from './support/session.ts';
import { stubWebBuild } from './support/stub-web-build.ts';

const ctx = useTestApp({ webDistDir: stubWebBuild() });

let school: CreatedSchool;
let other: CreatedSchool;
let sub: CreatedSchool;
let admin: CookieJar;
let otherAdmin: CookieJar;
let subAdmin: CookieJar;
let learner: CookieJar;

type Json = Record<string, unknown>;
const MARKET = '/api/school/biz/marketConfig';

const market = (jar: CookieJar | null, query: string) => send(ctx.app, jar, { url: `${MARKET}?${query}` });
const storeFlag = async (id: string) => {
  const response = await market(null, `schoolId=${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ code: number; data: { marketStoreSwitch: string } }>().data.marketStoreSwitch;
};

async function readProfile(jar: CookieJar, id: string) {
  const response = await send(ctx.app, jar, { url: `/api/console/${id}/profile` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { version: number; data: Json } }>().data;
}

/** Saves the profile as loaded, with the store flag changed (the console's form sends the whole profile). */
async function saveStore(jar: CookieJar | null, id: string, flag: unknown, version?: number) {
  const current = await readProfile(subAdminFor(id) ?? admin, id);
  return send(ctx.app, jar, {
    method: 'PUT',
    url: `/api/console/${id}/profile`,
    payload: {
      expectedVersion: version ?? current.version,
      data: { ...current.data, marketStoreSwitch: flag },
    },
  });
}
const subAdminFor = (id: string) => (id === sub?.id ? subAdmin : id === other?.id ? otherAdmin : null);
const codeOf = (response: { json: <T>() => T }) => response.json<{ errorCode: string }>().errorCode;

beforeAll(async () => {
  const db = ctx.testDb.handle.db;
  school = await createSchool(db, { name: 'Store school' });
  other = await createSchool(db, { name: 'Other store school' });
  sub = await createSchool(db, { name: 'Store sub-school', parentId: school.id });
  const jar = async (schoolId: string, role: 'admin' | 'member') => {
    const user = await createUser(db);
    await addMember(db, schoolId, user.id, role);
    return login(ctx.app, user.email, user.password);
  };
  admin = await jar(school.id, 'admin');
  otherAdmin = await jar(other.id, 'admin');
  subAdmin = await jar(sub.id, 'admin');
  learner = await jar(school.id, 'member');
});

describe('GET /api/school/biz/marketConfig (spec §7)', () => {
  it("answers '0' for an ordinary school and '1' for the seeded store-type Demo Academy, in the usual envelope", async () => {
    const response = await market(null, `tenantId=${school.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ code: 200, data: { marketStoreSwitch: '0' } });
    expect(await storeFlag(DEMO_IDS.demoAcademy)).toBe('1');
    expect(await storeFlag(DEMO_IDS.o3School)).toBe('0');
  });

  it('refuses a missing, malformed or unknown school with a stable code, never a 500', async () => {
    const missing = await market(null, '');
    expect(missing.statusCode).toBe(400);
    const malformed = await market(null, 'schoolId=12');
    expect(malformed.statusCode).toBe(400);
    expect(codeOf(malformed)).toBeTruthy();
    const unknown = await market(null, 'schoolId=1999999999999999999');
    expect(unknown.statusCode).toBe(404);
    expect(codeOf(unknown)).toBeTruthy();
  });
});

describe('the store flag in the console profile', () => {
  it('an admin turns it on and off: marketConfig follows at once, the profile shows it, the audit log records it', async () => {
    expect((await readProfile(admin, school.id)).data.marketStoreSwitch).toBe('0');
    const on = await saveStore(admin, school.id, '1');
    expect(on.statusCode, on.body).toBe(200);
    expect(await storeFlag(school.id)).toBe('1');
    expect((await readProfile(admin, school.id)).data.marketStoreSwitch).toBe('1');
    const audit = await send(ctx.app, admin, { url: `/api/console/${school.id}/audit?area=profile` });
    const entry = audit.json<{ data: { records: Json[] } }>().data.records[0];
    expect(entry?.before).toMatchObject({ marketStoreSwitch: '0' });
    expect(entry?.after).toMatchObject({ marketStoreSwitch: '1' });
    // The other school is untouched (cross-school).
    expect(await storeFlag(other.id)).toBe('0');
    const off = await saveStore(admin, school.id, '0');
    expect(off.statusCode, off.body).toBe(200);
    expect(await storeFlag(school.id)).toBe('0');
  });

  it('a profile saved without the field keeps the flag', async () => {
    expect((await saveStore(admin, school.id, '1')).statusCode).toBe(200);
    const current = await readProfile(admin, school.id);
    const { marketStoreSwitch: _omitted, ...withoutFlag } = current.data;
    const saved = await send(ctx.app, admin, {
      method: 'PUT',
      url: `/api/console/${school.id}/profile`,
      payload: { expectedVersion: current.version, data: { ...withoutFlag, name: 'Store school renamed' } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await storeFlag(school.id)).toBe('1');
    expect((await saveStore(admin, school.id, '0')).statusCode).toBe(200);
  });

  it('refuses learners, visitors and another school’s admin; a stale version conflicts; a bad value is a 400', async () => {
    expect((await saveStore(learner, school.id, '1')).statusCode).toBe(403);
    expect((await saveStore(null, school.id, '1')).statusCode).toBe(401);
    expect((await saveStore(otherAdmin, school.id, '1')).statusCode).toBe(403);
    expect((await saveStore(subAdmin, school.id, '1')).statusCode).toBe(403);
    const stale = await saveStore(admin, school.id, '1', 0);
    expect(stale.statusCode).toBe(409);
    expect(codeOf(stale)).toBe('EDIT_CONFLICT');
    const bad = await saveStore(admin, school.id, '2');
    expect(bad.statusCode).toBe(400);
    expect(codeOf(bad)).toBe('VALIDATION_FAILED');
    expect(await storeFlag(school.id)).toBe('0');
  });

  it('never makes a sub-school store-type (its management is sub-college-info)', async () => {
    const saved = await saveStore(subAdmin, sub.id, '1');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await storeFlag(sub.id)).toBe('0');
    expect((await readProfile(subAdmin, sub.id)).data.marketStoreSwitch).toBe('0');
  });
});

describe('academy records carry the flag (the switcher routes Manage by it)', () => {
  it("says '1' for the store-type school in the admin's list and '0' for the others", async () => {
    expect((await saveStore(admin, school.id, '1')).statusCode).toBe(200);
    const response = await send(ctx.app, admin, {
      url: `/api/ischool/v1/schools/first-schools-all-page?page=1&pageSize=10&schoolId=${school.id}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const records = response.json<{
      data: { records: Array<Json & { childrenPage: { records: Json[] } | null }> };
    }>().data.records;
    const mine = records.find((record) => record.id === school.id);
    expect(mine).toMatchObject({ isPermission: true, marketStoreSwitch: '1' });
    expect(mine?.childrenPage?.records.every((record) => record.marketStoreSwitch === '0')).toBe(true);
    expect((await saveStore(admin, school.id, '0')).statusCode).toBe(200);
  });
});
