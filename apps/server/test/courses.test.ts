import type { CourseDetail, LatestCourse } from '@portico/contracts';
import { describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../src/seed/index.ts';
import { getJson, useTestApp } from './support/app.ts';
import { createSchool } from './support/factories.ts';

const ctx = useTestApp();
const latest = (id: string, extra = '') =>
  `/api/portal/api/v1/portal/open/latest-courses?schoolId=${id}${extra}`;
const course = (id: string, courseId: string) => `/api/course/v1/open/courses/${courseId}?schoolId=${id}`;

describe('latest courses', () => {
  it('returns 12 newest published courses by default, in the latestCurriculum envelope', async () => {
    const { status, body } = await getJson(ctx.app, latest(DEMO_IDS.demoAcademy));
    expect(status).toBe(200);
    const courses = body.data.latestCurriculum as LatestCourse[];
    expect(courses).toHaveLength(12);
    expect(courses[0]).toMatchObject({
      name: 'Python 编程入门',
      price: 0,
      actualPrice: 0,
      purchaseCount: 9998950,
    });
    expect(courses.some((c) => c.actualPrice < c.price)).toBe(true);
    expect(courses.some((c) => c.existMember)).toBe(true);
    expect(Object.keys(courses[0]!).sort()).toEqual([
      'actualPrice',
      'applicationType',
      'courseResourceId',
      'cover',
      'deptName',
      'existMember',
      'id',
      'name',
      'price',
      'purchaseCount',
      'viewCount',
    ]);
  });

  it('honours limit, never returns drafts, and validates the limit', async () => {
    const all = (await getJson(ctx.app, latest(DEMO_IDS.demoAcademy, '&limit=50'))).body.data
      .latestCurriculum as LatestCourse[];
    // 43 seeded rows and issue 25's authored demo course (seed 14).
    expect(all.length).toBe(44);
    expect(all.some((c) => c.name.startsWith('Draft'))).toBe(false);
    expect(
      (await getJson(ctx.app, latest(DEMO_IDS.demoAcademy, '&limit=3'))).body.data.latestCurriculum,
    ).toHaveLength(3);
    expect((await getJson(ctx.app, latest(DEMO_IDS.demoAcademy, '&limit=0'))).status).toBe(400);
    expect((await getJson(ctx.app, latest(DEMO_IDS.demoAcademy, '&limit=51'))).body.message).toMatch(
      /^limit /,
    );
  });

  it("includes sub-schools' courses only when asked", async () => {
    const own = (await getJson(ctx.app, latest(DEMO_IDS.demoAcademy, '&limit=50'))).body.data
      .latestCurriculum as LatestCourse[];
    const withSubs = (await getJson(ctx.app, latest(DEMO_IDS.demoAcademy, '&limit=50&includeSubSchools=1')))
      .body.data.latestCurriculum as LatestCourse[];
    expect(withSubs.length).toBe(50);
    const subCourses = (await getJson(ctx.app, latest(DEMO_IDS.subSchoolA))).body.data
      .latestCurriculum as LatestCourse[];
    expect(subCourses.length).toBe(4);
    expect(own.some((c) => subCourses.some((s) => s.id === c.id))).toBe(false);
    expect(withSubs.some((c) => subCourses.some((s) => s.id === c.id))).toBe(true);
  });

  it("keeps schools apart, and a parent's courses never appear in its sub-school", async () => {
    const a = await createSchool(ctx.testDb.handle.db);
    const b = await createSchool(ctx.testDb.handle.db, { parentId: a.id });
    const bCourses = (await getJson(ctx.app, latest(b.id, '&includeSubSchools=1'))).body.data
      .latestCurriculum as LatestCourse[];
    expect(bCourses.map((c) => c.id).sort()).toEqual([...b.courseIds].sort());
  });

  it('answers 401 to visitors of a closed school', async () => {
    const { status, body } = await getJson(ctx.app, latest(DEMO_IDS.closedSchool));
    expect(status).toBe(401);
    expect(body.message).toBe('Please log in');
  });
});

describe('course detail', () => {
  it('returns a course of the school with its category and lecturer', async () => {
    const first = (
      (await getJson(ctx.app, latest(DEMO_IDS.demoAcademy, '&limit=1'))).body.data
        .latestCurriculum as LatestCourse[]
    )[0]!;
    const { status, body } = await getJson(ctx.app, course(DEMO_IDS.demoAcademy, first.id));
    expect(status).toBe(200);
    const detail = body.data as CourseDetail;
    expect(detail).toMatchObject({
      id: first.id,
      schoolId: DEMO_IDS.demoAcademy,
      categoryTitle: 'Python',
      lecturerName: '王老师',
    });
    expect(detail.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it("answers 404 for another school's course, a draft or an unknown id", async () => {
    const a = await createSchool(ctx.testDb.handle.db);
    const b = await createSchool(ctx.testDb.handle.db);
    expect((await getJson(ctx.app, course(a.id, a.courseIds[0]!))).status).toBe(200);
    const crossed = await getJson(ctx.app, course(b.id, a.courseIds[0]!));
    expect(crossed.status).toBe(404);
    expect(crossed.body).toEqual({ code: 404, errorCode: 'COURSE_NOT_FOUND', message: 'Course not found' });
    const draft = await ctx.testDb.handle.db
      .selectFrom('courses')
      .select('id')
      .where('status', '=', 0)
      .executeTakeFirstOrThrow();
    expect((await getJson(ctx.app, course(DEMO_IDS.demoAcademy, draft.id))).status).toBe(404);
    expect((await getJson(ctx.app, course(DEMO_IDS.demoAcademy, '1234567890123456789'))).status).toBe(404);
  });

  it('validates the course id and answers 401 to visitors of a closed school', async () => {
    expect((await getJson(ctx.app, course(DEMO_IDS.demoAcademy, 'abc'))).body).toEqual({
      code: 400,
      errorCode: 'VALIDATION_FAILED',
      message: 'courseId must be a 19-digit id',
    });
    const closed = await createSchool(ctx.testDb.handle.db, { open_school: '0' });
    expect((await getJson(ctx.app, course(closed.id, closed.courseIds[0]!))).status).toBe(401);
  });
});
