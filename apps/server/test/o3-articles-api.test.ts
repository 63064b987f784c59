/**
 * Issue 25 item 4: knowledge articles of the O3 community through the API — who writes (the school's creators),
 * versioned drafts, the course's review path with the school's switch on and off, the message to the author, what
 * readers see — per role and per school (another O3 school's article, a non-O3 school), on both engines.
 */
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import type { Database } from '../src/db/schema.ts';
import { DEMO_IDS } from '../src/seed/index.ts';
import { DEMO_ARTICLE_IDS } from '../src/seed/demo-o3-articles.ts';
import { useTestApp } from './support/app.ts';
import { createSchool } from './support/factories.ts';
import { addMember, createUser, login, send, type CookieJar } from './support/session.ts';
import { call } from './support/user-panel.ts';

const ctx = useTestApp();
const db = () => ctx.testDb.handle.db;
const base = (schoolId: string) => `/api/o3articles/v1/${schoolId}`;
const draftsUrl = (schoolId: string) => `${base(schoolId)}/drafts`;
const draftUrl = (schoolId: string, id: string, tail = '') => `${base(schoolId)}/drafts/${id}${tail}`;

interface Person {
  id: string;
  jar: CookieJar;
}
interface World {
  school: string;
  other: string;
  plain: string;
  admin: Person;
  creator: Person;
  lecturer: Person;
  member: Person;
  otherAdmin: Person;
  plainAdmin: Person;
}

async function world(app: App, database: Kysely<Database>): Promise<World> {
  const school = (await createSchool(database, { kind: 'o3' })).id;
  const other = (await createSchool(database, { kind: 'o3' })).id;
  const plain = (await createSchool(database)).id;
  const person = async (schoolId: string, role: 'member' | 'lecturer' | 'admin', creator = false) => {
    const user = await createUser(database, { nickName: `${role}${creator ? ' creator' : ''}` });
    await addMember(database, schoolId, user.id, role);
    if (creator) {
      await database
        .updateTable('memberships')
        .set({ creator: 1 })
        .where('school_id', '=', schoolId)
        .where('user_id', '=', user.id)
        .execute();
    }
    return { id: user.id, jar: await login(app, user.email, user.password) };
  };
  return {
    school,
    other,
    plain,
    admin: await person(school, 'admin'),
    creator: await person(school, 'member', true),
    lecturer: await person(school, 'lecturer'),
    member: await person(school, 'member'),
    otherAdmin: await person(other, 'admin'),
    plainAdmin: await person(plain, 'admin'),
  };
}

const setReview = (w: World, on: boolean) =>
  send(ctx.app, w.admin.jar, {
    method: 'PUT',
    url: `/api/portal/api/v1/portal/content-review-switch?tenantId=${w.school}`,
    payload: { contentReviewSwitch: on ? '1' : '0' },
  });

const draft = (title = 'Alt text that helps', extra: Record<string, unknown> = {}) => ({
  title: { zh_CN: `${title} 中文`, en_US: title },
  body: '<p>Say what the image <strong>tells</strong>.</p><script>alert(1)</script><img src=x onerror=alert(1)>',
  tags: [' Accessibility ', 'accessibility', 'Writing'],
  ...extra,
});

async function created(w: World, who: Person = w.creator) {
  const response = await call(ctx.app, who.jar, 'POST', draftsUrl(w.school), { draft: draft() });
  expect(response.status).toBe(200);
  return response.body.data as { articleId: string; version: number; actions: string[] };
}

const act = (w: World, who: Person, id: string, action: string, body: object) =>
  call(ctx.app, who.jar, 'POST', draftUrl(w.school, id, `/${action}`), body);

const readerList = async (schoolId: string, jar: CookieJar | null = null) =>
  (await call(ctx.app, jar, 'GET', `${base(schoolId)}/articles`)).body.data.records as Array<{
    articleId: string;
  }>;

