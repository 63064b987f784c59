/** Issue 11 §3–§4: profile, fans/follows per school, VIP, avatar upload. */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../src/seed/index.ts';
import { useTestApp } from './support/app.ts';
import { DEMO_ACCOUNTS, login, send } from './support/session.ts';
import { call, panelWorld } from './support/user-panel.ts';

const ctx = useTestApp();
const details = (schoolId: string, userId?: string) =>
  `/api/personal-center/selectPersonDetails?schoolId=${schoolId}${userId ? `&userId=${userId}` : ''}`;
const followUrl = (schoolId: string, userId: string) =>
  `/api/personal-center/v1/follows/${userId}?schoolId=${schoolId}`;
const followList = (schoolId: string, type: string, userId?: string) =>
  `/api/personal-center/v1/follows?schoolId=${schoolId}&type=${type}${userId ? `&userId=${userId}` : ''}`;

describe('person details', () => {
  it('the demo learner: created time, fans/follows in Demo Academy, VIP, joined schools, courses in progress', async () => {
    const jar = await login(ctx.app, DEMO_ACCOUNTS.learner);
    const info = await call(ctx.app, jar, 'GET', '/api/personal-center/selectUserInfo');
    expect(info.body.data.userRes).toMatchObject({ id: DEMO_IDS.learner, createdTime: expect.any(String) });
    const own = await call(ctx.app, jar, 'GET', details(DEMO_IDS.demoAcademy));
    expect(own.body.data).toMatchObject({
      personSpaceVo: { fansCount: 2, focusCount: 1 },
      isVip: true,
      self: true,
      followed: false,
      coursesInProgress: 4,
    });
    expect(own.body.data.daysSinceRegistration).toBeGreaterThan(200);
    expect(own.body.data.joinedSchools.map((s: { id: string }) => s.id)).toEqual([
      DEMO_IDS.demoAcademy,
      DEMO_IDS.o3School,
    ]);
  });

  it("another member's space shows only the schools shared with the viewer; strangers are not found", async () => {
    const w = await panelWorld(ctx.app, ctx.testDb.handle.db);
    const peer = await call(ctx.app, w.memberJar, 'GET', details(w.school.id, w.peer.id));
    expect(peer.body.data).toMatchObject({ self: false, joinedSchools: [{ id: w.school.id }] });
    const stranger = await call(ctx.app, w.memberJar, 'GET', details(w.school.id, w.outsider.id));
    expect(stranger).toMatchObject({ status: 404, body: { errorCode: 'USER_NOT_FOUND' } });
    expect((await call(ctx.app, null, 'GET', details(w.school.id))).status).toBe(401);
  });
});

describe('follows', () => {
  it('follow and unfollow a member, counted per school', async () => {
    const w = await panelWorld(ctx.app, ctx.testDb.handle.db);
    const followed = await call(ctx.app, w.memberJar, 'POST', followUrl(w.school.id, w.peer.id));
    expect(followed.body.data).toEqual({ followed: true, personSpaceVo: { fansCount: 1, focusCount: 0 } });
    // Twice is still one follow.
    await call(ctx.app, w.memberJar, 'POST', followUrl(w.school.id, w.peer.id));
    const fans = await call(ctx.app, w.peerJar, 'GET', followList(w.school.id, 'fan'));
    expect(fans.body.data.records.map((p: { id: string }) => p.id)).toEqual([w.member.id]);
    const mine = await call(ctx.app, w.memberJar, 'GET', followList(w.school.id, 'follow'));
    expect(mine.body.data.total).toBe(1);
    const seen = await call(ctx.app, w.memberJar, 'GET', details(w.school.id, w.peer.id));
    expect(seen.body.data).toMatchObject({ followed: true, personSpaceVo: { fansCount: 1 } });
    // Another school counts its own follows.
    expect((await call(ctx.app, w.peerJar, 'GET', followList(w.other.id, 'fan'))).body.data.total).toBe(0);
    const unfollowed = await call(ctx.app, w.memberJar, 'DELETE', followUrl(w.school.id, w.peer.id));
    expect(unfollowed.body.data).toEqual({ followed: false, personSpaceVo: { fansCount: 0, focusCount: 0 } });
  });

  it('refuses following oneself or a non-member', async () => {
    const w = await panelWorld(ctx.app, ctx.testDb.handle.db);
    expect(
      (await call(ctx.app, w.memberJar, 'POST', followUrl(w.school.id, w.member.id))).body.errorCode,
    ).toBe('CANNOT_FOLLOW_SELF');
    expect((await call(ctx.app, w.memberJar, 'POST', followUrl(w.school.id, w.outsider.id))).status).toBe(
      404,
    );
    expect(
      (await call(ctx.app, w.memberJar, 'GET', followList(w.school.id, 'fan', w.outsider.id))).status,
    ).toBe(404);
  });
});

