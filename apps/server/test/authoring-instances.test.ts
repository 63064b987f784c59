/**
 * Issue 25 item 3 across instances: a course published through one instance shows in the other's portal home
 * (whose latest courses it keeps in its shell cache, and the visitor's page in its page cache) within a second,
 * and leaves it when unpublished — the publish announces a shell change that Redis carries to every instance.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { testConfig, useTestApp } from './support/app.ts';
import { authoringWorld, courseUrl, createdCourse, type AuthoringWorld } from './support/authoring.ts';
import { stubWebBuild } from './support/stub-web-build.ts';
import { send } from './support/session.ts';
import { call } from './support/user-panel.ts';

const ctx = useTestApp();
const webDistDir = stubWebBuild();
const redisEnv = {
  REDIS_URL: 'redis://127.0.0.1:6379',
  REDIS_KEY_PREFIX: `t25-${randomBytes(4).toString('hex')}:`,
};
let one: App;
let two: App;

beforeAll(async () => {
  const build = () =>
    buildApp({ config: testConfig(redisEnv), db: ctx.testDb.handle, logger: false, webDistDir });
  one = await build();
  two = await build();
  await Promise.all([one.ready(), two.ready()]);
});
afterAll(async () => {
  await one?.close();
  await two?.close();
});

/** The course ids of the portal home's latest courses, as a visitor of that instance gets them. */
const latestIds = async (app: App, w: AuthoringWorld) => {
  const response = await send(app, null, { url: `/portal/${w.school.id}` });
  const page = JSON.parse(response.body) as { kind: string; latestCourses: Array<{ id: string }> };
  expect(page.kind).toBe('portal-home');
  return page.latestCourses.map((course) => course.id);
};

describe('two instances sharing Redis', () => {
  it('a publish through one instance shows on the other within a second; an unpublish hides it', async () => {
    const w = await authoringWorld(one, ctx.testDb.handle.db);
    const view = await createdCourse(one, w, w.lecturerJar, 'Across Instances');
    // The other instance answers (and keeps) the list before the publish.
    expect(await latestIds(two, w)).not.toContain(view.courseId);
    expect(await latestIds(two, w)).not.toContain(view.courseId);
    const published = await call(
      one,
      w.lecturerJar,
      'POST',
      courseUrl(w.school.id, view.courseId, '/publish'),
      {
        version: view.version,
      },
    );
    expect(published.status).toBe(200);
    await vi.waitFor(async () => expect(await latestIds(two, w)).toContain(view.courseId), {
      timeout: 1_000,
      interval: 20,
    });
    await call(one, w.lecturerJar, 'POST', courseUrl(w.school.id, view.courseId, '/unpublish'), {
      version: published.body.data.version,
    });
    await vi.waitFor(async () => expect(await latestIds(two, w)).not.toContain(view.courseId), {
      timeout: 1_000,
      interval: 20,
    });
  });
});
