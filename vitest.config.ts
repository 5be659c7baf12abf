import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const root = import.meta.dirname;

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
    include: ['tests/**/*.test.{ts,tsx}'],
    // The hardening suite needs a production server: npm run test:hardening (scripts/hardening.sh).
    exclude: ['tests/hardening/**', 'node_modules/**'],
    environment: 'node',
    setupFiles: ['tests/support/setup.ts'],
    // Each API test file opens its own embedded database (~2.5 s); two cores, two forks.
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
