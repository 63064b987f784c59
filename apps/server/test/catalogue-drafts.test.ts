/**
 * Issue 25 × issue 23 item 8: the console catalogue's per-language texts and the creation center's drafts agree.
 * An admin's catalogue edit of an authored course is live at once and goes into the course's draft too (only the
 * texts the admin changed: the author's pending edits stay), so the next publish keeps it; the author's editor
 * opened before it is told its copy is stale; a course that was never opened for authoring gets no draft; another
 * school's admin changes nothing. On both engines.
 */
import type { ConsoleCourseTexts } from '@portico/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/app.ts';
import {
  authoringWorld,
  courseUrl,
  createdCourse,
  fullDraft,
  setReview,
  texts,
  type AuthoringWorld,
} from './support/authoring.ts';
import { createSchool } from './support/factories.ts';
import { addMember, createUser, login, type CookieJar } from './support/session.ts';
import { call } from './support/user-panel.ts';

const ctx = useTestApp();
const db = () => ctx.testDb.handle.db;

const catalogueUrl = (schoolId: string, courseId?: string) =>
  `/api/console/${schoolId}/catalogue${courseId ? `/courses/${courseId}` : ''}`;

async function catalogueTexts(jar: CookieJar, schoolId: string, courseId: string) {
  const read = await call(ctx.app, jar, 'GET', catalogueUrl(schoolId, courseId));
  expect(read.status).toBe(200);
  return read.body.data as { version: number; data: ConsoleCourseTexts };
}

const saveCatalogue = (jar: CookieJar, schoolId: string, courseId: string, version: number, data: object) =>
  call(ctx.app, jar, 'PUT', catalogueUrl(schoolId, courseId), { expectedVersion: version, data });

const readDraft = async (w: AuthoringWorld, courseId: string, jar = w.lecturerJar) =>
  (await call(ctx.app, jar, 'GET', courseUrl(w.school.id, courseId, '/draft'))).body.data as {
    version: number;
    draft: ReturnType<typeof fullDraft> & { title: Record<string, string> };
  };

const detailName = async (schoolId: string, courseId: string, lang: string) =>
  (
    await call(
      ctx.app,
      null,
      'GET',
      `/api/course/v1/open/courses/${courseId}?schoolId=${schoolId}&sxz-lang=${lang}`,
    )
  ).body.data as { name: string; description: string | null };

/** A published course whose author then saved a pending description (not yet published). */
async function publishedWithPendingEdit(w: AuthoringWorld) {
  await setReview(ctx.app, w, false);
  const view = await createdCourse(ctx.app, w, w.lecturerJar, 'Optics');
  const published = await call(
    ctx.app,
    w.lecturerJar,
    'POST',
    courseUrl(w.school.id, view.courseId, '/publish'),
    {
      version: view.version,
    },
  );
  expect(published.status).toBe(200);
  const pending = await call(ctx.app, w.lecturerJar, 'PUT', courseUrl(w.school.id, view.courseId, '/draft'), {
    version: published.body.data.version,
    // The published draft as the server answered it (ids kept), with a new description.
    draft: { ...published.body.data.draft, description: texts('Pending description') },
  });
  expect(pending.status).toBe(200);
  return { courseId: view.courseId, version: pending.body.data.version as number };
}

