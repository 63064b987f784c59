/**
 * Issue 25: the creation center page — creators only (others: insufficient permissions), spec §5's entry rule
 * (an overseas domain without the creation list: nobody), and its first paint (the viewer's courses, the review
 * queue for admins).
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveViewer } from '../src/auth/resolve-viewer.ts';
import { WEB_DIST_DIR } from '../src/config/paths.ts';
import { DEMO_IDS } from '../src/seed/index.ts';
import { DEMO_AUTHORING_IDS } from '../src/seed/demo-authoring.ts';
import { buildBootstrap } from '../src/web/bootstrap.ts';
import { useTestApp } from './support/app.ts';
import { DEMO_ACCOUNTS, login, send } from './support/session.ts';
import { call } from './support/user-panel.ts';

// Without a web build a rendered page answers 503: enough to tell "rendered" from "redirected".
const ctx = useTestApp({ webDistDir: path.join(WEB_DIST_DIR, '__missing__') });
const A = DEMO_IDS.demoAcademy;
const page = `/iadmin/${A}/create-center/`;

async function open(account: string | null, host = 'localhost:3000') {
  const jar = account ? await login(ctx.app, account) : null;
  const response = await send(ctx.app, jar, { url: page, headers: { host } });
  return { status: response.statusCode, location: response.headers.location as string | undefined };
}

describe('creation center page', () => {
  it('opens for lecturers and admins, sends members and visitors away', async () => {
    expect((await open(DEMO_ACCOUNTS.teacher)).status).toBe(503);
    expect((await open(DEMO_ACCOUNTS.admin)).status).toBe(503);
    expect((await open(DEMO_ACCOUNTS.learner)).location).toContain('/insufficient-permissions');
    expect((await open(null)).location).toContain('/login/index');
  });

  it('follows spec §5: on an overseas domain a school off the creation list has no creation center', async () => {
    const overseas = await open(DEMO_ACCOUNTS.admin, 'overseas.localhost:3000');
    expect(overseas.location).toContain('/insufficient-permissions');
  });

  it("paints the viewer's courses and, for admins, the review queue", async () => {
    const jar = await login(ctx.app, DEMO_ACCOUNTS.admin);
    const viewer = await resolveViewer(ctx.app.db, jar.get('access_token')!);
    const boot = await buildBootstrap(ctx.testDb.handle.db, ctx.config, {
      url: page,
      host: 'localhost:3000',
      viewer,
      clientAddress: '203.0.113.9',
    });
    expect(boot.page).toMatchObject({
      kind: 'creation-center',
      schoolId: A,
      courses: { canReview: true },
      reviewQueue: [{ courseId: DEMO_AUTHORING_IDS.inReview, state: { review: 'in_review' } }],
    });
  });

  it('seeds a course published twice through the publish code (history) and live for learners', async () => {
    const jar = await login(ctx.app, DEMO_ACCOUNTS.teacher);
    const id = DEMO_AUTHORING_IDS.published;
    const versions = await call(ctx.app, jar, 'GET', `/api/authoring/v1/${A}/courses/${id}/versions`);
    expect(versions.body.data.items).toMatchObject([
      { number: 2, live: true, publishedBy: { userId: DEMO_IDS.admin } },
      { number: 1, live: false, publishedBy: { userId: DEMO_IDS.teacher } },
    ]);
    const mine = await call(ctx.app, jar, 'GET', `/api/authoring/v1/${A}/courses`);
    expect(mine.body.data.items.map((item: { courseId: string }) => item.courseId).sort()).toEqual(
      [DEMO_AUTHORING_IDS.published, DEMO_AUTHORING_IDS.inReview].sort(),
    );
    const found = await call(
      ctx.app,
      null,
      'GET',
      `/api/search/v1/search/courses?schoolId=${A}&keyword=Writing+for+the+Web`,
    );
    expect(found.body.data.records.map((hit: { id: string }) => hit.id)).toContain(id);
  });
});
