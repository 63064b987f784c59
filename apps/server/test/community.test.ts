/** Issue 14 item 2: the O3 community API — permissions, cross-school ids, sanitising, points, hiding, search. */
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { newId } from '../src/db/ids.ts';
import type { Database } from '../src/db/schema.ts';
import { DEMO_IDS } from '../src/seed/index.ts';
import { DEMO_COMMUNITY } from '../src/seed/community.ts';
import type { App } from '../src/app.ts';
import { useTestApp } from './support/app.ts';
import { createSchool } from './support/factories.ts';
import { addMember, createUser, login, type CookieJar } from './support/session.ts';
import { call } from './support/user-panel.ts';

const ctx = useTestApp();
const api = (schoolId: string, path = '') => `/api/community/${schoolId}${path}`;

async function addCircleAndTopic(db: Kysely<Database>, schoolId: string) {
  const circleId = newId();
  const topicIds = [newId(), newId(), newId(), newId()];
  const now = new Date().toISOString();
  await db
    .insertInto('community_circles')
    .values({
      id: circleId,
      school_id: schoolId,
      name: '圈子',
      name_en: 'Circle',
      description: '',
      description_en: '',
      icon_url: null,
      sort: 0,
      created_at: now,
    })
    .execute();
  await db
    .insertInto('community_topics')
    .values(
      topicIds.map((id, sort) => ({
        id,
        school_id: schoolId,
        circle_id: circleId,
        name: `话题${sort}`,
        name_en: `Topic ${sort}`,
        sort,
        created_at: now,
      })),
    )
    .execute();
  return { circleId, topicIds };
}

interface World {
  school: string;
  other: string;
  circleId: string;
  topicIds: string[];
  otherCircleId: string;
  otherTopicIds: string[];
  member: { id: string; jar: CookieJar };
  peer: { id: string; jar: CookieJar };
  admin: { id: string; jar: CookieJar };
  otherAdmin: { id: string; jar: CookieJar };
  outsider: { id: string; jar: CookieJar };
}

/** Two O3 schools with a circle and topics each; a member, a peer and an admin of the first, an admin of the second. */
async function world(app: App, db: Kysely<Database>): Promise<World> {
  const school = (await createSchool(db, { kind: 'o3' })).id;
  const other = (await createSchool(db, { kind: 'o3' })).id;
  const mine = await addCircleAndTopic(db, school);
  const theirs = await addCircleAndTopic(db, other);
  const person = async (nickName: string, schoolId: string | null, role?: 'member' | 'admin') => {
    const user = await createUser(db, { nickName });
    if (schoolId) await addMember(db, schoolId, user.id, role);
    return { id: user.id, jar: await login(app, user.email, user.password) };
  };
  return {
    school,
    other,
    circleId: mine.circleId,
    topicIds: mine.topicIds,
    otherCircleId: theirs.circleId,
    otherTopicIds: theirs.topicIds,
    member: await person('Mia Member', school),
    peer: await person('Pete Peer', school),
    admin: await person('Ann Admin', school, 'admin'),
    otherAdmin: await person('Otto Other', other, 'admin'),
    outsider: await person('Olga Outsider', null),
  };
}

const question = (w: World, extra: Record<string, unknown> = {}) => ({
  kind: 1,
  title: 'How do I centre a div?',
  body: '<p>Flexbox or grid?</p>',
  circleId: w.circleId,
  topicIds: [w.topicIds[0]],
  ...extra,
});

