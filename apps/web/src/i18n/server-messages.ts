/**
 * SERVER ONLY (imported by entry-server.tsx): all 12 locales are bundled into dist/server, never into the
 * client bundle. The page's messages travel to the browser inside window.__PORTICO__.
 */
import { FALLBACK_LANGUAGE, type LanguageCode } from '@portico/core';
import type { Messages } from './keys.ts';
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

/** The language's messages over the English fallback (spec §9 "fallback language en"); empty values fall back too. */
export function messagesFor(lang: LanguageCode): Messages {
  const merged: Messages = { ...(LOCALES[FALLBACK_LANGUAGE] as Messages) };
  for (const [key, value] of Object.entries(LOCALES[lang] ?? {})) {
    if (value) merged[key as keyof Messages] = value;
  }
  return merged;
}
