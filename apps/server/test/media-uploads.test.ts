/**
 * Issue 25: resumable media uploads (tus) — create, append, resume (also through a second instance on the same
 * data folder), type by content, size limits, who may upload — the MediaRef with a video's duration and a PDF's
 * pages, serving with ranges to viewers of a course that uses the file, SCORM packages (manifest, path escape,
 * serving), and the runtime's commits feeding the course's progress. Both engines.
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { newId } from '../src/db/ids.ts';
import { buildApp } from '../src/app.ts';
import { tusDirectory } from '../src/modules/media-uploads/tus-server.ts';
import { useTestApp } from './support/app.ts';
import { learningWorld } from './support/learning.ts';
import {
  minimalMp4,
  minimalPdf,
  scormZip,
  tusCreate,
  tusHead,
  tusPatch,
  uploadWhole,
} from './support/media.ts';
import { DEMO_SCORM } from '../src/seed/demo-scorm.ts';
import { addMember, createUser, DEMO_ACCOUNTS, login } from './support/session.ts';
import { call } from './support/user-panel.ts';

const ctx = useTestApp();
const db = () => ctx.testDb.handle.db;

async function world() {
  const w = await learningWorld(ctx.app, db());
  const lecturer = await createUser(db(), { nickName: 'Author' });
  await addMember(db(), w.school.id, lecturer.id, 'lecturer');
  const lecturerJar = await login(ctx.app, lecturer.email, lecturer.password);
  return { ...w, lecturerJar };
}

const mediaOf = (uploadUrl: string) => `${uploadUrl}/media`;

describe('tus uploads', () => {
  it('uploads a video in two chunks, reads its duration and answers its MediaRef', async () => {
    const w = await world();
    const mp4 = minimalMp4(83);
    const created = await tusCreate(ctx.app, w.lecturerJar, w.school.id, {
      filename: 'Intro.mp4',
      kind: 'video',
      length: mp4.length,
    });
    expect(created.statusCode).toBe(201);
    const url = created.headers.location as string;
    expect(url).toMatch(new RegExp(`^/api/media/v1/${w.school.id}/uploads/${w.school.id}-[0-9a-f]{32}$`));
    const first = await tusPatch(ctx.app, w.lecturerJar, url, 0, mp4.subarray(0, 1000));
    expect(first.statusCode).toBe(204);
    expect((await tusHead(ctx.app, w.lecturerJar, url)).headers['upload-offset']).toBe('1000');
    // A wrong offset is refused (409) and changes nothing.
    expect((await tusPatch(ctx.app, w.lecturerJar, url, 10, mp4.subarray(10))).statusCode).toBe(409);
    const last = await tusPatch(ctx.app, w.lecturerJar, url, 1000, mp4.subarray(1000));
    expect(last.statusCode).toBe(204);
    expect(last.headers['x-media-id']).toMatch(/^\d{19}$/);
    const ref = await call(ctx.app, w.lecturerJar, 'GET', mediaOf(url));
    expect(ref.status).toBe(200);
    expect(ref.body.data).toMatchObject({
      kind: 'video',
      name: 'Intro.mp4',
      bytes: mp4.length,
      durationS: 83,
      pageCount: null,
    });
    // The author previews it, with ranges; nosniff and the type read from the content.
    const whole = await ctx.app.inject({
      url: ref.body.data.url,
      headers: { cookie: w.lecturerJar.header() },
    });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.headers['x-content-type-options']).toBe('nosniff');
    const part = await ctx.app.inject({
      url: ref.body.data.url,
      headers: { cookie: w.lecturerJar.header(), range: 'bytes=4-11' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 4-11/${mp4.length}`);
    expect(part.rawPayload.toString('latin1')).toBe('ftypisom');
    const past = await ctx.app.inject({
      url: ref.body.data.url,
      headers: { cookie: w.lecturerJar.header(), range: `bytes=${mp4.length + 5}-` },
    });
    expect(past.statusCode).toBe(416);
    // A learner may not load it until a published resource names it.
    const hidden = await ctx.app.inject({
      url: ref.body.data.url,
      headers: { cookie: w.memberJar.header() },
    });
    expect(hidden.statusCode).toBe(404);
    await db()
      .updateTable('course_resources')
      .set({ media_url: ref.body.data.url })
      .where('id', '=', w.resourceIds[0]!)
      .execute();
    const shown = await ctx.app.inject({ url: ref.body.data.url, headers: { cookie: w.memberJar.header() } });
    expect(shown.statusCode).toBe(200);
  });

  it('reads the pages of a PDF and refuses a file whose content is not its kind', async () => {
    const w = await world();
    const pdf = await uploadWhole(
      ctx.app,
      w.lecturerJar,
      w.school.id,
      'document',
      'Guide.pdf',
      minimalPdf(4),
    );
    expect(pdf.patched.statusCode).toBe(204);
    const ref = await call(ctx.app, w.lecturerJar, 'GET', mediaOf(pdf.url));
    expect(ref.body.data).toMatchObject({ kind: 'document', pageCount: 4, durationS: null });
    const fake = await uploadWhole(ctx.app, w.lecturerJar, w.school.id, 'video', 'clip.mp4', minimalPdf(1));
    expect(fake.patched.statusCode).toBe(415);
    // The refused upload leaves nothing behind in the tus folder.
    const fakeId = fake.url.split('/').pop()!;
    expect(fs.readdirSync(tusDirectory(ctx.dataDir)).filter((name) => name.startsWith(fakeId))).toEqual([]);
    expect(JSON.parse(fake.patched.body)).toMatchObject({ errorCode: 'MEDIA_TYPE_REFUSED' });
    expect((await call(ctx.app, w.lecturerJar, 'GET', mediaOf(fake.url))).body.errorCode).toBe(
      'MEDIA_UPLOAD_NOT_FOUND',
    );
    const vtt = await uploadWhole(
      ctx.app,
      w.lecturerJar,
      w.school.id,
      'caption',
      'en.vtt',
      Buffer.from('WEBVTT\n\n00:00.000 --> 00:01.000\nHi\n'),
    );
    expect(vtt.patched.statusCode).toBe(204);
    const notVtt = await uploadWhole(
      ctx.app,
      w.lecturerJar,
      w.school.id,
      'caption',
      'en.vtt',
      Buffer.from('1\n00:00:00,000 --> 00:00:01,000\nHi\n'),
    );
    expect(notVtt.patched.statusCode).toBe(415);
  });

  it('refuses a declared size above the kind limit, bad metadata, members, visitors and other schools', async () => {
    const w = await world();
    const tooLarge = await tusCreate(ctx.app, w.lecturerJar, w.school.id, {
      filename: 'a.vtt',
      kind: 'caption',
      length: 3 * 1024 * 1024,
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(JSON.parse(tooLarge.body)).toMatchObject({ errorCode: 'MEDIA_TOO_LARGE' });
    const noKind = await tusCreate(ctx.app, w.lecturerJar, w.school.id, { filename: 'a.mp4', length: 10 });
    expect(JSON.parse(noKind.body)).toMatchObject({ errorCode: 'MEDIA_METADATA_INVALID' });
    const badKind = await tusCreate(ctx.app, w.lecturerJar, w.school.id, {
      filename: 'a.exe',
      kind: 'program',
      length: 10,
    });
    expect(badKind.statusCode).toBe(400);
    expect(
      (await tusCreate(ctx.app, w.memberJar, w.school.id, { filename: 'a.mp4', kind: 'video', length: 10 }))
        .statusCode,
    ).toBe(403);
    expect(
      (await tusCreate(ctx.app, null, w.school.id, { filename: 'a.mp4', kind: 'video', length: 10 }))
        .statusCode,
    ).toBe(401);
    expect(
      (await tusCreate(ctx.app, w.lecturerJar, w.other.id, { filename: 'a.mp4', kind: 'video', length: 10 }))
        .statusCode,
    ).toBe(403);
    // Another lecturer of the same school cannot append to this author's upload; nobody can through another school.
    const created = await tusCreate(ctx.app, w.lecturerJar, w.school.id, {
      filename: 'a.mp4',
      kind: 'video',
      length: 100,
    });
    const url = created.headers.location as string;
    const colleague = await createUser(db(), { nickName: 'Colleague' });
    await addMember(db(), w.school.id, colleague.id, 'lecturer');
    const colleagueJar = await login(ctx.app, colleague.email, colleague.password);
    expect((await tusPatch(ctx.app, colleagueJar, url, 0, Buffer.alloc(10))).statusCode).toBe(404);
    const otherLecturer = await createUser(db(), { nickName: 'Elsewhere' });
    await addMember(db(), w.other.id, otherLecturer.id, 'lecturer');
    const otherJar = await login(ctx.app, otherLecturer.email, otherLecturer.password);
    const crossUrl = url.replace(`/v1/${w.school.id}/`, `/v1/${w.other.id}/`);
    expect((await tusHead(ctx.app, otherJar, crossUrl)).statusCode).toBe(404);
    expect(
      (
        await tusPatch(
          ctx.app,
          w.lecturerJar,
          `/api/media/v1/${w.school.id}/uploads/not-an-id`,
          0,
          Buffer.alloc(1),
        )
      ).statusCode,
    ).toBe(400);
  });

  it('resumes a half-finished upload through a second instance on the same data folder', async () => {
    const w = await world();
    const mp4 = minimalMp4(9);
    const created = await tusCreate(ctx.app, w.lecturerJar, w.school.id, {
      filename: 'b.mp4',
      kind: 'video',
      length: mp4.length,
    });
    const url = created.headers.location as string;
    await tusPatch(ctx.app, w.lecturerJar, url, 0, mp4.subarray(0, 700));
    const second = await buildApp({ config: ctx.config, db: ctx.testDb.handle, logger: false });
    await second.ready();
    try {
      expect((await tusHead(second, w.lecturerJar, url)).headers['upload-offset']).toBe('700');
      expect((await tusPatch(second, w.lecturerJar, url, 700, mp4.subarray(700))).statusCode).toBe(204);
      const ref = await call(second, w.lecturerJar, 'GET', mediaOf(url));
      expect(ref.body.data.durationS).toBe(9);
    } finally {
      await second.close();
    }
  });
});

describe('SCORM packages', () => {
  it('refuses an invalid manifest and a path escape, stores a valid package and serves it frame-able by us only', async () => {
    const w = await world();
    const noManifest = await uploadWhole(
      ctx.app,
      w.lecturerJar,
      w.school.id,
      'scorm',
      'x.zip',
      scormZip({ 'imsmanifest.xml': '<nope' }),
    );
    expect(JSON.parse(noManifest.patched.body)).toMatchObject({ errorCode: 'SCORM_MANIFEST_INVALID' });
    const escape = await uploadWhole(
      ctx.app,
      w.lecturerJar,
      w.school.id,
      'scorm',
      'x.zip',
      scormZip({ '../evil.html': 'x' }),
    );
    expect(JSON.parse(escape.patched.body)).toMatchObject({ errorCode: 'SCORM_PATH_ESCAPE' });
    const good = await uploadWhole(ctx.app, w.lecturerJar, w.school.id, 'scorm', 'lesson.zip', scormZip());
    expect(good.patched.statusCode).toBe(204);
    const ref = (await call(ctx.app, w.lecturerJar, 'GET', mediaOf(good.url))).body.data;
    expect(ref.url).toMatch(new RegExp(`^/api/media/v1/${w.school.id}/scorm/\\d{19}/index\\.html$`));
    const page = await ctx.app.inject({ url: ref.url, headers: { cookie: w.lecturerJar.header() } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(String(page.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
    expect(page.body).toContain('Hello');
    const traversal = await ctx.app.inject({
      url: ref.url.replace('index.html', '..%2F..%2Fimsmanifest.xml'),
      headers: { cookie: w.lecturerJar.header() },
    });
    expect(traversal.statusCode).toBe(404);
  });

  it('stores CMI commits per learner, hands them back on launch and completes the resource', async () => {
    const w = await world();
    const good = await uploadWhole(ctx.app, w.lecturerJar, w.school.id, 'scorm', 'lesson.zip', scormZip());
    const ref = (await call(ctx.app, w.lecturerJar, 'GET', mediaOf(good.url))).body.data;
    const resourceId = newId();
    const chapter = await db()
      .selectFrom('course_chapters')
      .select('id')
      .where('course_id', '=', w.courseId)
      .executeTakeFirstOrThrow();
    await db()
      .insertInto('course_resources')
      .values({
        id: resourceId,
        school_id: w.school.id,
        course_id: w.courseId,
        chapter_id: chapter.id,
        kind: 'scorm',
        title: 'Package',
        media_url: ref.url,
        created_at: new Date().toISOString(),
      })
      .execute();
    await call(
      ctx.app,
      w.memberJar,
      'POST',
      `/api/course/v1/courses/${w.courseId}/enrol?schoolId=${w.school.id}`,
    );
    const runtimeUrl = `/api/media/v1/${w.school.id}/scorm-runtime/${resourceId}`;
    const launch = await call(ctx.app, w.memberJar, 'GET', runtimeUrl);
    expect(launch.status).toBe(200);
    expect(launch.body.data).toMatchObject({
      version: '1.2',
      launchUrl: ref.url,
      cmi: null,
      completed: false,
    });
    const midway = await call(ctx.app, w.memberJar, 'PUT', runtimeUrl, {
      cmi: { core: { lesson_status: 'incomplete', lesson_location: 'page-2' }, suspend_data: 'abc' },
    });
    expect(midway.body.data.completed).toBe(false);
    const again = await call(ctx.app, w.memberJar, 'GET', runtimeUrl);
    expect(again.body.data.cmi).toMatchObject({ core: { lesson_location: 'page-2' }, suspend_data: 'abc' });
    const before = await db()
      .selectFrom('enrolments')
      .select('progress')
      .where('user_id', '=', w.member.id)
      .where('course_id', '=', w.courseId)
      .executeTakeFirstOrThrow();
    const done = await call(ctx.app, w.memberJar, 'PUT', runtimeUrl, {
      cmi: { cmi: { core: { lesson_status: 'completed', score: { raw: '80' } } } },
    });
    expect(done.status).toBe(200);
    expect(done.body.data.completed).toBe(true);
    expect(done.body.data.courseProgress).toBeGreaterThan(Number(before.progress));
    const progress = await db()
      .selectFrom('resource_progress')
      .select('completed_at')
      .where('user_id', '=', w.member.id)
      .where('resource_id', '=', resourceId)
      .executeTakeFirst();
    expect(progress?.completed_at).toBeTruthy();
    // The learner now loads the package's files; a visitor, another school and an unenrolled user cannot commit.
    expect(
      (await ctx.app.inject({ url: ref.url, headers: { cookie: w.memberJar.header() } })).statusCode,
    ).toBe(200);
    expect((await call(ctx.app, null, 'PUT', runtimeUrl, { cmi: {} })).status).toBe(401);
    expect((await call(ctx.app, w.outsiderJar, 'PUT', runtimeUrl, { cmi: {} })).body.errorCode).toMatch(
      /NOT_ENROLLED|FORBIDDEN|NOT_A_MEMBER/,
    );
    expect(
      (await call(ctx.app, w.memberJar, 'PUT', runtimeUrl.replace(w.school.id, w.other.id), { cmi: {} }))
        .status,
    ).toBeGreaterThanOrEqual(400);
    expect((await call(ctx.app, w.memberJar, 'PUT', runtimeUrl, { cmi: 'x' })).status).toBe(400);
  });
});

describe('demo SCORM package (seed 15)', () => {
  it('launches for the demo learner, serves the package written at start, and its completion counts', async () => {
    const jar = await login(ctx.app, DEMO_ACCOUNTS.learner);
    const runtimeUrl = `/api/media/v1/${DEMO_SCORM.schoolId}/scorm-runtime/${DEMO_SCORM.resourceId}`;
    const launch = await call(ctx.app, jar, 'GET', runtimeUrl);
    expect(launch.status).toBe(200);
    expect(launch.body.data).toMatchObject({ version: '1.2', completed: false });
    const page = await ctx.app.inject({ url: launch.body.data.launchUrl, headers: { cookie: jar.header() } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("api.LMSSetValue('cmi.core.lesson_status', 'completed')");
    const done = await call(ctx.app, jar, 'PUT', runtimeUrl, {
      cmi: { core: { lesson_status: 'completed' } },
    });
    expect(done.body.data).toMatchObject({ completed: true });
    expect(done.body.data.courseProgress).toBeGreaterThan(0);
  });
});

describe('malformed tus requests', () => {
  it('answers a JSON body, a missing Tus-Resumable or a PATCH of another type with 4xx, never 500', async () => {
    const w = await world();
    const cookie = w.lecturerJar.header();
    const json = await ctx.app.inject({
      method: 'POST',
      url: `/api/media/v1/${w.school.id}/uploads`,
      headers: { cookie, 'content-type': 'application/json' },
      payload: { a: 1 },
    });
    expect(json.statusCode).toBe(412);
    const created = await tusCreate(ctx.app, w.lecturerJar, w.school.id, {
      filename: 'a.mp4',
      kind: 'video',
      length: 10,
    });
    const patchJson = await ctx.app.inject({
      method: 'PATCH',
      url: created.headers.location as string,
      headers: { cookie, 'tus-resumable': '1.0.0', 'upload-offset': '0', 'content-type': 'application/json' },
      payload: { a: 1 },
    });
    expect(patchJson.statusCode).toBe(400);
    const noLength = await ctx.app.inject({
      method: 'POST',
      url: `/api/media/v1/${w.school.id}/uploads`,
      headers: { cookie, 'tus-resumable': '1.0.0' },
    });
    expect(noLength.statusCode).toBe(400);
  });
});
