/**
 * Server rendering (contracts.md §2): every GET that is not /api/* nor a static asset is rendered by the web
 * app's `entry-server.js` with the bootstrap built from the database, streamed as HTML.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { BULLETIN_CLOSED_COOKIE, resolveSubSchoolId } from '@portico/core';
import type { EntryServer } from '@portico/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { COOKIES, setNameComplianceCookie } from '../auth/cookies.ts';
import { pageViewer } from '../auth/page-session.ts';
import type { AppConfig } from '../config/env.ts';
import { recordVisit } from '../modules/academies/visits.ts';
import { presentSchoolInfo } from '../modules/schools/presenter.ts';
import { access } from '../shared/access.ts';
import { locationHeader } from '../shared/location.ts';
import { isNameIncomplete } from '../shared/names.ts';
import { pageStatus } from './page-status.ts';
import { buildBootstrap, resolvePage } from './bootstrap.ts';
import { resolveH5Page } from './h5-page.ts';
import { preferredEncoding } from '../shared/html-encoding.ts';
import { loadWebAssets } from './manifest.ts';
import { encodedMessagesModule } from './messages-encoding.ts';
import { mobileRedirect } from './mobile-redirect.ts';
import { thirdLoginLanguageRedirect } from './third-login-lang.ts';
import { PAGE_ACCESS, pageAccessProblems } from './page-access.ts';
import { pageRedirect } from './page-rules.ts';
import { creationEntryRedirect } from './creation-center-page.ts';
import { composedPageScope } from '../modules/portal-pages/page-data.ts';
import { CACHEABLE_ROUTES, PageCache, pageCacheKey, preparePage, sendCachedPage } from './page-cache.ts';
import { PageRenderer } from './page-renderer.ts';
import staticAssets, { DOCUMENT_ONLY_HEADERS } from './static-assets.ts';

/**
 * What the event loop takes from the web app's server entry: the `/h5/` shell (static markup) and the messages
 * modules pages link (pages themselves go to the page renderer).
 */
type MainThreadEntry = Pick<EntryServer, 'messagesModuleFor' | 'renderMobileShell'>;

const NOT_BUILT = 'The web app is not built yet: run `npm run build`, then reload this page.\n';

