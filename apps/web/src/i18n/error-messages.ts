/**
 * The API error texts on demand (issue 28 item 3). Every error code's text (`errors.*`, ≈ a third of the main
 * messages) was sent with every page although most pages never show one; they now travel as a module of their own
 * (`/i18n/<lang>-errors.<hash>.js`, i18n/messages-module.ts), loaded the first time a page needs one:
 * - the API client awaits it before it rejects a call with a code (lib/api-client.ts), so a handler that turns the
 *   error into text — at once or stored in state — finds the code's words there;
 * - a render that names an error text the page does not have yet (useT) starts the load and shows the page's
 *   translated generic error meanwhile; the texts, once there, are added to the page's i18next store, whose
 *   `added` event re-renders the components that read them (create-i18n.ts `bindI18nStore`).
 * The server never loads them: it renders the generic text, as the browser does until the module is there.
 */
import type { i18n as I18n } from 'i18next';

type Texts = Record<string, string>;

/** Where the texts come from: the page's errors module in the browser (entry-client.tsx), a stand-in in tests. */
let source: { lang: string; load: () => Promise<Texts> } | null = null;
let loading: Promise<Texts | null> | null = null;
let loaded: { lang: string; texts: Texts } | null = null;
/** i18next instances that asked for texts before they were there: they get them added when they come. */
const waiting = new Set<I18n>();

/** Names the page's errors module (its language as i18next names it: `zh-CN`). */
export function setErrorMessagesSource(lang: string, load: () => Promise<Texts>): void {
  source = { lang, load };
  loading = null;
  loaded = null;
}

/** Loads the texts once (a failed load is tried again next time); resolves when they are there or failed. */
export function loadErrorMessages(): Promise<Texts | null> {
  const current = source;
  if (!current) return Promise.resolve(null);
  loading ??= current.load().then(
    (texts) => {
      if (source !== current) return null;
      loaded = { lang: current.lang, texts };
      for (const i18n of waiting) addTo(i18n, loaded);
      waiting.clear();
      return texts;
    },
    () => {
      loading = null;
      return null;
    },
  );
  return loading;
}

function addTo(i18n: I18n, { lang, texts }: { lang: string; texts: Texts }): void {
  // A new bundle object (not deep): the page's messages object stays as the server made it.
  if (i18n.language === lang) i18n.addResourceBundle(lang, 'translation', texts, false, false);
}

/**
 * The error texts for a render of `i18n` that lacks one: the loaded texts, or null — then the load is started and
 * the instance gets the texts when they come (its components render again).
 */
export function errorMessagesFor(i18n: I18n): Texts | null {
  if (loaded?.lang === i18n.language) return loaded.texts;
  if (!source || source.lang !== i18n.language) return null;
  waiting.add(i18n);
  void loadErrorMessages();
  return null;
}

/** Keys of the errors module: an API error code's text. */
export const isErrorKey = (key: string): boolean => key.startsWith('errors.');
