/**
 * Demo data of course authoring (issue 25, seed version 14), in Demo Academy: a course the teacher authored and
 * published twice through the real publish code (modules/authoring/publish.ts), so the creation center shows a
 * version history, and a second course of the teacher's waiting in the admins' review queue. Skipped when the
 * first course exists (the seed runs once per version; this keeps a re-run harmless).
 */
import type { CourseDraft } from '@portico/contracts';
import type { Kysely } from 'kysely';
import { stableId } from '../db/ids.ts';
import type { Database } from '../db/schema.ts';
import { addCourse } from '../modules/courses/add-course.ts';
import { materialise } from '../modules/authoring/publish.ts';
import { findSchoolById } from '../repositories/schools.ts';
import { schoolDefaultLang } from '../repositories/translations.ts';
import { DEMO_IDS } from './demo-ids.ts';

const PREFIX = { course: 90, chapter: 91, resource: 92, draft: 93 } as const;

export const DEMO_AUTHORING_IDS = {
  published: stableId(PREFIX.course, 1),
  inReview: stableId(PREFIX.course, 2),
} as const;

const chapter = (n: number) => stableId(PREFIX.chapter, n);
const resource = (n: number) => stableId(PREFIX.resource, n);

const article = (n: number, en: string, zh: string, body: string) => ({
  id: resource(n),
  kind: 'article' as const,
  title: { en_US: en, zh_CN: zh },
  required: true,
  body,
});

function publishedDraft(categoryId: string | null, second: boolean): CourseDraft {
  return {
    title: { en_US: 'Writing for the Web', zh_CN: '网页写作', ar_SA: 'الكتابة للويب' },
    description: {
      en_US: 'Short, clear pages that readers finish: structure, headings and links.',
      zh_CN: '让读者读完的简短清晰的网页：结构、标题与链接。',
    },
    cover: null,
    categoryId,
    lecturerIds: [DEMO_IDS.teacher],
    price: 0,
    actualPrice: 0,
    visibility: 'public',
    chapters: [
      {
        id: chapter(1),
        title: { en_US: 'Plan the page', zh_CN: '规划页面' },
        resources: [
          article(
            1,
            'Know your reader',
            '了解读者',
            '<h2>Who reads this?</h2><p>Write down one reader and one task.</p>',
          ),
          {
            id: resource(2),
            kind: 'external',
            title: { en_US: 'Plain language guidelines', zh_CN: '通俗语言指南' },
            required: false,
            url: 'https://www.plainlanguage.gov/guidelines/',
          },
        ],
      },
      {
        id: chapter(2),
        title: { en_US: 'Write and revise', zh_CN: '写作与修改' },
        resources: [
          article(
            3,
            'Headings that help',
            '有用的标题',
            '<p>One idea per heading; put the answer first.</p>',
          ),
          // Version 2 added a checklist.
          ...(second
            ? [article(4, 'Revision checklist', '修改清单', '<ul><li>Cut</li><li>Link</li></ul>')]
            : []),
        ],
      },
    ],
  };
}

const reviewDraft = (categoryId: string | null): CourseDraft => ({
  title: { en_US: 'Accessible Slides', zh_CN: '无障碍演示文稿' },
  description: { en_US: 'Slides everyone can follow: contrast, reading order, captions.' },
  cover: null,
  categoryId,
  lecturerIds: [DEMO_IDS.teacher],
  price: 0,
  actualPrice: 0,
  visibility: 'members',
  chapters: [
    {
      id: chapter(10),
      title: { en_US: 'Basics', zh_CN: '基础' },
      resources: [article(10, 'Contrast and size', '对比度与字号', '<p>4.5:1 for text, 24 px or more.</p>')],
    },
  ],
});

