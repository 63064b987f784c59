/**
 * Issue 25: course authoring through the API — creating a course, versioned draft saves, the review path with the
 * school's switch on and off, publishing into the live tables (search, latest courses, progress kept), history and
 * rollback, deleting — per role and per school, on both engines.
 */
import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/app.ts';
import {
  authoringWorld,
  courseUrl,
  coursesUrl,
  createdCourse,
  fullDraft,
  setReview,
  texts,
  type AuthoringWorld,
} from './support/authoring.ts';
import { call } from './support/user-panel.ts';

const ctx = useTestApp();
const db = () => ctx.testDb.handle.db;

const searchFor = async (w: AuthoringWorld, keyword: string) => {
  const found = await call(
    ctx.app,
    null,
    'GET',
    `/api/search/v1/search/courses?schoolId=${w.school.id}&keyword=${encodeURIComponent(keyword)}`,
  );
  return (found.body.data.records as Array<{ id: string }>).map((hit) => hit.id);
};

const latest = async (w: AuthoringWorld) => {
  const found = await call(
    ctx.app,
    null,
    'GET',
    `/api/portal/api/v1/portal/open/latest-courses?schoolId=${w.school.id}`,
  );
  return JSON.stringify(found.body.data);
};

const act = (w: AuthoringWorld, jar: unknown, courseId: string, action: string, body: object) =>
  call(ctx.app, jar as never, 'POST', courseUrl(w.school.id, courseId, `/${action}`), body);

