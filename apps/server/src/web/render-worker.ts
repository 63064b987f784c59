/**
 * A render thread of the page renderer's pool (page-renderer.ts, issue 17): renders and compresses pages so the
 * event loop keeps serving requests and the database while React works on another core. The web app's server entry
 * and the page assets come once, with the thread's data; each task is one page.
 */
import { workerData } from 'node:worker_threads';
import type { WebAssets } from '@portico/contracts';
import { loadEntryServer, renderDocument, type PageToRender, type RenderedPage } from './render-document.ts';

export interface RenderThreadData {
  entryFile: string;
  assets: WebAssets;
}

const { entryFile, assets } = workerData as RenderThreadData;
// Loaded as the thread starts, not on its first page; a failure surfaces with that page.
const entry = loadEntryServer(entryFile);
entry.catch(() => {});

export default async function renderPage(page: PageToRender): Promise<RenderedPage> {
  return renderDocument(await entry, assets, page);
}
