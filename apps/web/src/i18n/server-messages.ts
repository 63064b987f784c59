/**
 * SERVER ONLY (imported by entry-server.tsx): all 12 locales are bundled into dist/server, never into the
 * client bundle. The page's messages travel to the browser as a module of their own (messages-module.ts).
 */
import { FALLBACK_LANGUAGE, type LanguageCode } from '@portico/core';
import type { MessagePack, Messages } from './keys.ts';
import community_ar_SA from '@/locales/community/ar_SA.json';
import community_de_DE from '@/locales/community/de_DE.json';
import community_en_US from '@/locales/community/en_US.json';
import community_es_ES from '@/locales/community/es_ES.json';
import community_fr_FR from '@/locales/community/fr_FR.json';
import community_ja_JP from '@/locales/community/ja_JP.json';
import community_ko_KR from '@/locales/community/ko_KR.json';
import community_pl_PL from '@/locales/community/pl_PL.json';
import community_pt_BR from '@/locales/community/pt_BR.json';
import community_ru_RU from '@/locales/community/ru_RU.json';
import community_tr_TR from '@/locales/community/tr_TR.json';
import community_zh_CN from '@/locales/community/zh_CN.json';
import console_ar_SA from '@/locales/console/ar_SA.json';
import console_de_DE from '@/locales/console/de_DE.json';
import console_en_US from '@/locales/console/en_US.json';
import console_es_ES from '@/locales/console/es_ES.json';
import console_fr_FR from '@/locales/console/fr_FR.json';
import console_ja_JP from '@/locales/console/ja_JP.json';
import console_ko_KR from '@/locales/console/ko_KR.json';
import console_pl_PL from '@/locales/console/pl_PL.json';
import console_pt_BR from '@/locales/console/pt_BR.json';
import console_ru_RU from '@/locales/console/ru_RU.json';
import console_tr_TR from '@/locales/console/tr_TR.json';
import console_zh_CN from '@/locales/console/zh_CN.json';
import creation_ar_SA from '@/locales/creation/ar_SA.json';
import creation_de_DE from '@/locales/creation/de_DE.json';
import creation_en_US from '@/locales/creation/en_US.json';
import creation_es_ES from '@/locales/creation/es_ES.json';
import creation_fr_FR from '@/locales/creation/fr_FR.json';
import creation_ja_JP from '@/locales/creation/ja_JP.json';
import creation_ko_KR from '@/locales/creation/ko_KR.json';
import creation_pl_PL from '@/locales/creation/pl_PL.json';
import creation_pt_BR from '@/locales/creation/pt_BR.json';
import creation_ru_RU from '@/locales/creation/ru_RU.json';
import creation_tr_TR from '@/locales/creation/tr_TR.json';
import creation_zh_CN from '@/locales/creation/zh_CN.json';
import learning_ar_SA from '@/locales/learning/ar_SA.json';
import learning_de_DE from '@/locales/learning/de_DE.json';
import learning_en_US from '@/locales/learning/en_US.json';
import learning_es_ES from '@/locales/learning/es_ES.json';
import learning_fr_FR from '@/locales/learning/fr_FR.json';
import learning_ja_JP from '@/locales/learning/ja_JP.json';
import learning_ko_KR from '@/locales/learning/ko_KR.json';
import learning_pl_PL from '@/locales/learning/pl_PL.json';
import learning_pt_BR from '@/locales/learning/pt_BR.json';
import learning_ru_RU from '@/locales/learning/ru_RU.json';
import learning_tr_TR from '@/locales/learning/tr_TR.json';
import learning_zh_CN from '@/locales/learning/zh_CN.json';
import center_ar_SA from '@/locales/center/ar_SA.json';
import center_de_DE from '@/locales/center/de_DE.json';
import center_en_US from '@/locales/center/en_US.json';
import center_es_ES from '@/locales/center/es_ES.json';
import center_fr_FR from '@/locales/center/fr_FR.json';
import center_ja_JP from '@/locales/center/ja_JP.json';
import center_ko_KR from '@/locales/center/ko_KR.json';
import center_pl_PL from '@/locales/center/pl_PL.json';
import center_pt_BR from '@/locales/center/pt_BR.json';
import center_ru_RU from '@/locales/center/ru_RU.json';
import center_tr_TR from '@/locales/center/tr_TR.json';
import center_zh_CN from '@/locales/center/zh_CN.json';
import editor_ar_SA from '@/locales/editor/ar_SA.json';
import editor_de_DE from '@/locales/editor/de_DE.json';
import editor_en_US from '@/locales/editor/en_US.json';
import editor_es_ES from '@/locales/editor/es_ES.json';
import editor_fr_FR from '@/locales/editor/fr_FR.json';
import editor_ja_JP from '@/locales/editor/ja_JP.json';
import editor_ko_KR from '@/locales/editor/ko_KR.json';
import editor_pl_PL from '@/locales/editor/pl_PL.json';
import editor_pt_BR from '@/locales/editor/pt_BR.json';
import editor_ru_RU from '@/locales/editor/ru_RU.json';
import editor_tr_TR from '@/locales/editor/tr_TR.json';
import editor_zh_CN from '@/locales/editor/zh_CN.json';
import errors_ar_SA from '@/locales/errors/ar_SA.json';
import errors_de_DE from '@/locales/errors/de_DE.json';
import errors_en_US from '@/locales/errors/en_US.json';
import errors_es_ES from '@/locales/errors/es_ES.json';
import errors_fr_FR from '@/locales/errors/fr_FR.json';
import errors_ja_JP from '@/locales/errors/ja_JP.json';
import errors_ko_KR from '@/locales/errors/ko_KR.json';
import errors_pl_PL from '@/locales/errors/pl_PL.json';
import errors_pt_BR from '@/locales/errors/pt_BR.json';
import errors_ru_RU from '@/locales/errors/ru_RU.json';
import errors_tr_TR from '@/locales/errors/tr_TR.json';
import errors_zh_CN from '@/locales/errors/zh_CN.json';
import inbox_ar_SA from '@/locales/inbox/ar_SA.json';
import inbox_de_DE from '@/locales/inbox/de_DE.json';
import inbox_en_US from '@/locales/inbox/en_US.json';
import inbox_es_ES from '@/locales/inbox/es_ES.json';
import inbox_fr_FR from '@/locales/inbox/fr_FR.json';
import inbox_ja_JP from '@/locales/inbox/ja_JP.json';
import inbox_ko_KR from '@/locales/inbox/ko_KR.json';
import inbox_pl_PL from '@/locales/inbox/pl_PL.json';
import inbox_pt_BR from '@/locales/inbox/pt_BR.json';
import inbox_ru_RU from '@/locales/inbox/ru_RU.json';
import inbox_tr_TR from '@/locales/inbox/tr_TR.json';
import inbox_zh_CN from '@/locales/inbox/zh_CN.json';
import info_ar_SA from '@/locales/info/ar_SA.json';
import info_de_DE from '@/locales/info/de_DE.json';
import info_en_US from '@/locales/info/en_US.json';
import info_es_ES from '@/locales/info/es_ES.json';
import info_fr_FR from '@/locales/info/fr_FR.json';
import info_ja_JP from '@/locales/info/ja_JP.json';
import info_ko_KR from '@/locales/info/ko_KR.json';
import info_pl_PL from '@/locales/info/pl_PL.json';
import info_pt_BR from '@/locales/info/pt_BR.json';
import info_ru_RU from '@/locales/info/ru_RU.json';
import info_tr_TR from '@/locales/info/tr_TR.json';
import info_zh_CN from '@/locales/info/zh_CN.json';
import search_ar_SA from '@/locales/search/ar_SA.json';
import search_de_DE from '@/locales/search/de_DE.json';
import search_en_US from '@/locales/search/en_US.json';
import search_es_ES from '@/locales/search/es_ES.json';
import search_fr_FR from '@/locales/search/fr_FR.json';
import search_ja_JP from '@/locales/search/ja_JP.json';
import search_ko_KR from '@/locales/search/ko_KR.json';
import search_pl_PL from '@/locales/search/pl_PL.json';
import search_pt_BR from '@/locales/search/pt_BR.json';
import search_ru_RU from '@/locales/search/ru_RU.json';
import search_tr_TR from '@/locales/search/tr_TR.json';
import search_zh_CN from '@/locales/search/zh_CN.json';
import knowledge_ar_SA from '@/locales/knowledge/ar_SA.json';
import knowledge_de_DE from '@/locales/knowledge/de_DE.json';
import knowledge_en_US from '@/locales/knowledge/en_US.json';
import knowledge_es_ES from '@/locales/knowledge/es_ES.json';
import knowledge_fr_FR from '@/locales/knowledge/fr_FR.json';
import knowledge_ja_JP from '@/locales/knowledge/ja_JP.json';
import knowledge_ko_KR from '@/locales/knowledge/ko_KR.json';
import knowledge_pl_PL from '@/locales/knowledge/pl_PL.json';
import knowledge_pt_BR from '@/locales/knowledge/pt_BR.json';
import knowledge_ru_RU from '@/locales/knowledge/ru_RU.json';
import knowledge_tr_TR from '@/locales/knowledge/tr_TR.json';
import knowledge_zh_CN from '@/locales/knowledge/zh_CN.json';
import ar_SA from '@/locales/ar_SA.json';
import de_DE from '@/locales/de_DE.json';
import en_US from '@/locales/en_US.json';
import es_ES from '@/locales/es_ES.json';
import fr_FR from '@/locales/fr_FR.json';
import ja_JP from '@/locales/ja_JP.json';
import ko_KR from '@/locales/ko_KR.json';
import pl_PL from '@/locales/pl_PL.json';
import pt_BR from '@/locales/pt_BR.json';
import ru_RU from '@/locales/ru_RU.json';
import tr_TR from '@/locales/tr_TR.json';
import zh_CN from '@/locales/zh_CN.json';