describe('creating and saving', () => {
  it('lets a lecturer create a course and save its draft: ids made, HTML sanitised, nothing live', async () => {
    const w = await authoringWorld(ctx.app, db());
    const view = await createdCourse(ctx.app, w);
    expect(view.version).toBe(2);
    const resources = view.draft.chapters[0]!.resources;
    expect(view.draft.chapters[0]!.id).toMatch(/^\d{19}$/);
    expect(resources.every((item) => /^\d{19}$/.test(item.id ?? ''))).toBe(true);
    expect((resources[0] as { body: string }).body).toBe('<p>Hello</p>');
    const live = await db()
      .selectFrom('courses')
      .select('status')
      .where('id', '=', view.courseId)
      .executeTakeFirst();
    expect(live?.status).toBe(0);
    expect(
      await db().selectFrom('course_chapters').select('id').where('course_id', '=', view.courseId).execute(),
    ).toEqual([]);
    const mine = await call(ctx.app, w.lecturerJar, 'GET', coursesUrl(w.school.id));
    expect(mine.body.data.items).toHaveLength(1);
    expect(mine.body.data.items[0]).toMatchObject({
      courseId: view.courseId,
      title: expect.stringContaining('New course'),
      state: { review: 'editing', publishedVersion: null },
    });
  });

  it('refuses a stale version with DRAFT_VERSION_STALE and writes nothing', async () => {
    const w = await authoringWorld(ctx.app, db());
    const view = await createdCourse(ctx.app, w);
    const stale = await call(ctx.app, w.lecturerJar, 'PUT', courseUrl(w.school.id, view.courseId, '/draft'), {
      version: view.version - 1,
      draft: { ...fullDraft(w), title: texts('Overwritten') },
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      errorCode: 'DRAFT_VERSION_STALE',
      details: { currentVersion: view.version },
    });
    const read = await call(ctx.app, w.lecturerJar, 'GET', courseUrl(w.school.id, view.courseId, '/draft'));
    expect(read.body.data.draft.title.en_US).toBe('New course');
  });

  it('refuses invalid drafts with the field: foreign exam, bad link, unknown id, missing default title', async () => {
    const w = await authoringWorld(ctx.app, db());
    const view = await createdCourse(ctx.app, w);
    const save = (draft: object) =>
      call(ctx.app, w.lecturerJar, 'PUT', courseUrl(w.school.id, view.courseId, '/draft'), {
        version: view.version,
        draft,
      });
    const draft = fullDraft(w);
    const chapter = draft.chapters[0]!;
    const withResource = (index: number, patch: object) => ({
      ...draft,
      chapters: [
        { ...chapter, resources: chapter.resources.map((r, i) => (i === index ? { ...r, ...patch } : r)) },
      ],
    });
    const cases: Array<[object, string]> = [
      [withResource(1, { url: 'javascript:alert(1)' }), 'chapters.0.resources.1.url'],
      [withResource(2, { examId: '1234567890123456789' }), 'chapters.0.resources.2.examId'],
      [withResource(0, { id: '1234567890123456789' }), 'chapters.0.resources.0.id'],
      [{ ...draft, title: { ar_SA: 'x' } }, 'title'],
      [{ ...draft, lecturerIds: [w.member.id] }, 'lecturerIds.0'],
    ];
    for (const [body, field] of cases) {
      const refused = await save(body);
      expect(refused.status, field).toBe(400);
      expect(refused.body).toMatchObject({ errorCode: 'AUTHORING_DRAFT_INVALID', details: { field } });
    }
    const malformed = await save({ ...draft, chapters: [{ ...chapter, resources: [{ kind: 'nope' }] }] });
    expect(malformed.status).toBe(400);
    expect(malformed.body.errorCode).toBe('VALIDATION_FAILED');
    // Prices are whole units (integer columns on both engines).
    expect((await save({ ...draft, price: 9.99 })).status).toBe(400);
  });

  it("takes media facts from the school's own upload rows: another school's or an unknown file is refused", async () => {
    const w = await authoringWorld(ctx.app, db());
    const other = await authoringWorld(ctx.app, db());
    const view = await createdCourse(ctx.app, w);
    const draft = fullDraft(w);
    const chapter = draft.chapters[0]!;
    const withDocument = (media: object) => ({
      ...draft,
      chapters: [{ ...chapter, resources: chapter.resources.map((r, i) => (i === 4 ? { ...r, media } : r)) }],
    });
    const save = (body: object) =>
      call(ctx.app, w.lecturerJar, 'PUT', courseUrl(w.school.id, view.courseId, '/draft'), {
        version: view.version,
        draft: body,
      });
    for (const media of [other.media.document, { ...w.media.document, mediaId: '1234567890123456789' }]) {
      const refused = await save(withDocument(media));
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({
        errorCode: 'AUTHORING_DRAFT_INVALID',
        details: { field: 'chapters.0.resources.4.media.mediaId', reason: 'unknown' },
      });
    }
    // A client's claims about its own file (a foreign url, a page count) are replaced by what the server stored.
    const forged = await save(withDocument({ ...w.media.document, url: '/elsewhere.pdf', pageCount: 999 }));
    expect(forged.status).toBe(200);
    const stored = forged.body.data.draft.chapters[0].resources[4].media;
    expect(stored).toEqual(w.media.document);
  });

  it('is for creators of the school: members without the flag, visitors and other schools are refused', async () => {
    const w = await authoringWorld(ctx.app, db());
    const view = await createdCourse(ctx.app, w);
    const body = { title: texts('Mine') };
    expect((await call(ctx.app, null, 'POST', coursesUrl(w.school.id), body)).status).toBe(401);
    const member = await call(ctx.app, w.memberJar, 'POST', coursesUrl(w.school.id), body);
    expect(member.body.errorCode).toBe('NOT_A_CREATOR');
    expect((await call(ctx.app, w.otherLecturerJar, 'GET', coursesUrl(w.school.id))).status).toBe(403);
    const creator = await call(ctx.app, w.creatorJar, 'POST', coursesUrl(w.school.id), body);
    expect(creator.status).toBe(200);
    // A creator edits their own courses, not a lecturer's; an admin edits every course.
    const foreign = await call(ctx.app, w.creatorJar, 'GET', courseUrl(w.school.id, view.courseId, '/draft'));
    expect(foreign.body.errorCode).toBe('COURSE_NOT_EDITABLE');
    expect(
      (await call(ctx.app, w.adminJar, 'GET', courseUrl(w.school.id, view.courseId, '/draft'))).status,
    ).toBe(200);
    // Another school's course id through this school's path is not found.
    const otherCourse = w.other.courseIds[0]!;
    const cross = await call(ctx.app, w.adminJar, 'GET', courseUrl(w.school.id, otherCourse, '/draft'));
    expect(cross.body.errorCode).toBe('COURSE_NOT_FOUND');
    const scope = await call(ctx.app, w.lecturerJar, 'GET', `${coursesUrl(w.school.id)}?scope=school`);
    expect(scope.status).toBe(403);
  });
});