async function newCourse(
  trx: Kysely<Database>,
  input: { id: string; name: string; categoryId: string | null; createdAt: string },
) {
  await addCourse(trx, {
    id: input.id,
    school_id: DEMO_IDS.demoAcademy,
    name: input.name,
    application_type: 'course',
    category_id: input.categoryId,
    status: 0,
  });
  // Dated before the rest of the demo (made in 2026): the demo's newest courses stay first.
  await trx.updateTable('courses').set({ created_at: input.createdAt }).where('id', '=', input.id).execute();
}

function draftRow(courseId: string, n: number, draft: CourseDraft, at: string) {
  return {
    id: stableId(PREFIX.draft, n),
    school_id: DEMO_IDS.demoAcademy,
    course_id: courseId,
    version: 1,
    body: JSON.stringify(draft),
    review_state: 'editing',
    review_comment: null,
    published_version: null,
    latest_version: 0,
    unpublished_changes: 1,
    author_id: DEMO_IDS.teacher,
    created_at: at,
    updated_by: DEMO_IDS.teacher,
    updated_at: at,
    submitted_by: null,
    submitted_at: null,
    reviewed_by: null,
    reviewed_at: null,
  };
}

export async function seedDemoAuthoring(trx: Kysely<Database>): Promise<void> {
  const done = await trx
    .selectFrom('courses')
    .select('id')
    .where('id', '=', DEMO_AUTHORING_IDS.published)
    .executeTakeFirst();
  if (done) return;
  const school = await findSchoolById(trx, DEMO_IDS.demoAcademy);
  if (!school) return;
  const defaultLang = schoolDefaultLang(school);
  const category = await trx
    .selectFrom('categories')
    .select('id')
    .where('school_id', '=', school.id)
    .orderBy('sort')
    .orderBy('id')
    .executeTakeFirst();
  const categoryId = category?.id ?? null;
  const common = { schoolId: school.id, defaultLang };

  // Version 1 by the teacher, version 2 (a checklist added) approved by the admin.
  const id = DEMO_AUTHORING_IDS.published;
  await newCourse(trx, {
    id,
    name: 'Writing for the Web',
    categoryId,
    createdAt: '2025-10-01T09:00:00.000Z',
  });
  const v1 = publishedDraft(categoryId, false);
  const v2 = publishedDraft(categoryId, true);
  await trx
    .insertInto('course_drafts')
    .values(draftRow(id, 1, v1, '2025-10-01T09:00:00.000Z'))
    .execute();
  const publish = (draft: CourseDraft, number: number, actorId: string, now: string) =>
    materialise(trx, { ...common, courseId: id, draft, number, actorId, now });
  await publish(v1, 1, DEMO_IDS.teacher, '2025-10-02T09:00:00.000Z');
  await publish(v2, 2, DEMO_IDS.admin, '2025-11-03T15:30:00.000Z');
  await trx
    .updateTable('course_drafts')
    .set({
      version: 4,
      body: JSON.stringify(v2),
      published_version: 2,
      latest_version: 2,
      unpublished_changes: 0,
      updated_at: '2025-11-03T15:30:00.000Z',
      submitted_by: DEMO_IDS.teacher,
      submitted_at: '2025-11-02T10:00:00.000Z',
      reviewed_by: DEMO_IDS.admin,
      reviewed_at: '2025-11-03T15:30:00.000Z',
    })
    .where('course_id', '=', id)
    .execute();

  // A new course of the teacher's, submitted and waiting for an admin.
  const waiting = DEMO_AUTHORING_IDS.inReview;
  await newCourse(trx, {
    id: waiting,
    name: 'Accessible Slides',
    categoryId,
    createdAt: '2025-11-20T08:00:00.000Z',
  });
  await trx
    .insertInto('course_drafts')
    .values({
      ...draftRow(waiting, 2, reviewDraft(categoryId), '2025-11-20T08:00:00.000Z'),
      version: 3,
      review_state: 'in_review',
      submitted_by: DEMO_IDS.teacher,
      submitted_at: '2025-11-25T08:00:00.000Z',
      updated_at: '2025-11-25T08:00:00.000Z',
    })
    .execute();
}
