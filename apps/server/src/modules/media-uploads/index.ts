/**
 * Course media (issue 25): every route of MEDIA_UPLOADS_API_PATHS — tus uploads, the finished upload's MediaRef,
 * files and SCORM packages to learners, the SCORM runtime's data — and the orphan sweep. Storage and the tus
 * folder live under DATA_DIR (`media/`, `media-tus/`), shared by every instance.
 */
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { LocalMediaStorage, type MediaStorage } from '../uploads/media-storage.ts';
import { ensureDemoHandbook } from './demo-files.ts';
import { ensureDemoPackage } from './demo-package.ts';
import runtimeRoutes from './runtime-routes.ts';
import serveRoutes from './serve-routes.ts';
import { startMediaSweep } from './sweep.ts';
import { createTus, tusDirectory } from './tus-server.ts';
import uploadRoutes from './upload-routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mediaStorage: MediaStorage;
  }
}

const mediaUploadsModule: FastifyPluginAsync<{ dataDir: string; storage?: MediaStorage }> = async (
  app,
  options,
) => {
  const storage = options.storage ?? new LocalMediaStorage(path.join(options.dataDir, 'media'));
  app.decorate('mediaStorage', storage);
  const tus = createTus({ db: app.db, storage, directory: tusDirectory(options.dataDir) });
  // Encapsulated: the octet-stream parser stays inside the upload routes.
  await app.register(uploadRoutes, { tus });
  await app.register(serveRoutes, { storage });
  await app.register(runtimeRoutes);
  startMediaSweep(app, storage, tus);
  app.addHook('onReady', async () => {
    await ensureDemoPackage(app.db, storage).catch((error: unknown) =>
      app.log.warn({ err: error }, 'demo SCORM package not written'),
    );
    await ensureDemoHandbook(app.db, storage).catch((error: unknown) =>
      app.log.warn({ err: error }, 'demo library handbook not written'),
    );
  });
};

export default fp(mediaUploadsModule, { name: 'media-uploads', dependencies: ['db', 'redis'] });