describe("the console's creator flag", () => {
  it('lets an admin make a member a creator (and stop it); the member then creates courses', async () => {
    const w = await authoringWorld(ctx.app, db());
    const url = `/api/console/${w.school.id}/members/${w.member.id}/creator`;
    const list = await call(ctx.app, w.adminJar, 'GET', `/api/console/${w.school.id}/members`);
    const row = list.body.data.data.records.find((r: { userId: string }) => r.userId === w.member.id);
    expect(row.creator).toBe(false);
    const body = { title: texts('By a new creator') };
    expect((await call(ctx.app, w.memberJar, 'POST', coursesUrl(w.school.id), body)).status).toBe(403);
    const denied = await call(ctx.app, w.lecturerJar, 'PUT', url, {
      expectedVersion: list.body.data.version,
      data: { creator: true },
    });
    expect(denied.status).toBe(403);
    const on = await call(ctx.app, w.adminJar, 'PUT', url, {
      expectedVersion: list.body.data.version,
      data: { creator: true },
    });
    expect(on.body.data.data).toMatchObject({ userId: w.member.id, creator: true });
    expect((await call(ctx.app, w.memberJar, 'POST', coursesUrl(w.school.id), body)).status).toBe(200);
    const stale = await call(ctx.app, w.adminJar, 'PUT', url, {
      expectedVersion: list.body.data.version,
      data: { creator: false },
    });
    expect(stale.body.errorCode).toBe('EDIT_CONFLICT');
    await call(ctx.app, w.adminJar, 'PUT', url, {
      expectedVersion: on.body.data.version,
      data: { creator: false },
    });
    expect((await call(ctx.app, w.memberJar, 'GET', coursesUrl(w.school.id))).body.errorCode).toBe(
      'NOT_A_CREATOR',
    );
  });
});

