/**
 * Issue 26 items 1, 2 and 6: classes (the 100-character limit), members by pick and CSV (per-row errors, re-runs
 * change nothing, removal keeps records), assignments giving tasks, messages and enrolments, task states from
 * stored progress and exam results, and who sees what — per school and per lecturer, on both engines.
 */
import { describe, expect, it } from 'vitest';
import { CLASSES_API_PATHS, apiPath } from '@portico/contracts';
import { useTestApp } from './support/app.ts';
import { classUrl, classWorld, classesUrl, createClass } from './support/classes.ts';
import { call } from './support/user-panel.ts';
import { DEMO_ACCOUNTS, login } from './support/session.ts';
import { DEMO_IDS } from '../src/seed/index.ts';

const ctx = useTestApp();
const db = () => ctx.testDb.handle.db;

const P = CLASSES_API_PATHS;
const membersUrl = (schoolId: string, classId: string) => apiPath(P.members, { schoolId, classId });
const csvUrl = (schoolId: string, classId: string) => apiPath(P.memberCsv, { schoolId, classId });
const memberUrl = (schoolId: string, classId: string, userId: string) =>
  apiPath(P.member, { schoolId, classId, userId });
const assignUrl = (schoolId: string, classId: string) => apiPath(P.assignments, { schoolId, classId });
const myTasksUrl = (schoolId: string) => apiPath(P.myTasks, { schoolId });
const myClassesUrl = (schoolId: string) => apiPath(P.myClasses, { schoolId });
const myClassUrl = (schoolId: string, classId: string) => apiPath(P.myClass, { schoolId, classId });
const beatUrl = (schoolId: string) => `/api/course/v1/learning/beats?schoolId=${schoolId}`;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