describe('reading the community', () => {
  it('a visitor reads the demo O3 community: latest posts and questions, circles, hot topics', async () => {
    const overview = await call(ctx.app, null, 'GET', api(DEMO_IDS.o3School, '/overview'));
    expect(overview.status).toBe(200);
    const data = overview.body.data;
    expect(data.latestQuestions.map((p: { id: string }) => p.id)).toContain(DEMO_COMMUNITY.hooksQuestion);
    expect(data.latestPosts.map((p: { id: string }) => p.id)).toContain(DEMO_COMMUNITY.welcomePost);
    expect(data.circles.length).toBeGreaterThanOrEqual(3);
    expect(data.hotTopics[0].postCount).toBeGreaterThanOrEqual(data.hotTopics.at(-1).postCount);
    expect(data.abilities).toEqual({ canPost: false, canReply: false, canLike: false, canModerate: false });
    const detail = await call(
      ctx.app,
      null,
      'GET',
      api(DEMO_IDS.o3School, `/posts/${DEMO_COMMUNITY.hooksQuestion}`),
    );
    expect(detail.body.data).toMatchObject({ kind: 1, replyCount: 1, replies: { total: 1 } });
  });

  it('a school without a community answers 404 COMMUNITY_NOT_AVAILABLE', async () => {
    const res = await call(ctx.app, null, 'GET', api(DEMO_IDS.demoAcademy, '/overview'));
    expect(res).toMatchObject({ status: 404, body: { errorCode: 'COMMUNITY_NOT_AVAILABLE' } });
  });

  it('a closed O3 school: visitors log in, non-members are refused, members read', async () => {
    const closed = (await createSchool(ctx.testDb.handle.db, { kind: 'o3', open_school: '0' })).id;
    expect((await call(ctx.app, null, 'GET', api(closed, '/posts'))).body.errorCode).toBe('LOGIN_REQUIRED');
    const outsider = await createUser(ctx.testDb.handle.db);
    const outsiderJar = await login(ctx.app, outsider.email, outsider.password);
    expect((await call(ctx.app, outsiderJar, 'GET', api(closed, '/posts'))).body.errorCode).toBe(
      'SCHOOL_CLOSED',
    );
    const member = await createUser(ctx.testDb.handle.db);
    await addMember(ctx.testDb.handle.db, closed, member.id);
    const memberJar = await login(ctx.app, member.email, member.password);
    expect((await call(ctx.app, memberJar, 'GET', api(closed, '/posts'))).status).toBe(200);
    const posted = await call(ctx.app, memberJar, 'POST', api(closed, '/posts'), {
      kind: 0,
      title: 'Inside',
      body: '<p>Members only</p>',
    });
    expect(posted.status).toBe(200);
  });
});

describe('writing', () => {
  it('members post; visitors must log in and outsiders are not members', async () => {
    const w = await world(ctx.app, ctx.testDb.handle.db);
    expect((await call(ctx.app, null, 'POST', api(w.school, '/posts'), question(w))).status).toBe(401);
    const outsider = await call(ctx.app, w.outsider.jar, 'POST', api(w.school, '/posts'), question(w));
    expect(outsider).toMatchObject({ status: 403, body: { errorCode: 'NOT_A_MEMBER' } });
    const created = await call(ctx.app, w.member.jar, 'POST', api(w.school, '/posts'), question(w));
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({
      kind: 1,
      title: 'How do I centre a div?',
      author: { id: w.member.id, nickName: 'Mia Member' },
      circle: { id: w.circleId },
      topics: [{ id: w.topicIds[0] }],
      status: 'visible',
      abilities: { canPost: true, canModerate: false },
    });
    const list = await call(ctx.app, null, 'GET', api(w.school, '/posts?kind=1'));
    expect(list.body.data.records.map((p: { id: string }) => p.id)).toEqual([created.body.data.id]);
  });

  it('sanitises rich text on write: scripts, event handlers and javascript: URLs go, allowed styles stay', async () => {
    const w = await world(ctx.app, ctx.testDb.handle.db);
    const body =
      '<p style="color: #ff0000; text-align: center; position: fixed">Hi<script>alert(1)</script></p>' +
      '<img src="https://example.org/a.png" onerror="alert(2)" alt="a">' +
      '<a href="javascript:alert(3)">x</a><a href="https://example.org" target="_blank">ok</a>' +
      '<iframe src="https://evil.example"></iframe><strong onclick="steal()">bold</strong>';
    const created = await call(ctx.app, w.member.jar, 'POST', api(w.school, '/posts'), {
      kind: 0,
      title: 'Styled',
      body,
    });
    const stored: string = created.body.data.body;
    expect(stored).not.toMatch(/script|onerror|onclick|javascript:|iframe|position/i);
    expect(stored).toContain('color:#ff0000');
    expect(stored).toContain('text-align:center');
    expect(stored).toContain(
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer">ok</a>',
    );
    expect(stored).toContain('<img src="https://example.org/a.png" alt="a" />');
    // Inline elements run together, as the browser shows them.
    expect(created.body.data.excerpt).toBe('Hi xokbold');
    const reply = await call(
      ctx.app,
      w.peer.jar,
      'POST',
      api(w.school, `/posts/${created.body.data.id}/replies`),
      {
        body: '<p onmouseover="x()">Thanks<script>evil()</script></p>',
      },
    );
    expect(reply.body.data.body).toBe('<p>Thanks</p>');
  });

  it('refuses bad input with stable codes', async () => {
    const w = await world(ctx.app, ctx.testDb.handle.db);
    const post = (extra: Record<string, unknown>) =>
      call(ctx.app, w.member.jar, 'POST', api(w.school, '/posts'), question(w, extra));
    expect((await post({ title: '   ' })).body.errorCode).toBe('COMMUNITY_TITLE_REQUIRED');
    expect((await post({ title: 'x'.repeat(121) })).body.errorCode).toBe('COMMUNITY_TITLE_TOO_LONG');
    expect((await post({ title: '题'.repeat(120) })).status).toBe(200);
    expect((await post({ body: '<p> </p><script>x</script>' })).body.errorCode).toBe(
      'COMMUNITY_BODY_REQUIRED',
    );
    expect((await post({ body: `<p>${'a'.repeat(10_001)}</p>` })).body.errorCode).toBe(
      'COMMUNITY_BODY_TOO_LONG',
    );
    expect((await post({ circleId: w.otherCircleId })).body.errorCode).toBe('COMMUNITY_CIRCLE_UNKNOWN');
    expect((await post({ topicIds: [w.otherTopicIds[0]] })).body.errorCode).toBe('COMMUNITY_TOPIC_UNKNOWN');
    expect((await post({ topicIds: w.topicIds })).body.errorCode).toBe('COMMUNITY_TOO_MANY_TOPICS');
    expect((await post({ kind: 2 })).status).toBe(400);
    const created = (await post({})).body.data;
    const reply = (body: string) =>
      call(ctx.app, w.peer.jar, 'POST', api(w.school, `/posts/${created.id}/replies`), { body });
    expect((await reply('<br>')).body.errorCode).toBe('COMMUNITY_REPLY_REQUIRED');
    expect((await reply('y'.repeat(2001))).body.errorCode).toBe('COMMUNITY_REPLY_TOO_LONG');
  });
});

