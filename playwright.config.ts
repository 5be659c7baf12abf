import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_ORIGIN = `http://localhost:${PORT}`;
// Issue #4: mail goes to a real SMTP catcher (e2e/support/smtp-catcher.ts) on a port of this run.
const SMTP_PORT = PORT + 20_000;

// Debian's Chromium: Playwright cannot download its own browser here.
export const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

// A trace records every test's screens and DOM to keep a failing one's: a fifth of the
// suite's time on two cores (measured in the README). CI keeps only the log, so no trace.
export const trace = process.env.CI ? ('off' as const) : ('retain-on-failure' as const);

export default defineConfig({
  testDir: 'e2e',
  // Issue #15: the cluster's test has its own config and servers (playwright.cluster.config.ts).
  testIgnore: 'cluster/**',
  globalSetup: './e2e/support/global-setup.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: E2E_ORIGIN,
    locale: 'ru-RU',
    trace,
    launchOptions: chromium,
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], viewport: { width: 360, height: 780 } },
      // Issue #14: the manager console is desktop first; its journeys run once, on the desktop
      // (its 360 px layout has its own check in e2e/console-journey.spec.ts).
      // A project's testIgnore replaces the top-level one, so the cluster's test is named again.
      testIgnore: [/console-.*\.spec\.ts$/, 'cluster/**'],
    },
  ],
  webServer: {
    // A production build on a freshly seeded embedded database.
    command: 'bash scripts/e2e-server.sh',
    url: `${E2E_ORIGIN}/api/health/`,
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      SITE_ORIGIN: E2E_ORIGIN,
      PGLITE_DIR: process.env.E2E_PGLITE_DIR ?? '.data/e2e',
      VITRINA_ALLOW_DEV_SECRET: '1',
      // Issue #17: the e2e server counts as one proxy hop (Next writes the socket address into
      // X-Forwarded-For; server/http/client-ip.ts).
      TRUSTED_PROXY_HOPS: '1',
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      // Short access tokens so a test sees one expire and get refreshed (lib/env.ts).
      E2E_SHORT_TOKENS: '1',
      ACCESS_TOKEN_TTL_S: '20',
      // Issue #12: pictures imported from 1C in e2e stay apart from a developer's own.
      MEDIA_DIR: process.env.E2E_MEDIA_DIR ?? `${process.env.E2E_PGLITE_DIR ?? '.data/e2e'}-media`,
    },
  },
});
