import type { ShellBootstrap } from '@portico/contracts';
import type { Messages } from '@/i18n/keys.ts';

/** What the server inlines for hydration (contracts.md §2). */
export interface PorticoData {
  bootstrap: ShellBootstrap;
  messages: Messages;
}

declare global {
  interface Window {
    __PORTICO__?: PorticoData;
  }
}

/** id of the inline data script, so the client can reuse its exact text and nonce when hydrating. */
export const DATA_SCRIPT_ID = '__portico_data';

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
export function escapeJsonForScript(json: string): string {
  return json.replace(/[<>&\u2028\u2029]/g, (ch) => ESCAPES[ch] ?? ch);
}

/** The messages of one language (and packs) are one shared object on the server: serialized once (issue 17). */
const SERIALIZED_MESSAGES = new WeakMap<object, string>();

/** `bootstrapJson`: the bootstrap's JSON text when the caller already has it (it is then not serialized again). */
export function dataScriptText(data: PorticoData, bootstrapJson = JSON.stringify(data.bootstrap)): string {
  if (Object.keys(data).length !== 2) return `window.__PORTICO__=${serializeForScript(data)};`;
  let messages = SERIALIZED_MESSAGES.get(data.messages);
  if (messages === undefined) {
    messages = serializeForScript(data.messages);
    SERIALIZED_MESSAGES.set(data.messages, messages);
  }
  // The same text as serializing `{ bootstrap, messages }` in one go.
  return `window.__PORTICO__={"bootstrap":${escapeJsonForScript(bootstrapJson)},"messages":${messages}};`;
}