describe('points, replies and likes', () => {
  it('awards honour and credit once per activity', async () => {
    const w = await world(ctx.app, ctx.testDb.handle.db);
    const asked = (await call(ctx.app, w.member.jar, 'POST', api(w.school, '/posts'), question(w))).body.data;
    // Peer answers (answer: 3/3), member replies to their own question (reply: 1/1).
    await call(ctx.app, w.peer.jar, 'POST', api(w.school, `/posts/${asked.id}/replies`), {
      body: 'Use grid.',
    });
    await call(ctx.app, w.member.jar, 'POST', api(w.school, `/posts/${asked.id}/replies`), {
      body: 'Thanks!',
    });
    const like = (jar: CookieJar, liked: boolean) =>
      call(ctx.app, jar, 'PUT', api(w.school, '/likes'), { targetType: 'post', targetId: asked.id, liked });
    expect((await like(w.peer.jar, true)).body.data).toEqual({
      targetType: 'post',
      targetId: asked.id,
      liked: true,
      likeCount: 1,
    });
    expect((await like(w.peer.jar, true)).body.data.likeCount).toBe(1);
    expect((await like(w.peer.jar, false)).body.data.likeCount).toBe(0);
    expect((await like(w.peer.jar, true)).body.data.likeCount).toBe(1);
    // Liking one's own post counts the like but earns nothing.
    expect((await like(w.member.jar, true)).body.data.likeCount).toBe(2);

    const mine = await call(ctx.app, w.member.jar, 'GET', api(w.school, '/credit'));
    // question 2/1 + reply 1/1 + liked once by peer 1/0 (the re-like earns nothing).
    expect(mine.body.data).toMatchObject({ honour: 4, credit: 2, total: 3 });
    expect(mine.body.data.records.map((r: { reason: string }) => r.reason).sort()).toEqual([
      'liked',
      'question',
      'reply',
    ]);
    const peer = await call(ctx.app, w.peer.jar, 'GET', api(w.school, '/credit'));
    expect(peer.body.data).toMatchObject({ honour: 3, credit: 3, total: 1, records: [{ reason: 'answer' }] });

    const board = await call(ctx.app, w.peer.jar, 'GET', api(w.school, '/honour'));
    expect(
      board.body.data.records.map((e: { user: { id: string }; honour: number; rank: number }) => [
        e.user.id,
        e.honour,
        e.rank,
      ]),
    ).toEqual([
      [w.member.id, 4, 1],
      [w.peer.id, 3, 2],
    ]);
    expect(board.body.data.viewer).toEqual({ honour: 3, rank: 2 });
    expect((await call(ctx.app, null, 'GET', api(w.school, '/credit'))).status).toBe(401);

    const detail = await call(ctx.app, w.peer.jar, 'GET', api(w.school, `/posts/${asked.id}`));
    expect(detail.body.data).toMatchObject({
      replyCount: 2,
      likeCount: 2,
      liked: true,
      replies: { total: 2 },
    });
  });

  it('profile: the user’s posts (MY_POST) and questions, credit only for oneself', async () => {
    const w = await world(ctx.app, ctx.testDb.handle.db);
    await call(ctx.app, w.member.jar, 'POST', api(w.school, '/posts'), question(w));
    await call(ctx.app, w.member.jar, 'POST', api(w.school, '/posts'), {
      kind: 0,
      title: 'Article',
      body: 'Text',
    });
    const own = await call(ctx.app, w.member.jar, 'GET', api(w.school, '/profile?menuType=MY_POST'));
    expect(own.body.data).toMatchObject({ self: true, postCount: 1, questionCount: 1, credit: 3, honour: 7 });
    expect(own.body.data.posts.total).toBe(2);
    const questions = await call(
      ctx.app,
      null,
      'GET',
      api(w.school, `/profile?userId=${w.member.id}&menuType=MY_QUESTION`),
    );
    expect(questions.body.data).toMatchObject({ self: false, credit: null, posts: { total: 1 } });
    expect((await call(ctx.app, null, 'GET', api(w.school, '/profile'))).status).toBe(401);
    const stranger = await call(ctx.app, null, 'GET', api(w.school, `/profile?userId=${w.outsider.id}`));
    expect(stranger.body.errorCode).toBe('USER_NOT_FOUND');
  });
});

