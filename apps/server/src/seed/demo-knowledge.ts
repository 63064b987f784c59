/**
 * The knowledge portal's demo (issue 27 item 1, seed version 21): in Demo Academy, a featured article by the demo
 * teacher in Chinese, English and Arabic, and a document library (`libName` handbooks) open to members only, so
 * the portal, the list, search and the detail page have something to show. Since seed version 24 the library holds
 * a two-page PDF handbook (demo-handbook-pdf.ts): the seed writes its rows, the server its bytes at start. The O3 school's
 * published article (demo-o3-articles.ts) shows in the O3 school's knowledge portal too: one `articles` table.
 * Both are indexed for search here. Re-running inserts nothing twice (stable ids).
 */
import type { Kysely } from 'kysely';
import { stableId } from '../db/ids.ts';
import { reindexArticle, reindexDocuments } from '../db/knowledge-index.ts';
import type { Database } from '../db/schema.ts';
import { DEMO_ARTICLE_IDS } from './demo-o3-articles.ts';
import { DEMO_HANDBOOK_PAGES, demoHandbookPdf } from './demo-handbook-pdf.ts';
import { DEMO_IDS } from './demo-ids.ts';

const KNOWLEDGE = 98;

export const DEMO_KNOWLEDGE_IDS = {
  article: stableId(KNOWLEDGE, 1),
  library: stableId(KNOWLEDGE, 2),
  // Seed version 24: the library's first file and its media row.
  handbook: stableId(KNOWLEDGE, 3),
  handbookMedia: stableId(KNOWLEDGE, 4),
} as const;

/** Where the handbook's bytes live in media storage (written at start: media-uploads/demo-files.ts). */
export const DEMO_HANDBOOK_STORAGE_KEY = `${DEMO_IDS.demoAcademy}/${DEMO_KNOWLEDGE_IDS.handbookMedia}`;

const ARTICLE = {
  title: {
    zh_CN: '如何高效做学习笔记',
    en_US: 'Taking study notes that work',
    ar_SA: 'كيف تدوّن ملاحظات دراسية فعّالة',
  },
  body:
    '<h2>先提问，再记录</h2><p>每节课开始前写下<strong>三个问题</strong>，课上只记录能回答它们的内容。</p>' +
    '<ul><li>用自己的话复述。</li><li>当天复习一次。</li></ul>',
  bodies: {
    en_US:
      '<h2>Ask first, then write</h2><p>Before each lesson write down <strong>three questions</strong>; in class ' +
      'note only what answers them.</p><ul><li>Say it in your own words.</li><li>Review the same day.</li></ul>',
    ar_SA:
      '<h2>اسأل أولًا ثم دوّن</h2><p>اكتب <strong>ثلاثة أسئلة</strong> قبل كل درس، ودوّن في الدرس ما يجيب عنها فقط.</p>',
  },
  tags: ['学习方法', 'Study skills'],
};

export async function seedDemoKnowledge(trx: Kysely<Database>): Promise<void> {
  const school = DEMO_IDS.demoAcademy;
  const published = '2026-11-24T08:00:00.000Z';
  await trx
    .insertInto('articles')
    .values({
      id: DEMO_KNOWLEDGE_IDS.article,
      school_id: school,
      author_id: DEMO_IDS.teacher,
      status: 1,
      featured: 1,
      title: JSON.stringify(ARTICLE.title),
      body: ARTICLE.body,
      bodies: JSON.stringify(ARTICLE.bodies),
      tags: JSON.stringify(ARTICLE.tags),
      published_at: published,
      published_by: DEMO_IDS.teacher,
      version: 2,
      draft: JSON.stringify(ARTICLE),
      review_state: 'editing',
      review_comment: null,
      published_version: 1,
      latest_version: 1,
      unpublished_changes: 0,
      created_at: '2026-11-23T08:00:00.000Z',
      updated_by: DEMO_IDS.teacher,
      updated_at: published,
      submitted_by: null,
      submitted_at: null,
      reviewed_by: null,
      reviewed_at: null,
    })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
  await trx
    .insertInto('knowledge_libraries')
    .values({
      id: DEMO_KNOWLEDGE_IDS.library,
      school_id: school,
      name: 'handbooks',
      title: JSON.stringify({ zh_CN: '学员手册', en_US: 'Learner handbooks', ar_SA: 'أدلة المتعلّمين' }),
      description: '',
      permission: 'members',
      created_by: DEMO_IDS.admin,
      created_at: published,
      updated_at: published,
    })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
  const pdf = demoHandbookPdf();
  await trx
    .insertInto('media_files')
    .values({
      id: DEMO_KNOWLEDGE_IDS.handbookMedia,
      school_id: school,
      upload_id: null,
      kind: 'library',
      name: 'learner-handbook.pdf',
      bytes: pdf.length,
      mime: 'application/pdf',
      storage_key: DEMO_HANDBOOK_STORAGE_KEY,
      duration_s: null,
      page_count: DEMO_HANDBOOK_PAGES,
      scorm_version: null,
      launch_path: null,
      created_by: DEMO_IDS.admin,
      created_at: published,
    })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
  await trx
    .insertInto('knowledge_documents')
    .values({
      id: DEMO_KNOWLEDGE_IDS.handbook,
      school_id: school,
      library_id: DEMO_KNOWLEDGE_IDS.library,
      media_id: DEMO_KNOWLEDGE_IDS.handbookMedia,
      folder: '',
      title: 'Learner handbook.pdf',
      type: 'pdf',
      preview_state: 'native',
      created_by: DEMO_IDS.admin,
      created_at: published,
    })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
  await reindexDocuments(trx, school, [DEMO_KNOWLEDGE_IDS.handbook]);
  await reindexArticle(trx, school, DEMO_KNOWLEDGE_IDS.article);
  await reindexArticle(trx, DEMO_IDS.o3School, DEMO_ARTICLE_IDS.published);
}
