import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { PLATFORM_SCHOOL_ID } from '../db/schema.ts';
import { communityRows } from './community.ts';
import { demoAcademyRows } from './demo-academy.ts';
import { demoLearningRows } from './demo-learning.ts';
import { demoCatalogTexts } from './demo-catalog-texts.ts';
import { demoClassRows } from './demo-classes.ts';
import { demoExamRows } from './demo-exams.ts';
import { demoLearningPathRows } from './demo-learning-paths.ts';
import { demoScormRows } from './demo-scorm.ts';
import { seedDemoAuthoring } from './demo-authoring.ts';
import { seedDemoArticles } from './demo-o3-articles.ts';
import { seedDemoKnowledge } from './demo-knowledge.ts';
import { demoOutlineTexts } from './demo-outline-texts.ts';
import { demoExamTexts, demoTaskTexts } from './demo-task-texts.ts';
import { demoContentTexts, upgradeDemoFooter } from './demo-content-texts.ts';
import { identityRows } from './identity.ts';
import { feedbackDemoRows } from './feedback.ts';
import { otherSchoolRows } from './other-schools.ts';
import { reindexSchools } from '../db/search-index.ts';
import { DEMO_IDS } from './demo-ids.ts';
import { insertMissing, mergeRows } from './rows.ts';
import { switchingRows, upgradeSwitchingConfig } from './switching.ts';
import { userPanelRows } from './user-panel.ts';
import { demoUserRows } from './users.ts';
import { demoPortalPageRows } from './demo-portal-pages.ts';

export { DEMO_IDS, DEMO_PASSWORD } from './demo-ids.ts';
export { DEMO_AGREEMENT_V1, DEMO_INVITES } from './identity.ts';

/**
 * Version of the demo data. Bump it when the seed gains rows, so existing databases receive them once. A database
 * already at this version is left alone: what users did to the demo data (withdrawing from a school, renaming
 * themselves…) is not undone by a restart.
 */
const DEMO_SEED_VERSION = 24;
const SEED_MARKER = 'demoSeedVersion';

/**
 * The one demo seed step: inserts whatever demo rows are missing (keyed by their stable ids or unique keys), in a
 * single transaction, then records the seed version. Running it again changes nothing.
 */
export async function seedDemo(db: Kysely<Database>): Promise<void> {
  const marker = await db
    .selectFrom('config_entries')
    .select('config_value')
    .where('school_id', '=', PLATFORM_SCHOOL_ID)
    .where('config_type', '=', SEED_MARKER)
    .executeTakeFirst();
  if (marker && Number(marker.config_value) >= DEMO_SEED_VERSION) return;
  await db.transaction().execute(async (trx) => {
    const demoAcademy = demoAcademyRows();
    const others = otherSchoolRows();
    const learning = demoLearningRows();
    const panel = userPanelRows();
    const firstChapterOf = (courseId: string) =>
      (learning.course_chapters ?? [])
        .filter((chapter) => chapter.course_id === courseId)
        .sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0))[0]?.id;
    const rows = mergeRows(
      demoAcademy,
      // Issue 13 §2: the demo footer and bulletin in English and Arabic.
      { content_translations: demoContentTexts(demoAcademy) },
      others,
      // Issue 23 item 8 (version 10): the demo catalogue and Demo Academy's description in English and Arabic.
      { content_translations: demoCatalogTexts(mergeRows(demoAcademy, others)) },
      await demoUserRows(trx),
      identityRows(),
      switchingRows(),
      panel,
      // Issue 23 item 8 (version 12): the demo position tasks in English and Arabic.
      { content_translations: demoTaskTexts(panel) },
      feedbackDemoRows(),
      communityRows(),
      // Issue 23: outlines over the shipped media, learner states, a completion, study days; version 11 adds the
      // demo application resource, the paid course and the learner's purchase records.
      learning,
      // Issue 23 item 8 (version 12): the outlines' chapter and resource texts in English and Arabic.
      { content_translations: demoOutlineTexts(learning) },
      // Issue 24 (version 13): Demo Academy's question bank, two exams, a course resource of kind exam.
      demoExamRows(firstChapterOf),
      // Issue 27 (version 23): the demo exams' titles in English and Arabic.
      { content_translations: demoExamTexts(demoExamRows(firstChapterOf)) },
      // Issue 25 (version 15): a SCORM 1.2 package as a required resource (its files: modules/media-uploads).
      demoScormRows(firstChapterOf),
      // Issue 26 item 5 (version 18): the demo learner's position has a learning map.
      demoLearningPathRows(),
      // Issue 26 (version 17): the demo lecturer's class with the demo learner and two assignments; version 19
      // (item 3) adds an upcoming live session of the class.
      demoClassRows(),
      // Issue 27 (version 22): composed home pages of Demo Academy, the O3 school and a sub-school.
      demoPortalPageRows(mergeRows(demoAcademy, others)),
      {
        config_entries: [
          {
            school_id: PLATFORM_SCHOOL_ID,
            config_type: 'overseasDomains',
            config_value: 'overseas.localhost',
          },
        ],
      },
    );
    await insertMissing(trx, rows);
    // Issue 25 (version 14): an authored course with two published versions and one in review, written by the
    // authoring publish code itself (after the demo categories and users exist).
    await seedDemoAuthoring(trx);
    // Issue 25 item 4 (version 16): an O3 knowledge article published and one in review, by a creator member.
    await seedDemoArticles(trx);
    // Issue 27 item 1 (version 21): a featured knowledge article and a members-only library in Demo Academy; version
    // 24: the library's handbook PDF.
    await seedDemoKnowledge(trx);
    await upgradeSwitchingConfig(trx);
    await upgradeDemoFooter(trx);
    // Version 9 (issue 22 item 4): Demo Academy is the store-type demo school in databases seeded before too.
    if (marker && Number(marker.config_value) < 9) {
      await trx
        .updateTable('schools')
        .set({ market_store_switch: '1' })
        .where('id', '=', DEMO_IDS.demoAcademy)
        .execute();
    }
    // SQLite's search index is written by the server (no triggers): refresh the demo schools' rows.
    await reindexSchools(
      trx,
      (rows.schools ?? []).map((school) => school.id),
    );
    await trx
      .deleteFrom('config_entries')
      .where('school_id', '=', PLATFORM_SCHOOL_ID)
      .where('config_type', '=', SEED_MARKER)
      .execute();
    await trx
      .insertInto('config_entries')
      .values({
        school_id: PLATFORM_SCHOOL_ID,
        config_type: SEED_MARKER,
        config_value: String(DEMO_SEED_VERSION),
      })
      .execute();
  });
}
