/**
 * Server rendering (contracts.md §2): every GET that is not /api/* nor a static asset is rendered by the web
 * app's `entry-server.js` with the bootstrap built from the database, streamed as HTML.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { BULLETIN_CLOSED_COOKIE, type LanguageCode } from '@portico/core';
import type { SchoolInfo, ShellBootstrap } from '@portico/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { COOKIES, setNameComplianceCookie } from '../auth/cookies.ts';
import { pageViewer } from '../auth/page-session.ts';
import type { AppConfig } from '../config/env.ts';
import { recordVisit } from '../modules/academies/visits.ts';
import { presentSchoolInfo } from '../modules/schools/presenter.ts';
import { access } from '../shared/access.ts';
import { locationHeader } from '../shared/location.ts';
import { isNameIncomplete } from '../shared/names.ts';
import { buildBootstrap, resolvePage } from './bootstrap.ts';
import { loadWebAssets, type WebAssets } from './manifest.ts';
import { mobileRedirect } from './mobile-redirect.ts';
import { pageRedirect } from './page-rules.ts';
import staticAssets from './static-assets.ts';

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
  renderMobileShell(input: { lang: LanguageCode; school: SchoolInfo | null }): string;
}

const NOT_BUILT = 'The web app is not built yet: run `npm run build`, then reload this page.\n';

export default (async (app, { config, webDistDir }) => {
  const assets = loadWebAssets(webDistDir);
  await app.register(staticAssets, { webDistDir });

  const entryFile = path.join(webDistDir, 'server/entry-server.js');
  let entry: Promise<EntryServer> | null = null;
  // Imported lazily and once: the server starts (and answers the API) before the web app is built.
  const loadEntry = () => (entry ??= import(pathToFileURL(entryFile).href) as Promise<EntryServer>);

  // Spec §4 redirect target (issue 10 §2): a minimal mobile page with the school the query names, if any, and a
  // link back to the portal, until the community's mobile pages exist. The mobile path after `#` stays in the browser.
  app.get('/h5', { config: { access: access.public }, schema: { hide: true } }, async (request, reply) => {
    reply.header('cache-control', 'no-cache');
    if (!fs.existsSync(entryFile)) return reply.status(503).type('text/plain; charset=utf-8').send(NOT_BUILT);
    const { lang, school } = await resolvePage(app.db, config, { url: request.url, host: request.host });
    const html = (await loadEntry()).renderMobileShell({
      lang,
      school: school ? presentSchoolInfo(school) : null,
    });
    return reply.type('text/html; charset=utf-8').send(html);
  });

  // Pages apply their own rules (web/page-rules.ts: login, privilege page, insufficient permissions) because they
  // answer with redirects, not errors; the school they name is resolved from the URL by core, like the gate's.
  app.get('/*', { config: { access: access.public }, schema: { hide: true } }, async (request, reply) => {
    if (request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?')) {
      return reply.callNotFound();
    }
    // Everything below depends on the session cookies: never cached, renewed cookies ride on any answer.
    reply.header('cache-control', 'no-store');
    // Spec §4: a mobile browser asked for a known `source` goes to the mobile page before any HTML.
    const mobile = mobileRedirect(request.url, request.headers['user-agent']);
    if (mobile.varyOnUserAgent) reply.header('vary', 'user-agent');
    if (mobile.location) return reply.redirect(locationHeader(mobile.location), 302);
    const page = await resolvePage(app.db, config, { url: request.url, host: request.host });
    const viewer = await pageViewer(app, request, reply, { renew: page.route.id !== 'not-found' });
    const target = pageRedirect({ ...page, url: request.url, viewer });
    if (target) return reply.redirect(locationHeader(target), 302);
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
        clientAddress: request.ip,
        closedBulletinId: request.cookies[BULLETIN_CLOSED_COOKIE] ?? null,
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
