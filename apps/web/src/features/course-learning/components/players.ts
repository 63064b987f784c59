/**
 * The learning view's players, each a chunk of its own loaded only by resources of its kind (the article view too:
 * it brings DOMPurify, 12 kB a video or PDF page does not need). A route that renders
 * one on first paint preloads it (`preloadPlayer`) before the server renders and before the browser hydrates: a
 * player whose chunk was still on its way when the view re-rendered (its first heartbeat's answer) was client
 * rendered instead of hydrated, so React replaced the server's <video> with a new one — stopping a video already
 * started, flashing the player's loading state and moving the page below it.
 */
import type { CourseLearnPage } from '@portico/contracts';
import { lazyWithPreload } from '@/lib/lazy-with-preload.tsx';

export const VideoPlayer = lazyWithPreload(async () => {
  const { VideoPlayer: Player } = await import('./video-player.tsx');
  return { default: Player };
});
export const PdfViewer = lazyWithPreload(async () => {
  const { PdfViewer: Viewer } = await import('./pdf-viewer.tsx');
  return { default: Viewer };
});
export const ArticleView = lazyWithPreload(async () => {
  const { ArticleView: View } = await import('./article-view.tsx');
  return { default: View };
});
export const ScormView = lazyWithPreload(async () => {
  const { ScormView: View } = await import('./scorm-view.tsx');
  return { default: View };
});

/** The player of the page's resource, if it has one. */
export function preloadPlayer(page: Pick<CourseLearnPage, 'resource'>): Promise<void> {
  const kind = page.resource?.kind;
  if (kind === 'video') return VideoPlayer.preload();
  if (kind === 'document') return PdfViewer.preload();
  if (kind === 'scorm') return ScormView.preload();
  if (kind === 'article') return ArticleView.preload();
  return Promise.resolve();
}
