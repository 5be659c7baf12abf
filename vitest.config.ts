import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const root = import.meta.dirname;

/**
 * API files that must have a process of their own: they mock a server module (vi.mock), or set
 * an environment variable the server reads once (lib/env.ts) or keeps (process.env).
 */
const API_ISOLATED = [
  'tests/api/accounts-companies.test.ts',
  'tests/api/auth-browser-session.test.ts',
  'tests/api/exchange-protocol.test.ts',
  'tests/api/exchange-upload.test.ts',
  'tests/api/input-csrf.test.ts',
];

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@': root,
      // `server-only` throws outside the react-server condition; tests run server code directly.
      'server-only': path.join(root, 'tests/support/empty-module.ts'),
    },
  },
  test: {
    globals: true,
    environment: 'node',
    setupFiles: ['tests/support/setup.ts'],
    // Seeded databases made once per run and copied for each file (tests/support/test-db.ts).
    globalSetup: ['tests/support/test-db-templates.ts'],
    // Each API test file opens its own embedded database (~2.5 s); two cores, two forks.
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Projects extend this config and add their own arrays to it: include and exclude are
    // named in each project only.
    projects: [
      {
        // An API file imports the whole server: importing it again for every file was
        // half the API suite's time. These files share a process; each still starts its own
        // app on its own database; what they share is code and caches kept per database.
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          exclude: API_ISOLATED,
          isolate: false,
        },
      },
      { extends: true, test: { name: 'api-isolated', include: API_ISOLATED } },
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/**/*.test.{ts,tsx}'],
          // The hardening suite needs a production server: npm run test:hardening.
          exclude: ['tests/hardening/**', 'tests/api/**', 'node_modules/**'],
        },
      },
    ],
  },
});
