import { describe, expect, it } from 'vitest';
import { newId } from '../src/db/ids.ts';
import { DEMO_AGREEMENT_V1, DEMO_IDS } from '../src/seed/index.ts';
import { resolveViewer } from '../src/auth/resolve-viewer.ts';
import { buildBootstrap } from '../src/web/bootstrap.ts';
import { useTestApp } from './support/app.ts';
import { createSchool } from './support/factories.ts';
import { addMember, createUser, DEMO_ACCOUNTS, login } from './support/session.ts';

const ctx = useTestApp();

async function viewerFor(account: string, password?: string) {
  const jar = await login(ctx.app, account, password);
  return resolveViewer(ctx.app.db, jar.get('access_token')!);
}
const boot = async (url: string, account: string | null, password?: string) =>
  buildBootstrap(ctx.testDb.handle.db, ctx.config, {
    url,
    host: 'localhost:3000',
    viewer: account ? await viewerFor(account, password) : null,
  });
const portal = (id: string) => `/portal/${id}`;

describe('bootstrap session fields', () => {
  it('visitor: no viewer, membership, agreement or name reminder', async () => {
    expect(await boot(portal(DEMO_IDS.demoAcademy), null)).toMatchObject({
      viewer: null,
      membership: null,
      agreement: null,
      nameIncomplete: false,
    });
  });

  it('learner: a member who must sign the convention for the first time', async () => {
    const b = await boot(`${portal(DEMO_IDS.demoAcademy)}?sxz-lang=en_US`, DEMO_ACCOUNTS.learner);
    expect(b.viewer).toMatchObject({ id: DEMO_IDS.learner, realName: '李学员', nickName: 'Lena Learner' });
    expect(b.membership).toEqual({ validMember: true, admin: false, lecturer: false, role: 'member' });
    expect(b.agreement).toEqual({
      signed: false,
      needSign: true,
      agreementUpdated: false,
      latestAgreement: {
        id: DEMO_AGREEMENT_V1,
        version: 1,
        title: '学院公约 School convention',
        url: `/api/assist/v2/agreement/open/text/${DEMO_AGREEMENT_V1}?schoolId=${DEMO_IDS.demoAcademy}&lang=en-US`,
      },
    });
    expect(b.nameIncomplete).toBe(false);
    // The O3 school has no agreement; the public school is not the learner's.
    expect((await boot(portal(DEMO_IDS.o3School), DEMO_ACCOUNTS.learner)).agreement).toBeNull();
    expect((await boot(portal(DEMO_IDS.publicSchool), DEMO_ACCOUNTS.learner)).membership).toEqual({
      validMember: false,
      admin: false,
      lecturer: false,
      role: null,
    });
  });

  it('teacher: lecturer, already signed', async () => {
    const b = await boot(portal(DEMO_IDS.demoAcademy), DEMO_ACCOUNTS.teacher);
    expect(b.membership).toEqual({ validMember: true, admin: false, lecturer: true, role: 'lecturer' });
    expect(b.agreement).toBeNull();
  });

  it('admin: admin of the school and of its sub-schools', async () => {
    const b = await boot(portal(DEMO_IDS.demoAcademy), DEMO_ACCOUNTS.admin);
    expect(b.membership).toEqual({ validMember: true, admin: true, lecturer: true, role: 'admin' });
    expect(b.agreement).toBeNull();
    const sub = await boot(
      `/iadmin/${DEMO_IDS.subSchoolB}/sub-college-management/sub-college-info`,
      DEMO_ACCOUNTS.admin,
    );
    expect(sub.membership?.admin).toBe(true);
  });

  it('outsider: no real name (name compliance), member of nothing', async () => {
    const b = await boot(portal(DEMO_IDS.demoAcademy), DEMO_ACCOUNTS.outsider);
    expect(b.viewer).toMatchObject({ id: DEMO_IDS.outsider, realName: null });
    expect(b.nameIncomplete).toBe(true);
    expect(b.membership).toMatchObject({ validMember: false, role: null });
    expect(b.agreement).toBeNull();
    expect((await boot('/login/select', DEMO_ACCOUNTS.outsider)).membership).toBeNull();
  });

  it('flags special characters and emoji in the real name', async () => {
    for (const realName of ['Name#1', 'Smile😀', '  ']) {
      const user = await createUser(ctx.testDb.handle.db, { realName });
      expect((await boot(portal(DEMO_IDS.publicSchool), user.email, user.password)).nameIncomplete).toBe(
        true,
      );
    }
  });

  it('an updated agreement is flagged agreementUpdated for a member who signed the old one', async () => {
    const db = ctx.testDb.handle.db;
    const school = await createSchool(db);
    const user = await createUser(db);
    await addMember(db, school.id, user.id);
    const v1 = newId();
    const agreement = { school_id: school.id, title: 'Rules', body: 'Be kind', created_at: '' };
    await db
      .insertInto('agreements')
      .values({ ...agreement, id: v1, version: 1 })
      .execute();
    await db
      .insertInto('agreement_signatures')
      .values({ school_id: school.id, agreement_id: v1, user_id: user.id, signed_at: '' })
      .execute();
    expect((await boot(portal(school.id), user.email, user.password)).agreement).toBeNull();
    await db
      .insertInto('agreements')
      .values({ ...agreement, id: newId(), version: 2 })
      .execute();
    expect((await boot(portal(school.id), user.email, user.password)).agreement).toMatchObject({
      needSign: true,
      agreementUpdated: true,
      latestAgreement: { version: 2 },
    });
  });

  it("a closed school's content reaches its members only", async () => {
    const db = ctx.testDb.handle.db;
    const closed = await createSchool(db, { open_school: '0' });
    const user = await createUser(db);
    await addMember(db, closed.id, user.id);
    const member = await boot(portal(closed.id), user.email, user.password);
    expect(member.categories.length).toBeGreaterThan(0);
    expect(member.page.kind).toBe('portal-home');
    const outsider = await boot(portal(closed.id), DEMO_ACCOUNTS.outsider);
    expect(outsider.categories).toEqual([]);
    expect(outsider.page.kind).toBe('none');
  });
});
