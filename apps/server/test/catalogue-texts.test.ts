/**
 * Issue 23 item 8: catalogue texts in every language. Readers (categories, latest courses, course detail, search,
 * learning center list) present the viewer's language → the school's default → the row's own text; the seeded
 * demo catalogue reads in English and Arabic without Chinese; admins edit per-language texts in the console
 * (validation, audit entry, stale version, other school's admin and learners refused).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../src/seed/index.ts';
import { useTestApp } from './support/app.ts';
import { createSchool, type CreatedSchool } from './support/factories.ts';
import { addMember, createUser, login, send, type CookieJar } from './support/session.ts';

const ctx = useTestApp();
const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;

let school: CreatedSchool;
let other: CreatedSchool;
let admin: CookieJar;
let otherAdmin: CookieJar;
let learner: CookieJar;

beforeAll(async () => {
  const db = ctx.testDb.handle.db;
  school = await createSchool(db, { name: 'Catalogue school' });
  other = await createSchool(db, { name: 'Other catalogue school' });
  const a = await createUser(db);
  await addMember(db, school.id, a.id, 'admin');
  admin = await login(ctx.app, a.email, a.password);
  const o = await createUser(db);
  await addMember(db, other.id, o.id, 'admin');
  otherAdmin = await login(ctx.app, o.email, o.password);
  const l = await createUser(db);
  await addMember(db, school.id, l.id);
  learner = await login(ctx.app, l.email, l.password);
});

type Category = { id: string; title: string; children: Category[] };
type Course = { id: string; name: string; description?: string | null; lecturerName?: string | null };

async function topCategories(schoolId: string, lang: string): Promise<Category[]> {
  const res = await send(ctx.app, null, {
    url: `/api/category/v1/facets/first?schoolId=${schoolId}&sxz-lang=${lang}`,
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: Category[] }>().data;
}

async function latest(schoolId: string, lang: string): Promise<Course[]> {
  const res = await send(ctx.app, null, {
    url: `/api/portal/api/v1/portal/open/latest-courses?schoolId=${schoolId}&limit=50&sxz-lang=${lang}`,
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: { latestCurriculum: Course[] } }>().data.latestCurriculum;
}

async function courseDetail(schoolId: string, courseId: string, lang: string) {
  const res = await send(ctx.app, null, {
    url: `/api/course/v1/open/courses/${courseId}?schoolId=${schoolId}&sxz-lang=${lang}`,
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: Course & { categoryTitle: string | null } }>().data;
}

async function searchNames(schoolId: string, keyword: string, lang: string): Promise<string[]> {
  const res = await send(ctx.app, null, {
    url: `/api/search/v1/search/courses?schoolId=${schoolId}&keyword=${encodeURIComponent(keyword)}&sxz-lang=${lang}`,
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: { records: Course[] } }>().data.records.map((record) => record.name);
}

const titles = (tree: Category[]): string[] => tree.flatMap((c) => [c.title, ...titles(c.children)]);

describe('the demo catalogue in English and Arabic', () => {
  it('category menu: English and Arabic titles, no Chinese; Chinese and untranslated languages keep the rows', async () => {
    const en = titles(await topCategories(DEMO_IDS.demoAcademy, 'en_US'));
    expect(en).toEqual(
      expect.arrayContaining(['Information technology', 'Programming', 'Language & culture']),
    );
    expect(en.filter((title) => CJK.test(title))).toEqual([]);
    const ar = titles(await topCategories(DEMO_IDS.demoAcademy, 'ar_SA'));
    expect(ar).toEqual(expect.arrayContaining(['تقنية المعلومات', 'البرمجة', 'الأعمال والإدارة']));
    expect(ar.filter((title) => CJK.test(title))).toEqual([]);
    expect(titles(await topCategories(DEMO_IDS.demoAcademy, 'zh_CN'))).toContain('信息技术');
    // German has no text: the school's default (zh_CN, no translation row) → the row's own text.
    expect(titles(await topCategories(DEMO_IDS.demoAcademy, 'de_DE'))).toContain('信息技术');
  });

  it('courses of every demo school: names, descriptions and lecturers without Chinese on en_US and ar_SA', async () => {
    for (const schoolId of [DEMO_IDS.demoAcademy, DEMO_IDS.subSchoolA, DEMO_IDS.o3School]) {
      for (const lang of ['en_US', 'ar_SA']) {
        const courses = await latest(schoolId, lang);
        expect(courses.length).toBeGreaterThan(0);
        expect(courses.map((c) => c.name).filter((name) => CJK.test(name))).toEqual([]);
      }
    }
    const python = (await latest(DEMO_IDS.demoAcademy, 'zh_CN')).find((c) => c.name === 'Python 编程入门');
    expect(python).toBeDefined();
    const en = await courseDetail(DEMO_IDS.demoAcademy, python!.id, 'en_US');
    expect(en).toMatchObject({ name: 'Introduction to Python Programming', categoryTitle: 'Python' });
    expect(`${en.description} ${en.lecturerName}`).not.toMatch(CJK);
    const ar = await courseDetail(DEMO_IDS.demoAcademy, python!.id, 'ar_SA');
    expect(ar).toMatchObject({ name: 'مدخل إلى البرمجة بلغة بايثون', categoryTitle: 'بايثون' });
  });

  it('search finds a course by its translated title and answers in the page language', async () => {
    expect(await searchNames(DEMO_IDS.demoAcademy, 'Introduction to Python', 'en_US')).toEqual([
      'Introduction to Python Programming',
    ]);
    expect(await searchNames(DEMO_IDS.demoAcademy, 'البرمجة بلغة بايثون', 'ar_SA')).toEqual([
      'مدخل إلى البرمجة بلغة بايثون',
    ]);
    expect(await searchNames(DEMO_IDS.demoAcademy, 'Python 编程', 'zh_CN')).toEqual(['Python 编程入门']);
  });

  it('search finds courses by their category’s translated title (what a category link searches)', async () => {
    const res = await send(ctx.app, null, {
      url: `/api/search/v1/search/courses?schoolId=${DEMO_IDS.demoAcademy}&keyword=budgeting&sxz-lang=en_US`,
    });
    const records = res.json<{ data: { records: Array<{ categoryTitle: string }> } }>().data.records;
    expect(records.length).toBeGreaterThan(0);
    expect(new Set(records.map((record) => record.categoryTitle))).toEqual(new Set(['Budgeting']));
  });
});

describe('fallback order', () => {
  it('viewer language → school default → the row', async () => {
    const db = ctx.testDb.handle.db;
    const own = await createSchool(db, { name: 'Fallback school', default_lang: 'en_US' });
    const [courseId] = own.courseIds;
    await db
      .insertInto('content_translations')
      .values([
        {
          school_id: own.id,
          entity: 'course',
          entity_id: courseId!,
          field: 'name',
          lang: 'en_US',
          value: 'Default text',
        },
        {
          school_id: own.id,
          entity: 'course',
          entity_id: courseId!,
          field: 'name',
          lang: 'ar_SA',
          value: 'نص عربي',
        },
      ])
      .execute();
    expect((await courseDetail(own.id, courseId!, 'ar_SA')).name).toBe('نص عربي');
    expect((await courseDetail(own.id, courseId!, 'de_DE')).name).toBe('Default text');
    // A course with no texts at all shows its row.
    expect((await courseDetail(own.id, own.courseIds[1]!, 'ar_SA')).name).toMatch(/^Factory course B/);
  });
});

describe('console catalogue section', () => {
  const api = (id: string, tail: string) => `/api/console/${id}/${tail}`;

  async function version(): Promise<number> {
    const res = await send(ctx.app, admin, { url: api(school.id, 'catalogue') });
    expect(res.statusCode).toBe(200);
    return res.json<{ data: { version: number } }>().data.version;
  }

  it('lists the school’s own categories and courses only', async () => {
    const res = await send(ctx.app, admin, { url: api(school.id, 'catalogue') });
    const data = res.json<{
      data: { data: { courses: Course[]; categories: Category[]; defaultLang: string } };
    }>().data.data;
    expect(data.courses.map((c) => c.id).sort()).toEqual([...school.courseIds].sort());
    expect(data.categories.map((c) => c.id).sort()).toEqual([...school.categoryIds].sort());
    expect(data.defaultLang).toBe('zh_CN');
  });

  it('saves a course per language: readers, search and the audit log see it', async () => {
    const [courseId] = school.courseIds;
    const data = {
      name: { zh_CN: '量子入门', en_US: 'Quantum basics', ar_SA: 'أساسيات الكم' },
      description: { zh_CN: '简介', en_US: 'An introduction' },
      lecturerName: { en_US: 'Dr. Ada' },
    };
    const v = await version();
    const res = await send(ctx.app, admin, {
      method: 'PUT',
      url: api(school.id, `catalogue/courses/${courseId}`),
      payload: { expectedVersion: v, data },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: { version: v + 1, data } });
    expect(await courseDetail(school.id, courseId!, 'en_US')).toMatchObject({
      name: 'Quantum basics',
      description: 'An introduction',
      lecturerName: 'Dr. Ada',
    });
    expect((await courseDetail(school.id, courseId!, 'ar_SA')).name).toBe('أساسيات الكم');
    expect((await courseDetail(school.id, courseId!, 'zh_CN')).name).toBe('量子入门');
    expect(await searchNames(school.id, 'quantum bas', 'en_US')).toEqual(['Quantum basics']);
    const audit = await send(ctx.app, admin, { url: api(school.id, 'audit?area=catalogue') });
    expect(audit.json<{ data: { records: unknown[] } }>().data.records[0]).toMatchObject({
      area: 'catalogue',
      action: 'update',
      entity: 'course',
      entityId: courseId,
    });
    // The other school's courses are untouched.
    expect((await latest(other.id, 'en_US')).map((c) => c.name)).not.toContain('Quantum basics');
  });

  it('saves a category title per language', async () => {
    const [categoryId] = school.topCategoryIds;
    const res = await send(ctx.app, admin, {
      method: 'PUT',
      url: api(school.id, `catalogue/categories/${categoryId}`),
      payload: { expectedVersion: await version(), data: { title: { zh_CN: '科学', en_US: 'Science' } } },
    });
    expect(res.statusCode).toBe(200);
    expect(titles(await topCategories(school.id, 'en_US'))).toContain('Science');
    expect(titles(await topCategories(school.id, 'zh_CN'))).toContain('科学');
  });

  it('refuses a missing default text and over-long texts with stable codes, changing nothing', async () => {
    const [courseId] = school.courseIds;
    const url = api(school.id, `catalogue/courses/${courseId}`);
    const v = await version();
    const missing = await send(ctx.app, admin, {
      method: 'PUT',
      url,
      payload: {
        expectedVersion: v,
        data: { name: { en_US: 'Only English' }, description: {}, lecturerName: {} },
      },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      errorCode: 'VALIDATION_FAILED',
      details: { field: 'name', reason: 'required', lang: 'zh_CN' },
    });
    const long = await send(ctx.app, admin, {
      method: 'PUT',
      url,
      payload: {
        expectedVersion: v,
        data: { name: { zh_CN: '名', ar_SA: 'ا'.repeat(121) }, description: {}, lecturerName: {} },
      },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ details: { field: 'name', reason: 'tooLong', max: 120 } });
    expect(await version()).toBe(v);
    expect((await courseDetail(school.id, courseId!, 'ar_SA')).name).toBe('أساسيات الكم');
  });

  it('refuses learners, visitors, another school’s admin, another school’s course, and a stale version', async () => {
    const [courseId] = school.courseIds;
    const v = await version();
    const payload = { expectedVersion: v, data: { title: { zh_CN: '偷' } } };
    const url = api(school.id, `catalogue/categories/${school.topCategoryIds[0]}`);
    for (const jar of [learner, otherAdmin]) {
      expect((await send(ctx.app, jar, { method: 'PUT', url, payload })).statusCode).toBe(403);
      expect((await send(ctx.app, jar, { url: api(school.id, 'catalogue') })).statusCode).toBe(403);
    }
    expect((await send(ctx.app, null, { method: 'PUT', url, payload })).statusCode).toBe(401);
    // Another school's course through this school's console: not found, and it stays as it was.
    const foreign = await send(ctx.app, admin, {
      method: 'PUT',
      url: api(school.id, `catalogue/courses/${other.courseIds[0]}`),
      payload: { expectedVersion: v, data: { name: { zh_CN: '改' }, description: {}, lecturerName: {} } },
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ errorCode: 'COURSE_NOT_FOUND' });
    expect((await courseDetail(other.id, other.courseIds[0]!, 'zh_CN')).name).toMatch(/^Factory course A/);
    const stale = await send(ctx.app, admin, {
      method: 'PUT',
      url: api(school.id, `catalogue/courses/${courseId}`),
      payload: { expectedVersion: v + 3, data: { name: { zh_CN: '旧' }, description: {}, lecturerName: {} } },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ errorCode: 'EDIT_CONFLICT' });
  });
});