describe('classes', () => {
  it('lets a lecturer create and rename a class; 100 characters pass, the 101st is refused by name', async () => {
    const w = await classWorld(ctx.app, db());
    const hundred = '班'.repeat(99) + '😀';
    const created = await call(ctx.app, w.lecturerJar, 'POST', classesUrl(w.school.id), {
      name: hundred,
      description: 'd'.repeat(100),
    });
    expect(created.status).toBe(200);
    expect(created.body.data.class).toMatchObject({
      name: hundred,
      memberCount: 0,
      lecturerId: w.lecturer.id,
    });
    const classId = created.body.data.class.id as string;
    const long = await call(ctx.app, w.lecturerJar, 'POST', classesUrl(w.school.id), {
      name: 'a'.repeat(101),
    });
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({
      errorCode: 'CLASS_FIELD_TOO_LONG',
      details: { field: 'name', max: 100 },
    });
    const longDescription = await call(ctx.app, w.lecturerJar, 'PUT', classUrl(w.school.id, classId), {
      name: 'Renamed',
      description: 'x'.repeat(101),
    });
    expect(longDescription.body).toMatchObject({
      errorCode: 'CLASS_FIELD_TOO_LONG',
      details: { field: 'description' },
    });
    const empty = await call(ctx.app, w.lecturerJar, 'POST', classesUrl(w.school.id), { name: '   ' });
    expect(empty.body.errorCode).toBe('CLASS_NAME_REQUIRED');
    const renamed = await call(ctx.app, w.lecturerJar, 'PUT', classUrl(w.school.id, classId), {
      name: 'Renamed',
    });
    expect(renamed.body.data.class).toMatchObject({ name: 'Renamed', description: '' });
    const list = await call(ctx.app, w.lecturerJar, 'GET', classesUrl(w.school.id));
    expect(list.body.data.records.map((row: { name: string }) => row.name)).toEqual(['Renamed']);
  });

  it('refuses malformed bodies and ids without a 500', async () => {
    const w = await classWorld(ctx.app, db());
    const classId = await createClass(ctx.app, w.lecturerJar, w.school.id);
    for (const [method, url, body] of [
      ['POST', classesUrl(w.school.id), { name: { text: 'x' } }],
      ['POST', classesUrl(w.school.id), {}],
      ['POST', membersUrl(w.school.id, classId), { userIds: [] }],
      ['POST', membersUrl(w.school.id, classId), { userIds: ['x'] }],
      ['POST', csvUrl(w.school.id, classId), { csv: 7 }],
      ['POST', assignUrl(w.school.id, classId), { kind: 'video', itemId: w.courseId, dueAt: inDays(3) }],
      ['GET', classUrl(w.school.id, 'not-an-id'), undefined],
    ] as const) {
      const response = await call(ctx.app, w.lecturerJar, method, url, body);
      expect(response.status, `${method} ${url}`).toBe(400);
    }
    const past = await call(ctx.app, w.lecturerJar, 'POST', assignUrl(w.school.id, classId), {
      kind: 'course',
      itemId: w.courseId,
      dueAt: inDays(-1),
    });
    expect(past.body.errorCode).toBe('ASSIGNMENT_DUE_INVALID');
    const garbage = await call(ctx.app, w.lecturerJar, 'POST', assignUrl(w.school.id, classId), {
      kind: 'course',
      itemId: w.courseId,
      dueAt: 'tomorrow',
    });
    expect(garbage.body.errorCode).toBe('ASSIGNMENT_DUE_INVALID');
  });

  it('a lecturer sees only their own classes; the admin sees all; members and visitors are refused', async () => {
    const w = await classWorld(ctx.app, db());
    const mine = await createClass(ctx.app, w.lecturerJar, w.school.id, 'Mine');
    await createClass(ctx.app, w.otherLecturerJar, w.school.id, 'Theirs');
    const names = async (jar: typeof w.lecturerJar) =>
      (await call(ctx.app, jar, 'GET', classesUrl(w.school.id))).body.data.records
        .map((row: { name: string }) => row.name)
        .sort();
    expect(await names(w.otherLecturerJar)).toEqual(['Theirs']);
    expect(await names(w.adminJar)).toEqual(['Mine', 'Theirs']);
    // Another lecturer's class is not found, for reading and for every write.
    for (const [method, url, body] of [
      ['GET', classUrl(w.school.id, mine), undefined],
      ['PUT', classUrl(w.school.id, mine), { name: 'Taken' }],
      ['POST', membersUrl(w.school.id, mine), { userIds: [w.member.id] }],
      ['POST', csvUrl(w.school.id, mine), { csv: `account\n${w.member.email}` }],
      ['DELETE', memberUrl(w.school.id, mine, w.member.id), undefined],
      ['POST', assignUrl(w.school.id, mine), { kind: 'course', itemId: w.courseId, dueAt: inDays(2) }],
      ['GET', myClassUrl(w.school.id, mine), undefined],
    ] as const) {
      const response = await call(ctx.app, w.otherLecturerJar, method, url, body);
      expect(response.body.errorCode, `${method} ${url}`).toBe('CLASS_NOT_FOUND');
    }
    // The admin manages it.
    expect((await call(ctx.app, w.adminJar, 'GET', classUrl(w.school.id, mine))).status).toBe(200);
    // Members are no lecturers; visitors are asked to log in.
    expect((await call(ctx.app, w.memberJar, 'GET', classesUrl(w.school.id))).status).toBe(403);
    expect((await call(ctx.app, w.memberJar, 'POST', classesUrl(w.school.id), { name: 'X' })).status).toBe(
      403,
    );
    expect((await call(ctx.app, null, 'GET', classesUrl(w.school.id))).status).toBe(401);
    expect((await call(ctx.app, null, 'GET', myTasksUrl(w.school.id))).status).toBe(401);
  });

  it('a lecturer of another school never reads or writes this school’s class', async () => {
    const w = await classWorld(ctx.app, db());
    const classId = await createClass(ctx.app, w.lecturerJar, w.school.id);
    // Through this school's path: not their school.
    expect((await call(ctx.app, w.foreignLecturerJar, 'GET', classUrl(w.school.id, classId))).status).toBe(
      403,
    );
    // Through their own school's path: no such class there.
    const viaOwn = await call(ctx.app, w.foreignLecturerJar, 'GET', classUrl(w.other.id, classId));
    expect(viaOwn.body.errorCode).toBe('CLASS_NOT_FOUND');
    const viaOwnMine = await call(ctx.app, w.foreignLecturerJar, 'GET', myClassUrl(w.other.id, classId));
    expect(viaOwnMine.body.errorCode).toBe('CLASS_NOT_FOUND');
    // Another school's course or exam cannot be assigned.
    const foreignCourse = await call(ctx.app, w.lecturerJar, 'POST', assignUrl(w.school.id, classId), {
      kind: 'course',
      itemId: w.otherCourseId,
      dueAt: inDays(2),
    });
    expect(foreignCourse.body.errorCode).toBe('COURSE_NOT_FOUND');
  });
});

