/**
 * Where pages are rendered (issue 17 §3): a signed-in page is never cached, so its React render and compression
 * (≈ 2 ms of CPU for the demo home) ran on the event loop and capped an instance at one core. A pool of render
 * threads (piscina) takes that work; the event loop keeps the request pipeline and the database reads.
 * RENDER_THREADS sets the pool's size; 0 renders on the event loop (one-core machines, debugging).
 *
 * The pool starts when the server is ready (`warmPages`, the process entry) or on the first page (test apps that only
 * answer the API never pay for it), and is closed with the server. A thread that dies is replaced by the pool; the page that was on it answers 500 like any failed
 * render.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type { WebAssets } from '@portico/contracts';
import { loadEntryServer, renderDocument, type PageToRender, type RenderedPage } from './render-document.ts';
import type { RenderThreadData } from './render-worker.ts';

/**
 * The thread's module next to this one: `render-worker.js` in the compiled server, the TypeScript source (run
 * through tsx, like the process itself) in development and tests.
 */
function workerFile(): { filename: string; execArgv: string[] | undefined } {
  const here = fileURLToPath(import.meta.url);
  const compiled = path.join(path.dirname(here), 'render-worker.js');
  // undefined: the threads inherit the process's flags (e.g. --cpu-prof for `npm run bench:profile`).
  if (here.endsWith('.js') && fs.existsSync(compiled)) return { filename: compiled, execArgv: undefined };
  const tsx = process.execArgv.includes('tsx') ? [] : ['--import', 'tsx'];
  return {
    filename: path.join(path.dirname(here), 'render-worker.ts'),
    execArgv: [...process.execArgv, ...tsx],
  };
}

export class PageRenderer {
  private pool: Piscina<PageToRender, RenderedPage> | null = null;

  constructor(private readonly options: { entryFile: string; assets: WebAssets; threads: number }) {}

  get threads(): number {
    return this.options.threads;
  }

  render(page: PageToRender): Promise<RenderedPage> {
    const { entryFile, assets, threads } = this.options;
    if (threads === 0) {
      return loadEntryServer(entryFile).then((entry) => renderDocument(entry, assets, page));
    }
    this.pool ??= this.startPool();
    return this.pool.run(page);
  }

  /** Starts the threads now (each loads the web app) instead of on the first page; nothing without threads. */
  start(): void {
    if (this.options.threads > 0) this.pool ??= this.startPool();
  }

  async close(): Promise<void> {
    const pool = this.pool;
    this.pool = null;
    await pool?.close();
  }

  private startPool(): Piscina<PageToRender, RenderedPage> {
    const { filename, execArgv } = workerFile();
    const workerData: RenderThreadData = {
      entryFile: this.options.entryFile,
      assets: this.options.assets,
    };
    return new Piscina<PageToRender, RenderedPage>({
      filename,
      execArgv,
      workerData,
      minThreads: this.options.threads,
      maxThreads: this.options.threads,
      // Render threads live as long as the server; pages arrive in bursts.
      idleTimeout: Number.POSITIVE_INFINITY,
      name: 'default',
      // A second page waits in each thread's own queue: the thread starts it the moment the first is done, instead
      // of sleeping until the event loop has taken the first page back and handed it the next (futex wake-ups and
      // an idle core between pages). Renders are synchronous, so the two never interleave. Measured on 2 cores
      // (learning view, signed in, brotli quality 1): 640 → 688–723 req/s, CPU 2.49 → 2.24–2.37 ms per page; a
      // third thread instead of this gave 655 (issue 28 item 5, docs/scaling.md).
      concurrentTasksPerWorker: 2,
    });
  }
}