export const LOCALES: Record<LanguageCode, Partial<Messages>> = {
  zh_CN,
  en_US,
  es_ES,
  ru_RU,
  ar_SA,
  pl_PL,
  de_DE,
  tr_TR,
  fr_FR,
  ja_JP,
  ko_KR,
  pt_BR,
};

type PackLocales = Record<LanguageCode, Record<string, string>>;

export const PACK_LOCALES: Record<MessagePack, PackLocales> = {
  console: {
    zh_CN: console_zh_CN,
    en_US: console_en_US,
    es_ES: console_es_ES,
    ru_RU: console_ru_RU,
    ar_SA: console_ar_SA,
    pl_PL: console_pl_PL,
    de_DE: console_de_DE,
    tr_TR: console_tr_TR,
    fr_FR: console_fr_FR,
    ja_JP: console_ja_JP,
    ko_KR: console_ko_KR,
    pt_BR: console_pt_BR,
  },
  community: {
    zh_CN: community_zh_CN,
    en_US: community_en_US,
    es_ES: community_es_ES,
    ru_RU: community_ru_RU,
    ar_SA: community_ar_SA,
    pl_PL: community_pl_PL,
    de_DE: community_de_DE,
    tr_TR: community_tr_TR,
    fr_FR: community_fr_FR,
    ja_JP: community_ja_JP,
    ko_KR: community_ko_KR,
    pt_BR: community_pt_BR,
  },
  learning: {
    zh_CN: learning_zh_CN,
    en_US: learning_en_US,
    es_ES: learning_es_ES,
    ru_RU: learning_ru_RU,
    ar_SA: learning_ar_SA,
    pl_PL: learning_pl_PL,
    de_DE: learning_de_DE,
    tr_TR: learning_tr_TR,
    fr_FR: learning_fr_FR,
    ja_JP: learning_ja_JP,
    ko_KR: learning_ko_KR,
    pt_BR: learning_pt_BR,
  },
  creation: {
    zh_CN: creation_zh_CN,
    en_US: creation_en_US,
    es_ES: creation_es_ES,
    ru_RU: creation_ru_RU,
    ar_SA: creation_ar_SA,
    pl_PL: creation_pl_PL,
    de_DE: creation_de_DE,
    tr_TR: creation_tr_TR,
    fr_FR: creation_fr_FR,
    ja_JP: creation_ja_JP,
    ko_KR: creation_ko_KR,
    pt_BR: creation_pt_BR,
  },
  center: {
    zh_CN: center_zh_CN,
    en_US: center_en_US,
    es_ES: center_es_ES,
    ru_RU: center_ru_RU,
    ar_SA: center_ar_SA,
    pl_PL: center_pl_PL,
    de_DE: center_de_DE,
    tr_TR: center_tr_TR,
    fr_FR: center_fr_FR,
    ja_JP: center_ja_JP,
    ko_KR: center_ko_KR,
    pt_BR: center_pt_BR,
  },
  errors: {
    zh_CN: errors_zh_CN,
    en_US: errors_en_US,
    es_ES: errors_es_ES,
    ru_RU: errors_ru_RU,
    ar_SA: errors_ar_SA,
    pl_PL: errors_pl_PL,
    de_DE: errors_de_DE,
    tr_TR: errors_tr_TR,
    fr_FR: errors_fr_FR,
    ja_JP: errors_ja_JP,
    ko_KR: errors_ko_KR,
    pt_BR: errors_pt_BR,
  },
  knowledge: {
    zh_CN: knowledge_zh_CN,
    en_US: knowledge_en_US,
    es_ES: knowledge_es_ES,
    ru_RU: knowledge_ru_RU,
    ar_SA: knowledge_ar_SA,
    pl_PL: knowledge_pl_PL,
    de_DE: knowledge_de_DE,
    tr_TR: knowledge_tr_TR,
    fr_FR: knowledge_fr_FR,
    ja_JP: knowledge_ja_JP,
    ko_KR: knowledge_ko_KR,
    pt_BR: knowledge_pt_BR,
  },
  inbox: {
    zh_CN: inbox_zh_CN,
    en_US: inbox_en_US,
    es_ES: inbox_es_ES,
    ru_RU: inbox_ru_RU,
    ar_SA: inbox_ar_SA,
    pl_PL: inbox_pl_PL,
    de_DE: inbox_de_DE,
    tr_TR: inbox_tr_TR,
    fr_FR: inbox_fr_FR,
    ja_JP: inbox_ja_JP,
    ko_KR: inbox_ko_KR,
    pt_BR: inbox_pt_BR,
  },
  info: {
    zh_CN: info_zh_CN,
    en_US: info_en_US,
    es_ES: info_es_ES,
    ru_RU: info_ru_RU,
    ar_SA: info_ar_SA,
    pl_PL: info_pl_PL,
    de_DE: info_de_DE,
    tr_TR: info_tr_TR,
    fr_FR: info_fr_FR,
    ja_JP: info_ja_JP,
    ko_KR: info_ko_KR,
    pt_BR: info_pt_BR,
  },
  search: {
    zh_CN: search_zh_CN,
    en_US: search_en_US,
    es_ES: search_es_ES,
    ru_RU: search_ru_RU,
    ar_SA: search_ar_SA,
    pl_PL: search_pl_PL,
    de_DE: search_de_DE,
    tr_TR: search_tr_TR,
    fr_FR: search_fr_FR,
    ja_JP: search_ja_JP,
    ko_KR: search_ko_KR,
    pt_BR: search_pt_BR,
  },
  editor: {
    zh_CN: editor_zh_CN,
    en_US: editor_en_US,
    es_ES: editor_es_ES,
    ru_RU: editor_ru_RU,
    ar_SA: editor_ar_SA,
    pl_PL: editor_pl_PL,
    de_DE: editor_de_DE,
    tr_TR: editor_tr_TR,
    fr_FR: editor_fr_FR,
    ja_JP: editor_ja_JP,
    ko_KR: editor_ko_KR,
    pt_BR: editor_pt_BR,
  },
};

