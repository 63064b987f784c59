/**
 * Server rendering (contracts.md §2): every GET that is not /api/* nor a static asset is rendered by the web
 * app's `entry-server.js` with the bootstrap built from the database, streamed as HTML.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { ShellBootstrap } from '@portico/core';
import type { FastifyPluginAsync } from 'fastify';
import { viewerOf } from '../auth/viewer.ts';
import type { AppConfig } from '../config/env.ts';
import { buildBootstrap } from './bootstrap.ts';
import { loadWebAssets, type WebAssets } from './manifest.ts';

interface RenderResult {
  status: number;
  pipe(destination: NodeJS.WritableStream): void;
  abort(): void;
}

interface EntryServer {
  render(input: {
    url: string;
    bootstrap: ShellBootstrap;
    assets: WebAssets;
    nonce: string;
  }): Promise<RenderResult>;
}

const NOT_BUILT = 'The web app is not built yet: run `npm run build`, then reload this page.\n';

export default (async (app, { config, webDistDir }) => {
  const assets = loadWebAssets(webDistDir);
  const assetsDir = path.join(webDistDir, 'client/assets');
  if (fs.existsSync(assetsDir)) {
    // File names carry content hashes, so browsers may keep them forever.
    await app.register(fastifyStatic, {
      root: assetsDir,
      prefix: '/assets/',
      decorateReply: false,
      wildcard: true,
      cacheControl: true,
      maxAge: 31_536_000_000,
      immutable: true,
    });
  }

  const entryFile = path.join(webDistDir, 'server/entry-server.js');
  let entry: Promise<EntryServer> | null = null;
  // Imported lazily and once: the server starts (and answers the API) before the web app is built.
  const loadEntry = () => (entry ??= import(pathToFileURL(entryFile).href) as Promise<EntryServer>);

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    if (request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?')) {
      return reply.callNotFound();
    }
    if (!fs.existsSync(entryFile)) return reply.status(503).type('text/plain; charset=utf-8').send(NOT_BUILT);
    const bootstrap = await buildBootstrap(app.db, config, {
      url: request.url,
      host: request.host,
      viewer: viewerOf(request),
    });
    const result = await (
      await loadEntry()
    ).render({ url: request.url, bootstrap, assets, nonce: reply.scriptNonce });
    const body = new PassThrough();
    reply.raw.on('close', () => {
      if (!body.writableFinished) result.abort();
    });
    result.pipe(body);
    return reply
      .status(result.status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(body);
  });
}) satisfies FastifyPluginAsync<{ config: AppConfig; webDistDir: string }>;