describe('writing a knowledge article', () => {
  it('lets a creator member write a draft: sanitised body, cleaned tags, nothing published', async () => {
    const w = await world(ctx.app, db());
    const view = await created(w);
    expect(view.version).toBe(1);
    const read = await call(ctx.app, w.creator.jar, 'GET', draftUrl(w.school, view.articleId));
    expect(read.body.data.draft).toEqual({
      title: { zh_CN: 'Alt text that helps 中文', en_US: 'Alt text that helps' },
      body: '<p>Say what the image <strong>tells</strong>.</p><img src="x" />',
      tags: ['Accessibility', 'Writing'],
    });
    expect(read.body.data.state).toMatchObject({ review: 'editing', publishedVersion: null });
    expect(await readerList(w.school)).toEqual([]);
    const mine = await call(ctx.app, w.creator.jar, 'GET', draftsUrl(w.school));
    expect(mine.body.data.items.map((item: { articleId: string }) => item.articleId)).toEqual([
      view.articleId,
    ]);
    expect(mine.body.data.canReview).toBe(false);
  });

  it('lets lecturers and admins write too, and refuses a plain member, a visitor and a non-member', async () => {
    const w = await world(ctx.app, db());
    await created(w, w.lecturer);
    await created(w, w.admin);
    const member = await call(ctx.app, w.member.jar, 'POST', draftsUrl(w.school), { draft: draft() });
    expect(member.status).toBe(403);
    expect(member.body.errorCode).toBe('NOT_A_CREATOR');
    const visitor = await call(ctx.app, null, 'POST', draftsUrl(w.school), { draft: draft() });
    expect(visitor.status).toBe(401);
    const outsider = await call(ctx.app, w.otherAdmin.jar, 'GET', draftsUrl(w.school));
    expect(outsider.status).toBe(403);
  });

  it('refuses malformed input with 400 and never a 500', async () => {
    const w = await world(ctx.app, db());
    const bad = [
      {},
      { draft: { title: {}, body: '', tags: [] } },
      { draft: draft('x', { tags: Array.from({ length: 9 }, (_, i) => `tag${i}`) }) },
      { draft: draft('y'.repeat(121)) },
      { draft: { ...draft(), title: { en_US: 'English only' } } },
    ];
    for (const payload of bad) {
      const response = await call(ctx.app, w.creator.jar, 'POST', draftsUrl(w.school), payload);
      expect(response.status, JSON.stringify(payload)).toBe(400);
    }
    const invalid = await call(ctx.app, w.creator.jar, 'POST', draftsUrl(w.school), {
      draft: { ...draft(), title: { en_US: 'English only' } },
    });
    expect(invalid.body).toMatchObject({ errorCode: 'ARTICLE_INVALID', details: { field: 'title.zh_CN' } });
    const badId = await call(ctx.app, w.creator.jar, 'GET', draftUrl(w.school, 'not-an-id'));
    expect(badId.status).toBe(400);
    const badAction = await call(
      ctx.app,
      w.creator.jar,
      'POST',
      draftUrl(w.school, DEMO_IDS.o3School, '/dance'),
      {
        version: 1,
      },
    );
    expect(badAction.status).toBe(400);
  });

  it('refuses a stale version with DRAFT_VERSION_STALE and writes nothing', async () => {
    const w = await world(ctx.app, db());
    const view = await created(w);
    const saved = await call(ctx.app, w.creator.jar, 'PUT', draftUrl(w.school, view.articleId), {
      version: 1,
      draft: draft('Second title'),
    });
    expect(saved.body.data.version).toBe(2);
    const stale = await call(ctx.app, w.creator.jar, 'PUT', draftUrl(w.school, view.articleId), {
      version: 1,
      draft: draft('Overwritten'),
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ errorCode: 'DRAFT_VERSION_STALE', details: { currentVersion: 2 } });
    const read = await call(ctx.app, w.creator.jar, 'GET', draftUrl(w.school, view.articleId));
    expect(read.body.data.draft.title.en_US).toBe('Second title');
  });

  it("lets an author edit only their own articles; an admin edits everyone's", async () => {
    const w = await world(ctx.app, db());
    const view = await created(w);
    const lecturer = await call(ctx.app, w.lecturer.jar, 'GET', draftUrl(w.school, view.articleId));
    expect(lecturer.status).toBe(403);
    expect(lecturer.body.errorCode).toBe('ARTICLE_NOT_EDITABLE');
    const admin = await call(ctx.app, w.admin.jar, 'PUT', draftUrl(w.school, view.articleId), {
      version: 1,
      draft: draft('Edited by the admin'),
    });
    expect(admin.status).toBe(200);
  });
});

