/** Issue 11: what the header's user panel, the certification bar and the user's own pages render on first paint. */
import { describe, expect, it } from 'vitest';
import { resolveViewer } from '../src/auth/resolve-viewer.ts';
import { DEMO_IDS } from '../src/seed/index.ts';
import { buildBootstrap } from '../src/web/bootstrap.ts';
import { useTestApp } from './support/app.ts';
import { DEMO_ACCOUNTS, login } from './support/session.ts';

const ctx = useTestApp();
const A = DEMO_IDS.demoAcademy;

async function boot(
  url: string,
  account: string | null,
  extra: { host?: string; clientAddress?: string } = {},
) {
  const viewer = account
    ? await resolveViewer(ctx.app.db, (await login(ctx.app, account)).get('access_token')!)
    : null;
  return buildBootstrap(ctx.testDb.handle.db, ctx.config, {
    url,
    host: extra.host ?? 'localhost:3000',
    viewer,
    clientAddress: extra.clientAddress ?? '203.0.113.9',
  });
}

describe('user panel', () => {
  it('learner in Demo Academy: unread count, VIP, fans/follows, AI entry with a task, login menu', async () => {
    const b = await boot(`/portal/${A}`, DEMO_ACCOUNTS.learner);
    expect(b.userPanel).toMatchObject({
      unreadMessages: 4,
      isVip: true,
      personSpaceVo: { fansCount: 2, focusCount: 1 },
      ai: { visible: true, logoUrl: '/assets/demo/ai-logo.svg', havePositionTask: true },
      creationEntry: true,
    });
    expect(b.userPanel?.loginMenu.learningEntrance).toMatchObject({
      myCourses: true,
      myTasks: true,
      myExams: false,
    });
  });

  it('visitors and closed-school non-members get none; outsiders get no AI', async () => {
    expect((await boot(`/portal/${A}`, null)).userPanel).toBeNull();
    expect((await boot(`/portal/${DEMO_IDS.closedSchool}`, DEMO_ACCOUNTS.outsider)).userPanel).toBeNull();
    const outsider = await boot(`/portal/${A}`, DEMO_ACCOUNTS.outsider);
    expect(outsider.userPanel).toMatchObject({ unreadMessages: 0, isVip: false, ai: { visible: false } });
  });

  it('creation entry: never for O3, overseas only for creation-list schools (spec §5)', async () => {
    expect((await boot(`/portal/${DEMO_IDS.o3School}`, DEMO_ACCOUNTS.learner)).userPanel?.creationEntry).toBe(
      false,
    );
    const overseas = { host: 'overseas.localhost:3000' };
    expect((await boot(`/portal/${A}`, DEMO_ACCOUNTS.learner, overseas)).userPanel?.creationEntry).toBe(
      false,
    );
    const listed = await boot(`/portal/${DEMO_IDS.publicSchool}`, DEMO_ACCOUNTS.outsider, overseas);
    expect(listed.userPanel?.creationEntry).toBe(true);
  });
});

describe('certification bar', () => {
  it("shows on an uncertified school's intranet only", async () => {
    const inside = await boot(`/portal/${DEMO_IDS.alliancePartner}`, null, { clientAddress: '127.0.0.1' });
    expect(inside.certification).toMatchObject({
      show: true,
      isInnerIp: true,
      hasInternal: true,
      authType: '1',
    });
    expect(inside.school?.isInnerIp).toBe(true);
    const outside = await boot(`/portal/${DEMO_IDS.alliancePartner}`, null, {
      clientAddress: '198.51.100.7',
    });
    expect(outside.certification).toMatchObject({ show: false, isInnerIp: false, hasInternal: true });
    // Demo Academy is certified (authType '3') and has no intranet.
    const certified = await boot(`/portal/${A}`, null, { clientAddress: '127.0.0.1' });
    expect(certified.certification).toMatchObject({ show: false, hasInternal: false });
    expect((await boot('/login/select', null)).certification).toBeNull();
  });
});

describe("the user's own pages", () => {
  it('private center: my courses by default, messages, tasks, and sections of later issues', async () => {
    const courses = await boot(`/center/privateCenter.htm?schoolId=${A}`, DEMO_ACCOUNTS.learner);
    expect(courses.page).toMatchObject({ kind: 'private-center', section: 'courses', messages: null });
    if (courses.page.kind !== 'private-center') throw new Error('kind');
    // Demo Academy and its sub-school 11.
    expect(courses.page.enrolments?.total).toBe(5);
    expect(new Set(courses.page.enrolments?.records.map((r) => r.schoolId))).toEqual(
      new Set([A, DEMO_IDS.subSchoolA]),
    );
    const messages = await boot(
      `/center/privateCenter.htm?schoolId=${A}&type=personalCenter_Message`,
      DEMO_ACCOUNTS.learner,
    );
    expect(messages.page).toMatchObject({
      section: 'messages',
      messages: { total: 13, unreadCount: 4, pageSize: 10 },
    });
    const tasks = await boot(
      `/center/privateCenter.htm?schoolId=${A}&type=studyCenter_MyTask`,
      DEMO_ACCOUNTS.learner,
    );
    expect(tasks.page).toMatchObject({ section: 'tasks', tasks: { havePositionTask: true } });
    const exams = await boot(
      `/center/privateCenter.htm?schoolId=${A}&type=studyCenter_MyExam`,
      DEMO_ACCOUNTS.learner,
    );
    expect(exams.page).toMatchObject({
      section: 'exams',
      enrolments: null,
      messages: null,
      tasks: null,
    });
  });

  it("personal space: one's own works, another member's fans, and nobody's outside the school", async () => {
    const works = await boot(`/personSpace/${A}/works`, DEMO_ACCOUNTS.learner);
    expect(works.page).toMatchObject({
      kind: 'person-space',
      tab: 'works',
      space: { self: true, isVip: true },
    });
    if (works.page.kind !== 'person-space') throw new Error('kind');
    expect(works.page.courses?.records.every((r) => r.progress < 100)).toBe(true);
    const fans = await boot(`/personSpace/${A}/fan?userId=${DEMO_IDS.teacher}`, DEMO_ACCOUNTS.learner);
    expect(fans.page).toMatchObject({
      tab: 'fan',
      space: { self: false, followed: true },
      people: { total: 2 },
    });
    const stranger = await boot(`/personSpace/${A}/works?userId=${DEMO_IDS.outsider}`, DEMO_ACCOUNTS.learner);
    expect(stranger.page).toMatchObject({ kind: 'person-space', space: null });
  });

  it('AI page: status, logo and tasks for members; not visible for others', async () => {
    const page = await boot(`/mobile/AIChat-pc.htm?schoolId=${A}&tab=roleLearning`, DEMO_ACCOUNTS.learner);
    expect(page.page).toMatchObject({
      kind: 'ai-chat',
      status: { aiEntranceVisibleToCurUser: true, mode: 'catalogue' },
      logoUrl: '/assets/demo/ai-logo.svg',
      tasks: { total: 3 },
    });
    const outsider = await boot(`/mobile/AIChat-pc.htm?schoolId=${A}`, DEMO_ACCOUNTS.outsider);
    expect(outsider.page).toMatchObject({
      kind: 'ai-chat',
      status: { aiEntranceVisibleToCurUser: false },
      tasks: null,
    });
  });
});
