/**
 * Issue 23 item 4: application resources at the spec's application-view (detail) and application-learn (the
 * learning view), addressed by the course resource id and appId/appType — unknown or another school's → 404, a
 * locked chapter → 403 with why — and their honest completion through the heartbeat: an embedded app by time on
 * task within wall time, one that opens elsewhere by a launch and "mark as done". Both engines.
 */
import { describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { LEARNING_RULES } from '@portico/core';
import type { Database } from '../src/db/schema.ts';
import type { ChapterSpec } from '../src/seed/course-outline.ts';
import { useTestApp } from './support/app.ts';
import { stubWebBuild } from './support/stub-web-build.ts';
import { learningWorld } from './support/learning.ts';
import { call } from './support/user-panel.ts';
import { send, type CookieJar } from './support/session.ts';

const ctx = useTestApp({ webDistDir: stubWebBuild() });
const APP_SECONDS = 20;

const OUTLINE: ChapterSpec[] = [
  {
    title: 'Basics',
    resources: [
      { kind: 'article', title: 'Reading', body: '<p>Read me</p>' },
      {
        kind: 'application',
        title: 'Binary practice',
        url: '/media/demo/binary-practice.html',
        durationSeconds: APP_SECONDS,
        appId: 'binary',
        appType: 'h5',
      },
      {
        kind: 'application',
        title: 'Lab tool',
        url: 'https://example.org/lab',
        appId: 'lab',
        appType: 'link',
      },
    ],
  },
  {
    title: 'Later',
    after: 0,
    resources: [{ kind: 'application', title: 'Locked app', url: 'https://example.org', appId: 'locked' }],
  },
];

async function applicationWorld() {
  const db = ctx.testDb.handle.db;
  const world = await learningWorld(ctx.app, db, OUTLINE);
  const resourceIdOf = async (id: string) =>
    (
      await db
        .selectFrom('courses')
        .select('course_resource_id')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).course_resource_id;
  const [article, embedded, link, locked] = world.resourceIds as [string, string, string, string];
  return {
    ...world,
    courseResourceId: await resourceIdOf(world.courseId),
    otherCourseResourceId: await resourceIdOf(world.otherCourseId),
    otherEmbedded: world.otherResourceIds[1]!,
    article,
    embedded,
    link,
    locked,
  };
}

type World = Awaited<ReturnType<typeof applicationWorld>>;

const enrol = async (w: World) =>
  expect(
    (
      await call(
        ctx.app,
        w.memberJar,
        'POST',
        `/api/course/v1/courses/${w.courseId}/enrol?schoolId=${w.school.id}`,
      )
    ).status,
  ).toBe(200);

/** The page's status and its bootstrap page data (the stub web build answers the data as JSON). */
async function page(jar: CookieJar | null, url: string) {
  const response = await send(ctx.app, jar, { url });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read the page data by path
  return { status: response.statusCode, page: response.json() as any };
}

const appUrl = (
  w: World,
  view: 'application-view' | 'application-learn',
  query: { courseId?: string; appId?: string; appType?: string },
) => {
  const params = new URLSearchParams({ courseId: w.courseResourceId, ...query });
  return `/course/${w.school.id}/${view}?${params}`;
};

let keys = 0;
const viewingKey = () => `app-viewing-${Date.now().toString(36)}-${(keys += 1)}`;

const beat = (w: World, jar: CookieJar | null, body: Record<string, unknown>, schoolId = w.school.id) =>
  call(ctx.app, jar, 'POST', `/api/course/v1/learning/beats?schoolId=${schoolId}`, {
    courseId: w.courseId,
    activeSeconds: 0,
    seq: 0,
    ...body,
  });

/** As if the viewing had started `seconds` ago (its wall time so far). */
async function startedAgo(db: Kysely<Database>, key: string, seconds: number) {
  const started = new Date(Date.now() - seconds * 1000).toISOString();
  await db
    .updateTable('learning_viewings')
    .set({ started_at: started })
    .where('viewing_key', '=', key)
    .execute();
}

describe('application-view (detail)', () => {
  it('shows the application, what completes it and its course, to a visitor and a learner', async () => {
    const w = await applicationWorld();
    const visitor = await page(null, appUrl(w, 'application-view', { appId: 'binary', appType: 'h5' }));
    expect(visitor.status).toBe(200);
    expect(visitor.page).toMatchObject({
      kind: 'application-view',
      course: { id: w.courseId },
      enrolment: null,
      application: {
        resourceId: w.embedded,
        title: 'Binary practice',
        appId: 'binary',
        appType: 'h5',
        embedded: true,
        requiredSeconds: APP_SECONDS,
        completed: false,
        chapterTitle: 'Basics',
        lock: null,
      },
      problem: null,
    });
    const link = await page(w.memberJar, appUrl(w, 'application-view', { appId: 'lab' }));
    expect(link.page.application).toMatchObject({ appType: 'link', embedded: false, requiredSeconds: 0 });
    // The outline names applications by appId, and the course by its resource id, for links to these pages.
    const entry = link.page.outline.chapters[0].resources[1];
    expect(entry).toMatchObject({ kind: 'application', appId: 'binary', appType: 'h5' });
    expect(link.page.outline.courseResourceId).toBe(w.courseResourceId);
  });

  it('answers 404 for an unknown appId, a contradicting appType, another school’s course or app', async () => {
    const w = await applicationWorld();
    const cases: Array<[string, string]> = [
      [appUrl(w, 'application-view', { appId: 'nothing' }), 'RESOURCE_NOT_FOUND'],
      [appUrl(w, 'application-view', { appId: 'binary', appType: 'link' }), 'RESOURCE_NOT_FOUND'],
      [appUrl(w, 'application-view', { appId: 'x'.repeat(500) }), 'RESOURCE_NOT_FOUND'],
      [
        appUrl(w, 'application-view', { courseId: w.otherCourseResourceId, appId: 'binary' }),
        'COURSE_NOT_FOUND',
      ],
      [appUrl(w, 'application-view', { courseId: 'not-an-id', appId: 'binary' }), 'COURSE_NOT_FOUND'],
      [appUrl(w, 'application-learn', { appId: 'nothing' }), 'RESOURCE_NOT_FOUND'],
      [
        appUrl(w, 'application-learn', { courseId: w.otherCourseResourceId, appId: 'binary' }),
        'COURSE_NOT_FOUND',
      ],
    ];
    for (const [url, problem] of cases) {
      const answer = await page(w.memberJar, url);
      expect({ url, status: answer.status, problem: answer.page.problem }).toEqual({
        url,
        status: 404,
        problem,
      });
      // Nothing of the other school's course comes with the answer.
      expect(JSON.stringify(answer.page)).not.toContain(w.otherEmbedded);
    }
  });

  it('answers 403 with the reason for an application in a locked chapter', async () => {
    const w = await applicationWorld();
    await enrol(w);
    const detail = await page(w.memberJar, appUrl(w, 'application-view', { appId: 'locked' }));
    expect(detail.status).toBe(403);
    expect(detail.page).toMatchObject({
      problem: 'CHAPTER_LOCKED',
      application: { lock: { reason: 'prerequisite', prerequisiteTitle: 'Basics' } },
    });
    const learn = await page(w.memberJar, appUrl(w, 'application-learn', { appId: 'locked' }));
    expect(learn).toMatchObject({ status: 403, page: { kind: 'course-learn', problem: 'CHAPTER_LOCKED' } });
  });

  it('without appId is the course’s own page, as before', async () => {
    const w = await applicationWorld();
    const own = await page(null, appUrl(w, 'application-view', { appType: '1' }));
    expect(own).toMatchObject({ status: 200, page: { kind: 'course', course: { id: w.courseId } } });
  });
});

describe('application-learn (learning view)', () => {
  it('asks a visitor to log in and a non-enrolled learner to enrol; gives the enrolled one the app', async () => {
    const w = await applicationWorld();
    const url = appUrl(w, 'application-learn', { appId: 'binary', appType: 'h5' });
    expect((await page(null, url)).page).toMatchObject({ kind: 'course-learn', problem: 'LOGIN_REQUIRED' });
    expect((await page(w.outsiderJar, url)).page.problem).toBe('NOT_ENROLLED');
    await enrol(w);
    const mine = await page(w.memberJar, url);
    expect(mine.status).toBe(200);
    expect(mine.page).toMatchObject({
      kind: 'course-learn',
      problem: null,
      resource: {
        id: w.embedded,
        kind: 'application',
        appId: 'binary',
        appType: 'h5',
        url: '/media/demo/binary-practice.html',
        durationSeconds: APP_SECONDS,
        previousResourceId: w.article,
        nextResourceId: w.link,
        state: { completed: false },
      },
    });
  });
});

describe('completing an application', () => {
  it('an embedded app completes after its time on task, which wall time caps', async () => {
    const w = await applicationWorld();
    const db = ctx.testDb.handle.db;
    await enrol(w);
    const key = viewingKey();
    const first = await beat(w, w.memberJar, { resourceId: w.embedded, viewingKey: key, seq: 0 });
    expect(first).toMatchObject({ status: 200, body: { data: { applied: true, resourceCompleted: false } } });
    // Claiming a whole hour at once, a second after opening: wall time allows only the slack.
    const greedy = await beat(w, w.memberJar, {
      resourceId: w.embedded,
      viewingKey: key,
      seq: 1,
      activeSeconds: 3600,
    });
    expect(greedy.body.data).toMatchObject({ applied: true, resourceCompleted: false });
    expect(APP_SECONDS).toBeGreaterThan(LEARNING_RULES.WALL_SLACK_S + 1);
    // Marking it done does not replace the time either.
    const marked = await beat(w, w.memberJar, {
      resourceId: w.embedded,
      viewingKey: key,
      seq: 2,
      activeSeconds: 3600,
      launched: true,
      markedDone: true,
    });
    expect(marked.body.data.resourceCompleted).toBe(false);
    // Twenty-five seconds later (of wall time), with the app open all along: done.
    await startedAgo(db, key, 25);
    const done = await beat(w, w.memberJar, {
      resourceId: w.embedded,
      viewingKey: key,
      seq: 3,
      activeSeconds: 25,
    });
    expect(done.body.data).toMatchObject({ applied: true, resourceCompleted: true });
    // One of the course's four required resources (reading, two apps, the locked app): stored progress 25 %.
    expect(done.body.data.courseProgress).toBe(25);
    const again = await page(w.memberJar, appUrl(w, 'application-view', { appId: 'binary' }));
    expect(again.page.application.completed).toBe(true);
  });

  it('time on task adds up over viewings, each within its own wall time', async () => {
    const w = await applicationWorld();
    const db = ctx.testDb.handle.db;
    await enrol(w);
    for (const [index, seconds] of [12, 12].entries()) {
      const key = viewingKey();
      await beat(w, w.memberJar, { resourceId: w.embedded, viewingKey: key, seq: 0 });
      await startedAgo(db, key, seconds);
      const answer = await beat(w, w.memberJar, {
        resourceId: w.embedded,
        viewingKey: key,
        seq: 1,
        activeSeconds: seconds,
      });
      // 12 s is not enough; 24 s over two viewings is.
      expect(answer.body.data.resourceCompleted).toBe(index === 1);
    }
  });

  it('an app that opens elsewhere needs a launch and then "mark as done"', async () => {
    const w = await applicationWorld();
    await enrol(w);
    const key = viewingKey();
    const notLaunched = await beat(w, w.memberJar, {
      resourceId: w.link,
      viewingKey: key,
      seq: 0,
      markedDone: true,
    });
    expect(notLaunched.body.data.resourceCompleted).toBe(false);
    const launched = await beat(w, w.memberJar, {
      resourceId: w.link,
      viewingKey: key,
      seq: 1,
      launched: true,
    });
    expect(launched.body.data.resourceCompleted).toBe(false);
    const done = await beat(w, w.memberJar, {
      resourceId: w.link,
      viewingKey: key,
      seq: 2,
      launched: true,
      markedDone: true,
    });
    expect(done.body.data).toMatchObject({ applied: true, resourceCompleted: true, courseProgress: 25 });
  });

  it('refuses a visitor, a non-member, a locked app, another school’s app, and malformed flags', async () => {
    const w = await applicationWorld();
    await enrol(w);
    const base = { resourceId: w.embedded, viewingKey: viewingKey() };
    expect((await beat(w, null, base)).status).toBe(401);
    expect((await beat(w, w.outsiderJar, base)).status).toBe(403);
    const locked = await beat(w, w.memberJar, { resourceId: w.locked, viewingKey: viewingKey() });
    expect(locked).toMatchObject({ status: 403, body: { errorCode: 'CHAPTER_LOCKED' } });
    const foreign = await beat(w, w.memberJar, { resourceId: w.otherEmbedded, viewingKey: viewingKey() });
    expect(foreign).toMatchObject({ status: 404, body: { errorCode: 'RESOURCE_NOT_FOUND' } });
    const malformed = await beat(w, w.memberJar, { ...base, markedDone: 'yes' });
    expect(malformed.status).toBe(400);
  });
});
