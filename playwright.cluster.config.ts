import { defineConfig, devices } from '@playwright/test';
import { chromium, trace } from './playwright.config';

/**
 * Issue #15: the cluster's e2e test (`npm run test:cluster`, e2e/cluster/) against
 * `scripts/cluster.mjs` — two production instances on PostgreSQL and Redis behind nginx.
 * It reuses the build in NEXT_DIST_DIR (.next, the one the e2e run has just made) when no
 * source is newer; its database and Redis keys are its own and dropped at start.
 */
const PORT = Number(process.env.CLUSTER_PORT ?? 3190);
const ORIGIN = `http://127.0.0.1:${PORT}`;
export const CLUSTER_STATE = `.data/e2e-cluster-${PORT}.json`;

export default defineConfig({
  testDir: 'e2e/cluster',
  // Two production servers, nginx and Chromium share the machine: a page may take seconds to
  // hydrate on two busy cores, so waits are longer than the main config's.
  timeout: 180_000,
  expect: { timeout: 30_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: ORIGIN,
    locale: 'ru-RU',
    trace,
    launchOptions: chromium,
  },
  projects: [
    {
      name: 'cluster',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
  ],
  webServer: {
    command: 'node scripts/cluster.mjs --reset',
    url: `${ORIGIN}/api/health/`,
    timeout: 900_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      CLUSTER_PORT: String(PORT),
      CLUSTER_STATE,
      CLUSTER_DATABASE_URL:
        process.env.CLUSTER_DATABASE_URL ??
        `postgres://postgres@127.0.0.1:5432/vitrina_e2e_cluster_${PORT}`,
      CLUSTER_REDIS_URL: process.env.CLUSTER_REDIS_URL ?? 'redis://127.0.0.1:6379',
      REDIS_KEY_PREFIX: `vitrina-e2e-cluster-${PORT}`,
      CLUSTER_PRODUCTS: '300',
    },
  },
});
