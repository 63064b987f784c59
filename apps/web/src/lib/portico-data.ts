import type { ShellBootstrap } from '@portico/contracts';
import type { Messages } from '@/i18n/keys.ts';

/** What hydration needs (contracts.md §2): the page's bootstrap and its messages. */
export interface PorticoData {
  bootstrap: ShellBootstrap;
  messages: Messages;
}

/**
 * What the server inlines: the bootstrap, and the address of the messages module (i18n/messages-module.ts) — or,
 * where a page was built with them inline (tests), the messages themselves.
 */
interface PorticoPageData {
  bootstrap: ShellBootstrap;
  messages?: Messages;
  messagesUrl?: string;
  /** The API error texts, loaded on demand (i18n/error-messages.ts). */
  errorsUrl?: string;
}

declare global {
  interface Window {
    __PORTICO__?: PorticoPageData;
  }
}

/** id of the inline data script, so the client can reuse its exact text and nonce when hydrating. */
export const DATA_SCRIPT_ID = '__portico_data';
/** The head's first script: the guard of input before hydration (app/early-input-guard.ts). */
export const EARLY_INPUT_SCRIPT_ID = '__portico_early_input';

const ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON that is safe inside an inline <script>: `<`, `>` and `&` are escaped so data can never close the script
 * (`</script>`) or open a comment (`<!--`), and U+2028/U+2029 are escaped for older JS parsers.
 * The result is still valid JSON and evaluates to the same value.
 */
export function serializeForScript(value: unknown): string {
  return escapeJsonForScript(JSON.stringify(value));
}

/** The same escaping for JSON text serialized elsewhere (the bootstrap, serialized once by the server). */
function escapeJsonForScript(json: string): string {
  return json.replace(/[<>&\u2028\u2029]/g, (ch) => ESCAPES[ch] ?? ch);
}

/**
 * The inline data script: the bootstrap (its JSON text when the caller already has it, so it is not serialized
 * again), where the page's messages are and where its API error texts are.
 */
export function dataScriptText(
  bootstrap: ShellBootstrap,
  urls: { messagesUrl: string; errorsUrl: string },
  bootstrapJson = JSON.stringify(bootstrap),
): string {
  return `window.__PORTICO__={"bootstrap":${escapeJsonForScript(bootstrapJson)},"messagesUrl":${serializeForScript(urls.messagesUrl)},"errorsUrl":${serializeForScript(urls.errorsUrl)}};`;
}
