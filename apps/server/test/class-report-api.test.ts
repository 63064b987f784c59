/**
 * Issue 26 item 4: a class's report — the stored progress the learner sees on the course page, last activity, the
 * best exam score and attempts — sorted and filtered by the server, exported as CSV and XLSX (parsed back here),
 * and the class's essay grading queue graded through the exams module's command; who may see it (the class's
 * lecturer and the school's admins), on both engines.
 */
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { CLASSES_API_PATHS, CLASS_REPORT_API_PATHS, LEARNING_API_PATHS, apiPath } from '@portico/contracts';
import { useTestApp } from './support/app.ts';
import { classWorld, createClass } from './support/classes.ts';
import { QUESTIONS, attemptUrl, examBody, examUrl, qUrl, startUrl } from './support/exams.ts';
import { send, type CookieJar } from './support/session.ts';
import { call } from './support/user-panel.ts';

const ctx = useTestApp();
const db = () => ctx.testDb.handle.db;
const R = CLASS_REPORT_API_PATHS;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const reportUrl = (schoolId: string, classId: string, query = '') =>
  `${apiPath(R.report, { schoolId, classId })}${query ? `?${query}` : ''}`;
const exportUrl = (schoolId: string, classId: string, query: string) =>
  `${apiPath(R.reportExport, { schoolId, classId })}?${query}`;
const gradingUrl = (schoolId: string, classId: string) => apiPath(R.grading, { schoolId, classId });
const gradeUrl = (schoolId: string, classId: string, attemptId: string, position: number) =>
  apiPath(R.grade, { schoolId, classId, attemptId, position: String(position) });

/** A class with the member and the peer, a course and an exam (single choice + essay) assigned. */
async function reportWorld() {
  const w = await classWorld(ctx.app, db());
  const question = async (body: object) =>
    (await call(ctx.app, w.lecturerJar, 'POST', qUrl(w.school.id), body)).body.data.id as string;
  const single = await question(QUESTIONS.single);
  const essay = await question(QUESTIONS.essay);
  const exam = await call(ctx.app, w.lecturerJar, 'POST', examUrl(w.school.id), {
    ...examBody([single, essay]),
    title: 'Rivers check',
  });
  const examId = exam.body.data.id as string;
  const classId = await createClass(ctx.app, w.lecturerJar, w.school.id, 'Geography 1');
  const P = CLASSES_API_PATHS;
  await call(ctx.app, w.lecturerJar, 'POST', apiPath(P.members, { schoolId: w.school.id, classId }), {
    userIds: [w.member.id, w.peer.id],
  });
  const assign = async (kind: string, itemId: string) =>
    call(ctx.app, w.lecturerJar, 'POST', apiPath(P.assignments, { schoolId: w.school.id, classId }), {
      kind,
      itemId,
      dueAt: inDays(7),
    });
  await assign('course', w.courseId);
  const assigned = await assign('exam', examId);
  const ids = Object.fromEntries(
    assigned.body.data.assignments.map((a: { kind: string; id: string }) => [a.kind, a.id]),
  ) as { course: string; exam: string };
  return { w, classId, examId, assignmentIds: ids };
}

/** The member finishes the article (stored progress) and submits the exam with the essay waiting. */
async function memberWorks(world: Awaited<ReturnType<typeof reportWorld>>) {
  const { w, examId } = world;
  const beat = await call(
    ctx.app,
    w.memberJar,
    'POST',
    `/api/course/v1/learning/beats?schoolId=${w.school.id}`,
    {
      courseId: w.courseId,
      resourceId: w.resourceIds[2]!,
      viewingKey: `k-${Date.now()}`,
      activeSeconds: 0,
      seq: 0,
      reachedEnd: true,
    },
  );
  expect(beat.body.data.resourceCompleted).toBe(true);
  const started = await call(ctx.app, w.memberJar, 'POST', startUrl(w.school.id, examId), {});
  const attemptId = started.body.data.attemptId ?? started.body.data.id;
  await call(ctx.app, w.memberJar, 'PUT', attemptUrl(w.school.id, attemptId, '/answers'), {
    seq: 1,
    answers: [
      { position: 1, answer: { kind: 'single', choice: 'B' } },
      { position: 2, answer: { kind: 'essay', text: 'The Danube flows to the Black Sea.' } },
    ],
  });
  const submitted = await call(
    ctx.app,
    w.memberJar,
    'POST',
    attemptUrl(w.school.id, attemptId, '/submit'),
    {},
  );
  expect(submitted.body.data.state).toBe('submitted');
  return { attemptId: attemptId as string, courseProgress: beat.body.data.courseProgress as number };
}