function mergeOver(target: Record<string, string>, source: Record<string, string | undefined>): void {
  for (const [key, value] of Object.entries(source)) {
    if (value) target[key] = value;
  }
}

/**
 * The language's messages over the English fallback (spec §9 "fallback language en"); empty values fall back too.
 * `packs` adds the texts of the page's message packs (i18n/packs.ts); a pack's keys are absent otherwise.
 */
export function messagesFor(lang: LanguageCode, packs: readonly MessagePack[] = []): Messages {
  // Merged once per language and packs (issue 17: no per-request work that could be done once); read-only.
  const key = `${lang}|${packs.join(',')}`;
  const known = MERGED.get(key);
  if (known) return known;
  const merged: Record<string, string> = {};
  mergeOver(merged, LOCALES[FALLBACK_LANGUAGE] as Record<string, string>);
  mergeOver(merged, LOCALES[lang] ?? {});
  for (const pack of packs) {
    mergeOver(merged, PACK_LOCALES[pack][FALLBACK_LANGUAGE]);
    mergeOver(merged, PACK_LOCALES[pack][lang]);
  }
  MERGED.set(key, merged as Messages);
  return merged as Messages;
}

const MERGED = new Map<string, Messages>();

/** The pack of the API error texts, not sent with pages but loaded on demand (error-messages.ts). */
export const ERROR_PACK = 'errors' satisfies MessagePack;

/** The error texts of `lang` over English's, alone (the errors module, messages-module.ts). */
export function errorMessagesOf(lang: LanguageCode): Record<string, string> {
  const merged: Record<string, string> = {};
  mergeOver(merged, PACK_LOCALES[ERROR_PACK][FALLBACK_LANGUAGE]);
  mergeOver(merged, PACK_LOCALES[ERROR_PACK][lang]);
  return merged;
}