describe('review and publishing', () => {
  it('switch on: submit, admin rejects with a comment (author told), fix, resubmit, approve publishes', async () => {
    const w = await authoringWorld(ctx.app, db());
    await setReview(ctx.app, w, true);
    const view = await createdCourse(ctx.app, w, w.lecturerJar, 'Reviewed Astronomy');
    const direct = await act(w, w.lecturerJar, view.courseId, 'publish', { version: view.version });
    expect(direct.body).toMatchObject({
      errorCode: 'REVIEW_TRANSITION_INVALID',
      details: { reason: 'review_required' },
    });
    const submitted = await act(w, w.lecturerJar, view.courseId, 'submit', { version: view.version });
    expect(submitted.body.data).toMatchObject({ state: { review: 'in_review' }, actions: ['withdraw'] });
    const queue = await call(ctx.app, w.adminJar, 'GET', `/api/authoring/v1/${w.school.id}/review-queue`);
    expect(queue.body.data.items.map((item: { courseId: string }) => item.courseId)).toEqual([view.courseId]);
    expect((await act(w, w.lecturerJar, view.courseId, 'approve', { version: 3 })).status).toBe(403);
    const saveInReview = await call(
      ctx.app,
      w.lecturerJar,
      'PUT',
      courseUrl(w.school.id, view.courseId, '/draft'),
      {
        version: 3,
        draft: fullDraft(w),
      },
    );
    expect(saveInReview.body).toMatchObject({
      errorCode: 'REVIEW_TRANSITION_INVALID',
      details: { reason: 'in_review' },
    });
    const noComment = await act(w, w.adminJar, view.courseId, 'reject', { version: 3, comment: '  ' });
    expect(noComment.body.errorCode).toBe('REVIEW_COMMENT_REQUIRED');
    const rejected = await act(w, w.adminJar, view.courseId, 'reject', {
      version: 3,
      comment: 'Add a summary',
    });
    expect(rejected.body.data).toMatchObject({
      state: { review: 'rejected' },
      reviewComment: 'Add a summary',
    });
    const message = await db()
      .selectFrom('messages')
      .select(['kind', 'content'])
      .where('user_id', '=', w.lecturerId)
      .where('kind', '=', 'course-rejected')
      .executeTakeFirst();
    expect(message?.content).toContain('Add a summary');
    expect(await searchFor(w, 'Reviewed Astronomy')).toEqual([]);
    const fixed = await call(ctx.app, w.lecturerJar, 'PUT', courseUrl(w.school.id, view.courseId, '/draft'), {
      version: 4,
      draft: { ...fullDraft(w, 'Reviewed Astronomy'), description: texts('With a summary') },
    });
    expect(fixed.body.data.state.review).toBe('editing');
    await act(w, w.lecturerJar, view.courseId, 'submit', { version: 5 });
    const approved = await act(w, w.adminJar, view.courseId, 'approve', { version: 6 });
    expect(approved.body.data).toMatchObject({
      state: { review: 'editing', publishedVersion: 1, unpublishedChanges: false },
    });
    expect(await searchFor(w, 'Reviewed Astronomy')).toEqual([view.courseId]);
    expect(await latest(w)).toContain(view.courseId);
    const told = await db()
      .selectFrom('messages')
      .select('id')
      .where('user_id', '=', w.lecturerId)
      .where('kind', '=', 'course-approved')
      .execute();
    expect(told).toHaveLength(1);
  });

  it('switch off: the author publishes directly; submit is refused; unpublish hides it everywhere', async () => {
    const w = await authoringWorld(ctx.app, db());
    const view = await createdCourse(ctx.app, w, w.creatorJar, 'Direct Geology');
    expect(
      (await act(w, w.creatorJar, view.courseId, 'submit', { version: view.version })).body.details,
    ).toMatchObject({ reason: 'review_off' });
    // Search and latest courses are read (and cached) before the publish: the next request must see it.
    expect(await searchFor(w, 'Direct Geology')).toEqual([]);
    expect(await latest(w)).not.toContain(view.courseId);
    const published = await act(w, w.creatorJar, view.courseId, 'publish', { version: view.version });
    expect(published.body.data.state.publishedVersion).toBe(1);
    expect(await searchFor(w, 'Direct Geology')).toEqual([view.courseId]);
    expect(await latest(w)).toContain(view.courseId);
    const again = await act(w, w.creatorJar, view.courseId, 'publish', {
      version: published.body.data.version,
    });
    expect(again.body.details).toMatchObject({ reason: 'nothing_to_publish' });
    const down = await act(w, w.creatorJar, view.courseId, 'unpublish', {
      version: published.body.data.version,
    });
    expect(down.body.data.state.publishedVersion).toBeNull();
    expect(await searchFor(w, 'Direct Geology')).toEqual([]);
    expect(await latest(w)).not.toContain(view.courseId);
    // Once published, a course is not deleted (learners' history points at it).
    const del = await call(ctx.app, w.creatorJar, 'DELETE', courseUrl(w.school.id, view.courseId));
    expect(del.body.details).toMatchObject({ reason: 'was_published' });
  });

  it('keeps progress across a republish: a removed resource stops counting, a completion stays', async () => {
    const w = await authoringWorld(ctx.app, db());
    const view = await createdCourse(ctx.app, w, w.lecturerJar, 'Progress Course');
    const first = await act(w, w.lecturerJar, view.courseId, 'publish', { version: view.version });
    const draft = first.body.data.draft;
    const [article, , exam] = draft.chapters[0].resources;
    const now = new Date().toISOString();
    await db()
      .insertInto('enrolments')
      .values({
        id: '5100000000000000001',
        school_id: w.school.id,
        user_id: w.member.id,
        course_id: view.courseId,
        progress: 100,
        enrolled_at: now,
        last_studied_at: now,
        completed_at: now,
        last_resource_id: null,
        granted_by: null,
      })
      .execute();
    await db()
      .insertInto('resource_progress')
      .values({
        id: '5100000000000000002',
        school_id: w.school.id,
        user_id: w.member.id,
        course_id: view.courseId,
        resource_id: article.id,
        played: null,
        completed_at: now,
        updated_at: now,
      })
      .execute();
    await db()
      .insertInto('course_completions')
      .values({
        id: '5100000000000000003',
        school_id: w.school.id,
        user_id: w.member.id,
        course_id: view.courseId,
        completed_at: now,
        certificate_no: 'PC-TEST-1',
      })
      .execute();
    // Version 2: the exam removed, a new article added, the first article kept (same id).
    const next = {
      ...draft,
      chapters: [
        {
          ...draft.chapters[0],
          resources: [
            ...draft.chapters[0].resources.filter((r: { id: string }) => r.id !== exam.id),
            { id: null, kind: 'article', title: texts('New part'), required: true, body: '<p>More</p>' },
          ],
        },
      ],
    };
    const saved = await call(ctx.app, w.lecturerJar, 'PUT', courseUrl(w.school.id, view.courseId, '/draft'), {
      version: first.body.data.version,
      draft: next,
    });
    const second = await act(w, w.lecturerJar, view.courseId, 'publish', {
      version: saved.body.data.version,
    });
    expect(second.body.data.state.publishedVersion).toBe(2);
    const outline = await call(
      ctx.app,
      w.memberJar,
      'GET',
      `/api/course/v1/open/courses/${view.courseId}/outline?schoolId=${w.school.id}`,
    );
    const ids = outline.body.data.chapters.flatMap((c: { resources: Array<{ id: string }> }) =>
      c.resources.map((r) => r.id),
    );
    expect(ids).toContain(article.id);
    expect(ids).not.toContain(exam.id);
    expect(ids).toHaveLength(5);
    expect(outline.body.data.enrolment.completedAt).not.toBeNull();
    const stillDone = await db()
      .selectFrom('course_completions')
      .select('id')
      .where('course_id', '=', view.courseId)
      .execute();
    expect(stillDone).toHaveLength(1);
    const kept = await db()
      .selectFrom('resource_progress')
      .select('completed_at')
      .where('resource_id', '=', article.id)
      .executeTakeFirst();
    expect(kept?.completed_at).toBe(now);
  });
});

