import path from 'node:path';
import { defineConfig } from 'vitest/config';

const root = import.meta.dirname;

/**
 * The hardening suite (issue #17, `npm run test:hardening` via scripts/hardening.sh): HTTP against
 * a production server. Three groups, one after another, so no case disturbs another's figures:
 * the security cases; then the fuzzer beside the database-down case (that one has its own
 * server and PostgreSQL and mostly waits); then the soak alone, so its memory is its own.
 */
const group = (name: string, groupOrder: number, include: string[], parallel = false) => ({
  extends: true as const,
  test: {
    name,
    include,
    sequence: { groupOrder },
    fileParallelism: parallel,
  },
});

export default defineConfig({
  resolve: {
    alias: {
      '@': root,
      'server-only': path.join(root, 'tests/support/empty-module.ts'),
    },
  },
  test: {
    globals: true,
    environment: 'node',
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 120_000,
    hookTimeout: 180_000,
    projects: [
      group('security', 0, ['tests/hardening/security-*.test.ts'], true),
      group(
        'probe',
        1,
        ['tests/hardening/fuzz.test.ts', 'tests/hardening/database-down.test.ts'],
        true,
      ),
      group('soak', 2, ['tests/hardening/soak.test.ts']),
    ],
  },
});