const rowOf = (report: { rows: Array<{ userId: string }> }, userId: string) =>
  report.rows.find((row) => row.userId === userId) as
    | {
        name: string;
        lastActivityAt: string | null;
        completed: number;
        cells: Array<Record<string, unknown>>;
      }
    | undefined;

async function download(jar: CookieJar, url: string) {
  const response = await send(ctx.app, jar, { method: 'GET', url });
  return response;
}

describe('class report', () => {
  it('shows per member and assignment the stored progress the learner sees, attempts and best score', async () => {
    const world = await reportWorld();
    const { w, classId } = world;
    const { courseProgress } = await memberWorks(world);
    const outline = await call(
      ctx.app,
      w.memberJar,
      'GET',
      `${apiPath(LEARNING_API_PATHS.outline, { courseId: w.courseId })}?schoolId=${w.school.id}`,
    );
    const learnerSees = outline.body.data.enrolment.progress as number;
    expect(learnerSees).toBe(courseProgress);
    expect(learnerSees).toBeGreaterThan(0);

    const report = await call(ctx.app, w.lecturerJar, 'GET', reportUrl(w.school.id, classId));
    expect(report.status).toBe(200);
    const data = report.body.data;
    expect(data).toMatchObject({ className: 'Geography 1', memberCount: 2, total: 2 });
    expect(data.assignments.map((a: { kind: string }) => a.kind)).toEqual(['course', 'exam']);
    const member = rowOf(data, w.member.id)!;
    expect(member.cells[0]).toMatchObject({ state: 'in-progress', progress: learnerSees, attempts: null });
    // The single choice is right (2 of 6 points) and the essay waits: the attempt is not closed for grading yet,
    // but submitted, so its percent counts as the exam info counts it.
    expect(member.cells[1]).toMatchObject({
      state: 'in-progress',
      progress: null,
      attempts: 1,
      bestPercent: 33.3,
    });
    expect(member.lastActivityAt).not.toBeNull();
    const peer = rowOf(data, w.peer.id)!;
    expect(peer.cells.map((cell) => cell.state)).toEqual(['not-started', 'not-started']);
    expect(peer).toMatchObject({ lastActivityAt: null, completed: 0 });

    // A stored change shows at once (no cache, no recomputation): progress 100 completes the course.
    await db().updateTable('enrolments').set({ progress: 100 }).where('user_id', '=', w.member.id).execute();
    const after = await call(ctx.app, w.lecturerJar, 'GET', reportUrl(w.school.id, classId));
    expect(rowOf(after.body.data, w.member.id)!).toMatchObject({ completed: 1 });
    expect(rowOf(after.body.data, w.member.id)!.cells[0]).toMatchObject({
      state: 'completed',
      progress: 100,
    });
  });

  it('filters by name, account and state and sorts by the requested column', async () => {
    const world = await reportWorld();
    const { w, classId, assignmentIds } = world;
    await memberWorks(world);
    const ids = async (query: string) =>
      (await call(ctx.app, w.lecturerJar, 'GET', reportUrl(w.school.id, classId, query))).body.data.rows.map(
        (row: { userId: string }) => row.userId,
      );
    expect(await ids('state=not-started')).toEqual([w.peer.id]);
    expect(await ids('state=in-progress')).toEqual([w.member.id]);
    expect(await ids(`state=not-started&assignmentId=${assignmentIds.exam}`)).toEqual([w.peer.id]);
    expect(await ids('state=completed')).toEqual([]);
    expect(await ids(`keyword=${encodeURIComponent(w.peer.email.toUpperCase())}`)).toEqual([w.peer.id]);
    expect(await ids('sort=progress&order=desc')).toEqual([w.member.id, w.peer.id]);
    expect(await ids('sort=progress&order=asc')).toEqual([w.peer.id, w.member.id]);
    expect(await ids(`sort=progress&order=desc&assignmentId=${assignmentIds.course}`)).toEqual([
      w.member.id,
      w.peer.id,
    ]);
    expect(await ids('sort=lastActivity&order=desc')).toEqual([w.member.id, w.peer.id]);
    // Past the due date, the unfinished tasks are overdue.
    await db()
      .updateTable('class_assignments')
      .set({ due_at: new Date(Date.now() - 1000).toISOString() })
      .where('class_id', '=', classId)
      .execute();
    expect((await ids('state=overdue')).sort()).toEqual([w.member.id, w.peer.id].sort());
  });

  it('refuses malformed sort and filter parameters with a 400 and an unknown assignment with a 404', async () => {
    const { w, classId } = await reportWorld();
    for (const query of [
      'sort=grade',
      'order=up',
      'state=done',
      'assignmentId=abc',
      `keyword=${'k'.repeat(51)}`,
      'sort=',
    ]) {
      const response = await call(ctx.app, w.lecturerJar, 'GET', reportUrl(w.school.id, classId, query));
      expect(response.status, query).toBe(400);
      expect(response.body.errorCode, query).toBe('VALIDATION_FAILED');
    }
    for (const query of ['format=pdf', 'format=csv&sort=grade', '']) {
      const response = await call(ctx.app, w.lecturerJar, 'GET', exportUrl(w.school.id, classId, query));
      expect(response.status, query).toBe(400);
    }
    const unknown = await call(
      ctx.app,
      w.lecturerJar,
      'GET',
      reportUrl(w.school.id, classId, `assignmentId=${w.school.courseIds[0]}`),
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.errorCode).toBe('ASSIGNMENT_NOT_FOUND');
  });

  it("is the class's lecturer's and the admins' only: another lecturer, a member, another school are refused", async () => {
    const world = await reportWorld();
    const { w, classId } = world;
    const { attemptId } = await memberWorks(world);
    const urls = [
      reportUrl(w.school.id, classId),
      exportUrl(w.school.id, classId, 'format=csv'),
      gradingUrl(w.school.id, classId),
    ];
    for (const url of urls) {
      expect((await download(w.adminJar, url)).statusCode, url).toBe(200);
      const other = await call(ctx.app, w.otherLecturerJar, 'GET', url);
      expect(other.body.errorCode, url).toBe('CLASS_NOT_FOUND');
      expect((await call(ctx.app, w.memberJar, 'GET', url)).status, url).toBe(403);
      expect((await call(ctx.app, null, 'GET', url)).status, url).toBe(401);
      expect((await call(ctx.app, w.foreignLecturerJar, 'GET', url)).status, url).toBe(403);
    }
    // The other school's lecturer naming their own school with this class: not found.
    const foreign = await call(ctx.app, w.foreignLecturerJar, 'GET', reportUrl(w.other.id, classId));
    expect(foreign.body.errorCode).toBe('CLASS_NOT_FOUND');
    const grade = { points: 1, feedback: '' };
    const otherGrade = await call(
      ctx.app,
      w.otherLecturerJar,
      'PUT',
      gradeUrl(w.school.id, classId, attemptId, 2),
      grade,
    );
    expect(otherGrade.body.errorCode).toBe('CLASS_NOT_FOUND');
    const foreignGrade = await call(
      ctx.app,
      w.foreignLecturerJar,
      'PUT',
      gradeUrl(w.other.id, classId, attemptId, 2),
      grade,
    );
    expect(foreignGrade.body.errorCode).toBe('CLASS_NOT_FOUND');
    const untouched = await db()
      .selectFrom('exam_answers')
      .select('awarded_x100')
      .where('attempt_id', '=', attemptId)
      .where('position', '=', 2)
      .executeTakeFirstOrThrow();
    expect(untouched.awarded_x100).toBeNull();
  });

  it('exports the same rows as CSV and XLSX files that parse back', async () => {
    const world = await reportWorld();
    const { w, classId } = world;
    const { courseProgress } = await memberWorks(world);
    // A name a spreadsheet would run as a formula is written as text.
    await db()
      .updateTable('users')
      .set({ real_name: '=HYPERLINK("x")' })
      .where('id', '=', w.peer.id)
      .execute();
    const csv = await download(
      w.lecturerJar,
      exportUrl(w.school.id, classId, 'format=csv&sort=progress&order=desc'),
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(String(csv.headers['content-disposition'])).toMatch(
      /^attachment; filename="class-report-.*\.csv"/,
    );
    const parsed = Papa.parse<string[]>(csv.body.replace(/^\uFEFF/, ''), { skipEmptyLines: true });
    const [header, first, second] = parsed.data;
    expect(parsed.data).toHaveLength(3);
    expect(header).toEqual([
      'Name',
      'Account',
      'Last activity',
      'Completed',
      expect.stringMatching(/^Course: .+ · state$/),
      expect.stringMatching(/^Course: .* · progress %$/),
      expect.stringMatching(/^Course: .* · last activity$/),
      'Exam: Rivers check · state',
      'Exam: Rivers check · best %',
      'Exam: Rivers check · attempts',
      'Exam: Rivers check · last activity',
    ]);
    expect(first!.slice(3, 9)).toEqual([
      '0',
      'in-progress',
      String(courseProgress),
      expect.any(String),
      'in-progress',
      '33.3',
    ]);
    expect(first![9]).toBe('1');
    expect(second![0]).toBe(`'=HYPERLINK("x")`);
    expect(second!.slice(4)).toEqual(['not-started', '0', '', 'not-started', '', '0', '']);

    const xlsx = await download(
      w.lecturerJar,
      exportUrl(w.school.id, classId, 'format=xlsx&sort=progress&order=desc'),
    );
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Report')!;
    expect(sheet.rowCount).toBe(3);
    const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    expect(values(1)).toEqual(header);
    expect(values(2).slice(3, 10)).toEqual([
      0,
      'in-progress',
      courseProgress,
      expect.any(String),
      'in-progress',
      33.3,
      1,
    ]);
    expect(values(3)[0]).toBe('=HYPERLINK("x")');
    // Filters apply to the file as to the page.
    const filtered = await download(
      w.lecturerJar,
      exportUrl(w.school.id, classId, 'format=csv&state=not-started'),
    );
    expect(Papa.parse(filtered.body.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data).toHaveLength(2);
  });
});

describe('class grading queue', () => {
  it("lists only the class's members' essays in the class's exams and grades them with the exams command", async () => {
    const world = await reportWorld();
    const { w, classId, examId } = world;
    const { attemptId } = await memberWorks(world);
    const queue = await call(ctx.app, w.lecturerJar, 'GET', gradingUrl(w.school.id, classId));
    expect(queue.status).toBe(200);
    expect(queue.body.data.records).toMatchObject([
      { attemptId, position: 2, examId, points: 4, answerText: 'The Danube flows to the Black Sea.' },
    ]);
    const tooMuch = await call(ctx.app, w.lecturerJar, 'PUT', gradeUrl(w.school.id, classId, attemptId, 2), {
      points: 5,
      feedback: '',
    });
    expect(tooMuch.body.errorCode).toBe('GRADE_INVALID');
    const malformed = await call(
      ctx.app,
      w.lecturerJar,
      'PUT',
      gradeUrl(w.school.id, classId, attemptId, 2),
      {
        points: 'four',
      },
    );
    expect(malformed.status).toBe(400);
    const graded = await call(ctx.app, w.lecturerJar, 'PUT', gradeUrl(w.school.id, classId, attemptId, 2), {
      points: 4,
      feedback: 'Well observed',
    });
    expect(graded.status).toBe(200);
    const answer = await db()
      .selectFrom('exam_answers')
      .select(['awarded_x100', 'graded_by', 'feedback'])
      .where('attempt_id', '=', attemptId)
      .where('position', '=', 2)
      .executeTakeFirstOrThrow();
    expect(answer).toMatchObject({ awarded_x100: 400, graded_by: w.lecturer.id, feedback: 'Well observed' });
    expect(
      (await call(ctx.app, w.lecturerJar, 'GET', gradingUrl(w.school.id, classId))).body.data.total,
    ).toBe(0);
    // 6 of 6 points: passed, so the exam task is completed in the report.
    const report = await call(ctx.app, w.lecturerJar, 'GET', reportUrl(w.school.id, classId));
    expect(rowOf(report.body.data, w.member.id)!.cells[1]).toMatchObject({
      state: 'completed',
      bestPercent: 100,
    });
  });

  it("keeps other classes' and removed members' essays out of the class's queue", async () => {
    const world = await reportWorld();
    const { w, classId } = world;
    const { attemptId } = await memberWorks(world);
    const otherClass = await createClass(ctx.app, w.lecturerJar, w.school.id, 'Empty');
    expect(
      (await call(ctx.app, w.lecturerJar, 'GET', gradingUrl(w.school.id, otherClass))).body.data.total,
    ).toBe(0);
    const refused = await call(
      ctx.app,
      w.lecturerJar,
      'PUT',
      gradeUrl(w.school.id, otherClass, attemptId, 2),
      {
        points: 1,
        feedback: '',
      },
    );
    expect(refused.body.errorCode).toBe('ATTEMPT_NOT_FOUND');
    await call(
      ctx.app,
      w.lecturerJar,
      'DELETE',
      apiPath(CLASSES_API_PATHS.member, { schoolId: w.school.id, classId, userId: w.member.id }),
    );
    expect(
      (await call(ctx.app, w.lecturerJar, 'GET', gradingUrl(w.school.id, classId))).body.data.total,
    ).toBe(0);
    const report = await call(ctx.app, w.lecturerJar, 'GET', reportUrl(w.school.id, classId));
    expect(report.body.data.rows.map((row: { userId: string }) => row.userId)).toEqual([w.peer.id]);
  });
});
