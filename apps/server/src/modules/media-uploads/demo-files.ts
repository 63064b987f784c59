/**
 * The demo library's handbook PDF (issue 27, seed version 24): the seed writes its rows, and at start the server
 * writes its bytes into media storage when its row exists and its file does not (a fresh DATA_DIR, a new instance's
 * empty disk) — as for the demo SCORM package (demo-package.ts). Idempotent.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { demoHandbookPdf } from '../../seed/demo-handbook-pdf.ts';
import { DEMO_KNOWLEDGE_IDS } from '../../seed/demo-knowledge.ts';
import type { MediaStorage } from '../uploads/media-storage.ts';
import { STORED_NAME } from './presenter.ts';

export async function ensureDemoHandbook(db: Kysely<Database>, storage: MediaStorage): Promise<void> {
  const row = await db
    .selectFrom('media_files')
    .select(['storage_key', 'mime'])
    .where('id', '=', DEMO_KNOWLEDGE_IDS.handbookMedia)
    .executeTakeFirst();
  if (!row) return;
  const key = `${row.storage_key}/${STORED_NAME[row.mime] ?? 'file'}`;
  if ((await storage.size(key)) !== null) return;
  await storage.put(key, demoHandbookPdf());
}
