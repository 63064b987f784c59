/** The translations the web app ships, so tests assert the words a user of each language actually reads. */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const localesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/src/locales');

/**
 * Texts split out of the main messages by issue 28 (apps/web/src/i18n/packs.ts: `center`, `knowledge`, `search`, `info`, `inbox`, `editor`; the API
 * error texts, loaded on demand): a user still reads them where they belong, so the main messages include them here.
 */
const SPLIT_PACKS = ['center', 'knowledge', 'search', 'info', 'inbox', 'editor', 'errors'] as const;

const read = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;

/** The main messages of `lang`, or those of a message pack (`community`, `console`: apps/web/src/i18n/packs.ts). */
export function messages(lang: string, pack?: 'community' | 'console' | 'creation'): Record<string, string> {
  if (pack) return read(path.join(localesDir, pack, `${lang}.json`));
  return Object.assign(
    read(path.join(localesDir, `${lang}.json`)),
    ...SPLIT_PACKS.map((split) => read(path.join(localesDir, split, `${lang}.json`))),
  ) as Record<string, string>;
}

/**
 * The form of a plural family (`<key>_one`, `<key>_other`…, issue 22 item 6) that `count` picks in `lang`, as the
 * app picks it (Intl.PluralRules; apps/web/src/i18n/plural.ts).
 */
export function pluralForm(texts: Record<string, string>, lang: string, key: string, count: number): string {
  const category = new Intl.PluralRules(lang.replace('_', '-')).select(count);
  const text = texts[`${key}_${category}`] ?? texts[`${key}_other`];
  if (text === undefined) throw new Error(`no plural family ${key}`);
  return text;
}
