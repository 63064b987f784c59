import { describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../src/seed/index.ts';
import { useTestApp } from './support/app.ts';
import { createSchool } from './support/factories.ts';
import { addMember, createUser, DEMO_ACCOUNTS, login, send, type CookieJar } from './support/session.ts';

const ctx = useTestApp();
const create = (jar: CookieJar | null, payload: unknown) =>
  send(ctx.app, jar, { method: 'POST', url: '/api/school/schools/', payload });
const mine = (jar: CookieJar | null, query = '') =>
  send(ctx.app, jar, { url: `/api/ischool/v1/schools/first-schools-all-page${query}` });

describe('POST /api/school/schools/', () => {
  it('creates an open school whose creator is its admin', async () => {
    const user = await createUser(ctx.testDb.handle.db);
    const jar = await login(ctx.app, user.email, user.password);
    const response = await create(jar, { name: '  新学院 New School ', description: 'Ours' });
    expect(response.statusCode).toBe(200);
    const school = response.json().data;
    expect(school).toMatchObject({
      name: '新学院 New School',
      description: 'Ours',
      openSchool: '1',
      parentSchoolId: null,
    });
    expect(school.id).toMatch(/^\d{19}$/);
    const admin = await send(ctx.app, jar, { url: `/api/school/schools/${school.id}/admin/` });
    expect(admin.json().data).toBe(true);
    const listed = (await mine(jar)).json().data;
    expect(listed.records.map((r: { id: string }) => r.id)).toEqual([school.id]);
    expect(listed.records[0]).toMatchObject({ isPermission: true, onLearnHeadcount: 1, coursesNumber: 0 });
  });

  it('rejects bad names with the contract messages and creates nothing', async () => {
    const user = await createUser(ctx.testDb.handle.db);
    const jar = await login(ctx.app, user.email, user.password);
    const cases: Array<[string, string, string, object?]> = [
      ['  ', 'SCHOOL_NAME_EMPTY', 'School name cannot be empty'],
      ['x'.repeat(51), 'SCHOOL_NAME_TOO_LONG', 'School name must be at most 50 characters', { max: 50 }],
      ['Bad/School', 'SCHOOL_NAME_SPECIAL_CHARACTERS', 'School name cannot contain special characters'],
      ['Fun 🎉 School', 'SCHOOL_NAME_EMOJI', 'School name cannot contain emoji'],
    ];
    for (const [name, errorCode, message, details] of cases) {
      const response = await create(jar, { name });
      expect(response.json()).toEqual({ code: 400, errorCode, message, ...(details ? { details } : {}) });
    }
    expect((await create(jar, {})).json()).toEqual({
      code: 400,
      errorCode: 'VALIDATION_FAILED',
      message: 'name is required',
    });
    expect((await create(null, { name: 'Visitor school' })).statusCode).toBe(401);
    const rows = await ctx.testDb.handle.db
      .selectFrom('memberships')
      .select('school_id')
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toEqual([]);
  });
});

describe('GET /api/ischool/v1/schools/first-schools-all-page', () => {
  it("lists the viewer's joined first-level schools with sub-school pages and facts", async () => {
    const learner = await login(ctx.app, DEMO_ACCOUNTS.learner);
    const { data } = (await mine(learner, '?page=1&pageSize=10')).json();
    expect(data.total).toBe(2);
    const ids = data.records.map((r: { id: string }) => r.id).sort();
    expect(ids).toEqual([DEMO_IDS.demoAcademy, DEMO_IDS.o3School].sort());
    const academy = data.records.find((r: { id: string }) => r.id === DEMO_IDS.demoAcademy);
    expect(academy).toMatchObject({
      name: '演示学院',
      openSchool: '1',
      configValue: '2',
      isPermission: false,
      parentSchoolId: null,
    });
    expect(academy.coursesNumber).toBeGreaterThanOrEqual(40);
    expect(academy.onLearnHeadcount).toBeGreaterThanOrEqual(3);
    expect(typeof academy.newestCourseName).toBe('string');
    expect(academy.childrenPage.total).toBe(2);
    expect(academy.childrenPage.records.map((r: { id: string }) => r.id).sort()).toEqual([
      DEMO_IDS.subSchoolA,
      DEMO_IDS.subSchoolB,
    ]);
  });

  it('pages, validates pageSize ≤ 50, and answers 401 to visitors', async () => {
    const learner = await login(ctx.app, DEMO_ACCOUNTS.learner);
    const page2 = (await mine(learner, '?page=2&pageSize=1')).json().data;
    expect(page2.total).toBe(2);
    expect(page2.records).toHaveLength(1);
    expect((await mine(learner, '?pageSize=51')).statusCode).toBe(400);
    expect((await mine(null)).json()).toEqual({
      code: 401,
      errorCode: 'NOT_LOGGED_IN',
      message: 'Not logged in',
    });
    const outsider = await login(ctx.app, DEMO_ACCOUNTS.outsider);
    expect((await mine(outsider)).json().data).toEqual({ records: [], total: 0 });
  });
});

describe('closed schools now that viewers exist', () => {
  const urls = (id: string, school: { courseIds: string[]; topCategoryIds: string[] }) => [
    `/api/portal/api/v2/portal/open/navigations?schoolId=${id}`,
    `/api/category/v1/facets/first?schoolId=${id}`,
    `/api/category/v1/facets/first/child?schoolId=${id}&facetId=${school.topCategoryIds[0]}`,
    `/api/portal/api/v1/portal/open/latest-courses?schoolId=${id}`,
    `/api/course/v1/open/courses/${school.courseIds[0]}?schoolId=${id}`,
    `/api/portal/api/v1/portal/open/bulletin?schoolId=${id}`,
    `/api/search/v1/search/hotSearch?schoolId=${id}`,
  ];

  it('members 200, members of the parent 200 on a closed sub-school, non-members 403, visitors 401', async () => {
    const db = ctx.testDb.handle.db;
    const closed = await createSchool(db, { open_school: '0' });
    const parent = await createSchool(db);
    const closedSub = await createSchool(db, { open_school: '0', parentId: parent.id });
    const member = await createUser(db);
    const parentMember = await createUser(db);
    await addMember(db, closed.id, member.id);
    await addMember(db, parent.id, parentMember.id);
    const memberJar = await login(ctx.app, member.email, member.password);
    const parentJar = await login(ctx.app, parentMember.email, parentMember.password);
    const outsider = await login(ctx.app, DEMO_ACCOUNTS.outsider);
    for (const url of urls(closed.id, closed)) {
      expect((await send(ctx.app, memberJar, { url })).statusCode, url).toBe(200);
      const other = await send(ctx.app, outsider, { url });
      expect(other.json(), url).toEqual({
        code: 403,
        errorCode: 'SCHOOL_CLOSED',
        message: 'This school is only open to its members',
      });
      expect((await send(ctx.app, null, { url })).json(), url).toEqual({
        code: 401,
        errorCode: 'LOGIN_REQUIRED',
        message: 'Please log in',
      });
      // A member of school A is a stranger to school B (and the reverse).
      expect((await send(ctx.app, parentJar, { url })).statusCode, url).toBe(403);
    }
    for (const url of urls(closedSub.id, closedSub)) {
      expect((await send(ctx.app, parentJar, { url })).statusCode, url).toBe(200);
      expect((await send(ctx.app, memberJar, { url })).statusCode, url).toBe(403);
    }
  });
});
