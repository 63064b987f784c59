/** The translations the web app ships, so tests assert the words a user of each language actually reads. */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const localesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/src/locales');

export function messages(lang: string): Record<string, string> {
  return JSON.parse(fs.readFileSync(path.join(localesDir, `${lang}.json`), 'utf8')) as Record<string, string>;
}
