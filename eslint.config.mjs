// @ts-check
import js from '@eslint/js';
import nextPlugin from '@next/eslint-plugin-next';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** Import boundaries of ARCHITECTURE.md: app → features → components / lib / stores; server apart. */
const boundary = (message, patterns, paths = []) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }], paths }],
});

/** Spec §2.3: every route change starts the loading bar, code-driven ones too. */
const appRouterOnly = [
  {
    name: 'next/navigation',
    importNames: ['useRouter'],
    message: 'use useAppRouter from @/lib/navigation/use-app-router: it starts the loading bar.',
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
    plugins: { '@next/next': nextPlugin, 'react-hooks': reactHooks },
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
    },
  },
  {
    files: ['components/**', 'stores/**'],
    rules: boundary(
      'components and stores are shared UI: no features, routes or server code.',
      ['@/features/*', '@/app/*', '@/server/*'],
      appRouterOnly,
    ),
  },
  {
    files: ['lib/**'],
    ignores: ['lib/api/server.ts', 'lib/session/bff.ts'],
    rules: boundary(
      'lib is below features and components; server code only through lib/api/server.ts.',
      ['@/features/*', '@/components/*', '@/app/*', '@/server/*'],
    ),
  },
  {
    files: ['features/**', 'app/**'],
    ignores: ['app/api/**', 'app/media/**'],
    rules: boundary(
      'pages and features reach the API through lib/api, never server/ directly.',
      ['@/server/*'],
      appRouterOnly,
    ),
  },
  {
    files: ['server/**'],
    rules: boundary('the API knows nothing of the storefront UI.', [
      '@/features/*',
      '@/components/*',
      '@/app/*',
      '@/stores/*',
    ]),
  },
  {
    files: ['**/*.mjs', '**/*.js'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ['scripts/**', 'bench/**', 'demo/cli.ts', 'bff/standalone-api.ts', 'e2e/**', 'tests/**'],
    rules: { 'no-console': 'off' },
  },
);
