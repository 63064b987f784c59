import { SUPPORTED_LANGUAGES } from '@portico/core';
import { describe, expect, it } from 'vitest';
import { PLATFORM_SCHOOL_ID } from '../src/db/schema.ts';
import { DEMO_IDS } from '../src/seed/index.ts';
import { useTestApp } from './support/app.ts';
import { createSchool } from './support/factories.ts';
import { addMember, createUser, DEMO_ACCOUNTS, login, send, type CookieJar } from './support/session.ts';
import { createAlliance, list, wait } from './support/switching.ts';

const ctx = useTestApp();
const db = () => ctx.testDb.handle.db;
const ALLIANCE = '/api/ischool/v1/tenant-union/my-join-union-list-merges';
const VISITED = '/api/ischool/v1/schools/open-school-user';
const UNION = '/api/ischool/v1/open/tenant-union/check-join-union-as-member';
const COOKIES = '/api/assist/v2/agreement/open/knownCookiesAgreement';
/** Visited lists hold public schools only (spec §7 "Visited public"). */
const PUBLIC = { is_public: 1 } as const;

async function loginNew(schoolIds: string[] = []) {
  const user = await createUser(db());
  for (const id of schoolIds) await addMember(db(), id, user.id);
  return { user, jar: await login(ctx.app, user.email, user.password) };
}

describe('alliance academies (my-join-union-list-merges)', () => {
  it('a member of school A allied with B and C sees B and C, not A, nor closed or unallied schools', async () => {
    const [a, b, c, closed, other] = [
      await createSchool(db()),
      await createSchool(db()),
      await createSchool(db()),
      await createSchool(db(), { open_school: '0' }),
      await createSchool(db()),
    ];
    await createAlliance(db(), [a.id, b.id, c.id, closed.id]);
    const { jar } = await loginNew([a.id]);
    const all = await list(ctx.app, jar, ALLIANCE);
    expect(all.status).toBe(200);
    expect([...all.ids].sort()).toEqual([b.id, c.id].sort());
    expect(all.total).toBe(2);
    const first = await list(ctx.app, jar, `${ALLIANCE}?pageSize=1`);
    const rest = await list(ctx.app, jar, `${ALLIANCE}?pageSize=10&offset=1`);
    expect([...first.ids, ...rest.ids]).toEqual(all.ids);
    expect((await list(ctx.app, jar, `${ALLIANCE}?page=3&pageSize=1`)).ids).toEqual([]);
    // Joining B removes it from the alliance list; a user outside any alliance sees nothing.
    const both = await loginNew([a.id, b.id]);
    expect((await list(ctx.app, both.jar, ALLIANCE)).ids).toEqual([c.id]);
    expect(await list(ctx.app, (await loginNew([other.id])).jar, ALLIANCE)).toMatchObject({
      ids: [],
      total: 0,
    });
    expect((await list(ctx.app, null, ALLIANCE)).status).toBe(401);
  });
});

