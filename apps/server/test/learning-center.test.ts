/**
 * Issue 23 items 6 and 7: the learning center's "my courses" filter, its study-data, task and placeholder
 * sections, and the learning archive page with its certificate — only the viewer's own rows, per school, on
 * both engines. The page data is exactly what the pages' APIs answer.
 */
import { describe, expect, it } from 'vitest';
import { resolveViewer } from '../src/auth/resolve-viewer.ts';
import { newId } from '../src/db/ids.ts';
import { DEMO_IDS } from '../src/seed/index.ts';
import { buildBootstrap } from '../src/web/bootstrap.ts';
import { useTestApp } from './support/app.ts';
import { DEMO_ACCOUNTS, login } from './support/session.ts';
import { call, panelWorld } from './support/user-panel.ts';

const ctx = useTestApp();
const A = DEMO_IDS.demoAcademy;
const listUrl = (schoolId: string, status?: string) =>
  `/api/personal-center/v1/enrolments?schoolId=${schoolId}${status === undefined ? '' : `&status=${status}`}`;

async function boot(url: string, account: string) {
  const jar = await login(ctx.app, account);
  const viewer = await resolveViewer(ctx.app.db, jar.get('access_token')!);
  const b = await buildBootstrap(ctx.testDb.handle.db, ctx.config, {
    url,
    host: 'localhost:3000',
    viewer,
    clientAddress: '203.0.113.9',
  });
  return { page: b.page, jar };
}

/** A school whose member has two enrolments, one completed (the stored completion is what the filter reads). */
async function enrolledWorld() {
  const w = await panelWorld(ctx.app, ctx.testDb.handle.db);
  const [open, done] = w.school.courseIds as [string, string];
  const now = new Date().toISOString();
  const row = (courseId: string, completed: boolean) => ({
    id: newId(),
    school_id: w.school.id,
    user_id: w.member.id,
    course_id: courseId,
    progress: completed ? 100 : 40,
    enrolled_at: now,
    last_studied_at: now,
    completed_at: completed ? now : null,
  });
  await ctx.testDb.handle.db
    .insertInto('enrolments')
    .values([row(open, false), row(done, true)])
    .execute();
  return { ...w, open, done };
}

describe('GET /api/personal-center/v1/enrolments?status', () => {
  it('filters on the stored completion: in-progress + completed = all', async () => {
    const w = await enrolledWorld();
    const ids = async (status?: string) => {
      const answer = await call(ctx.app, w.memberJar, 'GET', listUrl(w.school.id, status));
      expect(answer.status).toBe(200);
      return answer.body.data.records.map((r: { course: { id: string } }) => r.course.id);
    };
    expect(await ids('in-progress')).toEqual([w.open]);
    expect(await ids('completed')).toEqual([w.done]);
    expect(new Set(await ids('all'))).toEqual(new Set([w.open, w.done]));
    expect(new Set(await ids())).toEqual(new Set([w.open, w.done]));
    const completed = await call(ctx.app, w.memberJar, 'GET', listUrl(w.school.id, 'completed'));
    expect(completed.body.data.total).toBe(1);
    expect(completed.body.data.records[0].completedAt).not.toBeNull();
  });

  it("only the viewer's own rows, only this school's; malformed status 400; visitors 401", async () => {
    const w = await enrolledWorld();
    const peer = await call(ctx.app, w.peerJar, 'GET', listUrl(w.school.id, 'completed'));
    expect(peer.body.data).toMatchObject({ total: 0, records: [] });
    const elsewhere = await call(ctx.app, w.memberJar, 'GET', listUrl(w.other.id, 'all'));
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.body.data.total).toBe(0);
    for (const bad of ['done', 'COMPLETED', '', 'all%00']) {
      const answer = await call(ctx.app, w.memberJar, 'GET', listUrl(w.school.id, bad));
      expect(answer.status).toBe(400);
      expect(answer.body.errorCode).toBeTypeOf('string');
    }
    expect((await call(ctx.app, null, 'GET', listUrl(w.school.id, 'completed'))).status).toBe(401);
  });
});

