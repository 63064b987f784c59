/**
 * Office documents shown as PDF (issue 27): after an upload, a LibreOffice the set-up installed
 * (scripts/ensure-office-converter.sh) converts the document in the background — `soffice --headless
 * --convert-to pdf`, one at a time, each stopped after KNOWLEDGE_LIMITS.CONVERT_TIMEOUT_MS — and the PDF is stored
 * beside the original (`<storage_key>/preview.pdf`). A row is claimed with a conditional UPDATE (pending →
 * converting), so two instances never convert the same document. Without a converter the documents are marked
 * `none`: download only, and the page says why. `OFFICE_CONVERTER` names the binary (empty turns conversion off).
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { KNOWLEDGE_LIMITS } from '@portico/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { MediaStorage } from '../uploads/media-storage.ts';
import { STORED_NAME } from '../media-uploads/presenter.ts';

export const PREVIEW_PDF = 'preview.pdf';

const CANDIDATES = ['/usr/bin/soffice', '/usr/bin/libreoffice', '/usr/lib/libreoffice/program/soffice'];

/** The converter binary, or null when none is installed (or OFFICE_CONVERTER is set empty). */
export function findConverter(env: NodeJS.ProcessEnv = process.env): string | null {
  const named = env.OFFICE_CONVERTER;
  if (named !== undefined) return named.trim() === '' || !existsSync(named) ? null : named;
  return CANDIDATES.find((candidate) => existsSync(candidate)) ?? null;
}

function run(binary: string, args: string[], timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(binary, args, { timeout: timeoutMs, killSignal: 'SIGKILL' }, (error) =>
      error ? reject(error) : resolve(),
    );
  });
}

export class OfficeConverter {
  #busy = false;
  #again = false;
  constructor(
    private readonly db: Kysely<Database>,
    private readonly storage: MediaStorage,
    readonly binary: string | null,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Converts every pending document, one after another; a call while busy runs another pass afterwards. */
  async drain(): Promise<void> {
    if (this.#busy) {
      this.#again = true;
      return;
    }
    this.#busy = true;
    try {
      do {
        this.#again = false;
        if (!this.binary) {
          await this.db
            .updateTable('knowledge_documents')
            .set({ preview_state: 'none' })
            .where('preview_state', '=', 'pending')
            .execute();
          return;
        }
        for (;;) {
          const next = await this.db
            .selectFrom('knowledge_documents')
            .select(['id'])
            .where('preview_state', '=', 'pending')
            .orderBy('created_at', 'asc')
            .limit(1)
            .executeTakeFirst();
          if (!next) break;
          await this.convertOne(next.id);
        }
      } while (this.#again);
    } finally {
      this.#busy = false;
    }
  }

  private async convertOne(documentId: string): Promise<void> {
    const claimed = await this.db
      .updateTable('knowledge_documents')
      .set({ preview_state: 'converting' })
      .where('id', '=', documentId)
      .where('preview_state', '=', 'pending')
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return;
    const row = await this.db
      .selectFrom('knowledge_documents as d')
      .innerJoin('media_files as m', 'm.id', 'd.media_id')
      .select(['m.storage_key', 'm.mime'])
      .where('d.id', '=', documentId)
      .executeTakeFirst();
    const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'portico-convert-'));
    let state = 'failed';
    try {
      const stored = row ? STORED_NAME[row.mime] : undefined;
      if (row && stored) {
        // The stored name's extension tells LibreOffice the format (document.docx, .xlsx, .pptx; .ole → .doc).
        const source = path.join(folder, stored.replace(/\.ole$/, '.doc'));
        await pipeline(
          this.storage.read(`${row.storage_key}/${stored}`),
          (await fs.open(source, 'w')).createWriteStream(),
        );
        await run(
          this.binary!,
          [
            `-env:UserInstallation=file://${folder}/profile`,
            '--headless',
            '--norestore',
            '--convert-to',
            'pdf',
            '--outdir',
            folder,
            source,
          ],
          KNOWLEDGE_LIMITS.CONVERT_TIMEOUT_MS,
        );
        const pdf = source.replace(/\.[^.]+$/, '.pdf');
        await this.storage.adopt(`${row.storage_key}/${PREVIEW_PDF}`, pdf);
        state = 'ready';
      }
    } catch (error) {
      this.log.warn({ err: error, documentId }, 'office document not converted');
    } finally {
      await fs.rm(folder, { recursive: true, force: true });
      await this.db
        .updateTable('knowledge_documents')
        .set({ preview_state: state })
        .where('id', '=', documentId)
        .execute();
    }
  }
}
