/**
 * Issue 26 item 5: learning maps by position — admins define a school's paths (valid, malformed, unknown or
 * other-school items, one path per position, version conflicts), learners read the maps of their own positions
 * with stage states from the stored completion; wrong role, other school and visitors refused. Both engines.
 */
import { describe, expect, it } from 'vitest';
import { apiPath, LEARNING_PATHS_API_PATHS as P } from '@portico/contracts';
import { newId } from '../src/db/ids.ts';
import { useTestApp } from './support/app.ts';
import { createSchool } from './support/factories.ts';
import { createExam, examWorld } from './support/exams.ts';
import { call } from './support/user-panel.ts';
import { DEMO_ACCOUNTS, addMember, createUser, login } from './support/session.ts';
import { DEMO_IDS, DEMO_PASSWORD } from '../src/seed/index.ts';
import { DEMO_PATH_ID } from '../src/seed/demo-learning-paths.ts';

const ctx = useTestApp();
const db = () => ctx.testDb.handle.db;

async function pathWorld() {
  const w = await examWorld(ctx.app, db());
  const examId = await createExam(ctx.app, w);
  const [admin, otherAdmin] = [await createUser(db()), await createUser(db())];
  await addMember(db(), w.school.id, admin.id, 'admin');
  await addMember(db(), w.other.id, otherAdmin.id, 'admin');
  const now = new Date().toISOString();
  await db()
    .insertInto('position_tasks')
    .values({
      id: newId(),
      school_id: w.school.id,
      user_id: w.member.id,
      title: 'Onboarding',
      position: 'Analyst',
      course_id: null,
      compulsory: 1,
      due_at: null,
      completed_at: null,
      created_at: now,
    })
    .execute();
  const [courseA, courseB] = w.school.courseIds as [string, string];
  return {
    ...w,
    examId,
    courseA,
    courseB,
    adminJar: await login(ctx.app, admin.email, admin.password),
    otherAdminJar: await login(ctx.app, otherAdmin.email, otherAdmin.password),
    pathsUrl: apiPath(P.paths, { schoolId: w.school.id }),
    mineUrl: apiPath(P.myPaths, { schoolId: w.school.id }),
  };
}

const twoStages = (courseA: string, courseB: string, examId: string) => ({
  position: 'Analyst',
  title: 'Analyst path',
  stages: [
    { title: 'Basics', items: [{ kind: 'course', id: courseA, required: true }] },
    {
      title: 'Practice',
      items: [
        { kind: 'exam', id: examId, required: true },
        { kind: 'course', id: courseB, required: false },
      ],
    },
  ],
});

