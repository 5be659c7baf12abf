import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { createApp } from '@/server/app';
import { settlePriceLists } from '@/server/console-price-lists/freshness';
import type { AppDeps } from '@/server/http/context';
import { seedDemo } from '@/demo/seed-demo';
import { createMailer } from '@/server/mail/mailer';
import { createTestDatabase, type TestDatabase } from './test-db';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

export interface ApiAnswer<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

export interface TestServer {
  origin: string;
  db: TestDatabase['database']['db'];
  deps: AppDeps;
  request: <T = unknown>(path: string, init?: RequestInit) => Promise<ApiAnswer<T>>;
  close: () => Promise<void>;
}

/** The real API on a real socket and a fresh database: tests speak HTTP to it. */
export async function startTestServer(
  options: { products?: number; deps?: Partial<AppDeps>; throughImporter?: boolean } = {},
): Promise<TestServer> {
  // Plain inserts by default: the 1C path of the seed is proven equal to them in
  // tests/unit/seed-catalogue.test.ts, and a test of the exchange counts (or mocks) the
  // importer's work.
  const { products } = options;
  const direct = !options.throughImporter;
  const testDb = await createTestDatabase(
    products === undefined
      ? undefined
      : {
          key: `demo-${products}-${direct ? 'direct' : 'importer'}`,
          fill: (database) => seedDemo(database, { products, direct }),
        },
  );
  const deps: AppDeps = {
    database: () => Promise.resolve(testDb.database),
    jwtSecret: TEST_JWT_SECRET,
    // Messages land in the mail_outbox table, where tests read them.
    mailer: createMailer({ from: 'Витрина <noreply@vitrina.by>', log: false }),
    siteOrigin: 'http://localhost:3000',
    // Tests play many clients by writing X-Forwarded-For, as a proxy in front would (issue #17).
    trustedProxyHops: 1,
    ...options.deps,
  };
  const app = createApp(deps);
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    db: testDb.database.db,
    deps,
    request: async <T>(path: string, init: RequestInit = {}) => {
      const response = await fetch(origin + path, init);
      const text = await response.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // non-JSON bodies (HTML docs) stay text
      }
      return { status: response.status, headers: response.headers, body: body as T };
    },
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await settlePriceLists(deps.database);
      await testDb.drop();
    },
  };
}

export const jsonInit = (
  method: string,
  body: unknown,
  headers: Record<string, string> = {},
): RequestInit => ({
  method,
  headers: { 'Content-Type': 'application/json', ...headers },
  body: typeof body === 'string' ? body : JSON.stringify(body),
});
