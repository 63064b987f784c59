/**
 * The knowledge portal (issue 27 item 1): articles (the O3 article handlers under the knowledge paths, any
 * school), the portal's reads, document libraries and their files, and the Office → PDF converter that works
 * through pending documents after each upload and once at start.
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { findConverter, OfficeConverter } from './converter.ts';
import fileRoutes from './file-routes.ts';
import libraryRoutes from './library-routes.ts';
import knowledgeRoutes from './routes.ts';

const knowledgeModule: FastifyPluginAsync<{ converterBinary?: string | null }> = async (app, options) => {
  const binary = options.converterBinary === undefined ? findConverter() : options.converterBinary;
  const converter = new OfficeConverter(app.db, app.mediaStorage, binary, app.log);
  await app.register(knowledgeRoutes);
  await app.register(libraryRoutes, { converter });
  await app.register(fileRoutes);
  app.addHook('onReady', async () => {
    if (!binary)
      app.log.info(
        'no Office converter (scripts/ensure-office-converter.sh): Office files are download-only',
      );
    void converter.drain().catch((error: unknown) => app.log.warn({ err: error }, 'office converter'));
  });
};

export default fp(knowledgeModule, { name: 'knowledge', dependencies: ['db', 'media-uploads'] });
