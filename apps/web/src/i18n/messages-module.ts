/**
 * SERVER ONLY (imported by entry-server.tsx): a page's messages as a static ES module (issue 17). They are the
 * same for every page of a language (and its packs) — a third of a page's HTML — so pages link them instead of
 * inlining them: each page's HTML is smaller to render, compress and send, and the browser keeps the module
 * (immutable, named by its content hash) across pages. The document preloads it from the head, so hydration does
 * not wait a round trip more.
 */
import { createHash } from 'node:crypto';
import { isSupportedLanguage, type LanguageCode } from '@portico/core';
import type { MessagePack } from './keys.ts';
import { errorMessagesOf, PACK_LOCALES, messagesFor } from './server-messages.ts';

export interface MessagesModule {
  /** `/i18n/<lang>[~pack…].<hash>.js`, or `/i18n/<lang>-errors.<hash>.js` */
  url: string;
  /** The module's source: `export default {…}`. */
  text: string;
}

const MESSAGES_PATH = '/i18n/';

const MODULES = new Map<string, MessagesModule>();

export function messagesModule(lang: LanguageCode, packs: readonly MessagePack[]): MessagesModule {
  return moduleNamed([lang, ...packs].join('~'), () => messagesFor(lang, packs));
}

/**
 * Issue 28 item 3: `/i18n/<lang>-errors.<hash>.js`, the API error texts alone — no page carries them; the browser
 * loads them the first time it has an error to show (error-messages.ts).
 */
export function errorMessagesModule(lang: LanguageCode): MessagesModule {
  return moduleNamed(`${lang}-errors`, () => errorMessagesOf(lang));
}

function moduleNamed(name: string, texts: () => Record<string, string>): MessagesModule {
  let module = MODULES.get(name);
  if (!module) {
    const text = `export default ${JSON.stringify(texts())};\n`;
    const hash = createHash('sha256').update(text).digest('base64url').slice(0, 12);
    module = { url: `${MESSAGES_PATH}${name}.${hash}.js`, text };
    MODULES.set(name, module);
  }
  return module;
}

/**
 * The module a file name of `/i18n/` asks for, and whether the name is the current one (its hash matches: cacheable
 * for good); null for a name that is no language and packs of ours.
 */
export function messagesModuleFor(file: string): { module: MessagesModule; current: boolean } | null {
  const errors = /^([A-Za-z_]+)-errors\.([\w-]+)\.js$/.exec(file);
  if (errors) {
    const lang = errors[1] ?? '';
    if (!isSupportedLanguage(lang)) return null;
    const module = errorMessagesModule(lang);
    return { module, current: module.url === `${MESSAGES_PATH}${file}` };
  }
  const match = /^([A-Za-z_]+(?:~[a-z]+)*)\.([\w-]+)\.js$/.exec(file);
  if (!match) return null;
  const [lang = '', ...packs] = (match[1] ?? '').split('~');
  if (!isSupportedLanguage(lang) || !packs.every(isPack) || new Set(packs).size !== packs.length) return null;
  const module = messagesModule(lang, packs);
  return { module, current: module.url === `${MESSAGES_PATH}${file}` };
}

const isPack = (pack: string): pack is MessagePack => Object.hasOwn(PACK_LOCALES, pack);
