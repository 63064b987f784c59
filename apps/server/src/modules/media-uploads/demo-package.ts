/**
 * The demo SCORM package's files (issue 25, seed version 15): the seed can only write rows, so at start the
 * server unpacks the seed's zip — through the same checks as an upload — into media storage when its row exists
 * and its files do not (a fresh DATA_DIR, a new instance's empty disk). Idempotent.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { DEMO_SCORM, demoScormZip } from '../../seed/demo-scorm.ts';
import type { MediaStorage } from '../uploads/media-storage.ts';
import { readManifest, storePackage, unpack } from './scorm-package.ts';

export async function ensureDemoPackage(db: Kysely<Database>, storage: MediaStorage): Promise<void> {
  const row = await db
    .selectFrom('media_files')
    .select('storage_key')
    .where('school_id', '=', DEMO_SCORM.schoolId)
    .where('id', '=', DEMO_SCORM.mediaId)
    .executeTakeFirst();
  if (!row || (await storage.size(`${row.storage_key}/pkg/imsmanifest.xml`)) !== null) return;
  const files = unpack(demoScormZip());
  readManifest(files);
  await storePackage(storage, row.storage_key, files);
}