describe('members', () => {
  it('adds from a CSV with per-row errors; running it again changes nothing; picks add too', async () => {
    const w = await classWorld(ctx.app, db());
    const classId = await createClass(ctx.app, w.lecturerJar, w.school.id);
    const csv = [
      'Name,Account',
      `Member,${w.member.email.toUpperCase()}`,
      'Nobody,nobody@nowhere.example',
      `Foreigner,${w.foreigner.email}`,
      'Blank,???',
      `Twice,${w.member.id}`,
    ].join('\r\n');
    const first = await call(ctx.app, w.lecturerJar, 'POST', csvUrl(w.school.id, classId), {
      csv: `\uFEFF${csv}`,
    });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ added: 1, unchanged: 1, failed: 3 });
    expect(
      first.body.data.rows.map((row: { row: number; errorCode: string | null }) => [row.row, row.errorCode]),
    ).toEqual([
      [2, null],
      [3, 'USER_NOT_FOUND'],
      [4, 'CLASS_MEMBER_NOT_IN_SCHOOL'],
      [5, 'CLASS_MEMBER_ROW_INVALID'],
      [6, null],
    ]);
    const again = await call(ctx.app, w.lecturerJar, 'POST', csvUrl(w.school.id, classId), { csv });
    expect(again.body.data).toMatchObject({ added: 0, unchanged: 2, failed: 3 });
    const picked = await call(ctx.app, w.lecturerJar, 'POST', membersUrl(w.school.id, classId), {
      userIds: [w.peer.id, w.member.id],
    });
    expect(picked.body.data).toMatchObject({ added: 1, unchanged: 1, failed: 0 });
    const detail = await call(ctx.app, w.lecturerJar, 'GET', classUrl(w.school.id, classId));
    expect(detail.body.data.members.map((m: { userId: string }) => m.userId).sort()).toEqual(
      [w.member.id, w.peer.id].sort(),
    );
    const header = await call(ctx.app, w.lecturerJar, 'POST', csvUrl(w.school.id, classId), {
      csv: 'name\nBob',
    });
    expect(header.body.errorCode).toBe('CSV_HEADER_INVALID');
    const candidates = await call(
      ctx.app,
      w.lecturerJar,
      'GET',
      `${apiPath(P.candidates, { schoolId: w.school.id })}?keyword=${encodeURIComponent(w.peer.email.slice(0, 12))}`,
    );
    expect(candidates.body.data.records.map((row: { userId: string }) => row.userId)).toContain(w.peer.id);
  });

  it('removing a member keeps their enrolment and progress; adding them back restores the class', async () => {
    const w = await classWorld(ctx.app, db());
    const classId = await createClass(ctx.app, w.lecturerJar, w.school.id);
    await call(ctx.app, w.lecturerJar, 'POST', membersUrl(w.school.id, classId), { userIds: [w.member.id] });
    await call(ctx.app, w.lecturerJar, 'POST', assignUrl(w.school.id, classId), {
      kind: 'course',
      itemId: w.courseId,
      dueAt: inDays(5),
    });
    const removed = await call(
      ctx.app,
      w.lecturerJar,
      'DELETE',
      memberUrl(w.school.id, classId, w.member.id),
    );
    expect(removed.status).toBe(200);
    const twice = await call(ctx.app, w.lecturerJar, 'DELETE', memberUrl(w.school.id, classId, w.member.id));
    expect(twice.body.errorCode).toBe('CLASS_MEMBER_NOT_FOUND');
    expect((await call(ctx.app, w.memberJar, 'GET', myClassesUrl(w.school.id))).body.data.total).toBe(0);
    expect((await call(ctx.app, w.memberJar, 'GET', myTasksUrl(w.school.id))).body.data.total).toBe(0);
    expect((await call(ctx.app, w.memberJar, 'GET', myClassUrl(w.school.id, classId))).body.errorCode).toBe(
      'CLASS_NOT_FOUND',
    );
    const enrolment = await db()
      .selectFrom('enrolments')
      .select('id')
      .where('user_id', '=', w.member.id)
      .where('course_id', '=', w.courseId)
      .executeTakeFirst();
    expect(enrolment).toBeDefined();
    const back = await call(ctx.app, w.lecturerJar, 'POST', membersUrl(w.school.id, classId), {
      userIds: [w.member.id],
    });
    expect(back.body.data.added).toBe(1);
    expect((await call(ctx.app, w.memberJar, 'GET', myTasksUrl(w.school.id))).body.data.total).toBe(1);
  });
});

