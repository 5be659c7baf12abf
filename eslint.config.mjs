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
    plugins: { '@next/next': nextPlugin, 'react-hooks': reactHooks, 'import-x': importX },
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
