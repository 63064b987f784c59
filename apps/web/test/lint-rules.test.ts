// @vitest-environment node
/**
 * The lint rules CODE_STYLE.md promises (issue 9 §6) really fire: no imports between web feature folders, no raw
 * '/api/' paths, and type-aware no-floating-promises. Lints snippets through the repository's own eslint.config.js.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const featureFile = 'apps/web/src/features/search/api/hot-search.ts';

async function ruleIds(code: string, filePath: string, typed = false): Promise<string[]> {
  const eslint = new ESLint({
    cwd: root,
    // The boundary rules need no types: skip the TypeScript project (seconds) unless the rule under test does.
    ...(typed
      ? {}
      : {
          overrideConfig: {
            languageOptions: { parserOptions: { projectService: false } },
            rules: { '@typescript-eslint/no-floating-promises': 'off' },
          },
        }),
  });
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('no imports between web feature folders', () => {
  it.each([
    [
      "import { a } from '@/features/agreement/api/sign-agreement.ts';\nexport { a };",
      'no-restricted-imports',
    ],
    ["import { a } from '../../agreement/api/sign-agreement.ts';\nexport { a };", 'no-restricted-imports'],
    ["export * from '../../../features/header/components/nav-bar.tsx';", 'no-restricted-imports'],
    ["export const l = () => import('@/features/header/components/nav-bar.tsx');", 'no-restricted-syntax'],
  ])('refuses %j', async (code, rule) => {
    expect(await ruleIds(code, featureFile)).toEqual([rule]);
  });

  it('allows the own feature, shared folders, and features imported from outside any feature', async () => {
    const own =
      "import { a } from '@/features/search/components/search-box.tsx';\n" +
      "import { b } from '../components/search-box.tsx';\n" +
      "import { c } from '@/lib/use-mounted.ts';\n" +
      "export const l = () => import('@/features/search/components/search-box.tsx');\n" +
      'export { a, b, c };';
    expect(await ruleIds(own, featureFile)).toEqual([]);
    const app = "import { a } from '@/features/header/components/nav-bar.tsx';\nexport { a };";
    expect(await ruleIds(app, 'apps/web/src/app/shell/header-component.tsx')).toEqual([]);
  });
});

describe('web layering: app → features → components/lib/i18n', () => {
  it.each([
    [
      "import type { A } from '@/app/routes/console-sections.ts';\nexport type { A };",
      featureFile,
      'no-restricted-imports',
    ],
    ["import { a } from '../../../app/page-title.ts';\nexport { a };", featureFile, 'no-restricted-imports'],
    ["export const l = () => import('@/app/app.tsx');", featureFile, 'no-restricted-syntax'],
    [
      "import { a } from '../../app/page-title.ts';\nexport { a };",
      'apps/web/src/components/console/save-bar.tsx',
      'no-restricted-imports',
    ],
    [
      "import { a } from '@/features/search/components/search-box.tsx';\nexport { a };",
      'apps/web/src/lib/navigation.ts',
      'no-restricted-imports',
    ],
    [
      "import { a } from '../features/search/api/hot-search.ts';\nexport { a };",
      'apps/web/src/i18n/keys.ts',
      'no-restricted-imports',
    ],
  ])('refuses %j in %s', async (code, file, rule) => {
    expect(await ruleIds(code, file)).toEqual([rule]);
  });

  it('still refuses another feature in a feature file (the blocks merge, not replace)', async () => {
    const code = "import { a } from '@/features/agreement/api/sign-agreement.ts';\nexport { a };";
    expect(await ruleIds(code, featureFile)).toEqual(['no-restricted-imports']);
  });

  it('lets app/ import features and the shared folders import each other', async () => {
    const app = "import { a } from '@/app/page-title.ts';\nexport { a };";
    expect(await ruleIds(app, 'apps/web/src/app/routes/console.tsx')).toEqual([]);
    const shared = "import { a } from '@/lib/use-mounted.ts';\nexport { a };";
    expect(await ruleIds(shared, 'apps/web/src/components/console/save-bar.tsx')).toEqual([]);
  });
});

describe('API paths named once: no raw /api/ path in the web app or the server modules', () => {
  const files = [
    featureFile,
    'apps/web/src/lib/api-client.ts',
    'apps/web/src/app/routes/console.tsx',
    'apps/web/src/h5/api.ts',
    'apps/server/src/modules/search/routes.ts',
  ];
  it.each(files)('refuses a raw string and a raw template in %s', async (file) => {
    const code = "export const a = '/api/new/thing';\nexport const b = (id: string) => `/api/new/${id}`;";
    expect(await ruleIds(code, file)).toEqual(['no-restricted-syntax', 'no-restricted-syntax']);
  });

  it('accepts a path group through apiPath, and keeps the feature boundary rule beside it', async () => {
    const named =
      "import { SEARCH_API_PATHS, apiPath } from '@portico/contracts';\n" +
      'export const a = apiPath(SEARCH_API_PATHS.courses);\n' +
      "export const b = '/apis-are-not-api-paths';";
    expect(await ruleIds(named, featureFile)).toEqual([]);
    const both =
      "export const l = () => import('@/features/header/components/nav-bar.tsx');\nexport const a = '/api/x';";
    expect(await ruleIds(both, featureFile)).toEqual(['no-restricted-syntax', 'no-restricted-syntax']);
  });

  it.each(files.filter((file) => file.startsWith('apps/web/')))(
    'refuses the whole API_PATHS table in %s (it would land in the bundle whole)',
    async (file) => {
      const code =
        "import { API_PATHS, apiPath } from '@portico/contracts';\nexport const a = apiPath(API_PATHS.search.courses);";
      expect(await ruleIds(code, file)).toEqual(['no-restricted-syntax']);
    },
  );

  it('leaves the contract (where the paths are named) and the server outside its modules alone', async () => {
    const code = "export const a = '/api/new/thing';";
    expect(await ruleIds(code, 'packages/contracts/src/api-paths.ts')).toEqual([]);
    expect(await ruleIds(code, 'apps/server/src/web/render.ts')).toEqual([]);
  });
});

describe('type-aware no-floating-promises', () => {
  it('reports an un-awaited promise and accepts await, void and catch', async () => {
    const file = 'packages/core/src/text.ts';
    const prelude = 'async function f(): Promise<number> {\n  return 1;\n}\n';
    expect(await ruleIds(`${prelude}export function g() {\n  f();\n}\n`, file, true)).toEqual([
      '@typescript-eslint/no-floating-promises',
    ]);
    const handled = `${prelude}export async function g() {\n  await f();\n  void f();\n  f().catch(() => 0);\n}\n`;
    expect(await ruleIds(handled, file, true)).toEqual([]);
  }, 60_000);
});
