import type centerEn from '@/locales/center/en_US.json';
import type communityEn from '@/locales/community/en_US.json';
import type consoleEn from '@/locales/console/en_US.json';
import type creationEn from '@/locales/creation/en_US.json';
import type editorEn from '@/locales/editor/en_US.json';
import type errorsEn from '@/locales/errors/en_US.json';
import type inboxEn from '@/locales/inbox/en_US.json';
import type infoEn from '@/locales/info/en_US.json';
import type en from '@/locales/en_US.json';
import type knowledgeEn from '@/locales/knowledge/en_US.json';
import type learningEn from '@/locales/learning/en_US.json';
import type searchEn from '@/locales/search/en_US.json';

/**
 * en_US.json is the source of truth for message keys: every other locale must have exactly the same key set
 * (test/locales.test.ts), except that a plural family has the plural categories of its own language. A key that is not in en_US.json fails the typecheck wherever `useT()` is used.
 */
export type RawMessageKey =
  | keyof typeof en
  | keyof typeof consoleEn
  | keyof typeof communityEn
  | keyof typeof learningEn
  | keyof typeof creationEn
  | keyof typeof centerEn
  | keyof typeof knowledgeEn
  | keyof typeof errorsEn
  | keyof typeof inboxEn
  | keyof typeof infoEn
  | keyof typeof searchEn
  | keyof typeof editorEn;

type Category = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
/** A count's message (plural.ts): the files hold `<key>_one`, `<key>_other`…; code names `<key>` with a `count`. */
type PluralKey = RawMessageKey extends infer K ? (K extends `${infer Base}_other` ? Base : never) : never;
export type MessageKey = Exclude<RawMessageKey, `${string}_${Category}`> | PluralKey;

/**
 * Message packs: texts only some pages need travel only with those pages (each page's messages are inlined in its
 * HTML). `locales/{pack}/{lang}.json`, same rules as the main files; which routes get which pack: packs.ts.
 */
export type MessagePack =
  | 'console'
  | 'community'
  | 'learning'
  | 'creation'
  | 'center'
  | 'knowledge'
  | 'search'
  | 'info'
  | 'inbox'
  | 'editor'
  | 'errors';
export type Messages = Record<RawMessageKey, string>;
export type MessageVars = Record<string, string | number>;
/** Typed translate function: a wrong key is a compile error. */
export type TFn = (key: MessageKey, vars?: MessageVars) => string;
