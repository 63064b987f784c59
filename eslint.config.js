import fs from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Web layering (CODE_STYLE.md, issue 23): app → features → components/lib/i18n. Nothing below app/ imports it
 * (`@/app/…` or a relative climb into src/app); the shared folders import no feature either.
 */
const APP_SOURCES = ['^@\\x2Fapp(\\x2F|$)', '^(\\.\\.\\x2F)+app(\\x2F|$)'];
const APP_MESSAGE =
  'Only app/ composes the page (CODE_STYLE.md web layering): move what you need from app/ down to src/components or src/lib.';
const SHARED_SOURCES = ['^@\\x2Ffeatures(\\x2F|$)', '^(\\.\\.\\x2F)+features(\\x2F|$)'];
const SHARED_MESSAGE =
  'src/components, src/lib and src/i18n sit below the features (CODE_STYLE.md web layering): they never import one.';

/**
 * API paths are named once (CODE_STYLE.md, issue 23): the web app and the server's modules never write a raw
 * '/api/…' string or template; they take the path from @portico/contracts API_PATHS (`apiPath` fills its params).
 * Folded into every block below that sets no-restricted-syntax for the same files (a later block replaces it).
 */
const RAW_API_PATH_MESSAGE =
  'API paths are named once: use apiPath(<GROUP>_API_PATHS.<name>) from @portico/contracts, adding the path there if it is new.';
const RAW_API_PATHS = [
  { selector: 'Literal[value=/^\\x2Fapi\\x2F/]', message: RAW_API_PATH_MESSAGE },
  { selector: 'TemplateLiteral[quasis.0.value.raw=/^\\x2Fapi\\x2F/]', message: RAW_API_PATH_MESSAGE },
];
/**
 * The web app imports the group it fetches (`LEARNING_API_PATHS`), never the whole table: the table object is not
 * tree-shaken, and it alone put 2 kB (brotli) into the home page's entry JavaScript (bench:weight).
 */
const WEB_API_PATHS = [
  ...RAW_API_PATHS,
  {
    selector: "ImportSpecifier[imported.name='API_PATHS']",
    message:
      'Import the group (e.g. LEARNING_API_PATHS), not API_PATHS: the whole table would land in the bundle.',
  },
];

function sharedLayering(files) {
  const restricted = [
    ...APP_SOURCES.map((regex) => ({ regex, message: APP_MESSAGE })),
    ...SHARED_SOURCES.map((regex) => ({ regex, message: SHARED_MESSAGE })),
  ];
  return {
    files,
    rules: {
      'no-restricted-imports': ['error', { patterns: restricted }],
      'no-restricted-syntax': [
        'error',
        ...restricted.map(({ regex, message }) => ({
          selector: `ImportExpression[source.value=/${regex}/]`,
          message,
        })),
        ...WEB_API_PATHS,
      ],
    },
  };
}

/**
 * CODE_STYLE.md "a feature never imports another feature": one block per folder of apps/web/src/features, refusing
 * `@/features/<other>` and relative paths that climb into another feature — in static imports and exports
 * (no-restricted-imports) and in lazy `import()` (no-restricted-syntax). Shared code lives in src/components, src/lib
 * or src/i18n.
 */
function featureBoundaries(dir) {
  const features = fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const message =
    'A feature never imports another feature (CODE_STYLE.md): move the shared part to src/components, src/lib or src/i18n.';
  return features.map((feature) => {
    const others = features.filter((name) => name !== feature).join('|');
    // No literal "/" in these sources: esquery's regex syntax (no-restricted-syntax below) cannot hold one.
    const sources = [
      `^@\\x2Ffeatures\\x2F(?!${feature}(\\x2F|$))`,
      `^(\\.\\.\\x2F)+(features\\x2F)?(${others})(\\x2F|$)`,
    ];
    // One block per file set: a later block's no-restricted-imports would replace this one, so the app/ rule
    // (webLayering below) is folded in here for feature files.
    const restricted = [
      ...sources.map((regex) => ({ regex, message })),
      ...APP_SOURCES.map((regex) => ({ regex, message: APP_MESSAGE })),
    ];
    return {
      files: [`${dir}/${feature}/**/*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': ['error', { patterns: restricted }],
        'no-restricted-syntax': [
          'error',
          ...restricted.map(({ regex, message }) => ({
            selector: `ImportExpression[source.value=/${regex}/]`,
            message,
          })),
          ...WEB_API_PATHS,
        ],
      },
    };
  });
}

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'coverage/**', 'e2e/artifacts/**', '.cache/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // The pure package must stay pure: no Node, no DOM, no app code — and importable without the contract.
    files: ['packages/core/src/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            'node:*',
            'react',
            'react-*',
            '@portico/server',
            '@portico/web',
            '@portico/contracts',
            'fs',
            'path',
          ],
        },
      ],
    },
  },
  {
    // The wire contract is pure too: schemas and types over core's constants, nothing of the apps.
    files: ['packages/contracts/src/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['node:*', 'react', 'react-*', '@portico/server', '@portico/web', 'fs', 'path'] },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Type-aware rules, apps and packages only (one TypeScript project service for all their tsconfigs).
    files: ['{apps,packages}/*/{src,test}/**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // A promise nobody awaits loses its error; `void` marks the deliberate fire-and-forget (with a why-comment).
      '@typescript-eslint/no-floating-promises': 'error',
    },
  },
  {
    // Server layering (issue 9): plugins, auth, repositories and shared code sit below the modules and never
    // reach up into them; data the access gate needs comes from repositories/.
    files: ['apps/server/src/{plugins,auth,repositories,shared,db,config}/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(\\.\\./)+modules/',
              message: 'Lower layers never import modules: move the shared part to repositories/ or auth/.',
            },
            {
              regex: '(\\.\\./)+web/',
              message: 'Lower layers never import the page renderer (web/): move the shared part to shared/.',
            },
          ],
        },
      ],
    },
  },
  {
    // Issue 23: modules sit above plugins and never import them; what a handler reads of the gate's work
    // (tenantSchool) lives in shared/.
    files: ['apps/server/src/modules/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(\\.\\./)+plugins/',
              message: 'Modules never import plugins/: read the gate through shared/tenant-school.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    // CODE_STYLE.md: API paths are named once (the feature and shared-folder blocks below repeat this rule).
    files: ['apps/server/src/modules/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', ...RAW_API_PATHS] },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...WEB_API_PATHS] },
  },
  // CODE_STYLE.md: a web feature never imports another feature, nor app/.
  ...featureBoundaries('apps/web/src/features'),
  // CODE_STYLE.md web layering: the shared folders import neither app/ nor a feature.
  sharedLayering(['apps/web/src/{components,lib,i18n}/**/*.{ts,tsx}']),
);
