/**
 * The server-render seam (issue 23 item 1): what the server (apps/server/src/web) passes to the web app's server
 * entry (apps/web/src/entry-server.tsx) and what it gets back, typed once for both sides. The entry is imported at
 * run time from the build (`dist/server/entry-server.js`), so these types are the only check that both agree.
 */
import type { LanguageCode } from '@portico/core';
import type { ShellBootstrap } from './bootstrap.ts';
import type { SchoolInfo } from './schools.ts';

/** Scripts and stylesheets of one chunk (and the chunks it imports statically), as absolute URL paths. */
export interface ChunkAssets {
  scripts: string[];
  styles: string[];
}

/** What the server reads from the Vite client manifest once at start (apps/server/src/web/manifest.ts). */
export interface WebAssets extends ChunkAssets {
  /**
   * Each lazily imported module (manifest key = its source path, e.g. `src/features/search/components/
   * search-results.tsx`) → the scripts and styles it adds to the entry's. A page whose server render includes a
   * lazy chunk links its styles in the head (no unstyled first paint, no layout shift when the chunk arrives)
   * and preloads its scripts (hydration does not wait for a second round trip).
   */
  lazy: Record<string, ChunkAssets>;
  /** The `/h5/` mobile client: its own entry (apps/web/src/h5/entry-h5.ts) and the chunks it imports. */
  h5: ChunkAssets;
}

/** One page to render. */
export interface RenderInput {
  url: string;
  /** The page's bootstrap, or its JSON text (what the server sends to a render thread: one string, not a graph). */
  bootstrap: ShellBootstrap | string;
  /** The entry's scripts and styles, and what each lazily imported module adds. */
  assets: ChunkAssets & { lazy?: WebAssets['lazy'] };
  nonce: string;
}

/** The whole document, with the status the page answers (404 for the not-found page). */
export interface RenderedHtml {
  status: number;
  html: string;
}

/** Where the `/h5/` page's school came from: the page's query, the site's community school, or nowhere. */
export type H5SchoolSource = 'query' | 'community' | 'none';

/** The `/h5/` shell of spec §4's mobile pages (static markup; the mobile client's own entry renders the view). */
export interface MobileShellRenderInput {
  lang: LanguageCode;
  /** The school the page is for (core MobileRedirectCarry / the site's community school), when it exists. */
  school: SchoolInfo | null;
  schoolSource: H5SchoolSource;
  /** The mobile client's entry script, then the chunks it imports (preloaded). Empty: no client (not built). */
  scripts: string[];
  nonce: string;
}

/** `/i18n/<file>`: a page's messages module, and whether the file name is today's (cacheable for good). */
export interface MessagesModuleFound {
  /** `url` names the content (its hash): the server keeps the compressed bytes under it. */
  module: { url: string; text: string };
  current: boolean;
}

/** The web app's server entry as the server imports it. */
export interface EntryServer {
  render(input: RenderInput): Promise<RenderedHtml>;
  renderMobileShell(input: MobileShellRenderInput): string;
  messagesModuleFor(file: string): MessagesModuleFound | null;
}