describe('progress stored on enrolments', () => {
  it('is recounted on publish: a removed resource stops counting, a rollback brings it back', async () => {
    const w = await authoringWorld(ctx.app, db());
    const view = await createdCourse(ctx.app, w, w.lecturerJar, 'Recount Course');
    const v1 = await act(w, w.lecturerJar, view.courseId, 'publish', { version: view.version });
    const [article] = v1.body.data.draft.chapters[0].resources;
    const now = new Date().toISOString();
    // The member read the article: 1 of the 4 required resources (article, exam, video, PDF).
    await db()
      .insertInto('enrolments')
      .values({
        id: '5100000000000000011',
        school_id: w.school.id,
        user_id: w.member.id,
        course_id: view.courseId,
        progress: 25,
        enrolled_at: now,
        last_studied_at: now,
        completed_at: null,
        last_resource_id: null,
        granted_by: null,
      })
      .execute();
    await db()
      .insertInto('resource_progress')
      .values({
        id: '5100000000000000012',
        school_id: w.school.id,
        user_id: w.member.id,
        course_id: view.courseId,
        resource_id: article.id,
        played: null,
        completed_at: now,
        updated_at: now,
      })
      .execute();
    const progress = async () => {
      const outline = await call(
        ctx.app,
        w.memberJar,
        'GET',
        `/api/course/v1/open/courses/${view.courseId}/outline?schoolId=${w.school.id}`,
      );
      return outline.body.data.enrolment.progress as number;
    };
    expect(await progress()).toBe(25);
    // Version 2 drops the article: nothing the member did counts any more.
    const draft = v1.body.data.draft;
    const without = {
      ...draft,
      chapters: [
        {
          ...draft.chapters[0],
          resources: draft.chapters[0].resources.filter((r: { id: string }) => r.id !== article.id),
        },
      ],
    };
    const saved = await call(ctx.app, w.lecturerJar, 'PUT', courseUrl(w.school.id, view.courseId, '/draft'), {
      version: v1.body.data.version,
      draft: without,
    });
    const v2 = await act(w, w.lecturerJar, view.courseId, 'publish', { version: saved.body.data.version });
    expect(v2.body.data.state.publishedVersion).toBe(2);
    expect(await progress()).toBe(0);
    // Version 1 rolled back and published again: the kept progress row counts again.
    const rolled = await call(
      ctx.app,
      w.lecturerJar,
      'POST',
      courseUrl(w.school.id, view.courseId, '/versions/1/rollback'),
      { version: v2.body.data.version },
    );
    expect(rolled.status).toBe(200);
    const v3 = await act(w, w.lecturerJar, view.courseId, 'publish', { version: rolled.body.data.version });
    expect(v3.body.data.state.publishedVersion).toBe(3);
    expect(await progress()).toBe(25);
    const completions = await db()
      .selectFrom('course_completions')
      .select('id')
      .where('course_id', '=', view.courseId)
      .execute();
    expect(completions).toHaveLength(0);
  });
});

