/**
 * Issue 12 admin inbox: a school's administrators list its feedback (type, text, images, contact, date), mark it
 * handled or open, and reply — the reply reaches the user as a message. The page
 * `/iadmin/{schoolId}/management/feedback` is server-rendered for administrators only.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './support/app.ts';
import { stubWebBuild } from './support/stub-web-build.ts';
import { createSchool, type CreatedSchool } from './support/factories.ts';
import { addMember, createUser, login, send, type CookieJar } from './support/session.ts';
import { uploadImage } from './support/upload-files.ts';

const ctx = useTestApp({ webDistDir: stubWebBuild() });

let school: CreatedSchool;
let other: CreatedSchool;
let admin: CookieJar;
let otherAdmin: CookieJar;
let learner: CookieJar;
let learnerId: string;
const ids: string[] = [];

beforeAll(async () => {
  const db = ctx.testDb.handle.db;
  school = await createSchool(db, { name: 'Inbox school' });
  other = await createSchool(db, { name: 'Other inbox school' });
  const a = await createUser(db);
  await addMember(db, school.id, a.id, 'admin');
  admin = await login(ctx.app, a.email, a.password);
  const o = await createUser(db);
  await addMember(db, other.id, o.id, 'admin');
  otherAdmin = await login(ctx.app, o.email, o.password);
  const l = await createUser(db, { nickName: 'Nora' });
  learnerId = l.id;
  await addMember(db, school.id, l.id);
  learner = await login(ctx.app, l.email, l.password);
  const shot = await uploadImage(ctx.app, learner, school.id);
  const bodies = [
    {
      feedbackType: 1,
      feedbackContent: 'Video freezes',
      allowContact: true,
      phoneNumber: '13912345678',
      picUrl: shot,
    },
    { feedbackType: 2, feedbackContent: 'Certificates?', allowContact: false, phoneNumber: '13912345678' },
    { feedbackType: 0, feedbackContent: 'Great portal', allowContact: false },
  ];
  for (const body of bodies) {
    const response = await send(ctx.app, learner, {
      method: 'POST',
      url: `/api/school/feedback/addFeedback?schoolId=${school.id}`,
      payload: { ...body, clientType: '1' },
    });
    ids.push(response.json().data.id);
    // "Newest first" needs distinct times: two posts in one millisecond tie, and ids (random) decide then.
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
});

const inbox = (jar: CookieJar | null, query = '', schoolId = school.id) =>
  send(ctx.app, jar, { url: `/api/school/feedback/inbox?schoolId=${schoolId}${query}` });

const act = (
  jar: CookieJar | null,
  id: string,
  action: 'handled' | 'reply',
  payload: object,
  schoolId = school.id,
) =>
  send(ctx.app, jar, {
    method: 'POST',
    url: `/api/school/feedback/inbox/${id}/${action}?schoolId=${schoolId}`,
    payload,
  });

describe('the inbox API', () => {
  it("lists the school's feedback newest first with type, text, images, contact and date", async () => {
    const response = await inbox(admin);
    expect(response.statusCode).toBe(200);
    const { records, total, openCount } = response.json().data;
    expect(total).toBe(3);
    expect(openCount).toBe(3);
    expect(records.map((r: { id: string }) => r.id)).toEqual([...ids].reverse());
    const first = records.find((r: { id: string }) => r.id === ids[0]);
    expect(first).toMatchObject({
      feedbackType: 1,
      content: 'Video freezes',
      allowContact: true,
      phoneNumber: '13912345678',
      userId: learnerId,
      userName: 'Nora',
      status: 'open',
      reply: null,
    });
    expect(first.images).toHaveLength(1);
    expect(first.images[0]).toMatch(new RegExp(`^/api/files/${school.id}/`));
    // No contact allowed: the number is not shown (it is not even stored).
    expect(records.find((r: { id: string }) => r.id === ids[1]).phoneNumber).toBeNull();
  });

  it('is for administrators of the school only', async () => {
    expect((await inbox(null)).statusCode).toBe(401);
    expect((await inbox(learner)).json().errorCode).toBe('NOT_AN_ADMIN');
    expect((await inbox(otherAdmin)).json().errorCode).toBe('NOT_AN_ADMIN');
    const own = await inbox(otherAdmin, '', other.id);
    expect(own.json().data.total).toBe(0);
    // Another school's feedback id through one's own school: not found, nothing changed.
    expect((await act(otherAdmin, ids[0]!, 'handled', { handled: true }, other.id)).statusCode).toBe(404);
    expect((await act(learner, ids[0]!, 'handled', { handled: true })).statusCode).toBe(403);
  });

  it('marks handled and open again, and filters by status', async () => {
    const marked = await act(admin, ids[2]!, 'handled', { handled: true });
    expect(marked.statusCode).toBe(200);
    expect(marked.json().data).toMatchObject({ status: 'handled' });
    expect(marked.json().data.handledAt).toBeTruthy();
    expect((await inbox(admin, '&status=handled')).json().data.records).toHaveLength(1);
    expect((await inbox(admin, '&status=open')).json().data).toMatchObject({ total: 2, openCount: 2 });
    const reopened = await act(admin, ids[2]!, 'handled', { handled: false });
    expect(reopened.json().data).toMatchObject({ status: 'open', handledAt: null });
    expect((await act(admin, '1234567890123456789', 'handled', { handled: true })).statusCode).toBe(404);
    expect((await inbox(admin, '&status=maybe')).statusCode).toBe(400);
    expect((await inbox(admin, '&pageSize=51')).statusCode).toBe(400);
  });

  it('a reply is stored, marks the feedback handled and reaches the user as a message', async () => {
    const replied = await act(admin, ids[0]!, 'reply', { content: '  Fixed in today’s release, thanks!  ' });
    expect(replied.statusCode).toBe(200);
    expect(replied.json().data).toMatchObject({
      status: 'handled',
      reply: 'Fixed in today’s release, thanks!',
    });
    const messages = await ctx.testDb.handle.db
      .selectFrom('messages')
      .selectAll()
      .where('school_id', '=', school.id)
      .where('user_id', '=', learnerId)
      .execute();
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      kind: 'feedback-replied',
      content: 'Fixed in today’s release, thanks!',
      read_at: null,
    });
    expect(messages[0]!.title).toContain('Video freezes');
  });

  it('refuses an empty or over-long reply', async () => {
    expect((await act(admin, ids[1]!, 'reply', { content: '   ' })).json().errorCode).toBe(
      'FEEDBACK_REPLY_REQUIRED',
    );
    const long = await act(admin, ids[1]!, 'reply', { content: '字'.repeat(1001) });
    expect(long.json()).toMatchObject({ errorCode: 'FEEDBACK_REPLY_TOO_LONG', details: { max: 1000 } });
    expect((await act(admin, ids[1]!, 'reply', { content: '字'.repeat(1000) })).statusCode).toBe(200);
  });
});

describe('the inbox page', () => {
  const page = (jar: CookieJar | null, query = '') =>
    send(ctx.app, jar, { url: `/iadmin/${school.id}/management/feedback?sxz-lang=en_US${query}` });

  it('renders the first page for administrators, open items first by default', async () => {
    const response = await page(admin);
    expect(response.statusCode).toBe(200);
    const data = JSON.parse(response.body);
    expect(data).toMatchObject({
      kind: 'feedback-inbox',
      status: 'open',
      contentReview: { blockedImages: 0 },
    });
    expect(data.inbox.records.every((r: { status: string }) => r.status === 'open')).toBe(true);
    const all = JSON.parse((await page(admin, '&status=all&page=abc')).body);
    expect(all.inbox).toMatchObject({ total: 3, page: 1 });
  });

  it('sends visitors to login and non-admins to insufficient permissions', async () => {
    const visitor = await page(null);
    expect(visitor.statusCode).toBe(302);
    expect(visitor.headers.location).toMatch(/^\/login\/index\?redirect=/);
    const nonAdmin = await page(learner);
    expect(nonAdmin.statusCode).toBe(302);
    expect(nonAdmin.headers.location).toMatch(/^\/insufficient-permissions/);
  });
});
