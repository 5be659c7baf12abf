// @ts-check
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import nextPlugin from '@next/eslint-plugin-next';
import reactHooks from 'eslint-plugin-react-hooks';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

/**
 * Import boundaries of ARCHITECTURE.md, on the resolved file, so a relative `../cart/x` is held
 * to the same rule as `@/features/cart/x`: app → features → components / lib / stores; bff →
 * server → lib; demo → server, lib; lib imports nothing of ours but lib.
 */
const root = import.meta.dirname;
const features = readdirSync(join(root, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const ui = ['./features', './components', './app', './stores'];
const zones = [
  // A feature never imports another one: the route composes them, or shared code moves down.
  ...features.map((name) => ({
    target: `./features/${name}`,
    from: './features',
    except: [`./${name}`],
    message:
      'a feature imports no other feature: move the shared part to lib/ or components/, or let the route pass it as a slot.',
  })),
  {
    target: './features',
    from: ['./server', './demo', './app'],
    message: 'features reach the API through bff/server-api, never server/ directly.',
  },
  {
    target: './features',
    from: './bff',
    except: ['./server-api.ts'],
    message: 'of the BFF, features use only the in-process API caller (bff/server-api).',
  },
  {
    target: './lib',
    from: ['./server', './bff', './demo', './mocks', ...ui],
    message: 'lib is the bottom layer: it imports nothing of ours but lib.',
  },
  {
    target: ['./components', './stores'],
    from: ['./features', './app', './server', './bff', './demo'],
    message: 'components and stores are shared UI: no features, routes or server code.',
  },
  {
    target: './stores',
    from: './components',
    message: 'stores hold UI state only and import nothing but lib.',
  },
  {
    target: './server',
    from: ['./bff', './demo', ...ui],
    message: 'the API knows nothing of the storefront UI, the BFF or the demo content.',
  },
  {
    target: './demo',
    from: ['./bff', ...ui],
    message: 'the demo content builds on server/ and lib/ only.',
  },
  {
    target: './bff',
    from: ui,
    message:
      'the BFF sits between the storefront and server/: it imports server/, lib/ and the demo seed only.',
  },
  {
    // Route handlers (app/api, app/media) are the BFF's doors; pages and layouts are not.
    target: ['./app/*', './app/!(api|media)/**'],
    from: ['./server', './demo'],
    message: 'pages reach the API through bff/server-api, never server/ directly.',
  },
];

/** Spec §2.3: every route change starts the loading bar, code-driven ones too. */
const appRouterOnly = [
  {
    name: 'next/navigation',
    importNames: ['useRouter'],
    message:
      'use useAppRouter from @/components/navigation/use-app-router: it starts the loading bar.',
  },
];

/** The code that runs in the shop (not its tests, benches, scripts or demo data tables). */
const runtime = [
  'app/**',
  'bff/**',
  'components/**',
  'features/**',
  'lib/**',
  'server/**',
  'stores/**',
  'proxy.ts',
  'instrumentation.ts',
];

/**
 * Files that must export a default because a tool imports them so: Next's special route files
 * and cache handlers, the tools' config files, Playwright's and Vitest's global setups.
 */
const defaultExportFiles = [
  'app/**/{page,layout,error,global-error,not-found,loading,template,default,robots,sitemap,manifest}.{ts,tsx}',
  'bff/cache/*-cache-handler.mjs',
  '*.config.{ts,mjs}',
  'playwright.*.config.ts',
  'e2e/support/global-setup.ts',
  'tests/support/test-db-templates.ts',
  // Declarations describe modules as they are, default export included.
  '**/*.d.{ts,mts}',
];

/** kebab-case.ts, kebab-case.test.tsx, next-env.d.ts; Next's `[slug]` folders are not files. */
const KEBAB_FILE = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9]+(?:-[a-z0-9]+)*)*$/;
const vitrina = {
  rules: {
    'kebab-case-file-name': {
      meta: {
        type: 'suggestion',
        schema: [],
        messages: { name: 'file names are kebab-case: «{{name}}».' },
      },
      create(context) {
        return {
          Program(node) {
            const name = context.filename.split(/[\\/]/).pop() ?? '';
            if (!KEBAB_FILE.test(name)) context.report({ node, messageId: 'name', data: { name } });
          },
        };
      },
    },
  },
};

