/**
 * Browser entry (contracts.md §2). Issue 28 item 4: the page's code is evaluated in two tasks, not one — this module
 * with React DOM (React, its scheduler: chunk `react-dom`), then, in the next task, the shell and the route
 * (app/start.tsx, chunk `shell`), which hydrates the document. Evaluated as one module graph they were a single
 * long task after the first paint (≈ 150 ms at Lighthouse's 8× CPU slowdown on this project's machines); the
 * browser now gets a turn in between (a tap, a frame). Both chunks are preloaded by the document's head
 * (apps/server/src/web/manifest.ts), so the import waits for nothing on the network. Import nothing else
 * statically here: it would be evaluated in the first task, and a shell module would pull the whole shell into it.
 */
import 'react-dom/client';
import type { Root } from 'react-dom/client';

export let root: Root | null = null;

async function boot(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 0));
  const { start } = await import('@/app/start.tsx');
  root = await start(window.__PORTICO__);
}

/** Settles once the page is hydrated (or stays server-rendered); tests await it. */
export const ready: Promise<void> = boot().catch((error: unknown) => {
  console.error('Portico: the page code did not load; the page stays server-rendered.', error);
});
