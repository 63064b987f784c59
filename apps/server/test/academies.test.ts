import { describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../src/seed/index.ts';
import { useTestApp } from './support/app.ts';
import { createSchool } from './support/factories.ts';
import { addMember, createUser, DEMO_ACCOUNTS, login } from './support/session.ts';
import { list } from './support/switching.ts';

const ctx = useTestApp();
const db = () => ctx.testDb.handle.db;
const JOINED = '/api/ischool/v1/schools/first-schools-all-page';
const PUBLIC = '/api/ischool/v1/schools/open/open-schools';
const PERMISSION = '/api/ischool/v1/schools/open-school-permission';
const SUB_SCHOOLS = '/api/school/schools/firstSchools/subSchoolPage2';

let tagCounter = 0;
/** A word no other school's name contains, so keyword searches see only this test's schools. */
const uniqueTag = () => `Qx${Date.now().toString(36)}${(tagCounter += 1)}`;

describe('joined academies paging (first-schools-all-page)', () => {
  it('4 first, then 10 more from offset 4: no overlap, no gap, stable total, empty past the end', async () => {
    const user = await createUser(db());
    for (let index = 0; index < 9; index += 1) {
      await addMember(db(), (await createSchool(db())).id, user.id);
    }
    const jar = await login(ctx.app, user.email, user.password);
    const first = await list(ctx.app, jar, `${JOINED}?page=1&pageSize=4`);
    const more = await list(ctx.app, jar, `${JOINED}?page=1&pageSize=10&offset=4`);
    const all = await list(ctx.app, jar, `${JOINED}?page=1&pageSize=50`);
    expect(first.ids).toHaveLength(4);
    expect(more.ids).toHaveLength(5);
    expect([first.total, more.total, all.total]).toEqual([9, 9, 9]);
    expect([...first.ids, ...more.ids]).toEqual(all.ids);
    expect(new Set(all.ids).size).toBe(9);
    expect(await list(ctx.app, jar, `${JOINED}?page=2&pageSize=10`)).toMatchObject({ ids: [], total: 9 });
    expect(await list(ctx.app, jar, `${JOINED}?pageSize=10&offset=9`)).toMatchObject({ ids: [], total: 9 });
    expect((await list(ctx.app, jar, `${JOINED}?offset=-1`)).status).toBe(400);
  });
});

describe('public academies (open-schools, open-school-permission)', () => {
  it('lists open public first-level schools only; closed, private and sub-schools never', async () => {
    const tag = uniqueTag();
    const open = await createSchool(db(), { name: `${tag} open`, is_public: 1 });
    const closed = await createSchool(db(), { name: `${tag} closed`, is_public: 1, open_school: '0' });
    const hidden = await createSchool(db(), { name: `${tag} private`, is_public: 0 });
    const sub = await createSchool(db(), { name: `${tag} sub`, is_public: 1, parentId: open.id });
    const visitor = await list(ctx.app, null, `${PUBLIC}?keyword=${tag}`);
    expect(visitor).toMatchObject({ status: 200, ids: [open.id], total: 1 });
    const everyone = await list(ctx.app, null, `${PUBLIC}?pageSize=50`);
    expect(everyone.ids).toEqual(
      expect.arrayContaining([DEMO_IDS.demoAcademy, DEMO_IDS.publicSchool, DEMO_IDS.alliancePartner]),
    );
    for (const id of [closed.id, hidden.id, sub.id, DEMO_IDS.closedSchool]) {
      expect(everyone.ids).not.toContain(id);
    }
    // Even a member of the closed school never sees it in the public list.
    const member = await createUser(db());
    await addMember(db(), closed.id, member.id);
    const jar = await login(ctx.app, member.email, member.password);
    expect((await list(ctx.app, jar, `${PERMISSION}?keyword=${tag}`)).ids).toEqual([open.id]);
  });

  it('keyword: trimmed, case-insensitive over name and description, wildcards literal, at most 80', async () => {
    const tag = uniqueTag();
    const upper = await createSchool(db(), { name: `Zebra ${tag} Academy`, is_public: 1 });
    const described = await createSchool(db(), {
      name: `Plain ${tag}`,
      description: `Stripes and ZEBRAS ${tag}`,
      is_public: 1,
    });
    const percent = await createSchool(db(), { name: `100% ${tag} 斑马学院`, is_public: 1 });
    const search = (keyword: string) =>
      list(ctx.app, null, `${PUBLIC}?pageSize=50&keyword=${encodeURIComponent(keyword)}`);
    expect((await search(`  zebra ${tag.toLowerCase()} ACADEMY  `)).ids).toEqual([upper.id]);
    expect((await search(`zebras ${tag}`)).ids).toEqual([described.id]);
    expect((await search(`${tag} 斑马`)).ids).toEqual([percent.id]);
    expect((await search(`0% ${tag}`)).ids).toEqual([percent.id]);
    expect((await search(`%${tag}`)).ids).toEqual([]);
    expect((await search(`_ebra ${tag}`)).ids).toEqual([]);
    expect((await search('   ')).total).toBe((await list(ctx.app, null, PUBLIC)).total);
    expect((await search('z'.repeat(80))).status).toBe(200);
    expect((await search(` ${'斑'.repeat(80)} `)).status).toBe(200);
    expect((await search('z'.repeat(81))).body).toEqual({
      code: 400,
      errorCode: 'KEYWORD_TOO_LONG',
      message: 'keyword must be at most 80 characters',
      details: { max: 80 },
    });
  });

  it('pages with pageNumber/pageSize in SQL and answers an empty page past the end', async () => {
    const tag = uniqueTag();
    for (let index = 0; index < 5; index += 1) {
      await createSchool(db(), { name: `${tag} school ${index}`, is_public: 1 });
    }
    const page = (n: number, size: number) =>
      list(ctx.app, null, `${PUBLIC}?keyword=${tag}&pageNumber=${n}&pageSize=${size}`);
    const [one, two, three] = [await page(1, 2), await page(2, 2), await page(3, 2)];
    expect([one.ids.length, two.ids.length, three.ids.length]).toEqual([2, 2, 1]);
    expect(new Set([...one.ids, ...two.ids, ...three.ids]).size).toBe(5);
    expect([one.total, two.total, three.total]).toEqual([5, 5, 5]);
    expect(await page(9, 2)).toMatchObject({ ids: [], total: 5 });
    expect((await list(ctx.app, null, `${PUBLIC}?pageSize=51`)).status).toBe(400);
  });

  it('isPermission marks schools the viewer administers; the anonymous list never does; 401 for visitors', async () => {
    const admin = await login(ctx.app, DEMO_ACCOUNTS.admin);
    const learner = await login(ctx.app, DEMO_ACCOUNTS.learner);
    const flag = async (jar: typeof admin | null, url: string, id: string) =>
      (await list(ctx.app, jar, `${url}?pageSize=50`)).records.find((r) => r.id === id)?.isPermission;
    expect(await flag(admin, PERMISSION, DEMO_IDS.demoAcademy)).toBe(true);
    expect(await flag(admin, PERMISSION, DEMO_IDS.publicSchool)).toBe(false);
    expect(await flag(learner, PERMISSION, DEMO_IDS.demoAcademy)).toBe(false);
    expect(await flag(admin, PUBLIC, DEMO_IDS.demoAcademy)).toBe(false);
    expect((await list(ctx.app, null, PERMISSION)).body).toEqual({
      code: 401,
      errorCode: 'NOT_LOGGED_IN',
      message: 'Not logged in',
    });
  });
});

describe('academy facts and sub-school pages', () => {
  it('headcount, published courses and the newest published course come from the database', async () => {
    const tag = uniqueTag();
    const school = await createSchool(db(), {
      name: tag,
      is_public: 1,
      courses: [{ name: 'Draft, newest', status: 0 }, { name: 'Published, newest' }, { name: 'Older' }],
    });
    const empty = await createSchool(db(), { name: `${tag} empty`, is_public: 1, courses: [] });
    for (let index = 0; index < 3; index += 1) await addMember(db(), school.id, (await createUser(db())).id);
    const { records } = await list(ctx.app, null, `${PUBLIC}?keyword=${tag}`);
    expect(records.find((r) => r.id === school.id)).toMatchObject({
      onLearnHeadcount: 3,
      coursesNumber: 2,
      newestCourseName: 'Published, newest',
      childrenPage: { records: [], total: 0 },
    });
    expect(records.find((r) => r.id === empty.id)).toMatchObject({
      onLearnHeadcount: 0,
      coursesNumber: 0,
      newestCourseName: null,
    });
  });

  it('childrenPage and subSchoolPage2: same order, no overlap; closed sub-schools only for members', async () => {
    const tag = uniqueTag();
    const parent = await createSchool(db(), { name: tag, is_public: 1 });
    const subs: string[] = [];
    for (let index = 0; index < 6; index += 1) {
      const sub = await createSchool(db(), {
        name: `${tag} sub ${index}`,
        parentId: parent.id,
        open_school: index === 2 ? '0' : '1',
        courses: [{ name: `Sub course ${index}` }],
      });
      subs.push(sub.id);
    }
    const closedSub = subs[2]!;
    const childrenOf = async (jar: Parameters<typeof list>[1], url: string) =>
      (await list(ctx.app, jar, url)).records.find((r) => r.id === parent.id)?.childrenPage;

    const anonymous = await childrenOf(null, `${PUBLIC}?keyword=${tag}&childPageSize=4`);
    expect(anonymous?.total).toBe(5);
    expect(anonymous?.records).toHaveLength(4);
    expect(anonymous?.records.map((r) => r.id)).not.toContain(closedSub);
    expect(anonymous?.records[0]).toMatchObject({ coursesNumber: 1, childrenPage: null });
    expect((await childrenOf(null, `${PUBLIC}?keyword=${tag}&childPageSize=0`))?.total).toBe(5);

    const page = (jar: Parameters<typeof list>[1], n: number) =>
      list(ctx.app, jar, `${SUB_SCHOOLS}?tenantId=${parent.id}&page=${n}&pageSize=4&count=4`);
    const [one, two] = [await page(null, 1), await page(null, 2)];
    expect(one.ids).toEqual(anonymous?.records.map((r) => r.id));
    expect(two.ids).toHaveLength(1);
    expect([one.total, two.total]).toEqual([5, 5]);
    expect(new Set([...one.ids, ...two.ids]).size).toBe(5);
    expect((await page(null, 3)).ids).toEqual([]);

    // A logged-in non-member sees what a visitor sees; a member of the parent or of the sub-school sees it.
    const stranger = await createUser(db());
    const parentMember = await createUser(db());
    const subMember = await createUser(db());
    await addMember(db(), parent.id, parentMember.id);
    await addMember(db(), closedSub, subMember.id);
    for (const [user, total] of [
      [stranger, 5],
      [parentMember, 6],
      [subMember, 6],
    ] as const) {
      const jar = await login(ctx.app, user.email, user.password);
      const all = await list(ctx.app, jar, `${SUB_SCHOOLS}?tenantId=${parent.id}&pageSize=50`);
      expect(all.total).toBe(total);
      expect(all.ids.includes(closedSub)).toBe(total === 6);
      expect((await childrenOf(jar, `${PERMISSION}?keyword=${tag}`))?.total).toBe(total);
    }
    expect((await list(ctx.app, null, `${SUB_SCHOOLS}?page=1`)).body.message).toBe('tenantId is required');
    expect((await list(ctx.app, null, `${SUB_SCHOOLS}?tenantId=9999999999999999999`)).status).toBe(404);
  });
});