describe('private center sections (page data)', () => {
  it('my courses: the URL filter, with counts equal to each list', async () => {
    for (const [status, key] of [
      ['in-progress', 'inProgress'],
      ['completed', 'completed'],
      ['all', 'all'],
    ] as const) {
      const { page, jar } = await boot(
        `/center/privateCenter.htm?schoolId=${A}&type=studyCenter_MyCourse&status=${status}`,
        DEMO_ACCOUNTS.learner,
      );
      if (page.kind !== 'private-center') throw new Error(page.kind);
      expect(page).toMatchObject({ section: 'courses', enrolmentStatus: status });
      const api = await call(ctx.app, jar, 'GET', listUrl(A, status));
      expect(page.enrolments).toEqual(api.body.data);
      expect(page.enrolmentCounts?.[key]).toBe(page.enrolments?.total);
    }
    const { page } = await boot(`/center/privateCenter.htm?schoolId=${A}`, DEMO_ACCOUNTS.learner);
    if (page.kind !== 'private-center') throw new Error(page.kind);
    // The demo learner: five courses in Demo Academy and its sub-school, Business English completed.
    expect(page.enrolmentCounts).toEqual({ all: 5, inProgress: 4, completed: 1 });
  });

  it('study data (LearningData and StudyData): the summary API answer, 30 days with real seconds', async () => {
    for (const type of ['studyCenter_LearningData', 'personalCenter_StudyData']) {
      const { page, jar } = await boot(
        `/center/privateCenter.htm?schoolId=${A}&type=${type}`,
        DEMO_ACCOUNTS.learner,
      );
      if (page.kind !== 'private-center') throw new Error(page.kind);
      expect(page.section).toBe('study-data');
      const api = await call(ctx.app, jar, 'GET', `/api/personal-center/v1/learning/summary?schoolId=${A}`);
      expect(page.summary).toEqual(api.body.data);
      expect(page.summary?.days).toHaveLength(30);
      expect(page.summary?.days.some((day) => day.seconds > 0)).toBe(true);
      expect(page.summary?.coursesCompleted).toBe(1);
    }
  });

  it('tasks (MyTask, JobStudy, LearningTask): each with the state its record and course progress give', async () => {
    for (const type of ['studyCenter_MyTask', 'studyCenter_JobStudy', 'studyCenter_LearningTask']) {
      const { page } = await boot(
        `/center/privateCenter.htm?schoolId=${A}&type=${type}`,
        DEMO_ACCOUNTS.learner,
      );
      if (page.kind !== 'private-center') throw new Error(page.kind);
      expect(page.section).toBe('tasks');
      const tasks = page.learningTasks!;
      expect(tasks.total).toBe(tasks.tasks.length);
      const byTitle = Object.fromEntries(tasks.tasks.map((task) => [task.title, task]));
      expect(byTitle['Python 基础必修']).toMatchObject({ state: 'in-progress', progress: 40 });
      expect(byTitle['Finish "Data Analysis with Pandas"']).toMatchObject({
        state: 'in-progress',
        progress: 80,
      });
      expect(byTitle['信息安全意识培训']).toMatchObject({ state: 'completed' });
    }
  });

  it('a task turns overdue after its due time, and not started without progress', async () => {
    const w = await enrolledWorld();
    const db = ctx.testDb.handle.db;
    const task = (n: number, courseId: string | null, dueAt: string | null) => ({
      id: newId(),
      school_id: w.school.id,
      user_id: w.member.id,
      title: `Task ${n}`,
      position: 'Analyst',
      course_id: courseId,
      compulsory: 1,
      due_at: dueAt,
      completed_at: null,
      created_at: new Date().toISOString(),
    });
    await db
      .insertInto('position_tasks')
      .values([
        task(1, w.open, '2020-01-01T00:00:00.000Z'),
        task(2, null, '2099-01-01T00:00:00.000Z'),
        task(3, w.done, '2020-01-01T00:00:00.000Z'),
        { ...task(4, w.open, null), user_id: w.peer.id },
      ])
      .execute();
    const viewer = await resolveViewer(ctx.app.db, w.memberJar.get('access_token')!);
    const b = await buildBootstrap(db, ctx.config, {
      url: `/center/privateCenter.htm?schoolId=${w.school.id}&type=studyCenter_LearningTask`,
      host: 'localhost:3000',
      viewer,
      clientAddress: '203.0.113.9',
    });
    if (b.page.kind !== 'private-center') throw new Error(b.page.kind);
    expect(b.page.learningTasks?.tasks.map((t) => [t.title, t.state])).toEqual([
      ['Task 1', 'overdue'],
      ['Task 2', 'not-started'],
      ['Task 3', 'completed'],
    ]);
  });

  it('live, exams and classes are sections of their own (no data yet), never "unavailable"', async () => {
    for (const [type, section] of [
      ['studyCenter_MyLive', 'live'],
      ['studyCenter_MyExam', 'exams'],
      ['studyCenter_MyClass', 'classes'],
    ]) {
      const { page } = await boot(
        `/center/privateCenter.htm?schoolId=${A}&type=${type}`,
        DEMO_ACCOUNTS.learner,
      );
      expect(page).toMatchObject({ kind: 'private-center', section, enrolments: null, summary: null });
    }
  });
});

describe('learning archive page (myLearningProfile.htm)', () => {
  it('the archive API answer, totals the sum of the records; a certificate of the viewer only', async () => {
    const { page, jar } = await boot(`/center/myLearningProfile.htm?schoolId=${A}`, DEMO_ACCOUNTS.learner);
    if (page.kind !== 'learning-profile') throw new Error(page.kind);
    const api = await call(ctx.app, jar, 'GET', `/api/personal-center/v1/learning/archive?schoolId=${A}`);
    expect(page.archive).toEqual(api.body.data);
    expect(page.archive.total).toBeGreaterThanOrEqual(1);
    expect(page.archive.totalStudySeconds).toBe(
      page.archive.records.reduce((sum, record) => sum + record.studySeconds, 0),
    );
    expect(page).toMatchObject({ certificate: null, certificateMissing: false });

    const record = page.archive.records[0]!;
    const mine = await boot(
      `/center/myLearningProfile.htm?schoolId=${A}&certificate=${record.id}`,
      DEMO_ACCOUNTS.learner,
    );
    expect(mine.page).toMatchObject({
      kind: 'learning-profile',
      certificateMissing: false,
      certificate: {
        id: record.id,
        courseName: record.courseName,
        certificateNo: record.certificateNo,
        schoolName: '演示学院',
        schoolNameEn: 'Demo Academy',
        learnerName: expect.any(String),
      },
    });
    // Someone else's record, a malformed id, an unknown one: nothing of the record shows.
    for (const account of [DEMO_ACCOUNTS.teacher]) {
      const other = await boot(
        `/center/myLearningProfile.htm?schoolId=${A}&certificate=${record.id}`,
        account,
      );
      expect(other.page).toMatchObject({ certificate: null, certificateMissing: true });
    }
    for (const id of ['x', '1234', newId()]) {
      const bad = await boot(
        `/center/myLearningProfile.htm?schoolId=${A}&certificate=${id}`,
        DEMO_ACCOUNTS.learner,
      );
      expect(bad.page).toMatchObject({ certificate: null, certificateMissing: true });
    }
  });
});
