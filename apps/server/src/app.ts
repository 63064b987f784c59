/**
 * Composition root: external plugins → app plugins → API routes → web rendering (the catch-all goes last).
 */
import { randomUUID } from 'node:crypto';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { AppConfig } from './config/env.ts';
import { WEB_DIST_DIR } from './config/paths.ts';
import { trustProxyOption } from './config/trust-proxy.ts';
import { createDb, type DbHandle } from './db/connection.ts';
import academyConfigRoutes from './modules/academies/config-routes.ts';
import academyRoutes from './modules/academies/routes.ts';
import accountRoutes from './modules/accounts/routes.ts';
import agreementRoutes from './modules/agreements/routes.ts';
import aiRoutes from './modules/ai/routes.ts';
import authRoutes from './modules/auth/routes.ts';
import bulletinRoutes from './modules/bulletins/routes.ts';
import categoryRoutes from './modules/categories/routes.ts';
import certificationRoutes from './modules/certification/routes.ts';
import communityRoutes from './modules/community/routes.ts';
import consoleRoutes from './modules/console/routes.ts';
import consoleCatalogueRoutes from './modules/console-catalogue/routes.ts';
import consoleContentRoutes from './modules/console-content/routes.ts';
import consoleNavigationRoutes from './modules/console-navigation/routes.ts';
import consoleSchoolRoutes from './modules/console-schools/routes.ts';
import courseRoutes from './modules/courses/routes.ts';
import enrolmentRoutes from './modules/enrolments/routes.ts';
import examImportRoutes from './modules/exam-import/routes.ts';
import consoleEnrolmentRoutes from './modules/enrolments/console-routes.ts';
import learningRoutes from './modules/learning/routes.ts';
import classReportRoutes from './modules/class-report/routes.ts';
import classesModule from './modules/classes/index.ts';
import liveSessionRoutes from './modules/live-sessions/index.ts';
import liveReminder from './modules/live-sessions/reminder.ts';
import examsModule from './modules/exams/index.ts';
import learningPathsModule from './modules/learning-paths/routes.ts';
import portalPagesModule from './modules/portal-pages/routes.ts';
import authoringModule from './modules/authoring/index.ts';
import o3ArticleRoutes from './modules/o3-articles/routes.ts';
import examSweep from './modules/exams/sweep.ts';
import mediaRoutes from './modules/media/routes.ts';
import mediaUploads from './modules/media-uploads/index.ts';
import knowledgeModule from './modules/knowledge/index.ts';
import feedbackInboxRoutes from './modules/feedback/inbox-routes.ts';
import feedbackRoutes from './modules/feedback/routes.ts';
import footerRoutes from './modules/footer/routes.ts';
import probeRoutes from './modules/health/probes.ts';
import healthRoutes from './modules/health/routes.ts';
import memberRoutes from './modules/members/routes.ts';
import messageRoutes from './modules/messages/routes.ts';
import navigationRoutes from './modules/navigation/routes.ts';
import avatarRoutes from './modules/person-space/avatar-routes.ts';
import followRoutes from './modules/person-space/follow-routes.ts';
import personSpaceRoutes from './modules/person-space/routes.ts';
import schoolRoutes from './modules/schools/routes.ts';
import searchRoutes from './modules/search/routes.ts';
import thirdLoginRoutes from './modules/third-login/routes.ts';
import o3CardRoutes from './modules/o3-card/routes.ts';
import contentReviewRoutes from './modules/uploads/review-routes.ts';
import uploadRoutes from './modules/uploads/routes.ts';
import fileStorage from './modules/uploads/storage-plugin.ts';
import accessGate from './plugins/app/access-gate.ts';
import dbPlugin from './plugins/app/db.ts';
import errorHandler, { frameworkErrors } from './plugins/app/error-handler.ts';
import inputGuard from './plugins/app/input-guard.ts';
import lifecycle from './plugins/app/lifecycle.ts';
import loginThrottle from './plugins/app/login-throttle.ts';
import redis from './plugins/app/redis.ts';
import sameSiteGuard from './plugins/app/same-site-guard.ts';
import session from './plugins/app/session.ts';
import shellCache from './plugins/app/shell-cache.ts';
import shellEvents from './plugins/app/shell-events.ts';
import visitorApiCache from './plugins/app/visitor-api-cache.ts';
import compress from './plugins/external/compress.ts';
import cookie from './plugins/external/cookie.ts';
import multipart from './plugins/external/multipart.ts';
import security from './plugins/external/security.ts';
import swagger from './plugins/external/swagger.ts';
import webRender from './web/render.ts';

