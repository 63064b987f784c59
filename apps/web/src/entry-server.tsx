/**
 * Server rendering (contracts.md §2): the server calls `render()` for every page request and sends the document.
 * All 12 locales are bundled here (and only here); the page gets its own messages merged over English.
 */
import type {
  EntryServer,
  MobileShellRenderInput,
  RenderInput,
  RenderedHtml,
  ShellBootstrap,
} from '@portico/contracts';
import { App } from '@/app/app.tsx';
import { renderMobileShellHtml } from '@/app/mobile-shell.tsx';
import { renderHtml } from '@/app/render-html.tsx';
import { routeChunkKeys } from '@/app/routes/route-chunks.ts';
import { loadRoutePage } from '@/app/routes/route-modules.ts';
import { loadHeaderParts, USER_MENU_CHUNK } from '@/app/shell/user-menu-part.ts';
import { errorMessagesModule, messagesModule, messagesModuleFor } from '@/i18n/messages-module.ts';
import { MOBILE_PACKS, packsForRoute } from '@/i18n/packs.ts';
import { messagesFor } from '@/i18n/server-messages.ts';
import { dataScriptText } from '@/lib/portico-data.ts';
import { EARLY_INPUT_GUARD } from '@/app/early-input-guard.ts';

/**
 * The entry's assets plus those of the lazy chunks the route renders on first paint (route-chunks.ts), and the
 * user menu's for a signed-in viewer (user-menu-part.ts).
 */
function pageAssets(assets: RenderInput['assets'], bootstrap: ShellBootstrap) {
  const keys = [...routeChunkKeys(bootstrap.route), ...(bootstrap.viewer ? [USER_MENU_CHUNK] : [])];
  const chunks = keys.map((key) => assets.lazy?.[key]);
  const unique = (lists: string[][]) => [...new Set(lists.flat())];
  return {
    styles: unique([assets.styles, ...chunks.map((chunk) => chunk?.styles ?? [])]),
    preloads: unique(chunks.map((chunk) => chunk?.scripts ?? [])),
  };
}

/** The whole document (app/render-html.tsx), with the status the page answers. */
export async function render({ url, assets, nonce, ...input }: RenderInput): Promise<RenderedHtml> {
  const bootstrapJson =
    typeof input.bootstrap === 'string' ? input.bootstrap : JSON.stringify(input.bootstrap);
  // Rendered from what the browser will hydrate with: the same JSON.
  const bootstrap =
    typeof input.bootstrap === 'string' ? (JSON.parse(input.bootstrap) as ShellBootstrap) : input.bootstrap;
  // The route's page module and its lazily split parts are loaded first, so they render in place, not as a fallback.
  await Promise.all([loadRoutePage(bootstrap.route, bootstrap.page), loadHeaderParts(bootstrap.viewer)]);
  const packs = packsForRoute(bootstrap.route.id);
  const messages = messagesFor(bootstrap.lang, packs);
  // The messages travel as a module of their own, preloaded with the route's chunks (i18n/messages-module.ts).
  const messagesUrl = messagesModule(bootstrap.lang, packs).url;
  const { styles, preloads } = pageAssets(assets, bootstrap);
  // The entry is the document's one module script; the chunks it imports at start (React DOM, the shell) are
  // preloaded with the route's, in the head both renderers give (never a script of their own: evaluated on
  // arrival, they would undo the entry's two tasks). A route's chunks never repeat them (manifest.ts leaves the
  // entry's scripts out of every lazy chunk's list).
  const [entry, ...bootChunks] = assets.scripts;
  const head = {
    styles,
    preloads: [messagesUrl, ...bootChunks, ...preloads],
    nonce,
    earlyInputScript: EARLY_INPUT_GUARD,
    // The API error texts are not preloaded: most pages never show one (i18n/error-messages.ts).
    dataScript: dataScriptText(
      bootstrap,
      { messagesUrl, errorsUrl: errorMessagesModule(bootstrap.lang).url },
      bootstrapJson,
    ),
  };
  return renderHtml(
    <App bootstrap={bootstrap} messages={messages} head={head} location={url} />,
    bootstrap.route.id === 'not-found' ? 404 : 200,
    { modules: entry ? [entry] : [], nonce },
  );
}

/** `/i18n/<file>`: the messages module a page links (served by the server, cached by the browser). */
export { messagesModuleFor };

/** `/h5/`: the shell of spec §4's mobile pages (static markup; the mobile client's own entry renders the view). */
export function renderMobileShell(input: MobileShellRenderInput): string {
  return renderMobileShellHtml({ ...input, messages: messagesFor(input.lang, MOBILE_PACKS) });
}

/**
 * The server imports this module as `EntryServer` (@portico/contracts, the one typing of the seam): if these
 * exports drift from it, this line stops the build instead of a page failing at run time.
 */
export type EntryServerModule = SatisfiesEntryServer<{
  render: typeof render;
  renderMobileShell: typeof renderMobileShell;
  messagesModuleFor: typeof messagesModuleFor;
}>;
type SatisfiesEntryServer<T extends EntryServer> = T;
