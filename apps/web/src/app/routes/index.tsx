import { createElement, lazy, Suspense, type ComponentType } from 'react';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import { loadedRoutePage, ROUTE_MODULES, type RouteKey } from './route-modules.ts';

/** Only when a page renders without loadRoutePage first (never in the server render or the browser entry). */
const lazyPages = new Map<RouteKey, ComponentType>();
function lazyPage(id: RouteKey): ComponentType {
  let page = lazyPages.get(id);
  if (!page) {
    page = lazy(() => ROUTE_MODULES[id].load().then((module) => ({ default: module.Page })));
    lazyPages.set(id, page);
  }
  return page;
}

/**
 * The route is matched once, on the server, with core's matchRoute (bootstrap.route) — the same decision that
 * sets the 404 status — so there is no client router: this renders the page for that RouteId.
 * Navigation between routes is a full document load (each route's data comes from the server bootstrap), so
 * only the matched route's page module is loaded (route-modules.ts).
 */
export function AppRoutes() {
  const { route } = useBootstrap();
  // Both are module-level components (the loaded map and the lazy cache keep one per route), never made per render.
  const page = loadedRoutePage(route.id) ?? lazyPage(route.id);
  return <Suspense fallback={null}>{createElement(page)}</Suspense>;
}
