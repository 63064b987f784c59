import type { PageData } from '@portico/contracts';
import type { RouteId } from '@portico/core';
import type { ComponentType } from 'react';
import { PortalHomePage } from './portal-home.tsx';

export type RouteKey = RouteId | 'not-found';
export interface MatchedRoute {
  id: RouteKey;
  params: Record<string, string>;
}

/** What a route module gives the router: the page, and the lazy parts it renders on first paint. */
export interface RoutePageModule {
  Page: ComponentType;
  /** `page`: the bootstrap's page data, for a part that depends on it (the learning view's player). */
  preload?: (route: MatchedRoute, page: PageData) => Promise<void>;
}

interface RouteModule {
  /** The module's file under src/app/routes (its Vite manifest key, for the document's modulepreloads); '' in the entry. */
  file: string;
  load: () => Promise<RoutePageModule>;
}

/**
 * Every route's page module, loaded on demand (issues 23 and 28): navigation between routes is a full document
 * load, so a page needs only its own route's code. The entry holds the shell; the route module is a chunk the
 * document preloads (route-chunks.ts) and both render() and the browser entry await before rendering, so the first
 * render is the page, never a fallback. Exhaustive: a new RouteId without a module fails the typecheck.
 */
export const ROUTE_MODULES: Record<RouteKey, RouteModule> = {
  // The portal home is the entry's own page (the one most visitors land on): no chunk of its own, so its code and
  // what it shares with other routes come in the entry rather than as a dozen small extra requests.
  'portal-home': { file: '', load: () => Promise.resolve({ Page: PortalHomePage }) },
  'portal-search': {
    file: 'portal-search',
    load: () => import('./portal-search.tsx').then((m) => ({ Page: m.PortalSearchPage, preload: m.preload })),
  },
  'portal-more': {
    file: 'portal-more',
    load: () => import('./portal-more.tsx').then((m) => ({ Page: m.PortalMorePage })),
  },
  'portal-sub-school': {
    file: 'portal-sub-school',
    load: () => import('./portal-sub-school.tsx').then((m) => ({ Page: m.PortalSubSchoolPage })),
  },
  'course-view': {
    file: 'course',
    load: () => import('./course.tsx').then((m) => ({ Page: m.CoursePage, preload: m.preload })),
  },
  'course-application': {
    file: 'course',
    load: () => import('./course.tsx').then((m) => ({ Page: m.CoursePage, preload: m.preload })),
  },
  'knowledge-portal': {
    file: 'knowledge',
    load: () => import('./knowledge.tsx').then((m) => ({ Page: m.KnowledgePage, preload: m.preload })),
  },
  'knowledge-list': {
    file: 'knowledge',
    load: () => import('./knowledge.tsx').then((m) => ({ Page: m.KnowledgePage, preload: m.preload })),
  },
  'knowledge-detail': {
    file: 'knowledge',
    load: () => import('./knowledge.tsx').then((m) => ({ Page: m.KnowledgePage, preload: m.preload })),
  },
  'exercise-home': {
    file: 'exam',
    load: () => import('./exam.tsx').then((m) => ({ Page: m.ExercisePage, preload: m.preload })),
  },
  exam: {
    file: 'exam',
    load: () => import('./exam.tsx').then((m) => ({ Page: m.ExamPage, preload: m.preload })),
  },
  'private-center': {
    file: 'center-pages',
    load: () => import('./center-pages.tsx').then((m) => ({ Page: m.PrivateCenterPage, preload: m.preload })),
  },
  'learning-profile': {
    file: 'center-pages',
    load: () =>
      import('./center-pages.tsx').then((m) => ({ Page: m.LearningProfilePage, preload: m.preload })),
  },
  'person-space': {
    file: 'center-pages',
    load: () => import('./center-pages.tsx').then((m) => ({ Page: m.PersonSpacePage, preload: m.preload })),
  },
  'ai-chat': {
    file: 'center-pages',
    load: () => import('./center-pages.tsx').then((m) => ({ Page: m.AiChatPage, preload: m.preload })),
  },
  'teaching-center': {
    file: 'teaching-center',
    load: () =>
      import('./teaching-center.tsx').then((m) => ({ Page: m.TeachingCenterPage, preload: m.preload })),
  },
  'class-info-jump': {
    file: 'teaching-center',
    load: () => import('./teaching-center.tsx').then((m) => ({ Page: m.ClassInfoPage, preload: m.preload })),
  },
  'creation-center': {
    file: 'creation-center',
    load: () =>
      import('./creation-center.tsx').then((m) => ({ Page: m.CreationCenterPage, preload: m.preload })),
  },
  'school-management': {
    file: 'console',
    load: () => import('./console.tsx').then((m) => ({ Page: m.ConsoleRoutePage, preload: m.preload })),
  },
  'sub-school-management': {
    file: 'console',
    load: () => import('./console.tsx').then((m) => ({ Page: m.ConsoleRoutePage, preload: m.preload })),
  },
  'school-feedback': {
    file: 'school-feedback',
    load: () =>
      import('./school-feedback.tsx').then((m) => ({ Page: m.SchoolFeedbackPage, preload: m.preload })),
  },
  community: {
    file: 'community',
    load: () => import('./community.tsx').then((m) => ({ Page: m.CommunityPage, preload: m.preload })),
  },
  'o3-detail': {
    file: 'community',
    load: () => import('./community.tsx').then((m) => ({ Page: m.CommunityPage, preload: m.preload })),
  },
  login: {
    file: 'account-pages',
    load: () => import('./account-pages.tsx').then((m) => ({ Page: m.LoginPage, preload: m.preload })),
  },
  'login-select': {
    file: 'account-pages',
    load: () => import('./account-pages.tsx').then((m) => ({ Page: m.LoginSelectPage, preload: m.preload })),
  },
  'register-invite': {
    file: 'account-pages',
    load: () =>
      import('./account-pages.tsx').then((m) => ({ Page: m.RegisterInvitePage, preload: m.preload })),
  },
  'register-create': {
    file: 'account-pages',
    load: () =>
      import('./account-pages.tsx').then((m) => ({ Page: m.RegisterCreatePage, preload: m.preload })),
  },
  'third-login-callback': {
    file: 'third-login-callback',
    load: () =>
      import('./third-login-callback.tsx').then((m) => ({
        Page: m.ThirdLoginCallbackPage,
        preload: m.preload,
      })),
  },
  privilege: {
    file: 'info-pages',
    load: () => import('./info-pages.tsx').then((m) => ({ Page: m.PrivilegePage })),
  },
  'cookie-policy': {
    file: 'info-pages',
    load: () => import('./info-pages.tsx').then((m) => ({ Page: m.CookiePolicyPage })),
  },
  'complaint-report': {
    file: 'info-pages',
    load: () => import('./info-pages.tsx').then((m) => ({ Page: m.ComplaintReportPage })),
  },
  'help-center': {
    file: 'info-pages',
    load: () => import('./info-pages.tsx').then((m) => ({ Page: m.HelpCenterPage })),
  },
  privacy: {
    file: 'info-pages',
    load: () => import('./info-pages.tsx').then((m) => ({ Page: m.PrivacyPage })),
  },
  'insufficient-permissions': {
    file: 'info-pages',
    load: () => import('./info-pages.tsx').then((m) => ({ Page: m.InsufficientPermissionsPage })),
  },
  design: {
    file: 'info-pages',
    load: () => import('./info-pages.tsx').then((m) => ({ Page: m.DesignPage })),
  },
  'not-found': {
    file: 'not-found',
    load: () => import('./not-found.tsx').then((m) => ({ Page: m.NotFoundPage })),
  },
};

/** The manifest key of a route's page module (route-chunks.ts). */
export function routeModuleKey(id: RouteKey): string | null {
  const { file } = ROUTE_MODULES[id];
  return file ? `src/app/routes/${file}.tsx` : null;
}

const loaded = new Map<RouteKey, ComponentType>();

/** Loads the route's page module and what it renders on first paint; afterwards the page renders without suspending. */
export async function loadRoutePage(route: MatchedRoute, page: PageData): Promise<void> {
  const module = await ROUTE_MODULES[route.id].load();
  await module.preload?.(route, page);
  loaded.set(route.id, module.Page);
}

/** The page of a route loaded by loadRoutePage, or undefined. */
export function loadedRoutePage(id: RouteKey): ComponentType | undefined {
  return loaded.get(id);
}