describe('catalogue texts of an authored course', () => {
  it('go live and into the draft; the author’s pending edit stays; the next publish keeps them', async () => {
    const w = await authoringWorld(ctx.app, db());
    const { courseId, version: authorVersion } = await publishedWithPendingEdit(w);
    const before = await catalogueTexts(w.adminJar, w.school.id, courseId);
    // The form says the course has a draft (sent back with the save, where it is ignored).
    expect(before.data.authored).toBe(true);
    const chapter = before.data.outline!.find((item) => item.kind === 'chapter')!;
    const saved = await saveCatalogue(w.adminJar, w.school.id, courseId, before.version, {
      ...before.data,
      name: { ...before.data.name, ar_SA: 'البصريات', zh_CN: '光学' },
      outline: before.data.outline!.map((item) =>
        item.id === chapter.id ? { ...item, title: { ...item.title, ar_SA: 'الفصل الأول' } } : item,
      ),
    });
    expect(saved.status).toBe(200);
    expect((await detailName(w.school.id, courseId, 'zh_CN')).name).toBe('光学');
    expect((await detailName(w.school.id, courseId, 'ar_SA')).name).toBe('البصريات');

    const draft = await readDraft(w, courseId);
    expect(draft.version).toBe(authorVersion + 1);
    expect(draft.draft.title).toEqual({ en_US: 'Optics', zh_CN: '光学', ar_SA: 'البصريات' });
    expect(draft.draft.description.en_US).toBe('Pending description');
    expect(draft.draft.chapters[0]!.title).toMatchObject({ en_US: 'Chapter one', ar_SA: 'الفصل الأول' });

    // The author's editor still holds the version before the admin's edit: told, nothing written.
    const stale = await call(ctx.app, w.lecturerJar, 'PUT', courseUrl(w.school.id, courseId, '/draft'), {
      version: authorVersion,
      draft: fullDraft(w, 'Optics'),
    });
    expect(stale.status).toBe(409);
    expect(stale.body.errorCode).toBe('DRAFT_VERSION_STALE');

    const republished = await call(
      ctx.app,
      w.lecturerJar,
      'POST',
      courseUrl(w.school.id, courseId, '/publish'),
      {
        version: draft.version,
      },
    );
    expect(republished.status).toBe(200);
    expect(await detailName(w.school.id, courseId, 'zh_CN')).toMatchObject({ name: '光学' });
    expect(await detailName(w.school.id, courseId, 'en_US')).toMatchObject({
      name: 'Optics',
      description: 'Pending description',
    });
    const after = await catalogueTexts(w.adminJar, w.school.id, courseId);
    expect(after.data.outline!.find((item) => item.id === chapter.id)!.title.ar_SA).toBe('الفصل الأول');
  });

  it('leave the draft alone when the admin changed nothing, and refuse another school’s admin', async () => {
    const w = await authoringWorld(ctx.app, db());
    const { courseId, version } = await publishedWithPendingEdit(w);
    const before = await catalogueTexts(w.adminJar, w.school.id, courseId);
    const same = await saveCatalogue(w.adminJar, w.school.id, courseId, before.version, before.data);
    expect(same.status).toBe(200);
    expect((await readDraft(w, courseId)).version).toBe(version);

    const other = await createSchool(db(), { name: 'Elsewhere' });
    const stranger = await createUser(db());
    await addMember(db(), other.id, stranger.id, 'admin');
    const strangerJar = await login(ctx.app, stranger.email, stranger.password);
    const otherVersion = (await call(ctx.app, strangerJar, 'GET', catalogueUrl(other.id))).body.data.version;
    const refused = await saveCatalogue(strangerJar, other.id, courseId, otherVersion, {
      ...before.data,
      name: { ...before.data.name, zh_CN: '偷' },
    });
    expect(refused.status).toBe(404);
    const own = await saveCatalogue(strangerJar, w.school.id, courseId, before.version + 1, before.data);
    expect(own.status).toBe(403);
    expect((await readDraft(w, courseId)).draft.title.zh_CN).toBe('Optics 中文');
  });

  it('make no draft for a course never opened in the creation center', async () => {
    const w = await authoringWorld(ctx.app, db());
    const courseId = w.school.courseIds[0]!;
    const before = await catalogueTexts(w.adminJar, w.school.id, courseId);
    expect(before.data.authored).toBe(false);
    const saved = await saveCatalogue(w.adminJar, w.school.id, courseId, before.version, {
      ...before.data,
      name: { ...before.data.name, ar_SA: 'دورة' },
    });
    expect(saved.status).toBe(200);
    const drafts = await db()
      .selectFrom('course_drafts')
      .select('id')
      .where('course_id', '=', courseId)
      .execute();
    expect(drafts).toEqual([]);
    // Opened later, its first draft is the live course, the admin's text included.
    expect((await readDraft(w, courseId, w.adminJar)).draft.title.ar_SA).toBe('دورة');
  });
});
