/**
 * Demo knowledge articles of the O3 community (issue 25 item 4, seed version 16): one published article and one
 * waiting in the admins' review queue, both by the demo teacher — whom this version flags `creator` in the O3
 * school (a member there otherwise), so the O3 creation center has an author. The demo admin moderates the O3
 * community and reviews. Re-running inserts nothing twice (stable ids).
 */
import type { Kysely } from 'kysely';
import { stableId } from '../db/ids.ts';
import type { Database } from '../db/schema.ts';
import { DEMO_IDS } from './demo-ids.ts';

const ARTICLE = 97;

export const DEMO_ARTICLE_IDS = {
  published: stableId(ARTICLE, 1),
  inReview: stableId(ARTICLE, 2),
} as const;

const PUBLISHED = {
  title: {
    zh_CN: '为屏幕阅读器写替代文本',
    en_US: 'Writing alt text for screen readers',
    ar_SA: 'كتابة النص البديل لقارئات الشاشة',
  },
  body:
    '<h2>Say what the image tells</h2><p>Describe the <strong>purpose</strong> of an image, not its pixels: ' +
    '“Sales doubled in March”, not “bar chart”.</p><ul><li>Keep it short: one sentence.</li>' +
    '<li>Leave <code>alt=""</code> on decoration.</li><li>Never start with “image of”.</li></ul>',
  tags: ['Accessibility', 'Writing'],
};

const IN_REVIEW = {
  title: { zh_CN: '键盘也能拖拽排序', en_US: 'Reordering lists without a mouse' },
  body:
    '<p>Every drag-and-drop list needs a keyboard path: focus the handle, press <strong>Space</strong> to ' +
    'lift, arrow keys to move, <strong>Space</strong> to drop, and announce each step.</p>',
  tags: ['Accessibility', 'Frontend'],
};

export async function seedDemoArticles(trx: Kysely<Database>): Promise<void> {
  const school = DEMO_IDS.o3School;
  await trx
    .updateTable('memberships')
    .set({ creator: 1 })
    .where('school_id', '=', school)
    .where('user_id', '=', DEMO_IDS.teacher)
    .execute();
  const published = '2026-11-20T09:00:00.000Z';
  const submitted = '2026-11-26T15:30:00.000Z';
  const base = {
    school_id: school,
    author_id: DEMO_IDS.teacher,
    review_comment: null,
    created_at: '2026-11-18T08:00:00.000Z',
    updated_by: DEMO_IDS.teacher,
    reviewed_by: null,
    reviewed_at: null,
  };
  await trx
    .insertInto('articles')
    .values([
      {
        ...base,
        id: DEMO_ARTICLE_IDS.published,
        status: 1,
        title: JSON.stringify(PUBLISHED.title),
        body: PUBLISHED.body,
        tags: JSON.stringify(PUBLISHED.tags),
        published_at: published,
        published_by: DEMO_IDS.admin,
        version: 3,
        draft: JSON.stringify(PUBLISHED),
        review_state: 'editing',
        published_version: 1,
        latest_version: 1,
        unpublished_changes: 0,
        updated_at: published,
        submitted_by: DEMO_IDS.teacher,
        submitted_at: '2026-11-19T10:00:00.000Z',
        reviewed_by: DEMO_IDS.admin,
        reviewed_at: published,
      },
      {
        ...base,
        id: DEMO_ARTICLE_IDS.inReview,
        status: 0,
        title: '{}',
        body: '',
        tags: '[]',
        published_at: null,
        published_by: null,
        version: 2,
        draft: JSON.stringify(IN_REVIEW),
        review_state: 'in_review',
        published_version: null,
        latest_version: 0,
        unpublished_changes: 1,
        updated_at: submitted,
        submitted_by: DEMO_IDS.teacher,
        submitted_at: submitted,
      },
    ])
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
}