describe('schools', () => {
  it('answers COMMUNITY_NOT_AVAILABLE in a school that is not an O3 school, even to its admin', async () => {
    const w = await world(ctx.app, db());
    for (const [method, url] of [
      ['GET', draftsUrl(w.plain)],
      ['GET', `${base(w.plain)}/articles`],
    ] as const) {
      const response = await call(ctx.app, w.plainAdmin.jar, method, url);
      expect(response.status).toBe(404);
      expect(response.body.errorCode).toBe('COMMUNITY_NOT_AVAILABLE');
    }
    const create = await call(ctx.app, w.plainAdmin.jar, 'POST', draftsUrl(w.plain), { draft: draft() });
    expect(create.status).toBe(404);
  });

  it("does not reach another school's article through this school's path", async () => {
    const w = await world(ctx.app, db());
    const mine = await created(w, w.admin);
    // The other O3 school's admin, in their own school's path, names this school's article.
    const read = await call(ctx.app, w.otherAdmin.jar, 'GET', draftUrl(w.other, mine.articleId));
    expect(read.status).toBe(404);
    expect(read.body.errorCode).toBe('ARTICLE_NOT_FOUND');
    const publish = await act(w, w.otherAdmin, mine.articleId, 'publish', { version: 1 }).then((r) => r);
    expect(publish.status).toBe(403);
    const published = await act(w, w.admin, mine.articleId, 'publish', { version: 1 });
    expect(published.status).toBe(200);
    const across = await call(ctx.app, null, 'GET', `${base(w.other)}/articles/${mine.articleId}`);
    expect(across.status).toBe(404);
    expect(await readerList(w.other)).toEqual([]);
  });
});