describe('moderation', () => {
  it('admins hide and unhide; hidden posts vanish for visitors and members, stay for the author', async () => {
    const w = await world(ctx.app, ctx.testDb.handle.db);
    const post = (await call(ctx.app, w.member.jar, 'POST', api(w.school, '/posts'), question(w))).body.data;
    const hide = (jar: CookieJar | null, hidden: boolean, school = w.school) =>
      call(ctx.app, jar, 'PUT', api(school, `/posts/${post.id}/visibility`), { hidden });
    expect((await hide(w.member.jar, true)).body.errorCode).toBe('NOT_AN_ADMIN');
    expect((await hide(null, true)).status).toBe(401);
    // Another school's admin: not an admin here, and the id is unknown in their own school.
    expect((await hide(w.otherAdmin.jar, true)).body.errorCode).toBe('NOT_AN_ADMIN');
    expect((await hide(w.otherAdmin.jar, true, w.other)).body.errorCode).toBe('COMMUNITY_POST_NOT_FOUND');

    const hidden = await hide(w.admin.jar, true);
    expect(hidden.body.data).toMatchObject({ id: post.id, status: 'hidden' });
    const url = api(w.school, `/posts/${post.id}`);
    expect((await call(ctx.app, null, 'GET', url)).body.errorCode).toBe('COMMUNITY_POST_NOT_FOUND');
    expect((await call(ctx.app, w.peer.jar, 'GET', url)).status).toBe(404);
    expect((await call(ctx.app, null, 'GET', api(w.school, '/posts'))).body.data.total).toBe(0);
    expect((await call(ctx.app, null, 'GET', api(w.school, '/overview'))).body.data.latestQuestions).toEqual(
      [],
    );
    const asAdmin = await call(ctx.app, w.admin.jar, 'GET', url);
    expect(asAdmin.body.data).toMatchObject({
      status: 'hidden',
      hiddenBy: { id: w.admin.id },
      abilities: { canModerate: true, canReply: false },
    });
    expect(
      (await call(ctx.app, w.admin.jar, 'GET', api(w.school, '/posts?status=hidden'))).body.data.total,
    ).toBe(1);
    // A member asking for hidden posts gets the visible ones only.
    expect(
      (await call(ctx.app, w.peer.jar, 'GET', api(w.school, '/posts?status=hidden'))).body.data.total,
    ).toBe(0);
    expect((await call(ctx.app, w.member.jar, 'GET', url)).body.data.status).toBe('hidden');
    const replyToHidden = await call(ctx.app, w.member.jar, 'POST', `${url}/replies`, {
      body: 'still here?',
    });
    expect(replyToHidden).toMatchObject({ status: 409, body: { errorCode: 'COMMUNITY_POST_HIDDEN' } });
    const likeHidden = await call(ctx.app, w.peer.jar, 'PUT', api(w.school, '/likes'), {
      targetType: 'post',
      targetId: post.id,
      liked: true,
    });
    expect(likeHidden.status).toBe(404);

    expect((await hide(w.admin.jar, false)).body.data.status).toBe('visible');
    expect((await call(ctx.app, null, 'GET', url)).status).toBe(200);
  });
});

