import { htmlLang, type LanguageCode } from '@portico/core';
import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Messages } from './keys.ts';

/**
 * One i18next instance per render (server) / per page (client), fed with the messages the server computed:
 * the page language merged over the en_US fallback, so the client never downloads other locales.
 * Flat dotted keys, synchronous init (resources are in memory), React escapes values itself.
 */
export function createI18n(lang: LanguageCode, messages: Messages): I18n {
  // The server merges each language's messages once (server-messages.ts), so one instance serves every render of
  // that language: creating an i18next instance per request was a top cost of a render (issue 17).
  const known = INSTANCES.get(messages);
  if (known?.lang === lang) return known.instance;
  const instance = createInstanceFor(lang, messages);
  INSTANCES.set(messages, { lang, instance });
  return instance;
}

const INSTANCES = new WeakMap<Messages, { lang: LanguageCode; instance: I18n }>();

function createInstanceFor(lang: LanguageCode, messages: Messages): I18n {
  const lng = htmlLang(lang);
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng,
    fallbackLng: false,
    resources: { [lng]: { translation: messages } },
    keySeparator: false,
    nsSeparator: false,
    initAsync: false,
    interpolation: { escapeValue: false },
    // An added bundle (the API error texts, loaded on demand: error-messages.ts) renders its readers again.
    react: { useSuspense: false, bindI18nStore: 'added' },
    showSupportNotice: false,
  });
  return instance;
}