describe('visited academies (open-school-user)', () => {
  const render = (jar: CookieJar | null, path: string) => send(ctx.app, jar, { url: path });

  it("a logged-in viewer's portal render records the visit; most recent first; never another user's", async () => {
    const [first, second, closed] = [
      await createSchool(db(), PUBLIC),
      await createSchool(db(), PUBLIC),
      await createSchool(db(), { open_school: '0' }),
    ];
    const { user, jar } = await loginNew([closed.id]);
    const { jar: otherJar } = await loginNew();
    expect(await list(ctx.app, jar, VISITED)).toMatchObject({ status: 200, ids: [], total: 0 });

    // 200 with the web build, 503 without it: the visit is recorded either way.
    expect([200, 503]).toContain((await render(jar, `/portal/${first.id}`)).statusCode);
    await wait(5);
    await render(jar, `/portal/${second.id}/search?keyword=x`);
    await wait(5);
    await render(jar, `/portal/${closed.id}`); // closed: a member's page, but never a "visited public" school
    await render(jar, `/course/${first.id}/course-view?courseId=${first.courseIds[0]}`); // not a portal route
    await render(null, `/portal/${closed.id}`);
    expect((await list(ctx.app, jar, VISITED)).ids).toEqual([second.id, first.id]);

    await wait(5);
    await render(jar, `/portal/${first.id}`);
    const again = await list(ctx.app, jar, VISITED);
    expect(again).toMatchObject({ ids: [first.id, second.id], total: 2 });
    const stored = await db()
      .selectFrom('visited_schools')
      .select('school_id')
      .where('user_id', '=', user.id)
      .execute();
    expect(stored).toHaveLength(2);

    expect((await list(ctx.app, jar, `${VISITED}?pageNumber=2&pageSize=1`)).ids).toEqual([second.id]);
    expect((await list(ctx.app, otherJar, VISITED)).ids).toEqual([]);
    expect((await list(ctx.app, null, VISITED)).status).toBe(401);
  });

  it('a reload of the school on top of the list writes nothing; going back to another school still moves it up', async () => {
    const [a, b] = [await createSchool(db(), PUBLIC), await createSchool(db(), PUBLIC)];
    const { user, jar } = await loginNew();
    const visitedAt = async (schoolId: string) =>
      (
        await db()
          .selectFrom('visited_schools')
          .select('visited_at')
          .where('user_id', '=', user.id)
          .where('school_id', '=', schoolId)
          .executeTakeFirstOrThrow()
      ).visited_at;
    await render(jar, `/portal/${a.id}`);
    const firstVisit = await visitedAt(a.id);
    await wait(5);
    await render(jar, `/portal/${a.id}`);
    expect(await visitedAt(a.id)).toBe(firstVisit);
    await wait(5);
    await render(jar, `/portal/${b.id}`);
    await wait(5);
    await render(jar, `/portal/${a.id}`);
    expect(await visitedAt(a.id)).not.toBe(firstVisit);
    expect((await list(ctx.app, jar, VISITED)).ids).toEqual([a.id, b.id]);
  });

  it('lists only public schools the viewer has not joined, so joined and visited count distinct schools (issue 22)', async () => {
    const [joined, open, notPublic] = [
      await createSchool(db(), PUBLIC),
      await createSchool(db(), PUBLIC),
      await createSchool(db()), // open but not public, like the O3 community
    ];
    const { jar } = await loginNew([joined.id]);
    for (const school of [joined, open, notPublic]) {
      await render(jar, `/portal/${school.id}`);
      await wait(5);
    }
    expect(await list(ctx.app, jar, VISITED)).toMatchObject({ ids: [open.id], total: 1 });
    // Joining a visited school takes it off the visited list (it is counted once, in the joined list).
    const { jar: other, user } = await loginNew();
    await render(other, `/portal/${open.id}`);
    expect(await list(ctx.app, other, VISITED)).toMatchObject({ ids: [open.id], total: 1 });
    await addMember(db(), open.id, user.id);
    expect(await list(ctx.app, other, VISITED)).toMatchObject({ ids: [], total: 0 });
    // Cross-school: the demo learner (member of Demo Academy and the O3 community, which its page views also
    // record) sees neither of them among its visited schools.
    const learner = await login(ctx.app, DEMO_ACCOUNTS.learner);
    for (const id of [DEMO_IDS.demoAcademy, DEMO_IDS.o3School]) await render(learner, `/portal/${id}`);
    const visited = await list(ctx.app, learner, VISITED);
    expect(visited.ids).not.toContain(DEMO_IDS.demoAcademy);
    expect(visited.ids).not.toContain(DEMO_IDS.o3School);
    expect(visited.ids).not.toContain(open.id);
  });
});

describe('union membership (check-join-union-as-member)', () => {
  it("true for members of any school of the tenant's alliance, false otherwise and for visitors", async () => {
    const [a, b, lone] = [await createSchool(db()), await createSchool(db()), await createSchool(db())];
    const sub = await createSchool(db(), { parentId: b.id });
    await createAlliance(db(), [a.id, b.id]);
    const { jar: memberOfA } = await loginNew([a.id]);
    const { jar: memberOfLone } = await loginNew([lone.id]);
    const check = async (jar: CookieJar | null, id: string) =>
      (await send(ctx.app, jar, { url: `${UNION}?tenantId=${id}` })).json();
    expect(await check(memberOfA, b.id)).toEqual({ code: 200, data: true });
    expect((await check(memberOfA, a.id)).data).toBe(true);
    expect((await check(memberOfA, sub.id)).data).toBe(true);
    expect((await check(memberOfA, lone.id)).data).toBe(false);
    expect((await check(memberOfLone, b.id)).data).toBe(false);
    expect((await check(null, b.id)).data).toBe(false);
    expect((await send(ctx.app, null, { url: UNION })).statusCode).toBe(400);
  });
});