describe('history and rollback', () => {
  it('lists versions with who and when, rolls back into the draft, and republishes', async () => {
    const w = await authoringWorld(ctx.app, db());
    const view = await createdCourse(ctx.app, w, w.lecturerJar, 'History One');
    const v1 = await act(w, w.lecturerJar, view.courseId, 'publish', { version: view.version });
    const renamed = await call(
      ctx.app,
      w.lecturerJar,
      'PUT',
      courseUrl(w.school.id, view.courseId, '/draft'),
      {
        version: v1.body.data.version,
        draft: { ...v1.body.data.draft, title: texts('History Two') },
      },
    );
    // Learners keep the published version until the next publish: the saved rename is nowhere yet.
    expect(renamed.body.data.state).toMatchObject({ publishedVersion: 1, unpublishedChanges: true });
    expect(await searchFor(w, 'History Two')).toEqual([]);
    expect(await searchFor(w, 'History One')).toEqual([view.courseId]);
    const v2 = await act(w, w.lecturerJar, view.courseId, 'publish', { version: renamed.body.data.version });
    expect(await searchFor(w, 'History Two')).toEqual([view.courseId]);
    // Members heard of the course once, at its first publish (not at every republish).
    const announced = await db()
      .selectFrom('messages')
      .select('link')
      .where('user_id', '=', w.member.id)
      .where('kind', '=', 'course-added')
      .execute();
    expect(announced.filter((m) => m.link?.includes(view.courseId))).toHaveLength(1);
    const versions = await call(
      ctx.app,
      w.lecturerJar,
      'GET',
      courseUrl(w.school.id, view.courseId, '/versions'),
    );
    expect(versions.body.data.items).toMatchObject([
      { number: 2, live: true, publishedBy: { userId: w.lecturerId, name: 'Lecturer' } },
      { number: 1, live: false },
    ]);
    const one = await call(
      ctx.app,
      w.lecturerJar,
      'GET',
      courseUrl(w.school.id, view.courseId, '/versions/1'),
    );
    expect(one.body.data.draft.title.en_US).toBe('History One');
    const missing = await call(
      ctx.app,
      w.lecturerJar,
      'GET',
      courseUrl(w.school.id, view.courseId, '/versions/9'),
    );
    expect(missing.body.errorCode).toBe('COURSE_VERSION_NOT_FOUND');
    const back = await act(w, w.lecturerJar, view.courseId, 'versions/1/rollback', {
      version: v2.body.data.version,
    });
    expect(back.body.data).toMatchObject({ state: { unpublishedChanges: true, publishedVersion: 2 } });
    expect(back.body.data.draft.title.en_US).toBe('History One');
    const staleBack = await act(w, w.lecturerJar, view.courseId, 'versions/1/rollback', {
      version: v2.body.data.version,
    });
    expect(staleBack.body.errorCode).toBe('DRAFT_VERSION_STALE');
    const v3 = await act(w, w.lecturerJar, view.courseId, 'publish', { version: back.body.data.version });
    expect(v3.body.data.state.publishedVersion).toBe(3);
    expect(await searchFor(w, 'History One')).toEqual([view.courseId]);
  });

  it('deletes a never-published course; a course made before authoring opens as version 1', async () => {
    const w = await authoringWorld(ctx.app, db());
    const created = await call(ctx.app, w.lecturerJar, 'POST', coursesUrl(w.school.id), {
      title: texts('Scratch'),
    });
    const del = await call(
      ctx.app,
      w.lecturerJar,
      'DELETE',
      courseUrl(w.school.id, created.body.data.courseId),
    );
    expect(del.status).toBe(200);
    expect(
      await db().selectFrom('courses').select('id').where('id', '=', created.body.data.courseId).execute(),
    ).toEqual([]);
    const legacy = w.school.courseIds[0]!;
    const opened = await call(ctx.app, w.adminJar, 'GET', courseUrl(w.school.id, legacy, '/draft'));
    expect(opened.body.data).toMatchObject({ state: { publishedVersion: 1, unpublishedChanges: false } });
    const all = await call(ctx.app, w.adminJar, 'GET', `${coursesUrl(w.school.id)}?scope=school`);
    expect(all.body.data.items.map((item: { courseId: string }) => item.courseId)).toContain(legacy);
    const options = await call(ctx.app, w.creatorJar, 'GET', `/api/authoring/v1/${w.school.id}/options`);
    expect(options.body.data.exams.map((exam: { id: string }) => exam.id)).toContain(w.examId);
    expect(options.body.data.lecturers.map((p: { userId: string }) => p.userId)).toContain(w.lecturerId);
  });
});

