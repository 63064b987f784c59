/**
 * The O3 header card (spec §7 get-nickname-info / get-notice-count, §8 O3 user info errors): real data of the
 * signed-in user in the O3 school, by invite code or tenant id; visitors get nothing; only O3 schools.
 */
import { describe, expect, it } from 'vitest';
import { newId } from '../src/db/ids.ts';
import { DEMO_IDS } from '../src/seed/index.ts';
import { useTestApp } from './support/app.ts';
import { CookieJar, createUser, login, send } from './support/session.ts';

const ctx = useTestApp();
const O3 = DEMO_IDS.o3School;
const NICKNAME = '/api/o3service/o3/card/open/get-nickname-info';
const NOTICES = '/api/o3service/o3/card/open/get-notice-count';

async function message(userId: string, schoolId: string, read: boolean) {
  await ctx.testDb.handle.db
    .insertInto('messages')
    .values({
      id: newId(),
      school_id: schoolId,
      user_id: userId,
      title: 'Hello',
      content: 'Hello',
      kind: 'system',
      link: null,
      params: '{}',
      read_at: read ? new Date().toISOString() : null,
      created_at: new Date().toISOString(),
    })
    .execute();
}

describe('O3 header card', () => {
  it('gives visitors nothing to show', async () => {
    const nick = await send(ctx.app, null, { url: `${NICKNAME}?inviteCode=DEMO-O3&language=en` });
    expect(nick.statusCode, nick.body).toBe(200);
    expect(nick.json().data).toEqual({ nickName: null, nickNameAvatar: null });
    const count = await send(ctx.app, null, { url: `${NOTICES}?inviteCode=demo-o3&language=cn&env=mirror` });
    expect(count.json().data).toEqual({ count: 0 });
  });

  it("answers the signed-in user's nickname and unread messages of that school only", async () => {
    const jar = await login(ctx.app, 'learner@demo.test');
    const before = (await send(ctx.app, jar, { url: `${NOTICES}?tenantId=${O3}&language=en` })).json().data
      .count;
    await message(DEMO_IDS.learner, O3, false);
    await message(DEMO_IDS.learner, O3, false);
    await message(DEMO_IDS.learner, O3, true);
    await message(DEMO_IDS.learner, DEMO_IDS.demoAcademy, false);
    const count = await send(ctx.app, jar, { url: `${NOTICES}?tenantId=${O3}&language=en` });
    expect(count.json().data.count).toBe(before + 2);
    const nick = await send(ctx.app, jar, { url: `${NICKNAME}?inviteCode=DEMO-O3&language=cn` });
    expect(nick.json().data).toEqual({ nickName: 'Lena Learner', nickNameAvatar: null });
  });

  it('refuses other schools, unknown invite codes, conflicting school names and other languages', async () => {
    const cases: Array<[string, number, string]> = [
      [`${NICKNAME}?tenantId=${DEMO_IDS.demoAcademy}`, 404, 'COMMUNITY_NOT_AVAILABLE'],
      [`${NICKNAME}?inviteCode=NOPE-NOPE`, 404, 'INVITE_NOT_FOUND'],
      [`${NICKNAME}?inviteCode=DEMO-O3&tenantId=${DEMO_IDS.demoAcademy}`, 400, 'SCHOOL_ID_CONFLICT'],
      [`${NOTICES}`, 400, 'SCHOOL_ID_REQUIRED'],
      [`${NOTICES}?inviteCode=DEMO-O3&language=de`, 400, 'VALIDATION_FAILED'],
    ];
    for (const [url, status, code] of cases) {
      const response = await send(ctx.app, null, { url });
      expect([url, response.statusCode, response.json().errorCode]).toEqual([url, status, code]);
    }
  });

  it('answers 401 for a session that ended (the web signs out and reloads)', async () => {
    const jar = new CookieJar();
    jar.cookies.set('access_token', 'no-such-token');
    const response = await send(ctx.app, jar, { url: `${NICKNAME}?inviteCode=DEMO-O3` });
    expect(response.statusCode).toBe(401);
    expect(response.json().errorCode).toBe('SESSION_EXPIRED');
  });

  it('answers 50001 (O3_USER_DELETED) to a single-sign-on user whose community membership was removed', async () => {
    const user = await createUser(ctx.testDb.handle.db, { nickName: 'Gone Soon' });
    await ctx.testDb.handle.db
      .insertInto('third_party_identities')
      .values({
        id: newId(),
        school_id: O3,
        issuer: 'http://idp.test',
        subject: `sub-${user.id}`,
        user_id: user.id,
        email: user.email,
        name: null,
        created_at: new Date().toISOString(),
        last_login_at: null,
      })
      .execute();
    const jar = await login(ctx.app, user.email, user.password);
    const response = await send(ctx.app, jar, { url: `${NICKNAME}?inviteCode=DEMO-O3&language=en` });
    expect(response.statusCode).toBe(410);
    expect(response.json()).toMatchObject({ errorCode: 'O3_USER_DELETED', details: { o3Code: 50001 } });
    // A user who never signed in through the O3 provider is simply not a member: still their own nickname.
    const plain = await createUser(ctx.testDb.handle.db, { nickName: 'Just Visits' });
    const visiting = await send(ctx.app, await login(ctx.app, plain.email, plain.password), {
      url: `${NICKNAME}?inviteCode=DEMO-O3`,
    });
    expect(visiting.json().data.nickName).toBe('Just Visits');
  });
});
