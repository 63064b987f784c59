/**
 * Issue 28 item 3: the main messages hold only what every page shows; a group only some pages use travels in a
 * message pack (i18n/packs.ts) and the API error texts load on demand (i18n/error-messages.ts). This guard fails
 * when a page could look up a text its messages lack: for every route it follows the imports (static and lazy) of
 * the shell and of the route's page module, collects every message key the reached files name — a literal
 * (`'center.tab.courses'`) or a template's fixed start (`` `exam.kind.${kind}` ``: every key under it) — and checks
 * each is in the route's messages (main + its packs). Error texts named through a template (`errors.${code}`, the
 * error renderer) may come from the errors module instead; a literal `errors.X` may not, as it can be stored as a
 * string before that module is there.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MOBILE_PACKS, packsForRoute } from '@/i18n/packs.ts';
import { ERROR_PACK, LOCALES, messagesFor, PACK_LOCALES } from '@/i18n/server-messages.ts';
import { ROUTE_MODULES, type RouteKey } from '@/app/routes/route-modules.ts';

const SRC = resolve(__dirname, '../src');
/** The route table's lazy imports are the routes themselves: the shell reaches none of them through it. */
const ROUTE_TABLE = join(SRC, 'app/routes/route-modules.ts');

const IMPORT = /(?:from\s+|import\s*\(\s*|import\s+)['"]([^'"]+)['"]/g;
const LITERAL = /['"`]([a-zA-Z][\w]*(?:\.[\w-]+)+)['"`]/g;
const TEMPLATE = /`([a-zA-Z][\w]*(?:\.[\w-]+)*\.)\$\{/g;

function resolveImport(from: string, spec: string): string | null {
  const base = spec.startsWith('@/')
    ? join(SRC, spec.slice(2))
    : spec.startsWith('.')
      ? resolve(dirname(from), spec)
      : null;
  if (!base || !/\.(tsx?)$/.test(base)) return null;
  return existsSync(base) ? base : null;
}

const SOURCES = new Map<string, string>();
const read = (file: string) => {
  let text = SOURCES.get(file);
  if (text === undefined) SOURCES.set(file, (text = readFileSync(file, 'utf8')));
  return text;
};

/** Every source file `roots` reach through imports, static or lazy. */
function reach(roots: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    let text = read(file);
    // The route table imports the portal home statically (the entry's page) and every other route lazily.
    if (file === ROUTE_TABLE) text = text.replace(/import\(\s*['"][^'"]+['"]\s*\)/g, '');
    for (const match of text.matchAll(IMPORT)) {
      const target = resolveImport(file, match[1] ?? '');
      if (target) queue.push(target);
    }
  }
  return seen;
}

const PLURAL = /_(zero|one|two|few|many|other)$/;
const english = (packs: readonly string[]) =>
  new Set(Object.keys(messagesFor('en_US', packs as never)).map((key) => key.replace(PLURAL, '')));
/**
 * The packs split out of the main messages by issue 28. The older packs (console, community, learning, creation) are
 * not checked: their features share page modules with routes that never show them (the four center pages are one
 * module; page titles name the console's sections), which a file-level scan cannot tell apart.
 */
const SPLIT_PACKS = ['center', 'knowledge', 'search', 'info', 'inbox', 'editor'] as const;
/** The keys checked: the main messages', the split packs' and the error texts', plural families by their base. */
const KNOWN = english([...SPLIT_PACKS, ERROR_PACK]);
const LAZY_ERRORS = new Set(
  Object.keys(PACK_LOCALES[ERROR_PACK].en_US).map((key) => key.replace(PLURAL, '')),
);

/** The keys `files` name that `available` lacks. */
function missingKeys(files: Set<string>, available: Set<string>): string[] {
  const missing = new Set<string>();
  for (const file of files) {
    const text = read(file);
    for (const [, key = ''] of text.matchAll(LITERAL)) {
      if (KNOWN.has(key) && !available.has(key)) missing.add(`${key} (${file.slice(SRC.length + 1)})`);
    }
    for (const [, prefix = ''] of text.matchAll(TEMPLATE)) {
      for (const key of KNOWN) {
        if (!key.startsWith(prefix) || available.has(key)) continue;
        if (!(prefix === 'errors.' && LAZY_ERRORS.has(key)))
          missing.add(`${key} (${file.slice(SRC.length + 1)})`);
      }
    }
  }
  return [...missing].sort();
}

// The entry imports the shell's root (app/start.tsx) dynamically, after React DOM: both are every page's code.
const SHELL = reach([join(SRC, 'entry-client.tsx'), join(SRC, 'app/start.tsx')]);

describe('every page has the texts its code names (issue 28 item 3)', () => {
  it('the shell reaches the header, its dialogs and the portal home', () => {
    const names = [...SHELL].map((file) => file.slice(SRC.length + 1));
    expect(names).toContain('app/routes/portal-home.tsx');
    expect(names.some((name) => name.startsWith('features/feedback/'))).toBe(true);
    expect(names.some((name) => name.startsWith('features/exams/'))).toBe(false);
  });

  for (const [route, { file }] of Object.entries(ROUTE_MODULES) as Array<[RouteKey, { file: string }]>) {
    it(`${route}: main messages and its packs (${packsForRoute(route).join(', ') || 'none'})`, () => {
      const files = file ? new Set([...SHELL, ...reach([join(SRC, `app/routes/${file}.tsx`)])]) : SHELL;
      expect(missingKeys(files, english(packsForRoute(route)))).toEqual([]);
    });
  }

  it('the mobile pages (/h5/): main messages and the mobile packs', () => {
    const files = reach([join(SRC, 'app/mobile-shell.tsx'), join(SRC, 'h5/entry-h5.ts')]);
    expect(missingKeys(files, english(MOBILE_PACKS))).toEqual([]);
  });

  it('no page carries the error texts the errors module serves', () => {
    for (const messages of Object.values(LOCALES)) {
      expect(Object.keys(messages).filter((key) => LAZY_ERRORS.has(key.replace(PLURAL, '')))).toEqual([]);
    }
  });
});
