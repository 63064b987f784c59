/**
 * Issue 23 item 8: a course's outline in the page language — chapter and resource titles and an article's body —
 * on the outline API, the resource API, the course page, the learning view and the learning center, whether the
 * language comes in the URL or in the `sxz-lang` header the web app's fetches send; the viewer's language → the
 * school's default → the row's own text; another school's rows never used. The AI assistant names courses, and
 * position tasks their title, position and course, in the asker's language. Both engines.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../src/db/ids.ts';
import { outlineRows } from '../src/seed/course-outline.ts';
import { DEMO_IDS } from '../src/seed/index.ts';
import { insertMissing } from '../src/seed/rows.ts';
import { useTestApp } from './support/app.ts';
import { createSchool, type CreatedSchool } from './support/factories.ts';
import { DEMO_ACCOUNTS, addMember, createUser, login, send, type CookieJar } from './support/session.ts';
import { stubWebBuild } from './support/stub-web-build.ts';

const ctx = useTestApp({ webDistDir: stubWebBuild() });
const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;
const A = DEMO_IDS.demoAcademy;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers by path
async function get(jar: CookieJar | null, url: string, lang?: string): Promise<any> {
  const res = await send(ctx.app, jar, { url, headers: lang ? { 'sxz-lang': lang } : {} });
  expect(res.statusCode, url).toBe(200);
  const body = res.json<{ data?: unknown }>();
  return 'data' in body && body.data !== undefined ? body.data : body;
}

type Outline = {
  chapters: Array<{
    id: string;
    title: string;
    lock: { prerequisiteTitle: string | null } | null;
    resources: Array<{ id: string; title: string }>;
  }>;
};
const outlineTexts = (outline: Outline) =>
  outline.chapters.flatMap((chapter) => [chapter.title, ...chapter.resources.map((r) => r.title)]);

let learner: CookieJar;
let pythonId: string;

beforeAll(async () => {
  learner = await login(ctx.app, DEMO_ACCOUNTS.learner);
  const latest = await get(
    null,
    `/api/portal/api/v1/portal/open/latest-courses?schoolId=${A}&limit=50`,
    'zh_CN',
  );
  pythonId = latest.latestCurriculum.find((c: { name: string }) => c.name === 'Python 编程入门').id;
});

describe('the demo outlines in English and Arabic', () => {
  it('outline API: chapter and resource titles in the header’s language, Chinese pages keep the rows', async () => {
    const url = `/api/course/v1/open/courses/${pythonId}/outline?schoolId=${A}`;
    const en: Outline = await get(null, url, 'en_US');
    expect(outlineTexts(en)).toEqual([
      'Chapter 1 · Getting started',
      'Welcome video',
      'Learning handout (PDF)',
      'How to learn in this course',
      'Interactive exercise: binary conversion',
      'Chapter 2 · Practice',
      'Practice and reflection',
      'Further reading: accessible learning',
    ]);
    // The second chapter waits for the first: its lock names that chapter in the page language too.
    expect(en.chapters[1]!.lock?.prerequisiteTitle).toBe('Chapter 1 · Getting started');
    const ar: Outline = await get(null, url, 'ar_SA');
    expect(ar.chapters.map((c) => c.title)).toEqual(['الفصل ١ · البداية', 'الفصل ٢ · التطبيق']);
    expect(outlineTexts(ar).filter((text) => CJK.test(text))).toEqual([]);
    expect((await get(null, url, 'zh_CN')).chapters[0].title).toBe('第一章 入门');
    // The URL's sxz-lang (spec §2) names the language as well as the header.
    expect((await get(null, `${url}&sxz-lang=en_US`)).chapters[0].title).toBe('Chapter 1 · Getting started');
  });

  it('resource API: an article’s title and body in the page language', async () => {
    const outline: Outline = await get(
      learner,
      `/api/course/v1/open/courses/${pythonId}/outline?schoolId=${A}`,
    );
    const articleId = outline.chapters[0]!.resources[2]!.id;
    const url = `/api/course/v1/courses/${pythonId}/resources/${articleId}?schoolId=${A}`;
    const en = await get(learner, url, 'en_US');
    expect(en.title).toBe('How to learn in this course');
    expect(en.body).toContain('<h2>How to study</h2>');
    const ar = await get(learner, url, 'ar_SA');
    expect(ar.title).toBe('كيف تتعلّم في هذه الدورة');
    expect(ar.body).toContain('<h2>طريقة الدراسة</h2>');
    expect(`${ar.title} ${ar.body}`).not.toMatch(CJK);
    expect((await get(learner, url, 'zh_CN')).body).toContain('学习建议');
  });

  it('course page, learning view and learning center: no Chinese on en_US and ar_SA', async () => {
    for (const lang of ['en_US', 'ar_SA']) {
      const course = await get(learner, `/course/${A}/course-view?courseId=${pythonId}&sxz-lang=${lang}`);
      expect(course.kind).toBe('course');
      const courseTexts = [course.course.name, course.course.description, course.course.lecturerName];
      expect([...courseTexts, ...outlineTexts(course.outline)].filter((t) => CJK.test(t ?? ''))).toEqual([]);

      const learn = await get(learner, `/course/${A}/course-learn?courseId=${pythonId}&sxz-lang=${lang}`);
      expect(learn).toMatchObject({ kind: 'course-learn', problem: null });
      const shown = [
        learn.course.name,
        learn.resource.title,
        learn.resource.body,
        ...outlineTexts(learn.outline),
      ];
      expect(shown.filter((t) => CJK.test(t ?? ''))).toEqual([]);

      const center = await get(
        learner,
        `/center/privateCenter.htm?schoolId=${A}&type=studyCenter_MyCourse&sxz-lang=${lang}`,
      );
      const names: string[] = center.enrolments.records.map(
        (r: { course: { name: string } }) => r.course.name,
      );
      expect(names).toContain(
        lang === 'en_US' ? 'Introduction to Python Programming' : 'مدخل إلى البرمجة بلغة بايثون',
      );
      expect(names.filter((name) => CJK.test(name))).toEqual([]);
    }
  });

  it('the learning center’s list and archive follow the header (fetches after the first paint)', async () => {
    const list = await get(learner, `/api/personal-center/v1/enrolments?schoolId=${A}&status=all`, 'ar_SA');
    const names: string[] = list.records.map((r: { course: { name: string } }) => r.course.name);
    expect(names).toContain('مدخل إلى البرمجة بلغة بايثون');
    expect(names.filter((name) => CJK.test(name))).toEqual([]);
    const archive = await get(learner, `/api/personal-center/v1/learning/archive?schoolId=${A}`, 'en_US');
    expect(archive.records.map((r: { courseName: string }) => r.courseName)).toEqual([
      'Business English Writing',
    ]);
  });
});

describe('fallback and isolation', () => {
  let school: CreatedSchool;
  let other: CreatedSchool;
  let member: CookieJar;
  let chapterIds: string[];
  let resourceIds: string[];

  beforeAll(async () => {
    const db = ctx.testDb.handle.db;
    school = await createSchool(db, { name: 'Outline school', default_lang: 'en_US' });
    other = await createSchool(db, { name: 'Other outline school' });
    const outline = outlineRows({
      schoolId: school.id,
      courseId: school.courseIds[1]!,
      chapters: [
        { title: '第一章', resources: [{ kind: 'article', title: '阅读', body: '<p>中文正文</p>' }] },
        { title: '第二章', resources: [{ kind: 'article', title: '未翻译', body: '<p>原文</p>' }] },
      ],
      nextId: () => newId(),
      createdAt: new Date().toISOString(),
    });
    await insertMissing(db, outline.rows);
    ({ chapterIds, resourceIds } = outline);
    const text = (
      entity: string,
      entityId: string,
      field: string,
      lang: string,
      value: string,
      schoolId = school.id,
    ) => ({
      school_id: schoolId,
      entity,
      entity_id: entityId,
      field,
      lang,
      value,
    });
    await db
      .insertInto('content_translations')
      .values([
        text('chapter', chapterIds[0]!, 'title', 'en_US', 'Chapter one'),
        text('chapter', chapterIds[0]!, 'title', 'ar_SA', 'الفصل الأول'),
        text('resource', resourceIds[0]!, 'title', 'en_US', 'Reading'),
        text('resource', resourceIds[0]!, 'body', 'en_US', '<p>English text</p>'),
        // Another school's rows naming this school's chapter and resource: never read for this school.
        text('chapter', chapterIds[1]!, 'title', 'ar_SA', 'تسريب', other.id),
        text('resource', resourceIds[1]!, 'title', 'en_US', 'Leaked', other.id),
      ])
      .execute();
    const user = await createUser(db);
    await addMember(db, school.id, user.id);
    member = await login(ctx.app, user.email, user.password);
  });

  it('viewer language → the school’s default → the row; another school’s texts never leak', async () => {
    const url = `/api/course/v1/open/courses/${school.courseIds[1]}/outline?schoolId=${school.id}`;
    expect(outlineTexts(await get(null, url, 'ar_SA'))).toEqual([
      'الفصل الأول',
      'Reading',
      '第二章',
      '未翻译',
    ]);
    // German has none: the school's default (en_US) text, else the row's own.
    expect(outlineTexts(await get(null, url, 'de_DE'))).toEqual([
      'Chapter one',
      'Reading',
      '第二章',
      '未翻译',
    ]);
    expect(outlineTexts(await get(null, url, 'en_US'))).toEqual([
      'Chapter one',
      'Reading',
      '第二章',
      '未翻译',
    ]);
  });

  it('the learning view reads the body in the page language, the school’s default standing in', async () => {
    const courseId = school.courseIds[1]!;
    const enrol = await send(ctx.app, member, {
      method: 'POST',
      url: `/api/course/v1/courses/${courseId}/enrol?schoolId=${school.id}`,
    });
    expect(enrol.statusCode).toBe(200);
    const url = `/api/course/v1/courses/${courseId}/resources/${resourceIds[0]}?schoolId=${school.id}`;
    expect(await get(member, url, 'ar_SA')).toMatchObject({ title: 'Reading', body: '<p>English text</p>' });
    expect(await get(member, url, 'zh_CN')).toMatchObject({ title: 'Reading', body: '<p>English text</p>' });
  });
});

describe('the AI assistant', () => {
  const chat = `/api/ai/v1/chat?schoolId=${A}`;
  const ask = async (lang: string) => {
    const res = await send(ctx.app, learner, {
      method: 'POST',
      url: chat,
      payload: { question: 'Which courses teach Python?' },
      headers: { 'sxz-lang': lang },
    });
    expect(res.statusCode).toBe(200);
    return res.json<{ data: { courses: Array<{ name: string; categoryTitle: string | null }> } }>().data;
  };

  it('names the courses and categories it found in the asker’s language', async () => {
    const en = await ask('en_US');
    expect(en.courses[0]).toMatchObject({
      name: 'Introduction to Python Programming',
      categoryTitle: 'Python',
    });
    expect(en.courses.map((c) => c.name).filter((name) => CJK.test(name))).toEqual([]);
    expect((await ask('ar_SA')).courses[0]!.name).toBe('مدخل إلى البرمجة بلغة بايثون');
    expect((await ask('zh_CN')).courses[0]!.name).toBe('Python 编程入门');
  });

  it('position tasks: title, position and course in the asker’s language', async () => {
    const url = `/api/personal-center/v1/ai-positions/compulsory-position-degree?schoolId=${A}`;
    const en = await get(learner, url, 'en_US');
    expect(en.tasks[0]).toMatchObject({
      title: 'Python basics (required)',
      position: 'Data analyst',
      courseName: 'Introduction to Python Programming',
    });
    const ar = await get(learner, url, 'ar_SA');
    expect(ar.tasks[0]).toMatchObject({ title: 'أساسيات بايثون (إلزامي)', position: 'محلّل بيانات' });
    const texts = (tasks: Array<{ title: string; position: string; courseName: string | null }>) =>
      tasks.flatMap((task) => [task.title, task.position, task.courseName ?? '']);
    expect(texts(ar.tasks).filter((text) => CJK.test(text))).toEqual([]);
    expect((await get(learner, url, 'zh_CN')).tasks[0]).toMatchObject({
      title: 'Python 基础必修',
      courseName: 'Python 编程入门',
    });
    // The learning center's task list (its page's first paint) reads the same.
    const page = await get(
      learner,
      `/center/privateCenter.htm?schoolId=${A}&type=studyCenter_LearningTask&sxz-lang=ar_SA`,
    );
    expect(page.learningTasks.tasks.length).toBe(3);
    expect(texts(page.learningTasks.tasks).filter((text) => CJK.test(text))).toEqual([]);
    expect(texts(page.tasks.tasks).filter((text) => CJK.test(text))).toEqual([]);
  });
});

describe('console catalogue section: outline titles per language', () => {
  let school: CreatedSchool;
  let other: CreatedSchool;
  let admin: CookieJar;
  let chapterId: string;
  let resourceId: string;
  let foreignChapterId: string;
  const courseUrl = () => `/api/console/${school.id}/catalogue/courses/${school.courseIds[0]}`;

  beforeAll(async () => {
    const db = ctx.testDb.handle.db;
    school = await createSchool(db, { name: 'Console outline school' });
    other = await createSchool(db, { name: 'Other console outline school' });
    const outline = (schoolId: string, courseId: string) =>
      outlineRows({
        schoolId,
        courseId,
        chapters: [{ title: '第一章', resources: [{ kind: 'article', title: '阅读', body: '<p>正文</p>' }] }],
        nextId: () => newId(),
        createdAt: new Date().toISOString(),
      });
    const mine = outline(school.id, school.courseIds[0]!);
    const theirs = outline(other.id, other.courseIds[0]!);
    await insertMissing(db, mine.rows);
    await insertMissing(db, theirs.rows);
    [chapterId, resourceId, foreignChapterId] = [
      mine.chapterIds[0]!,
      mine.resourceIds[0]!,
      theirs.chapterIds[0]!,
    ];
    const user = await createUser(db);
    await addMember(db, school.id, user.id, 'admin');
    admin = await login(ctx.app, user.email, user.password);
  });

  const put = async (outline: unknown[]) => {
    const current = (await get(admin, courseUrl())) as { version: number; data: Record<string, unknown> };
    return send(ctx.app, admin, {
      method: 'PUT',
      url: courseUrl(),
      payload: { expectedVersion: current.version, data: { ...current.data, outline } },
    });
  };
  const readerTitles = async (lang: string) =>
    outlineTexts(
      await get(
        null,
        `/api/course/v1/open/courses/${school.courseIds[0]}/outline?schoolId=${school.id}`,
        lang,
      ),
    );

  it('reads the outline in order and saves its titles per language for every reader', async () => {
    const before = await get(admin, courseUrl());
    expect(before.data.outline).toEqual([
      { id: chapterId, kind: 'chapter', title: { zh_CN: '第一章' } },
      { id: resourceId, kind: 'resource', title: { zh_CN: '阅读' } },
    ]);
    const res = await put([
      {
        id: chapterId,
        kind: 'chapter',
        title: { zh_CN: '第一章', en_US: 'Chapter one', ar_SA: 'الفصل الأول' },
      },
      { id: resourceId, kind: 'resource', title: { zh_CN: '阅读', en_US: 'Reading' } },
    ]);
    expect(res.statusCode).toBe(200);
    expect(await readerTitles('en_US')).toEqual(['Chapter one', 'Reading']);
    expect(await readerTitles('ar_SA')).toEqual(['الفصل الأول', '阅读']);
    expect(await readerTitles('zh_CN')).toEqual(['第一章', '阅读']);
  });

  it('refuses another course’s or school’s chapter, a wrong kind and an over-long title, changing nothing', async () => {
    for (const item of [
      { id: foreignChapterId, kind: 'chapter', title: { zh_CN: '偷改' } },
      { id: chapterId, kind: 'resource', title: { zh_CN: '偷改' } },
    ]) {
      const res = await put([item]);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ errorCode: 'RESOURCE_NOT_FOUND' });
    }
    const long = await put([
      { id: chapterId, kind: 'chapter', title: { zh_CN: '章', en_US: 'x'.repeat(121) } },
    ]);
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ details: { field: 'outline', reason: 'tooLong', max: 120 } });
    const missing = await put([{ id: chapterId, kind: 'chapter', title: { en_US: 'No default' } }]);
    expect(missing.json()).toMatchObject({
      details: { field: 'outline', reason: 'required', lang: 'zh_CN' },
    });
    expect(await readerTitles('en_US')).toEqual(['Chapter one', 'Reading']);
    const theirs = await get(
      null,
      `/api/course/v1/open/courses/${other.courseIds[0]}/outline?schoolId=${other.id}`,
    );
    expect(theirs.chapters[0].title).toBe('第一章');
  });
});