describe('every route', () => {
  it('answers visitors 401, other schools and plain members 403, malformed bodies 400; withdraw works', async () => {
    const w = await authoringWorld(ctx.app, db());
    await setReview(ctx.app, w, true);
    const view = await createdCourse(ctx.app, w);
    const course = (tail: string) => courseUrl(w.school.id, view.courseId, tail);
    const routes: Array<['GET' | 'POST' | 'PUT' | 'DELETE', string, object | undefined]> = [
      ['GET', `/api/authoring/v1/${w.school.id}/options`, undefined],
      ['GET', coursesUrl(w.school.id), undefined],
      ['POST', coursesUrl(w.school.id), { title: texts('x') }],
      ['DELETE', course(''), undefined],
      ['GET', course('/draft'), undefined],
      ['PUT', course('/draft'), { version: view.version, draft: fullDraft(w) }],
      ...['submit', 'withdraw', 'approve', 'publish', 'unpublish'].map(
        (action) => ['POST', course(`/${action}`), { version: view.version }] as ['POST', string, object],
      ),
      ['POST', course('/reject'), { version: view.version, comment: 'No' }],
      ['GET', `/api/authoring/v1/${w.school.id}/review-queue`, undefined],
      ['GET', course('/versions'), undefined],
      ['GET', course('/versions/1'), undefined],
      ['POST', course('/versions/1/rollback'), { version: view.version }],
    ];
    for (const [method, url, body] of routes) {
      expect((await call(ctx.app, null, method, url, body)).status, `${method} ${url} visitor`).toBe(401);
      expect(
        (await call(ctx.app, w.otherLecturerJar, method, url, body)).status,
        `${method} ${url} other`,
      ).toBe(403);
      expect((await call(ctx.app, w.memberJar, method, url, body)).status, `${method} ${url} member`).toBe(
        403,
      );
      if (body) {
        const broken = 'version' in body ? { ...body, version: 'x' } : { title: 'not per language' };
        const malformed = await call(ctx.app, w.adminJar, method, url, broken);
        expect(malformed.status, `${method} ${url} malformed`).toBe(400);
      }
    }
    const submitted = await act(w, w.lecturerJar, view.courseId, 'submit', { version: view.version });
    const withdrawn = await act(w, w.lecturerJar, view.courseId, 'withdraw', {
      version: submitted.body.data.version,
    });
    expect(withdrawn.body.data).toMatchObject({
      state: { review: 'editing' },
      actions: ['save', 'submit', 'delete'],
    });
    const again = await act(w, w.lecturerJar, view.courseId, 'withdraw', {
      version: withdrawn.body.data.version,
    });
    expect(again.body).toMatchObject({
      errorCode: 'REVIEW_TRANSITION_INVALID',
      details: { reason: 'not_in_review' },
    });
  });
});