describe('admins define paths', () => {
  it('creates, lists with the editor options, replaces with the version read, and deletes', async () => {
    const w = await pathWorld();
    const created = await call(
      ctx.app,
      w.adminJar,
      'POST',
      w.pathsUrl,
      twoStages(w.courseA, w.courseB, w.examId),
    );
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ position: 'Analyst', version: 1 });
    expect(created.body.data.stages[1].items[0]).toMatchObject({ kind: 'exam', name: 'Unit test' });
    const list = await call(ctx.app, w.adminJar, 'GET', w.pathsUrl);
    expect(list.status).toBe(200);
    expect(list.body.data.records).toHaveLength(1);
    expect(list.body.data.positions).toEqual(['Analyst']);
    expect(list.body.data.courses.map((c: { id: string }) => c.id)).toContain(w.courseA);
    expect(list.body.data.exams.map((e: { id: string }) => e.id)).toEqual([w.examId]);
    const pathUrl = apiPath(P.path, { schoolId: w.school.id, pathId: created.body.data.id });
    const body = twoStages(w.courseB, w.courseA, w.examId);
    const replaced = await call(ctx.app, w.adminJar, 'PUT', pathUrl, { ...body, version: 1 });
    expect(replaced.status).toBe(200);
    expect(replaced.body.data.version).toBe(2);
    const stale = await call(ctx.app, w.adminJar, 'PUT', pathUrl, { ...body, version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ errorCode: 'EDIT_CONFLICT', details: { currentVersion: 2 } });
    const again = await call(ctx.app, w.adminJar, 'POST', w.pathsUrl, body);
    expect(again.body.errorCode).toBe('LEARNING_PATH_POSITION_TAKEN');
    expect((await call(ctx.app, w.adminJar, 'DELETE', pathUrl)).status).toBe(200);
    // Each write and its audit entry landed together (the console's audit log, area learning-paths).
    const audited = await db()
      .selectFrom('audit_log')
      .select(['action', 'entity_id'])
      .where('school_id', '=', w.school.id)
      .where('area', '=', 'learning-paths')
      .execute();
    expect(audited.map((row) => row.action).sort()).toEqual(['create', 'delete', 'update']);
    expect((await call(ctx.app, w.adminJar, 'DELETE', pathUrl)).body.errorCode).toBe(
      'LEARNING_PATH_NOT_FOUND',
    );
  });

  // Issue 26 item 5 in sub-school consoles: a sub-school's admin defines the sub-school's paths with its own
  // courses; the parent's paths and another sub-school's stay out of reach, and the parent's admin manages both.
  it("lets a sub-school's admin manage the sub-school's paths, and no other school's", async () => {
    const w = await pathWorld();
    const sub = await createSchool(db(), { parentId: w.school.id });
    const subAdmin = await createUser(db());
    await addMember(db(), sub.id, subAdmin.id, 'admin');
    const subAdminJar = await login(ctx.app, subAdmin.email, subAdmin.password);
    const subUrl = apiPath(P.paths, { schoolId: sub.id });
    const path = {
      position: 'Sub analyst',
      title: 'Sub path',
      stages: [{ title: 'Basics', items: [{ kind: 'course', id: sub.courseIds[0]!, required: true }] }],
    };
    const created = await call(ctx.app, subAdminJar, 'POST', subUrl, path);
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ position: 'Sub analyst', version: 1 });
    const listed = await call(ctx.app, subAdminJar, 'GET', subUrl);
    expect(listed.body.data.records.map((row: { title: string }) => row.title)).toEqual(['Sub path']);
    // The parent's course is not the sub-school's: refused, nothing stored.
    const parentItem = await call(ctx.app, subAdminJar, 'POST', subUrl, {
      ...path,
      position: 'Other',
      stages: [{ title: 'x', items: [{ kind: 'course', id: w.courseA, required: true }] }],
    });
    expect(parentItem.body.errorCode).toBe('LEARNING_PATH_ITEM_UNKNOWN');
    // The parent school's paths are not the sub-school admin's.
    expect((await call(ctx.app, subAdminJar, 'GET', w.pathsUrl)).status).toBe(403);
    expect(
      (await call(ctx.app, subAdminJar, 'POST', w.pathsUrl, twoStages(w.courseA, w.courseB, w.examId)))
        .status,
    ).toBe(403);
    // The parent's admin manages the sub-school's paths too (effective membership).
    const byParent = await call(ctx.app, w.adminJar, 'GET', subUrl);
    expect(byParent.body.data.records).toHaveLength(1);
    expect((await call(ctx.app, w.otherAdminJar, 'GET', subUrl)).status).toBe(403);
  });

  it('refuses malformed bodies and items that are no published course or exam of this school', async () => {
    const w = await pathWorld();
    for (const bad of [
      {},
      {
        position: '',
        title: 'x',
        stages: [{ title: 's', items: [{ kind: 'course', id: w.courseA, required: true }] }],
      },
      { position: 'A', title: 'x', stages: [] },
      { position: 'A', title: 'x', stages: [{ title: 's', items: [] }] },
      {
        position: 'A',
        title: 'x',
        stages: [{ title: 's', items: [{ kind: 'video', id: w.courseA, required: true }] }],
      },
      {
        position: 'A'.repeat(51),
        title: 'x',
        stages: [{ title: 's', items: [{ kind: 'course', id: w.courseA, required: true }] }],
      },
    ]) {
      const answer = await call(ctx.app, w.adminJar, 'POST', w.pathsUrl, bad);
      expect(answer.status, JSON.stringify(bad)).toBe(400);
    }
    const foreignCourse = (w.other.courseIds as string[])[0]!;
    const foreign = await call(
      ctx.app,
      w.adminJar,
      'POST',
      w.pathsUrl,
      twoStages(foreignCourse, w.courseB, w.examId),
    );
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({
      errorCode: 'LEARNING_PATH_ITEM_UNKNOWN',
      details: { id: foreignCourse },
    });
    const wrongKind = await call(
      ctx.app,
      w.adminJar,
      'POST',
      w.pathsUrl,
      twoStages(w.examId, w.courseB, w.examId),
    );
    expect(wrongKind.body.errorCode).toBe('LEARNING_PATH_ITEM_UNKNOWN');
    expect(
      await db().selectFrom('learning_paths').select('id').where('school_id', '=', w.school.id).execute(),
    ).toEqual([]);
  });

  it('is for the school’s admins: visitors 401, members and lecturers 403, another school’s admin 403 / 404', async () => {
    const w = await pathWorld();
    const body = twoStages(w.courseA, w.courseB, w.examId);
    expect((await call(ctx.app, null, 'GET', w.pathsUrl)).status).toBe(401);
    expect((await call(ctx.app, w.memberJar, 'GET', w.pathsUrl)).status).toBe(403);
    expect((await call(ctx.app, w.lecturerJar, 'POST', w.pathsUrl, body)).status).toBe(403);
    expect((await call(ctx.app, w.otherAdminJar, 'POST', w.pathsUrl, body)).status).toBe(403);
    const created = await call(ctx.app, w.adminJar, 'POST', w.pathsUrl, body);
    // Another school's admin, through their own school's path, does not reach this school's path.
    const viaOther = apiPath(P.path, { schoolId: w.other.id, pathId: created.body.data.id });
    const answer = await call(ctx.app, w.otherAdminJar, 'PUT', viaOther, body);
    expect(answer.status).toBe(404);
    expect(answer.body.errorCode).toBe('LEARNING_PATH_NOT_FOUND');
    expect((await call(ctx.app, w.otherAdminJar, 'DELETE', viaOther)).status).toBe(404);
  });
});