describe('config calls', () => {
  const queryConfig = async (id: string, types: string) =>
    (
      await send(ctx.app, null, {
        url: `/api/school/biz/queryConfig?tenantId=${id}&configTypes=${encodeURIComponent(types)}`,
      })
    ).json();

  it('queryConfig answers the named known types that exist (a sub-school inherits)', async () => {
    expect(
      await queryConfig(
        DEMO_IDS.demoAcademy,
        'schoolLanguage, SchoolAllianceSwitch,customerServiceSwitch,secret',
      ),
    ).toEqual({
      code: 200,
      data: [
        { configType: 'schoolLanguage', configValue: SUPPORTED_LANGUAGES.join(',') },
        { configType: 'customerServiceSwitch', configValue: '1' },
      ],
    });
    expect((await queryConfig(DEMO_IDS.o3School, 'schoolLanguage')).data).toEqual([
      { configType: 'schoolLanguage', configValue: 'zh_CN,en_US' },
    ]);
    for (const id of [DEMO_IDS.publicSchool, DEMO_IDS.alliancePartner]) {
      expect((await queryConfig(id, 'SchoolAllianceSwitch')).data).toEqual([
        { configType: 'SchoolAllianceSwitch', configValue: '1' },
      ]);
    }
    expect((await queryConfig(DEMO_IDS.subSchoolA, 'schoolLanguage')).data[0].configValue).toBe(
      SUPPORTED_LANGUAGES.join(','),
    );
    expect((await queryConfig(DEMO_IDS.exclusiveSchool, 'schoolLanguage')).data).toEqual([]);
    // Platform entries are not readable through a school.
    expect((await queryConfig(DEMO_IDS.demoAcademy, 'platformSites,overseasDomains')).data).toEqual([]);
    expect((await queryConfig(PLATFORM_SCHOOL_ID, 'platformSites')).code).toBe(404);
    const missing = await send(ctx.app, null, {
      url: '/api/school/biz/queryConfig?configTypes=schoolLanguage',
    });
    expect(missing.statusCode).toBe(400);
  });

  it('selectSchoolConfig answers the platform sites and notify schools', async () => {
    const { data } = (await send(ctx.app, null, { url: '/api/school/schools/selectSchoolConfig' })).json();
    expect(data.sites.map((site: { label: string; url: string }) => [site.label, site.url])).toEqual([
      ['China', '//localhost:3000'],
      ['Europe', '//de.localhost:3000'],
      ['International', '//overseas.localhost:3000'],
    ]);
    expect(data.sites[0]).toEqual({
      label: 'China',
      url: '//localhost:3000',
      tenantId: null,
      iconClass: 'site-cn',
    });
    expect(data.notifySchools).toEqual([DEMO_IDS.demoAcademy]);
    const withTenant = await send(ctx.app, null, {
      url: `/api/school/schools/selectSchoolConfig?tenantId=${DEMO_IDS.o3School}`,
    });
    expect(withTenant.json().data).toEqual(data);
  });
});

describe('cookie tip (knownCookiesAgreement)', () => {
  const choose = (jar: CookieJar | null, query: string) =>
    send(ctx.app, jar, { method: 'POST', url: `${COOKIES}${query}` });
  const consents = () =>
    db().selectFrom('cookie_consents').selectAll().orderBy('created_at').orderBy('id').execute();

  it('records accept (1) and reject (0) with the viewer and school when known; anything else is a 400', async () => {
    const before = (await consents()).length;
    const accepted = await choose(null, '?operation=1');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ code: 200, data: null });
    const learner = await login(ctx.app, DEMO_ACCOUNTS.learner);
    expect((await choose(learner, `?operation=0&schoolId=${DEMO_IDS.demoAcademy}`)).statusCode).toBe(200);
    for (const query of ['?operation=2', '', '?operation=yes', '?operation=10']) {
      const response = await choose(learner, query);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 400,
        errorCode: 'COOKIE_OPERATION_INVALID',
        message: 'operation must be 1 (accept) or 0 (reject)',
      });
    }
    const rows = (await consents()).slice(before);
    expect(rows.map((row) => [row.operation, row.user_id, row.school_id])).toEqual([
      ['1', null, null],
      ['0', DEMO_IDS.learner, DEMO_IDS.demoAcademy],
    ]);
    expect(rows[0]?.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });
});
