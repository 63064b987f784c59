/**
 * The uploads' storage for the whole app (`app.fileStorage`), and the sweep of uploads no feedback references
 * (issue 12: removed once an hour old), every 10 minutes while the server runs.
 */
import { UPLOAD_LIMITS } from '@portico/core';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config/env.ts';
import { LocalDiskStorage, type FileStorage } from './storage.ts';
import { sweepOrphanUploads } from './sweeper.ts';

declare module 'fastify' {
  interface FastifyInstance {
    fileStorage: FileStorage;
  }
}

const SWEEP_EVERY_MS = 10 * 60 * 1000;

const storagePlugin: FastifyPluginAsync<{ config: AppConfig; storage?: FileStorage }> = async (
  app,
  options,
) => {
  app.decorate('fileStorage', options.storage ?? new LocalDiskStorage(options.config.uploadsDir));
  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      sweepOrphanUploads(app.db, app.fileStorage, new Date()).catch((error: unknown) =>
        app.log.warn({ err: error }, 'upload sweep failed'),
      );
    }, SWEEP_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
  app.log.debug({ orphanAfterMs: UPLOAD_LIMITS.ORPHAN_AFTER_MS }, 'upload storage ready');
};

export default fp(storagePlugin, { name: 'file-storage', dependencies: ['db'] });
