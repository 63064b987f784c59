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
import { COOKIES, setNameComplianceCookie } from '../auth/cookies.ts';
import { pageViewer } from '../auth/page-session.ts';
import type { AppConfig } from '../config/env.ts';
import { recordVisit } from '../modules/academies/visits.ts';
import { isNameIncomplete } from '../shared/names.ts';
import { buildBootstrap, resolvePage } from './bootstrap.ts';
import { loadWebAssets, type WebAssets } from './manifest.ts';
import { pageRedirect } from './page-rules.ts';

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
    // Everything below depends on the session cookies: never cached, renewed cookies ride on any answer.
    reply.header('cache-control', 'no-store');
    const page = await resolvePage(app.db, config, { url: request.url, host: request.host });
    const viewer = await pageViewer(app, request, reply, { renew: page.route.id !== 'not-found' });
    const target = pageRedirect({ ...page, url: request.url, viewer });
    if (target) return reply.redirect(target, 302);
    // Spec §4 name compliance: the reminder cookie is set once (1 day) while the real name is incomplete.
    if (viewer && isNameIncomplete(viewer.user.realName) && !request.cookies[COOKIES.nameCompliance]) {
      setNameComplianceCookie(request, reply);
    }
    // Contracts §7: a logged-in viewer's portal page of an open school is a visit; recorded alongside the render.
    // A HEAD request is a probe, not a visit.
    const visit =
      request.method !== 'GET'
        ? Promise.resolve()
        : recordVisit(app.db, { viewer, school: page.school, routeId: page.route.id }).catch(
            (error: unknown) => request.log.warn({ err: error }, 'visit not recorded'),
          );
    if (!fs.existsSync(entryFile)) {
      await visit;
      return reply.status(503).type('text/plain; charset=utf-8').send(NOT_BUILT);
    }
    const bootstrap = await buildBootstrap(
      app.db,
      config,
      {
        url: request.url,
        host: request.host,
        viewer,
        readOnly: request.method !== 'GET',
        onSectionError: (section, error) =>
          request.log.warn({ err: error, section }, 'shell section failed; showing its fallback'),
      },
      page,
    );
    const result = await (
      await loadEntry()
    ).render({ url: request.url, bootstrap, assets, nonce: reply.scriptNonce });
    const body = new PassThrough();
    reply.raw.on('close', () => {
      if (!body.writableFinished) result.abort();
    });
    result.pipe(body);
    await visit;
    return reply.status(result.status).type('text/html; charset=utf-8').send(body);
  });
}) satisfies FastifyPluginAsync<{ config: AppConfig; webDistDir: string }>;