describe('the review path', () => {
  it('switch on: submit, reject with a comment (author told), fix, resubmit, approve → readers see it', async () => {
    const w = await world(ctx.app, db());
    expect((await setReview(w, true)).statusCode).toBe(200);
    const view = await created(w);
    expect(view.actions).toEqual(['submit', 'delete']);
    const direct = await act(w, w.creator, view.articleId, 'publish', { version: 1 });
    expect(direct.status).toBe(409);
    expect(direct.body).toMatchObject({
      errorCode: 'REVIEW_TRANSITION_INVALID',
      details: { reason: 'review_required' },
    });
    const submitted = await act(w, w.creator, view.articleId, 'submit', { version: 1 });
    expect(submitted.body.data.state.review).toBe('in_review');
    const edit = await call(ctx.app, w.creator.jar, 'PUT', draftUrl(w.school, view.articleId), {
      version: 2,
      draft: draft(),
    });
    expect(edit.body).toMatchObject({
      errorCode: 'REVIEW_TRANSITION_INVALID',
      details: { reason: 'in_review' },
    });
    const selfApprove = await act(w, w.creator, view.articleId, 'approve', { version: 2 });
    expect(selfApprove.body).toMatchObject({ details: { reason: 'admins_only' } });
    const queue = await call(ctx.app, w.admin.jar, 'GET', draftsUrl(w.school));
    expect(queue.body.data.queue.map((item: { articleId: string }) => item.articleId)).toEqual([
      view.articleId,
    ]);
    const noComment = await act(w, w.admin, view.articleId, 'reject', { version: 2, comment: '   ' });
    expect(noComment.body.errorCode).toBe('REVIEW_COMMENT_REQUIRED');
    const rejected = await act(w, w.admin, view.articleId, 'reject', {
      version: 2,
      comment: 'Add an example',
    });
    expect(rejected.body.data).toMatchObject({
      state: { review: 'rejected' },
      reviewComment: 'Add an example',
    });
    const message = await db()
      .selectFrom('messages')
      .select(['kind', 'params', 'link'])
      .where('user_id', '=', w.creator.id)
      .where('kind', '=', 'article-rejected')
      .executeTakeFirst();
    expect(message?.link).toContain(`/iadmin/${w.school}/create-center/o3knowledge/`);
    expect(JSON.parse(message!.params)).toMatchObject({ comment: 'Add an example' });
    const fixed = await call(ctx.app, w.creator.jar, 'PUT', draftUrl(w.school, view.articleId), {
      version: 3,
      draft: draft('Alt text with an example'),
    });
    expect(fixed.body.data.state.review).toBe('editing');
    await act(w, w.creator, view.articleId, 'submit', { version: 4 });
    const approved = await act(w, w.admin, view.articleId, 'approve', { version: 5 });
    expect(approved.body.data.state).toMatchObject({ review: 'editing', publishedVersion: 1 });
    expect(
      await db()
        .selectFrom('messages')
        .select('kind')
        .where('user_id', '=', w.creator.id)
        .where('kind', '=', 'article-approved')
        .execute(),
    ).toHaveLength(1);
    const list = await call(ctx.app, null, 'GET', `${base(w.school)}/articles`);
    expect(list.body.data.records).toEqual([
      expect.objectContaining({
        articleId: view.articleId,
        title: { zh_CN: 'Alt text with an example 中文', en_US: 'Alt text with an example' },
        tags: ['Accessibility', 'Writing'],
        excerpt: 'Say what the image tells.',
      }),
    ]);
    const detail = await call(ctx.app, null, 'GET', `${base(w.school)}/articles/${view.articleId}`);
    expect(detail.body.data.body).toContain('<strong>tells</strong>');
    const tagged = await call(ctx.app, null, 'GET', `${base(w.school)}/articles?tag=writing`);
    expect(tagged.body.data.total).toBe(1);
    const untagged = await call(ctx.app, null, 'GET', `${base(w.school)}/articles?tag=Frontend`);
    expect(untagged.body.data.total).toBe(0);
    // LIKE's wildcards in a tag are literal; a part of a tag is not the tag.
    for (const tag of ['%25', '_riting', 'Writ']) {
      const none = await call(ctx.app, null, 'GET', `${base(w.school)}/articles?tag=${tag}`);
      expect(none.body.data.total, tag).toBe(0);
    }
  });

  it('switch off: the author publishes directly; edits stay in the draft until the next publish; unpublish', async () => {
    const w = await world(ctx.app, db());
    await setReview(w, false);
    const view = await created(w);
    const submit = await act(w, w.creator, view.articleId, 'submit', { version: 1 });
    expect(submit.body).toMatchObject({ details: { reason: 'review_off' } });
    const published = await act(w, w.creator, view.articleId, 'publish', { version: 1 });
    expect(published.body.data.actions).toEqual(['unpublish']);
    await call(ctx.app, w.creator.jar, 'PUT', draftUrl(w.school, view.articleId), {
      version: 2,
      draft: draft('Draft only'),
    });
    const live = await call(ctx.app, null, 'GET', `${base(w.school)}/articles/${view.articleId}`);
    expect(live.body.data.title.en_US).toBe('Alt text that helps');
    const again = await act(w, w.creator, view.articleId, 'publish', { version: 3 });
    expect(again.body.data.state.publishedVersion).toBe(2);
    const deleted = await call(ctx.app, w.creator.jar, 'DELETE', draftUrl(w.school, view.articleId));
    expect(deleted.body).toMatchObject({ details: { reason: 'was_published' } });
    await act(w, w.creator, view.articleId, 'unpublish', { version: 4 });
    const gone = await call(ctx.app, null, 'GET', `${base(w.school)}/articles/${view.articleId}`);
    expect(gone.status).toBe(404);
    const empty = await act(w, w.creator, view.articleId, 'publish', { version: 5 });
    expect(empty.status).toBe(200);
  });

  it('refuses to submit an empty body, and deletes an article never published', async () => {
    const w = await world(ctx.app, db());
    await setReview(w, true);
    const response = await call(ctx.app, w.creator.jar, 'POST', draftsUrl(w.school), {
      draft: { ...draft(), body: '<p>  </p>' },
    });
    const id = response.body.data.articleId as string;
    const submit = await act(w, w.creator, id, 'submit', { version: 1 });
    expect(submit.body).toMatchObject({ errorCode: 'DRAFT_INCOMPLETE', details: { reason: 'empty_body' } });
    const deleted = await call(ctx.app, w.creator.jar, 'DELETE', draftUrl(w.school, id));
    expect(deleted.body.data.articleId).toBe(id);
    expect((await call(ctx.app, w.creator.jar, 'GET', draftUrl(w.school, id))).status).toBe(404);
  });
});

describe('demo data', () => {
  it('shows the published demo article to a visitor and queues the other for the O3 admin', async () => {
    const list = await readerList(DEMO_IDS.o3School);
    expect(list.map((item) => item.articleId)).toContain(DEMO_ARTICLE_IDS.published);
    expect(list.map((item) => item.articleId)).not.toContain(DEMO_ARTICLE_IDS.inReview);
    const admin = await login(ctx.app, 'admin@demo.test');
    const queue = await call(ctx.app, admin, 'GET', draftsUrl(DEMO_IDS.o3School));
    expect(queue.body.data.queue.map((item: { articleId: string }) => item.articleId)).toEqual([
      DEMO_ARTICLE_IDS.inReview,
    ]);
  });
});