describe('cross-school ids', () => {
  it('a post, reply, circle or topic of another school is 404 / unknown, never data', async () => {
    const w = await world(ctx.app, ctx.testDb.handle.db);
    const post = (await call(ctx.app, w.member.jar, 'POST', api(w.school, '/posts'), question(w))).body.data;
    const reply = (
      await call(ctx.app, w.peer.jar, 'POST', api(w.school, `/posts/${post.id}/replies`), { body: 'answer' })
    ).body.data;
    const adminOther = w.otherAdmin.jar;
    expect((await call(ctx.app, adminOther, 'GET', api(w.other, `/posts/${post.id}`))).status).toBe(404);
    expect((await call(ctx.app, adminOther, 'GET', api(w.other, `/posts/${post.id}/replies`))).status).toBe(
      404,
    );
    expect(
      (await call(ctx.app, adminOther, 'POST', api(w.other, `/posts/${post.id}/replies`), { body: 'x' }))
        .status,
    ).toBe(404);
    const likeReply = await call(ctx.app, adminOther, 'PUT', api(w.other, '/likes'), {
      targetType: 'reply',
      targetId: reply.id,
      liked: true,
    });
    expect(likeReply.body.errorCode).toBe('COMMUNITY_REPLY_NOT_FOUND');
    const list = await call(ctx.app, null, 'GET', api(w.other, `/posts?circleId=${w.circleId}`));
    expect(list.body.data.total).toBe(0);
    expect(
      (await call(ctx.app, null, 'GET', api(w.other, `/posts?topicId=${w.topicIds[0]}`))).body.data.total,
    ).toBe(0);
    expect(
      (await call(ctx.app, null, 'GET', api(w.other, `/posts?authorId=${w.member.id}`))).body.data.total,
    ).toBe(0);
    // The path names the school; a tenant key in the query does not move the request elsewhere.
    const mixed = await call(ctx.app, null, 'GET', `${api(w.other, '/posts')}?schoolId=${w.school}`);
    expect(mixed.body.data?.total ?? 0).toBe(0);
  });
});

describe('search covers posts in O3 schools only', () => {
  it('the O3 school’s search includes matching visible posts; other schools have no posts field', async () => {
    const w = await world(ctx.app, ctx.testDb.handle.db);
    const made = await call(ctx.app, w.member.jar, 'POST', api(w.school, '/posts'), {
      kind: 0,
      title: 'Zephyrine gardening notes',
      body: '<p>Tulips</p>',
    });
    const search = (schoolId: string, keyword: string) =>
      call(
        ctx.app,
        null,
        'GET',
        `/api/search/v1/search/courses?schoolId=${schoolId}&keyword=${keyword}&record=0`,
      );
    const found = await search(w.school, 'zephyrine');
    expect(found.body.data.posts.map((p: { id: string }) => p.id)).toEqual([made.body.data.id]);
    expect((await search(w.school, 'tulips')).body.data.posts).toHaveLength(1);
    expect((await search(w.other, 'zephyrine')).body.data.posts).toEqual([]);
    expect((await search(DEMO_IDS.demoAcademy, 'zephyrine')).body.data.posts).toBeUndefined();
    await call(ctx.app, w.admin.jar, 'PUT', api(w.school, `/posts/${made.body.data.id}/visibility`), {
      hidden: true,
    });
    expect(
      (
        await call(
          ctx.app,
          w.admin.jar,
          'GET',
          `/api/search/v1/search/courses?schoolId=${w.school}&keyword=zephyrine&record=0`,
        )
      ).body.data.posts,
    ).toEqual([]);
  });
});
