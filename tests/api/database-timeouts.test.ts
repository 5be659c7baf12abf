import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '@/server/db/client';
import { databaseAnswers, markDatabaseDown } from '@/server/db/outage';
import type { DbTimeouts } from '@/server/db/timeouts';
import { seedDemo } from '@/demo/seed-demo';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * Issue #17, defect 9: whatever the database does, health answers within 2 s and a request
 * that needs the database fails fast with a DRF 503 and Retry-After, never 500 and never a hang.
 */

interface Listener {
  port: number;
  close: () => Promise<void>;
}

async function listen(server: net.Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** Accepts connections and never says a word: a database host that hangs. */
async function blackHole(): Promise<Listener> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
  });
  const port = await listen(server);
  return {
    port,
    close: () =>
      new Promise((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

/** Opens lazily and retries on failure, as bff/database.ts does. */
function lazyDatabase(open: () => Promise<Database>): () => Promise<Database> {
  let pending: Promise<Database> | undefined;
  return () => {
    pending ??= open().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}

async function timed<T>(work: Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work;
  return { value, ms: performance.now() - started };
}

function expect503(res: { status: number; headers: Headers; body: unknown }): void {
  expect(res.status).toBe(503);
  expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
  expect((res.body as { detail: string }).detail).toMatch(/временно недоступен/);
}

describe('a database host that accepts connections and never answers', () => {
  let hole: Listener;
  let api: TestServer;
  beforeAll(async () => {
    hole = await blackHole();
    api = await startTestServer({
      deps: {
        database: lazyDatabase(() =>
          openDatabase({ driver: 'postgres', url: `postgres://vitrina@127.0.0.1:${hole.port}/x` }),
        ),
      },
    });
  });
  afterAll(async () => {
    await api.close();
    await hole.close();
  });

  it('health says 503 within 2 s', async () => {
    const { value: res, ms } = await timed(api.request<{ status: string }>('/api/health/'));
    expect(ms).toBeLessThan(2000);
    expect(res.status).toBe(503);
    expect(res.body.status).toBe('error');
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('a catalogue request fails fast with a Russian 503', async () => {
    const { value: res, ms } = await timed(api.request('/api/categories/tree/'));
    // The default connection timeout is 2 s; a little over it for the request itself.
    expect(ms).toBeLessThan(3000);
    expect503(res);
  });
});

// Timeouts are a PostgreSQL matter (PGlite runs in-process), so this part always uses the
// PostgreSQL server every machine here and CI has, also in the embedded-database pass.
const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

describe('a real PostgreSQL that is slow or stuck', () => {
  const name = `vitrina_timeouts_${randomBytes(5).toString('hex')}`;
  const timeouts: Partial<DbTimeouts> = { statementMs: 600, lockMs: 300, queryMs: 1200 };
  let frozen = false;
  let relay: net.Server;
  let relayPort: number;
  const relaySockets = new Set<net.Socket>();
  let database: Database;
  let api: TestServer;
  const dbUrl = (port?: number) => {
    const u = new URL(url);
    u.pathname = `/${name}`;
    if (port) u.port = String(port);
    return u.toString();
  };

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    // A relay in front of the real server that can stop passing bytes: the server is still
    // connected but has stopped answering, which only the client-side query timeout catches.
    const target = new URL(url);
    relay = net.createServer((client) => {
      const upstream = net.connect(Number(target.port || 5432), target.hostname);
      relaySockets.add(client).add(upstream);
      client.on('data', (chunk) => frozen || upstream.write(chunk));
      upstream.on('data', (chunk) => frozen || client.write(chunk));
      for (const s of [client, upstream]) {
        s.on('error', () => undefined);
        s.on('close', () => (s === client ? upstream : client).destroy());
      }
    });
    relayPort = await listen(relay);
    database = await openDatabase({ driver: 'postgres', url: dbUrl(relayPort), timeouts });
    await seedDemo(database, { products: 20 });
    api = await startTestServer({ deps: { database: () => Promise.resolve(database) } });
  }, 120_000);

  afterAll(async () => {
    await api?.close();
    frozen = false;
    for (const s of relaySockets) s.destroy();
    await database?.close().catch(() => undefined);
    relay?.close();
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  it('cancels a statement past statement_timeout (pg_sleep), and the API maps it to 503', async () => {
    const error = await database.db.execute(sql`select pg_sleep(2)`).then(
      () => null,
      (e: unknown) => e as { code?: string; cause?: { code?: string } },
    );
    expect(error?.cause?.code ?? error?.code).toBe('57014');
    // The same statement on a request's path: a view that sleeps stands in for a slow table.
    await database.db.execute(sql`ALTER TABLE site_configs RENAME TO site_configs_real`);
    await database.db.execute(
      sql`CREATE VIEW site_configs AS SELECT * FROM site_configs_real WHERE pg_sleep(2) IS NOT NULL`,
    );
    try {
      const { value: res, ms } = await timed(api.request('/api/configs/'));
      expect(ms).toBeLessThan(2000);
      expect503(res);
    } finally {
      await database.db.execute(sql`DROP VIEW site_configs`);
      await database.db.execute(sql`ALTER TABLE site_configs_real RENAME TO site_configs`);
    }
    expect((await api.request('/api/configs/')).status).toBe(200);
  });

  it('gives up a lock wait past lock_timeout with 503', async () => {
    const locker = new pg.Client({ connectionString: dbUrl() });
    await locker.connect();
    try {
      await locker.query('BEGIN; LOCK TABLE categories IN ACCESS EXCLUSIVE MODE');
      const { value: res, ms } = await timed(api.request('/api/categories/tree/'));
      expect(ms).toBeLessThan(1500);
      expect503(res);
    } finally {
      await locker.query('ROLLBACK');
      await locker.end();
    }
    expect((await api.request('/api/categories/tree/')).status).toBe(200);
  });

  it('lets a deliberate long transaction lift its own statement timeout', async () => {
    const { allowLongStatements } = await import('@/server/db/timeouts');
    await database.db.transaction(async (tx) => {
      await allowLongStatements(tx);
      await tx.execute(sql`select pg_sleep(1.5)`);
    });
  });

  it('a server that stops answering mid-connection: health < 2 s, requests 503', async () => {
    expect((await api.request('/api/categories/tree/')).status).toBe(200);
    frozen = true;
    try {
      const health = await timed(api.request('/api/health/'));
      expect(health.ms).toBeLessThan(2000);
      expect(health.value.status).toBe(503);
      const { value: res, ms } = await timed(api.request('/api/categories/tree/'));
      expect(ms).toBeLessThan(3000);
      expect503(res);
    } finally {
      frozen = false;
    }
  });

  // What pages are told (proxy.ts asks databaseAnswers before rendering one).
  it('lets pages in at the first answered query; an older request failing late keeps them in', async () => {
    markDatabaseDown();
    expect(await databaseAnswers()).toBe(false);
    await database.db.execute(sql`select 1`);
    expect(await databaseAnswers()).toBe(true);

    // Straight to the server, past the relay that is about to freeze.
    const direct = await openDatabase({ driver: 'postgres', url: dbUrl(), timeouts });
    try {
      frozen = true;
      const late = api.request('/api/categories/tree/');
      await new Promise((r) => setTimeout(r, 200));
      await direct.db.execute(sql`select 1`);
      expect503(await late);
      expect(await databaseAnswers()).toBe(true);
      // Begun after the last answer, the same failure shuts pages out.
      expect503(await api.request('/api/categories/tree/'));
      expect(await databaseAnswers()).toBe(false);
    } finally {
      frozen = false;
      await direct.close();
    }
  });
});