describe('VIP', () => {
  it('answers isVip for a user id, anyone may ask', async () => {
    const vip = await call(
      ctx.app,
      null,
      'GET',
      `/api/personal-center/vip/open/searchVipWithImageJson?userId=${DEMO_IDS.learner}&random=5`,
    );
    expect(vip.body.data).toMatchObject({ isVip: true, level: 'gold' });
    const none = await call(
      ctx.app,
      null,
      'GET',
      `/api/personal-center/vip/open/searchVipWithImageJson?userId=${DEMO_IDS.teacher}`,
    );
    expect(none.body.data).toEqual({ isVip: false, level: null, imageUrl: null, expiresAt: null });
  });
});

describe('avatar', () => {
  const png = (size: number) =>
    sharp({ create: { width: size, height: size, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();

  it('stores a re-encoded square image and points avatarUrl at it', async () => {
    const w = await panelWorld(ctx.app, ctx.testDb.handle.db);
    const image = `data:image/png;base64,${(await png(600)).toString('base64')}`;
    const saved = await call(ctx.app, w.memberJar, 'PUT', '/api/personal-center/v1/avatar', { image });
    expect(saved.status).toBe(200);
    const url: string = saved.body.data.avatarUrl;
    expect(url).toMatch(new RegExp(`^/api/personal-center/open/avatar/${w.member.id}\\?v=\\d+$`));
    const served = await send(ctx.app, null, { url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256]);
  });

  it('refuses what is not a GIF, JPEG or PNG, a lying type, and too many bytes', async () => {
    const w = await panelWorld(ctx.app, ctx.testDb.handle.db);
    const put = (image: string) =>
      call(ctx.app, w.memberJar, 'PUT', '/api/personal-center/v1/avatar', { image });
    const pngBytes = (await png(8)).toString('base64');
    expect(
      (await put(`data:image/svg+xml;base64,${Buffer.from('<svg/>').toString('base64')}`)).body.errorCode,
    ).toBe('AVATAR_INVALID');
    expect((await put(`data:image/jpeg;base64,${pngBytes}`)).body.errorCode).toBe('AVATAR_INVALID');
    expect((await put('not a data url')).body.errorCode).toBe('AVATAR_INVALID');
    const big = Buffer.alloc(520 * 1024);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(big);
    expect((await put(`data:image/png;base64,${big.toString('base64')}`)).body.errorCode).toBe(
      'AVATAR_TOO_LARGE',
    );
    const truncated = Buffer.from(pngBytes, 'base64').subarray(0, 40).toString('base64');
    expect((await put(`data:image/png;base64,${truncated}`)).body.errorCode).toBe('AVATAR_INVALID');
    expect((await call(ctx.app, null, 'PUT', '/api/personal-center/v1/avatar', { image: 'x' })).status).toBe(
      401,
    );
    const user = await ctx.testDb.handle.db
      .selectFrom('users')
      .select('avatar_url')
      .where('id', '=', w.member.id)
      .executeTakeFirstOrThrow();
    expect(user.avatar_url).toBeNull();
  });
});
