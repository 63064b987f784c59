/** A school with a learnable course (issue 23): chapters, resources of every kind, locks; and the clock. */
import type { Kysely } from 'kysely';
import { newId } from '../../src/db/ids.ts';
import type { Database } from '../../src/db/schema.ts';
import { insertMissing } from '../../src/seed/rows.ts';
import { outlineRows, type ChapterSpec } from '../../src/seed/course-outline.ts';
import type { App } from '../../src/app.ts';
import { panelWorld, type PanelWorld } from './user-panel.ts';

export const VIDEO_SECONDS = 120;
export const DOCUMENT_PAGES = 3;

export const LEARNING_OUTLINE: ChapterSpec[] = [
  {
    title: 'Basics',
    resources: [
      {
        kind: 'video',
        title: 'Welcome video',
        mediaUrl: '/media/demo/welcome.mp4',
        durationSeconds: VIDEO_SECONDS,
      },
      {
        kind: 'document',
        title: 'Handout',
        mediaUrl: '/media/demo/handout-en.pdf',
        pageCount: DOCUMENT_PAGES,
      },
      { kind: 'article', title: 'Reading', body: '<p>Read me</p>' },
      { kind: 'article', title: 'Optional extra', body: '<p>Extra</p>', required: false },
      { kind: 'article', title: 'Unpublished draft', body: '<p>Draft</p>', draft: true },
    ],
  },
  {
    title: 'After basics',
    after: 0,
    resources: [{ kind: 'external', title: 'Docs', url: 'https://example.org' }],
  },
  {
    title: 'Next month',
    releaseAt: '2099-01-01T00:00:00.000Z',
    resources: [{ kind: 'article', title: 'Future', body: '<p>Later</p>' }],
  },
];

export interface LearningWorld extends PanelWorld {
  courseId: string;
  chapterIds: string[];
  /** Published and draft resource ids in outline order: video, document, article, optional, draft, external, future. */
  resourceIds: string[];
  /** A course of the other school, with an outline of its own. */
  otherCourseId: string;
  otherResourceIds: string[];
}

/** Two schools (`panelWorld`) whose second course each gets `outline` (both the same, so cross-school ids line up). */
export async function learningWorld(
  app: App,
  db: Kysely<Database>,
  outline: ChapterSpec[] = LEARNING_OUTLINE,
): Promise<LearningWorld> {
  const world = await panelWorld(app, db);
  // The second factory course is free (the first has a price).
  const courseId = world.school.courseIds[1]!;
  const otherCourseId = world.other.courseIds[1]!;
  const createdAt = new Date().toISOString();
  const mine = outlineRows({
    schoolId: world.school.id,
    courseId,
    chapters: outline,
    nextId: () => newId(),
    createdAt,
  });
  const theirs = outlineRows({
    schoolId: world.other.id,
    courseId: otherCourseId,
    chapters: outline,
    nextId: () => newId(),
    createdAt,
  });
  await insertMissing(db, mine.rows);
  await insertMissing(db, theirs.rows);
  return {
    ...world,
    courseId,
    chapterIds: mine.chapterIds,
    resourceIds: mine.resourceIds,
    otherCourseId,
    otherResourceIds: theirs.resourceIds,
  };
}

/** Moves a viewing's last beat back in time, as if `seconds` of wall time had passed since. */
export async function passTime(db: Kysely<Database>, viewingKey: string, seconds: number) {
  const row = await db
    .selectFrom('learning_viewings')
    .select(['id', 'last_beat_at'])
    .where('viewing_key', '=', viewingKey)
    .executeTakeFirstOrThrow();
  const earlier = new Date(Date.parse(row.last_beat_at) - seconds * 1000).toISOString();
  await db.updateTable('learning_viewings').set({ last_beat_at: earlier }).where('id', '=', row.id).execute();
}