export default tseslint.config(
  {
    ignores: [
      '.next*/**',
      'test-results*/**',
      'playwright-report*/**',
      'node_modules/**',
      '.data/**',
      'coverage/**',
      'playwright-report/**',
      'test-results/**',
      'next-env.d.ts',
      'server/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: {
      '@next/next': nextPlugin,
      'react-hooks': reactHooks,
      'import-x': importX,
      vitrina,
    },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: join(root, 'tsconfig.json') }),
      ],
    },
    rules: {
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs['core-web-vitals'].rules,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      'no-console': ['error', { allow: ['error', 'warn', 'info'] }],
      'import-x/no-restricted-paths': ['error', { basePath: root, zones }],
      // Named exports, no barrels, kebab-case names: one name per thing, found by grep.
      'import-x/no-default-export': 'error',
      'import-x/avoid-barrel-files': 'error',
      'import-x/avoid-re-export-all': 'error',
      'vitrina/kebab-case-file-name': 'error',
    },
  },
  {
    files: defaultExportFiles,
    rules: { 'import-x/no-default-export': 'off' },
  },
  {
    // The API's catch-all route names one handler once per method: not a barrel.
    files: ['app/**/route.ts'],
    rules: { 'import-x/avoid-barrel-files': 'off' },
  },
  {
    // Files stay small. lib/constants.ts is the spec's one module of texts and limits (its
    // screens' own parts are split off already); lists of constants read well in one place.
    // The demo's catalogue tables (demo/catalogue/catalog-*.ts) and the buyers' relevance queries
    // (tests/api/search-relevance-buyers.ts, four batches with their findings) are data.
    files: [...runtime, 'demo/**', 'bench/**', 'scripts/**', 'tests/**', 'e2e/**'],
    ignores: [
      'lib/constants.ts',
      'demo/catalogue/catalog-*.ts',
      'tests/api/search-relevance-buyers.ts',
    ],
    rules: { 'max-lines': ['error', { max: 250 }] },
  },
  {
    // The environment is parsed once, with zod, in lib/env.ts. The exceptions read what Next
    // sets for itself (NEXT_RUNTIME, NEXT_PHASE, NODE_ENV), run where lib/env cannot be loaded
    // (next.config.ts, client code, the build), or must not refuse to start; each says why.
    files: runtime,
    ignores: [
      'lib/env.ts',
      'instrumentation.ts',
      'lib/data/build-phase.ts',
      'bff/database.ts',
      'server/http/bind.ts',
      'lib/session/cookie-names.ts',
      'lib/security/security-headers.ts',
    ],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'read the environment through lib/env.ts.' },
      ],
    },
  },
  {
    // Route files stay thin: SQL and tables live in the domain's services beside them.
    files: ['server/**/routes.ts', 'server/**/*-routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*', '**/db/schema/*', '**/raw-rows'],
              message: 'no SQL in route files: call a service of this domain.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['components/**', 'stores/**', 'features/**', 'app/**'],
    // The wrapper itself is the one place that calls Next's router.
    ignores: ['components/navigation/use-app-router.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: appRouterOnly }] },
  },
  {
    files: ['**/*.mjs', '**/*.js'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ['scripts/**/*.mjs'],
    languageOptions: {
      globals: { process: 'readonly', console: 'readonly', fetch: 'readonly', URL: 'readonly' },
    },
  },
  {
    // Issue #15: the cache handlers Next imports as plain modules at run time.
    files: ['bff/**/*.mjs'],
    languageOptions: {
      globals: {
        console: 'readonly',
        performance: 'readonly',
        AbortController: 'readonly',
        ReadableStream: 'readonly',
      },
    },
  },
  {
    files: ['scripts/**', 'bench/**', 'demo/cli.ts', 'bff/standalone-api.ts', 'e2e/**', 'tests/**'],
    rules: { 'no-console': 'off' },
  },
);
