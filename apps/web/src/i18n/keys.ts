import type en from '@/locales/en_US.json';

/**
 * en_US.json is the source of truth for message keys: every other locale must have exactly the same key set
 * (test/locales.test.ts). A key that is not in en_US.json fails the typecheck wherever `useT()` is used.
 */
export type MessageKey = keyof typeof en;
export type Messages = Record<MessageKey, string>;
export type MessageVars = Record<string, string | number>;
/** Typed translate function: a wrong key is a compile error. */
export type TFn = (key: MessageKey, vars?: MessageVars) => string;
