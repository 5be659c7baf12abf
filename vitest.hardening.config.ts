import path from 'node:path';
import { defineConfig } from 'vitest/config';

const root = import.meta.dirname;

/**
 * The hardening suite (issue #17, `npm run test:hardening` via scripts/hardening.sh): HTTP against
 * a production server. Two groups, one after the other: the fuzzer, the database-down case (its
 * own server and PostgreSQL, mostly waiting) and the security cases (their own accounts) side by
 * side, so the suite stays near six minutes; then the soak alone, so its memory is its own.
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
    // The workers mostly wait on the servers, which do the work.
    maxWorkers: 3,
    testTimeout: 120_000,
    hookTimeout: 180_000,
    projects: [
      group(
        'probe',
        0,
        [
          'tests/hardening/fuzz.test.ts',
          'tests/hardening/database-down.test.ts',
          'tests/hardening/security-*.test.ts',
        ],
        true,
      ),
      group('soak', 1, ['tests/hardening/soak.test.ts']),
    ],
  },
});
