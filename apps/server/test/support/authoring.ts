/** A school for course authoring (issue 25): an admin, a lecturer, a creator member, a plain member, an exam. */
import type { MediaRef } from '@portico/contracts';
import type { Kysely } from 'kysely';
import type { App } from '../../src/app.ts';
import { newId } from '../../src/db/ids.ts';
import type { Database } from '../../src/db/schema.ts';
import { presentMediaRef } from '../../src/modules/media-uploads/presenter.ts';
import { addMember, createUser, login, send, type CookieJar } from './session.ts';
import { createExam, examWorld, type ExamWorld } from './exams.ts';
import { call } from './user-panel.ts';

export const base = (schoolId: string) => `/api/authoring/v1/${schoolId}`;
export const coursesUrl = (schoolId: string) => `${base(schoolId)}/courses`;
export const courseUrl = (schoolId: string, courseId: string, tail = '') =>
  `${base(schoolId)}/courses/${courseId}${tail}`;

export interface AuthoringWorld extends ExamWorld {
  adminJar: CookieJar;
  adminId: string;
  creatorJar: CookieJar;
  creatorId: string;
  lecturerId: string;
  examId: string;
  /** Uploaded media of the school (rows as a finished upload leaves them), one per kind a draft names. */
  media: Record<'video' | 'caption' | 'document', MediaRef>;
}

const MEDIA_FACTS = {
  video: { mime: 'video/mp4', durationS: 90, pageCount: null },
  caption: { mime: 'text/vtt', durationS: null, pageCount: null },
  document: { mime: 'application/pdf', durationS: null, pageCount: 4 },
} as const;

/** Media rows of the school, as the upload service leaves them when an upload finishes. */
async function uploadedMedia(db: Kysely<Database>, schoolId: string, by: string) {
  const refs = {} as Record<keyof typeof MEDIA_FACTS, MediaRef>;
  for (const [kind, facts] of Object.entries(MEDIA_FACTS) as [
    keyof typeof MEDIA_FACTS,
    (typeof MEDIA_FACTS)[keyof typeof MEDIA_FACTS],
  ][]) {
    const row = {
      id: newId(),
      school_id: schoolId,
      upload_id: null,
      kind,
      name: `${kind}.bin`,
      bytes: 1000,
      mime: facts.mime,
      storage_key: `${schoolId}/media-${kind}`,
      duration_s: facts.durationS,
      page_count: facts.pageCount,
      scorm_version: null,
      launch_path: null,
      created_by: by,
      created_at: new Date().toISOString(),
    };
    await db.insertInto('media_files').values(row).execute();
    refs[kind] = presentMediaRef(row);
  }
  return refs;
}

export async function authoringWorld(app: App, db: Kysely<Database>): Promise<AuthoringWorld> {
  const world = await examWorld(app, db);
  const admin = await createUser(db, { nickName: 'Admin' });
  const creator = await createUser(db, { nickName: 'Creator' });
  await addMember(db, world.school.id, admin.id, 'admin');
  await addMember(db, world.school.id, creator.id, 'member');
  await db
    .updateTable('memberships')
    .set({ creator: 1 })
    .where('school_id', '=', world.school.id)
    .where('user_id', '=', creator.id)
    .execute();
  const lecturer = await db
    .selectFrom('memberships')
    .select('user_id')
    .where('school_id', '=', world.school.id)
    .where('role', '=', 'lecturer')
    .executeTakeFirstOrThrow();
  const examId = await createExam(app, world);
  return {
    media: await uploadedMedia(db, world.school.id, lecturer.user_id),
    ...world,
    adminJar: await login(app, admin.email, admin.password),
    adminId: admin.id,
    creatorJar: await login(app, creator.email, creator.password),
    creatorId: creator.id,
    lecturerId: lecturer.user_id,
    examId,
  };
}

export const setReview = (app: App, w: AuthoringWorld, on: boolean) =>
  send(app, w.adminJar, {
    method: 'PUT',
    url: `/api/portal/api/v1/portal/content-review-switch?tenantId=${w.school.id}`,
    payload: { contentReviewSwitch: on ? '1' : '0' },
  });

export const texts = (en: string, zh?: string) => ({ en_US: en, zh_CN: zh ?? en });

/** A draft with one chapter of an article, a link, an exam, a video and a document (all new). */
export function fullDraft(w: AuthoringWorld, title = 'Authoring course') {
  return {
    title: texts(title, `${title} 中文`),
    description: texts('About it'),
    cover: null,
    categoryId: w.school.categoryIds[0]!,
    lecturerIds: [w.lecturerId],
    price: 0,
    actualPrice: 0,
    visibility: 'public',
    chapters: [
      {
        id: null,
        title: texts('Chapter one'),
        resources: [
          {
            id: null,
            kind: 'article',
            title: texts('Read me'),
            required: true,
            body: '<p>Hello</p><script>alert(1)</script>',
          },
          { id: null, kind: 'external', title: texts('Link'), required: false, url: 'https://example.org/x' },
          { id: null, kind: 'exam', title: texts('Quiz'), required: true, examId: w.examId },
          {
            id: null,
            kind: 'video',
            title: texts('Watch'),
            required: true,
            media: w.media.video,
            captions: [{ lang: 'en_US', label: 'English', media: w.media.caption }],
          },
          {
            id: null,
            kind: 'document',
            title: texts('PDF'),
            required: true,
            media: w.media.document,
          },
        ],
      },
    ],
  };
}

/** Creates a course as `jar` and saves the full draft; answers the saved DraftView. */
export async function createdCourse(app: App, w: AuthoringWorld, jar = w.lecturerJar, title?: string) {
  const created = await call(app, jar, 'POST', coursesUrl(w.school.id), {
    title: texts(title ?? 'New course'),
  });
  if (created.status !== 200) throw new Error(`create: ${JSON.stringify(created.body)}`);
  const courseId = created.body.data.courseId as string;
  const saved = await call(app, jar, 'PUT', courseUrl(w.school.id, courseId, '/draft'), {
    version: created.body.data.version,
    draft: fullDraft(w, title ?? 'New course'),
  });
  if (saved.status !== 200) throw new Error(`save: ${JSON.stringify(saved.body)}`);
  return saved.body.data as { courseId: string; version: number; draft: ReturnType<typeof fullDraft> };
}
