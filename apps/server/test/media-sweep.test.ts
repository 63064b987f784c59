/**
 * Issue 25: the media orphan sweep removes tus uploads never finished within a day and media no course resource
 * names a week after upload — files and rows — and keeps what a resource names; the shared lock lets one of two
 * instances run it at a time on PostgreSQL (embedded SQLite has one process).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MEDIA_LIMITS } from '@portico/core';
import { buildApp } from '../src/app.ts';
import { newId } from '../src/db/ids.ts';
import { sweepMedia } from '../src/modules/media-uploads/sweep.ts';
import { createTus, tusDirectory } from '../src/modules/media-uploads/tus-server.ts';
import { runOnce } from '../src/shared/single-runner.ts';
import { useTestApp } from './support/app.ts';
import { learningWorld } from './support/learning.ts';
import { minimalPdf, tusCreate, uploadWhole } from './support/media.ts';
import { addMember, createUser, login } from './support/session.ts';
import { call } from './support/user-panel.ts';

const ctx = useTestApp();
const db = () => ctx.testDb.handle.db;

describe('media orphan sweep', () => {
  it('removes stale unfinished uploads and unreferenced old media, keeps referenced media', async () => {
    const w = await learningWorld(ctx.app, db());
    const lecturer = await createUser(db(), { nickName: 'Sweeper' });
    await addMember(db(), w.school.id, lecturer.id, 'lecturer');
    const jar = await login(ctx.app, lecturer.email, lecturer.password);
    const kept = await uploadWhole(ctx.app, jar, w.school.id, 'document', 'kept.pdf', minimalPdf(1));
    const dropped = await uploadWhole(ctx.app, jar, w.school.id, 'document', 'dropped.pdf', minimalPdf(1));
    const drafted = await uploadWhole(ctx.app, jar, w.school.id, 'document', 'drafted.pdf', minimalPdf(1));
    const keptRef = (await call(ctx.app, jar, 'GET', `${kept.url}/media`)).body.data;
    const draftedRef = (await call(ctx.app, jar, 'GET', `${drafted.url}/media`)).body.data;
    // Named only by an unpublished course draft (issue 25 authoring): still in use.
    const now = new Date().toISOString();
    await db()
      .insertInto('course_drafts')
      .values({
        id: newId(),
        school_id: w.school.id,
        course_id: w.courseId,
        body: JSON.stringify({ chapters: [{ resources: [{ kind: 'document', media: draftedRef }] }] }),
        review_state: 'editing',
        review_comment: null,
        published_version: null,
        author_id: lecturer.id,
        created_at: now,
        updated_by: lecturer.id,
        updated_at: now,
        submitted_by: null,
        submitted_at: null,
        reviewed_by: null,
        reviewed_at: null,
      })
      .execute();
    const droppedRef = (await call(ctx.app, jar, 'GET', `${dropped.url}/media`)).body.data;
    await db()
      .updateTable('course_resources')
      .set({ media_url: keptRef.url })
      .where('id', '=', w.resourceIds[1]!)
      .execute();
    const weekAgo = new Date(Date.now() - MEDIA_LIMITS.UNREFERENCED_AFTER_MS - 60_000).toISOString();
    await db()
      .updateTable('media_files')
      .set({ created_at: weekAgo })
      .where('school_id', '=', w.school.id)
      .execute();
    const unfinished = await tusCreate(ctx.app, jar, w.school.id, {
      filename: 'x.mp4',
      kind: 'video',
      length: 100,
    });
    const unfinishedId = String(unfinished.headers.location).split('/').pop()!;
    const tusDir = tusDirectory(ctx.dataDir);
    const meta = path.join(tusDir, `${unfinishedId}.json`);
    const record = JSON.parse(fs.readFileSync(meta, 'utf8')) as { creation_date: string };
    record.creation_date = new Date(Date.now() - MEDIA_LIMITS.UNFINISHED_AFTER_MS - 60_000).toISOString();
    fs.writeFileSync(meta, JSON.stringify(record));

    const tus = createTus({ db: db(), storage: ctx.app.mediaStorage, directory: tusDir });
    const result = await sweepMedia(db(), ctx.app.mediaStorage, tus, new Date());
    expect(result.unfinished).toBeGreaterThanOrEqual(1);
    expect(result.removed).toBeGreaterThanOrEqual(1);
    expect(fs.existsSync(path.join(tusDir, unfinishedId))).toBe(false);
    const ids = (
      await db().selectFrom('media_files').select('id').where('school_id', '=', w.school.id).execute()
    ).map((row) => row.id);
    expect(ids).toContain(keptRef.mediaId);
    expect(ids).toContain(draftedRef.mediaId);
    expect(ids).not.toContain(droppedRef.mediaId);
    expect((await ctx.app.inject({ url: keptRef.url, headers: { cookie: jar.header() } })).statusCode).toBe(
      200,
    );
    expect(
      (await ctx.app.inject({ url: droppedRef.url, headers: { cookie: jar.header() } })).statusCode,
    ).toBe(404);
  });

  it('runs once across instances on PostgreSQL (the advisory lock)', async () => {
    const second = await buildApp({ config: ctx.config, db: ctx.testDb.handle, logger: false });
    await second.ready();
    try {
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const lock = { advisoryKey: 250_999, redisName: 'media-sweep-test', holdMs: 5000 };
      const first = runOnce(ctx.app, lock, () => held);
      await new Promise((resolve) => setTimeout(resolve, 100));
      const other = await runOnce(second, lock, async () => undefined);
      release();
      expect(await first).toBe(true);
      // SQLite is one process: no lock, both run. PostgreSQL: the second instance skips while the first holds it.
      expect(other).toBe(ctx.app.dbEngine !== 'postgres');
    } finally {
      await second.close();
    }
  });
});
