/**
 * Server rendering (contracts.md §2): the server pipes `render()` for every page request.
 * All 12 locales are bundled here (and only here); the page gets its own messages merged over English.
 */
import type { ShellBootstrap } from '@portico/core';
import { renderToPipeableStream } from 'react-dom/server';
import { App } from '@/app/app.tsx';
import { preloadRoutePage } from '@/app/routes/account-pages.tsx';
import { messagesFor } from '@/i18n/server-messages.ts';
import { dataScriptText } from '@/lib/portico-data.ts';

export interface RenderInput {
  url: string;
  bootstrap: ShellBootstrap;
  assets: { scripts: string[]; styles: string[] };
  nonce: string;
}

export interface RenderResult {
  status: number;
  pipe(destination: NodeJS.WritableStream): void;
  abort(): void;
}

export async function render({ url, bootstrap, assets, nonce }: RenderInput): Promise<RenderResult> {
  // Lazily split page code (login, register forms) is loaded first, so it renders in place, not streamed later.
  await preloadRoutePage(bootstrap.route.id);
  const messages = messagesFor(bootstrap.lang);
  const head = { styles: assets.styles, nonce, dataScript: dataScriptText({ bootstrap, messages }) };
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