export interface BuildAppOptions {
  config: AppConfig;
  /** An open database (tests, main); when absent the app opens one from config and closes it on shutdown. */
  db?: DbHandle;
  logger?: FastifyServerOptions['logger'];
  /** Where the web build lives (tests may point elsewhere). */
  webDistDir?: string;
  /**
   * Start the render threads and load the web app's server entry as soon as the server is ready, so the first pages
   * after a start or deploy do not pay for it (the process entry does; test apps start them on their first page).
   */
  warmPages?: boolean;
}

export async function buildApp({
  config,
  db,
  logger,
  webDistDir = WEB_DIST_DIR,
  warmPages = false,
}: BuildAppOptions) {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    genReqId: () => randomUUID(),
    bodyLimit: config.bodyLimitBytes,
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.requestTimeoutMs * 2,
    routerOptions: { ignoreTrailingSlash: true },
    trustProxy: trustProxyOption(config.trustProxyHops),
    frameworkErrors,
  }).withTypeProvider<TypeBoxTypeProvider>();

  await app.register(errorHandler);
  await app.register(inputGuard);
  await app.register(sameSiteGuard);
  // The shell cache and the visitor cache of open JSON answers come before every other request hook: a kept
  // answer is sent from there, with the headers the hooks below gave it the first time (issue 17).
  await app.register(shellEvents);
  await app.register(redis, config);
  await app.register(shellCache, config);
  await app.register(visitorApiCache, { ttlMs: config.pageCacheTtlMs });
  await app.register(security);
  // Before every route (its hook is added per route) and before the static assets.
  await app.register(compress);
  await app.register(cookie);
  await app.register(multipart);

  await app.register(dbPlugin, { handle: db ?? createDb(config), closeOnShutdown: !db });
  await app.register(session);
  await app.register(lifecycle);
  await app.register(loginThrottle);
  // Before any route (OpenAPI's own included): a route without an access declaration stops the start.
  await app.register(accessGate);
  await app.register(swagger);
  await app.register(fileStorage, { config });

  for (const routes of [
    healthRoutes,
    probeRoutes,
    schoolRoutes,
    navigationRoutes,
    categoryRoutes,
    courseRoutes,
    footerRoutes,
    bulletinRoutes,
    searchRoutes,
    feedbackRoutes,
    feedbackInboxRoutes,
    uploadRoutes,
    contentReviewRoutes,
    authRoutes,
    accountRoutes,
    memberRoutes,
    agreementRoutes,
    academyRoutes,
    academyConfigRoutes,
    messageRoutes,
    enrolmentRoutes,
    consoleEnrolmentRoutes,
    learningRoutes,
    examsModule,
    learningPathsModule,
    portalPagesModule,
    classesModule,
    liveSessionRoutes,
    classReportRoutes,
    authoringModule,
    mediaRoutes,
    personSpaceRoutes,
    followRoutes,
    avatarRoutes,
    certificationRoutes,
    consoleRoutes,
    consoleContentRoutes,
    consoleCatalogueRoutes,
    consoleNavigationRoutes,
    consoleSchoolRoutes,
    communityRoutes,
    o3ArticleRoutes,
    examImportRoutes,
  ]) {
    await app.register(routes);
  }
  await app.register(aiRoutes, { provider: config.aiProvider });
  await app.register(thirdLoginRoutes, { oidc: config.oidc });
  await app.register(o3CardRoutes);
  await app.register(examSweep, { intervalSeconds: config.examSweepIntervalS });
  await app.register(liveReminder, { intervalSeconds: config.liveReminderIntervalS });
  await app.register(mediaUploads, { dataDir: config.dataDir });
  await app.register(knowledgeModule);
  await app.register(webRender, { config, webDistDir, warmPages });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
