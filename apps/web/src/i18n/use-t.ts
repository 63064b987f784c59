import type { i18n as I18n } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessagesFor, isErrorKey } from './error-messages.ts';
import type { MessageKey, MessageVars, TFn } from './keys.ts';
import { pluralText } from './plural.ts';

const VARIABLE = /\{\{\s*([^{}\s]+)\s*\}\}/g;

/**
 * The typed `t` of the app: keys are checked against en_US.json at compile time. Messages are flat keys with
 * `{{name}}` variables and plural families (a `count` picks `<key>_<category>`, plural.ts; no nesting or formats),
 * so the text is read straight from the instance's store: i18next resolving the language hierarchy on every call was a top cost of a server render (issue 17).
 * An API error's text comes from the errors module, loaded on demand (error-messages.ts): until it is there, the
 * page's generic error text. Any other key the store lacks still goes through i18next (its missing-key behaviour).
 */
export function useT(): TFn {
  const { t, i18n } = useTranslation();
  const bundle = (i18n.store?.data?.[i18n.language]?.translation ?? null) as Record<string, unknown> | null;
  return useCallback(
    (key: MessageKey, vars?: MessageVars) => {
      // A count picks its plural form; a key that is no plural family is read as it is.
      const plural =
        vars?.count !== undefined && bundle ? pluralText(bundle, i18n.language, key, vars.count) : undefined;
      let text = plural ?? bundle?.[key];
      if (text === undefined && bundle && isErrorKey(key))
        text = lazyErrorText(i18n, bundle, key, vars?.count);
      if (typeof text !== 'string') return t(key, vars ?? {});
      if (!text.includes('{{')) return text;
      const values = (vars ?? {}) as Record<string, unknown>;
      return text.replace(VARIABLE, (_, name: string) => {
        const value = values[name];
        return value === undefined || value === null ? '' : String(value);
      });
    },
    [t, bundle, i18n],
  );
}

/** An API error's text from the errors module, or the page's generic error text while it loads (error-messages.ts). */
function lazyErrorText(i18n: I18n, bundle: Record<string, unknown>, key: string, count: unknown): unknown {
  const errors = errorMessagesFor(i18n);
  if (!errors) return bundle['errors.generic'];
  const plural = count !== undefined ? pluralText(errors, i18n.language, key, count) : undefined;
  return plural ?? errors[key] ?? bundle['errors.generic'];
}