export default (async (app, { config, webDistDir, warmPages }) => {
  // Like the API gate's declarations: a page whose access is not declared soundly stops the start, not a visitor.
  const problems = pageAccessProblems(PAGE_ACCESS);
  if (problems.length > 0) throw new Error(problems.join('\n'));
  const assets = loadWebAssets(webDistDir);
  await app.register(staticAssets, { webDistDir });

  const entryFile = path.join(webDistDir, 'server/entry-server.js');
  let entry: Promise<MainThreadEntry> | null = null;
  // Imported lazily and once: the server starts (and answers the API) before the web app is built.
  const loadEntry = () => (entry ??= import(pathToFileURL(entryFile).href) as Promise<MainThreadEntry>);
  const renderer = new PageRenderer({ entryFile, assets, threads: config.renderThreads });
  app.addHook('onClose', () => renderer.close());
  if (warmPages) {
    app.addHook('onReady', async () => {
      if (!isBuilt()) return;
      renderer.start();
      // In the background: the messages modules and /h5 need it, readiness does not.
      loadEntry().catch((error: unknown) => app.log.error({ err: error }, 'web app server entry not loaded'));
    });
  }
  // Once built, the entry stays (a stat per request is a cost of its own).
  let built = false;
  const isBuilt = () => (built ||= fs.existsSync(entryFile));
  // Issue 17 §2: visitors' pages, kept precompressed and dropped with their school's shell data.
  const pageCache = new PageCache(app.shellCache, { ttlMs: config.pageCacheTtlMs });

  // Issue 17: a page's messages, linked by the page and kept by the browser for good under their content hash. An
  // older hash (a page rendered before a deploy) gets today's texts, revalidated each time.
  app.get(
    '/i18n/:file',
    {
      config: { access: access.public },
      schema: {
        hide: true,
        params: { type: 'object', properties: { file: { type: 'string', maxLength: 100 } } },
      },
    },
    async (request, reply) => {
      if (!isBuilt()) return reply.status(503).type('text/plain; charset=utf-8').send(NOT_BUILT);
      const { file } = request.params as { file: string };
      const found = (await loadEntry()).messagesModuleFor(file);
      if (!found) return reply.callNotFound();
      reply.header('cache-control', found.current ? 'public, max-age=31536000, immutable' : 'no-cache');
      reply.header('vary', 'accept-encoding').type('text/javascript; charset=utf-8');
      // A script, not a document: the document's policy headers are bytes for nothing (static-assets.ts).
      for (const header of DOCUMENT_ONLY_HEADERS) reply.removeHeader(header);
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      if (!encoding) return reply.send(found.module.text);
      const { url, text } = found.module;
      return reply
        .header('content-encoding', encoding)
        .send(await encodedMessagesModule(url, text, encoding));
    },
  );

  // Spec §4 redirect target (issue 14 item 4): the mobile pages' shell for the school and language of the query (or
  // the site's community school); the mobile path after `#` stays in the browser, where the mobile client reads it.
  app.get('/h5', { config: { access: access.public }, schema: { hide: true } }, async (request, reply) => {
    reply.header('cache-control', 'no-cache');
    if (!fs.existsSync(entryFile)) return reply.status(503).type('text/plain; charset=utf-8').send(NOT_BUILT);
    const { lang, school, schoolSource } = await resolveH5Page(app.db, config, {
      url: request.url,
      host: request.host,
    });
    const html = (await loadEntry()).renderMobileShell({
      lang,
      school: school ? presentSchoolInfo(school) : null,
      schoolSource,
      scripts: assets.h5.scripts,
      nonce: reply.scriptNonce,
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
    // Issue 14: the single sign-on's callback page in the language the login started in.
    const thirdLang = thirdLoginLanguageRedirect(request);
    if (thirdLang) return reply.redirect(locationHeader(thirdLang), 302);
    const mobile = mobileRedirect(request.url, request.headers['user-agent']);
    if (mobile.varyOnUserAgent) reply.header('vary', 'user-agent');
    if (mobile.location) return reply.redirect(locationHeader(mobile.location), 302);
    // A visitor's page may be served as kept; a session cookie (or anything personal) never reads nor writes.
    const cacheKey = pageCache.enabled ? pageCacheKey(request) : null;
    const kept = cacheKey ? pageCache.get(cacheKey) : undefined;
    if (kept) {
      pageCache.stats.hits += 1;
      return sendCachedPage(request, reply, kept, true);
    }
    const page = await resolvePage(app.db, config, {
      url: request.url,
      host: request.host,
      shellCache: app.shellCache,
    });
    const viewer = await pageViewer(app, request, reply, { renew: page.route.id !== 'not-found' });
    const target =
      pageRedirect({ ...page, url: request.url, viewer }) ?? (await creationEntryRedirect(app.db, page));
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
    if (!isBuilt()) {
      await visit;
      return reply.status(503).type('text/plain; charset=utf-8').send(NOT_BUILT);
    }
    // Stamped before the data is read: a change during the render keeps this page out of the cache.
    const deps = page.school ? [page.school.id, page.school.parent_id ?? ''].filter(Boolean) : [];
    // Issue 27: a portal home (a school's or a sub-school's) may show a composed page; its publish drops exactly
    // the pages stamped with its scope.
    const composedOwner =
      page.route.id === 'portal-home'
        ? (page.school?.id ?? null)
        : page.route.id === 'portal-sub-school'
          ? resolveSubSchoolId(page)
          : null;
    if (page.school && composedOwner) {
      deps.push(composedPageScope(composedOwner, page.query.get('pageId')));
    }
    const stamp = app.shellCache.stamp(deps);
    const generation = app.shellCache.globalGeneration;
    let sectionFailed = false;
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
        onSectionError: (section, error) => {
          sectionFailed = true;
          request.log.warn({ err: error, section }, 'shell section failed; showing its fallback');
        },
        shellCache: app.shellCache,
      },
      page,
    );
    // A visitor's page that may be kept is rendered plain (the page cache compresses it once, harder).
    const mayKeep = cacheKey !== null && viewer === null;
    const rendered = await renderer.render({
      url: request.url,
      bootstrap: JSON.stringify(bootstrap),
      nonce: reply.scriptNonce,
      encoding: mayKeep ? null : preferredEncoding(request.headers['accept-encoding']),
    });
    const result = { ...rendered, status: pageStatus(bootstrap.page, rendered.status) };
    const keep =
      mayKeep &&
      result.status === 200 &&
      page.school !== null &&
      CACHEABLE_ROUTES.has(page.route.id) &&
      !sectionFailed &&
      // A school with intranet segments shows visitors a bar that depends on their address.
      bootstrap.certification?.hasInternal !== true &&
      !reply.hasHeader('set-cookie');
    if (keep) {
      pageCache.stats.misses += 1;
      const html = Buffer.from(result.body.buffer, result.body.byteOffset, result.body.length).toString(
        'utf8',
      );
      const prepared = await preparePage(pageCache, html, deps, stamp, generation, mobile.varyOnUserAgent);
      pageCache.set(cacheKey, prepared);
      await visit;
      return sendCachedPage(request, reply, prepared, false);
    }
    // One buffer (rendered whole, compressed in one call) is one write, where React's chunks cost a write each.
    await visit;
    reply.status(result.status).type('text/html; charset=utf-8');
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
    if (result.encoding) reply.header('content-encoding', result.encoding);
    return reply.send(Buffer.from(result.body.buffer, result.body.byteOffset, result.body.length));
  });
}) satisfies FastifyPluginAsync<{ config: AppConfig; webDistDir: string; warmPages?: boolean }>;
