import type { ComponentType } from 'react';
import { lazyWithPreload } from '@/lib/lazy-with-preload.tsx';

/**
 * The header's user menu (component 005) for a signed-in viewer, as a chunk of its own: a visitor's page renders
 * the login link instead, so the entry every page loads does not carry the menu (issue 28 item 3). The server and
 * the browser entry load it before rendering and before hydrating a signed-in page (loadHeaderParts), and the
 * document preloads it (USER_MENU_CHUNK), so it renders in place — never a fallback, never a mismatch.
 */
export const UserMenu = lazyWithPreload((): Promise<{ default: ComponentType<object> }> =>
  import('@/features/user-menu/components/user-menu.tsx').then((module) => ({ default: module.UserMenu })),
);

/** Its Vite manifest key (the document's modulepreload and stylesheet for a signed-in page). */
export const USER_MENU_CHUNK = 'src/features/user-menu/components/user-menu.tsx';

/** What the header renders on first paint beyond the entry: the user menu when someone is signed in. */
export function loadHeaderParts(viewer: unknown): Promise<void> {
  return viewer ? UserMenu.preload() : Promise.resolve();
}
