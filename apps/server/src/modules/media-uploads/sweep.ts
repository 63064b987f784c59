/**
 * The media orphan sweep (issue 25): every MEDIA_LIMITS.SWEEP_EVERY_MIN minutes, once across instances
 * (shared/single-runner.ts), removes tus uploads never finished within a day (FileStore's expiry) and media no
 * course resource names a week after its upload (its files and its row).
 * A file counts as used while a course resource plays it, a draft names it, or a published version (a rollback
 * target) holds it: `referenced` below is the one place that says so.
 */
import { MEDIA_LIMITS } from '@portico/core';
import { Cron } from 'croner';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { runOnce } from '../../shared/single-runner.ts';
import type { MediaStorage } from '../uploads/media-storage.ts';
import type { TusEndpoint } from './tus-server.ts';

const ADVISORY_KEY = 250_025;

async function referenced(db: Kysely<Database>, schoolId: string, mediaId: string): Promise<boolean> {
  const pattern = `%/${mediaId}/%`;
  // A draft or a version keeps the MediaRef as JSON: its "mediaId" names the file.
  const named = `%"mediaId":"${mediaId}"%`;
  const [live, draft, version, library] = await Promise.all([
    db
      .selectFrom('course_resources')
      .select('id')
      .where('school_id', '=', schoolId)
      .where((eb) =>
        eb.or([
          eb('media_url', 'like', pattern),
          eb('url', 'like', pattern),
          eb('captions', 'like', pattern),
        ]),
      )
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom('course_drafts')
      .select('id')
      .where('school_id', '=', schoolId)
      .where('body', 'like', named)
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom('course_versions')
      .select('id')
      .where('school_id', '=', schoolId)
      .where('snapshot', 'like', named)
      .limit(1)
      .executeTakeFirst(),
    // Issue 27: a document of a knowledge library.
    db
      .selectFrom('knowledge_documents')
      .select('id')
      .where('school_id', '=', schoolId)
      .where('media_id', '=', mediaId)
      .limit(1)
      .executeTakeFirst(),
  ]);
  return live !== undefined || draft !== undefined || version !== undefined || library !== undefined;
}

export async function sweepMedia(db: Kysely<Database>, storage: MediaStorage, tus: TusEndpoint, now: Date) {
  // A damaged tus record must not stop the media half of the sweep.
  const unfinished = await tus.datastore.deleteExpired().catch(() => 0);
  const before = new Date(now.getTime() - MEDIA_LIMITS.UNREFERENCED_AFTER_MS).toISOString();
  const old = await db
    .selectFrom('media_files')
    .select(['id', 'school_id', 'storage_key'])
    .where('created_at', '<', before)
    .limit(500)
    .execute();
  let removed = 0;
  for (const row of old) {
    if (await referenced(db, row.school_id, row.id)) continue;
    await storage.deleteFolder(row.storage_key);
    await db
      .deleteFrom('media_files')
      .where('school_id', '=', row.school_id)
      .where('id', '=', row.id)
      .execute();
    removed += 1;
  }
  return { unfinished, removed };
}

export function startMediaSweep(app: FastifyInstance, storage: MediaStorage, tus: TusEndpoint) {
  const holdMs = MEDIA_LIMITS.SWEEP_EVERY_MIN * 60_000 - 1000;
  const job = new Cron(`0 */${MEDIA_LIMITS.SWEEP_EVERY_MIN} * * * *`, { protect: true }, async () => {
    try {
      await runOnce(app, { advisoryKey: ADVISORY_KEY, redisName: 'media-sweep-lock', holdMs }, async () => {
        await sweepMedia(app.db, storage, tus, new Date());
      });
    } catch (error) {
      app.log.warn({ err: error }, 'media orphan sweep');
    }
  });
  app.addHook('onClose', async () => {
    job.stop();
  });
}