describe('learners read their own maps', () => {
  it('locks stage 2 until stage 1’s required course is completed (stored), then lists its items as next', async () => {
    const w = await pathWorld();
    await call(ctx.app, w.adminJar, 'POST', w.pathsUrl, twoStages(w.courseA, w.courseB, w.examId));
    const before = await call(ctx.app, w.memberJar, 'GET', w.mineUrl);
    expect(before.status).toBe(200);
    expect(before.body.data.positions).toEqual(['Analyst']);
    const map = before.body.data.paths[0];
    expect(map.stages.map((s: { state: string }) => s.state)).toEqual(['open', 'locked']);
    expect(map.percent).toBe(0);
    expect(before.body.data.next.map((n: { id: string }) => n.id)).toEqual([w.courseA]);
    const now = new Date().toISOString();
    await db()
      .insertInto('enrolments')
      .values({
        id: newId(),
        school_id: w.school.id,
        user_id: w.member.id,
        course_id: w.courseA,
        progress: 100,
        enrolled_at: now,
        last_studied_at: now,
        completed_at: now,
      })
      .execute();
    const after = await call(ctx.app, w.memberJar, 'GET', w.mineUrl);
    const unlocked = after.body.data.paths[0];
    expect(unlocked.stages.map((s: { state: string }) => s.state)).toEqual(['completed', 'open']);
    expect(unlocked.stages[0].items[0]).toMatchObject({ completed: true, progress: 100 });
    expect(after.body.data.next.map((n: { id: string }) => n.id)).toEqual([w.examId, w.courseB]);
  });

  it('shows nothing for another position; visitors 401, non-members 403, another school’s path never', async () => {
    const w = await pathWorld();
    await call(ctx.app, w.adminJar, 'POST', w.pathsUrl, twoStages(w.courseA, w.courseB, w.examId));
    const peer = await call(ctx.app, w.peerJar, 'GET', w.mineUrl);
    expect(peer.status).toBe(200);
    expect(peer.body.data).toEqual({ positions: [], paths: [], next: [] });
    expect((await call(ctx.app, null, 'GET', w.mineUrl)).status).toBe(401);
    expect((await call(ctx.app, w.outsiderJar, 'GET', w.mineUrl)).status).toBe(403);
    const otherMine = apiPath(P.myPaths, { schoolId: w.other.id });
    expect((await call(ctx.app, w.memberJar, 'GET', otherMine)).status).toBe(403);
    const malformed = await call(ctx.app, w.memberJar, 'GET', apiPath(P.myPaths, { schoolId: 'abc' }));
    expect(malformed.status).toBe(400);
  });
});

describe('demo data (seed version 18)', () => {
  it('gives the demo learner a map for "Data analyst": stage 1 open at 40 %, stage 2 locked', async () => {
    const jar = await login(ctx.app, DEMO_ACCOUNTS.learner, DEMO_PASSWORD);
    const answer = await call(ctx.app, jar, 'GET', apiPath(P.myPaths, { schoolId: DEMO_IDS.demoAcademy }));
    expect(answer.status).toBe(200);
    expect(answer.body.data.positions).toContain('Data analyst');
    const path = answer.body.data.paths.find((p: { id: string }) => p.id === DEMO_PATH_ID);
    expect(path.stages.map((s: { state: string }) => s.state)).toEqual(['open', 'locked']);
    expect(path.stages[0].items[0]).toMatchObject({ kind: 'course', completed: false, progress: 40 });
    expect(answer.body.data.next[0]).toMatchObject({
      id: path.stages[0].items[0].id,
      pathTitle: 'Data analyst path',
    });
  });
});
