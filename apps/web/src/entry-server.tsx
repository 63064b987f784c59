/**
 * Server rendering (contracts.md §2): the server pipes `render()` for every page request.
 * All 12 locales are bundled here (and only here); the page gets its own messages merged over English.
 */
import type { ShellBootstrap } from '@portico/contracts';
import { renderToPipeableStream } from 'react-dom/server';
import { App } from '@/app/app.tsx';
import { renderMobileShellHtml, type MobileShellInput } from '@/app/mobile-shell.tsx';
import { preloadRoutePage } from '@/app/routes/account-pages.tsx';
import { routeChunkKeys } from '@/app/routes/route-chunks.ts';
import { MOBILE_PACKS, packsForRoute } from '@/i18n/packs.ts';
import { messagesFor } from '@/i18n/server-messages.ts';
import { dataScriptText } from '@/lib/portico-data.ts';

interface ChunkAssets {
  scripts: string[];
  styles: string[];
}

export interface RenderInput {
  url: string;
  bootstrap: ShellBootstrap;
  /** The entry's scripts and styles, and what each lazily imported module adds (server web/manifest.ts). */
  assets: ChunkAssets & { lazy?: Record<string, ChunkAssets> };
  nonce: string;
}

/** The entry's assets plus those of the lazy chunks the route renders on first paint (route-chunks.ts). */
function pageAssets(assets: RenderInput['assets'], route: ShellBootstrap['route']) {
  const chunks = routeChunkKeys(route).map((key) => assets.lazy?.[key]);
  const unique = (lists: string[][]) => [...new Set(lists.flat())];
  return {
    styles: unique([assets.styles, ...chunks.map((chunk) => chunk?.styles ?? [])]),
    preloads: unique(chunks.map((chunk) => chunk?.scripts ?? [])),
  };
}

export interface RenderResult {
  status: number;
  pipe(destination: NodeJS.WritableStream): void;
  abort(): void;
}

export async function render({ url, bootstrap, assets, nonce }: RenderInput): Promise<RenderResult> {
  // Lazily split page code (login, register forms) is loaded first, so it renders in place, not streamed later.
  await preloadRoutePage(bootstrap.route);
  const messages = messagesFor(bootstrap.lang, packsForRoute(bootstrap.route.id));
  const head = {
    ...pageAssets(assets, bootstrap.route),
    nonce,
    dataScript: dataScriptText({ bootstrap, messages }),
  };
  const status = bootstrap.route.id === 'not-found' ? 404 : 200;

  return new Promise((resolve, reject) => {
    let failed = false;
    const stream = renderToPipeableStream(
      <App bootstrap={bootstrap} messages={messages} head={head} location={url} />,
      {
        bootstrapModules: assets.scripts,
        nonce,
        // The response starts only when everything is ready, so there is nothing to gain from progressive chunks:
        // completed Suspense boundaries (the lazily split forms) stay in place instead of being moved by script.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        // Resolve once everything is rendered: crawlers and no-JS users get the full page, status is final.
        onAllReady() {
          resolve({
            status: failed ? 500 : status,
            pipe: (destination) => {
              stream.pipe(destination);
            },
            abort: () => stream.abort(),
          });
        },
        onShellError(error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        },
        onError(error) {
          failed = true;
          console.error(error);
        },
      },
    );
  });
}

/** `/h5/`: the shell of spec §4's mobile pages (static markup; the mobile client's own entry renders the view). */
export function renderMobileShell(input: Omit<MobileShellInput, 'messages'>): string {
  return renderMobileShellHtml({ ...input, messages: messagesFor(input.lang, MOBILE_PACKS) });
}