describe('assignments and tasks', () => {
  it('gives each member a task, a message and an enrolment; states follow stored progress; late joiners get it', async () => {
    const w = await classWorld(ctx.app, db());
    const classId = await createClass(ctx.app, w.lecturerJar, w.school.id, 'Biology');
    await call(ctx.app, w.lecturerJar, 'POST', membersUrl(w.school.id, classId), { userIds: [w.member.id] });
    const assigned = await call(ctx.app, w.lecturerJar, 'POST', assignUrl(w.school.id, classId), {
      kind: 'course',
      itemId: w.courseId,
      dueAt: inDays(7),
    });
    expect(assigned.status).toBe(200);
    expect(assigned.body.data.assignments).toMatchObject([
      { kind: 'course', itemId: w.courseId, completedCount: 0 },
    ]);
    const duplicate = await call(ctx.app, w.lecturerJar, 'POST', assignUrl(w.school.id, classId), {
      kind: 'course',
      itemId: w.courseId,
      dueAt: inDays(3),
    });
    expect(duplicate.body.errorCode).toBe('ASSIGNMENT_EXISTS');

    const tasks = await call(ctx.app, w.memberJar, 'GET', myTasksUrl(w.school.id));
    expect(tasks.body.data.tasks).toMatchObject([
      { className: 'Biology', kind: 'course', state: 'not-started', progress: 0, itemId: w.courseId },
    ]);
    expect(tasks.body.data.tasks[0].link).toBe(`/course/${w.school.id}/course-view?courseId=${w.courseId}`);
    const messages = await db()
      .selectFrom('messages')
      .select(['kind', 'params'])
      .where('user_id', '=', w.member.id)
      .where('kind', '=', 'class-assignment')
      .execute();
    expect(messages).toHaveLength(1);
    expect(JSON.parse(messages[0]!.params)).toMatchObject({ class: 'Biology' });

    // Finish a resource through the learning API: the task is in progress, with the stored number.
    const article = w.resourceIds[2]!;
    const beat = await call(ctx.app, w.memberJar, 'POST', beatUrl(w.school.id), {
      courseId: w.courseId,
      resourceId: article,
      viewingKey: `k-${Date.now()}`,
      activeSeconds: 0,
      seq: 0,
      reachedEnd: true,
    });
    expect(beat.body.data.resourceCompleted).toBe(true);
    const after = await call(ctx.app, w.memberJar, 'GET', myTasksUrl(w.school.id));
    expect(after.body.data.tasks[0]).toMatchObject({
      state: 'in-progress',
      progress: beat.body.data.courseProgress,
    });

    // Completed once the stored enrolment says so; overdue when the due date passes unfinished.
    await db().updateTable('enrolments').set({ progress: 100 }).where('user_id', '=', w.member.id).execute();
    const done = await call(ctx.app, w.memberJar, 'GET', myTasksUrl(w.school.id));
    expect(done.body.data.tasks[0].state).toBe('completed');
    const lecturerView = await call(ctx.app, w.lecturerJar, 'GET', classUrl(w.school.id, classId));
    expect(lecturerView.body.data.assignments[0].completedCount).toBe(1);

    // A member who joins later gets the open assignment (task, enrolment, message).
    await call(ctx.app, w.lecturerJar, 'POST', membersUrl(w.school.id, classId), { userIds: [w.peer.id] });
    const peerTasks = await call(ctx.app, w.peerJar, 'GET', myTasksUrl(w.school.id));
    expect(peerTasks.body.data.tasks).toMatchObject([{ state: 'not-started', className: 'Biology' }]);
    await db()
      .updateTable('class_assignments')
      .set({ due_at: new Date(Date.now() - 1000).toISOString() })
      .where('class_id', '=', classId)
      .execute();
    expect((await call(ctx.app, w.peerJar, 'GET', myTasksUrl(w.school.id))).body.data.tasks[0].state).toBe(
      'overdue',
    );
    expect((await call(ctx.app, w.memberJar, 'GET', myTasksUrl(w.school.id))).body.data.tasks[0].state).toBe(
      'completed',
    );
    const peerClass = await call(ctx.app, w.peerJar, 'GET', myClassUrl(w.school.id, classId));
    expect(peerClass.body.data).toMatchObject({
      canManage: false,
      class: { name: 'Biology', memberCount: 2 },
    });
    expect(peerClass.body.data.assignments[0]).toMatchObject({ state: 'overdue', completedCount: null });
    const classes = await call(ctx.app, w.peerJar, 'GET', myClassesUrl(w.school.id));
    expect(classes.body.data.records.map((row: { name: string }) => row.name)).toEqual(['Biology']);
  });

  it('takes an assignment back; another school’s member sees nothing of this school', async () => {
    const w = await classWorld(ctx.app, db());
    const classId = await createClass(ctx.app, w.lecturerJar, w.school.id);
    await call(ctx.app, w.lecturerJar, 'POST', membersUrl(w.school.id, classId), { userIds: [w.member.id] });
    const assigned = await call(ctx.app, w.lecturerJar, 'POST', assignUrl(w.school.id, classId), {
      kind: 'course',
      itemId: w.courseId,
      dueAt: inDays(7),
    });
    const assignmentId = assigned.body.data.assignments[0].id as string;
    const url = apiPath(P.assignment, { schoolId: w.school.id, classId, assignmentId });
    expect((await call(ctx.app, w.otherLecturerJar, 'DELETE', url)).body.errorCode).toBe('CLASS_NOT_FOUND');
    expect((await call(ctx.app, w.lecturerJar, 'DELETE', url)).status).toBe(200);
    expect((await call(ctx.app, w.lecturerJar, 'DELETE', url)).body.errorCode).toBe('ASSIGNMENT_NOT_FOUND');
    expect((await call(ctx.app, w.memberJar, 'GET', myTasksUrl(w.school.id))).body.data.total).toBe(0);
    expect((await call(ctx.app, w.outsiderJar, 'GET', myTasksUrl(w.school.id))).status).toBe(403);
    expect((await call(ctx.app, w.memberJar, 'GET', myClassUrl(w.other.id, classId))).status).toBe(403);
  });
});

describe('demo seed (version 17)', () => {
  it("gives the demo learner the demo lecturer's class with a course task in progress and an exam task", async () => {
    const learner = await login(ctx.app, DEMO_ACCOUNTS.learner);
    const teacher = await login(ctx.app, DEMO_ACCOUNTS.teacher);
    const school = DEMO_IDS.demoAcademy;
    const tasks = await call(ctx.app, learner, 'GET', myTasksUrl(school));
    expect(
      tasks.body.data.tasks.map((task: { kind: string; state: string }) => [task.kind, task.state]),
    ).toEqual([
      ['course', 'in-progress'],
      ['exam', 'not-started'],
    ]);
    const classes = await call(ctx.app, teacher, 'GET', classesUrl(school));
    expect(classes.body.data.records).toMatchObject([{ memberCount: 1, assignmentCount: 2 }]);
  });
});
