/** The translations the web app ships, so tests assert the words a user of each language actually reads. */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const localesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/src/locales');

/** The main messages of `lang`, or those of a message pack (`community`, `console`: apps/web/src/i18n/packs.ts). */
export function messages(lang: string, pack?: 'community' | 'console'): Record<string, string> {
  const file = pack ? path.join(localesDir, pack, `${lang}.json`) : path.join(localesDir, `${lang}.json`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
}
