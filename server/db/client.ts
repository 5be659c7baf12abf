import 'server-only';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { markDatabaseUp } from './outage';
import { dbTimeouts, type DbTimeouts } from './timeouts';
import { SizeCachingNodeFS } from './pglite-fs';
import { KeptPlansPGlite } from './pglite-kept-plans';

/** What every service gets: the same query builder on either driver. */
export type Db = PgDatabase<PgQueryResultHKT>;
type Driver = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  driver: Driver;
  close: () => Promise<void>;
  /** The embedded database's WebAssembly memory in bytes (it never shrinks); PGlite only. */
  engineMemory?: () => number;
  /** The embedded database's files as one archive, to start another from (PGlite only). */
  dump?: () => Promise<Blob>;
}

type DatabaseOptions =
  | {
      driver: 'pglite';
      dataDir?: string;
      /**
       * Files of another embedded database (its `dump`) to start from: the test suite opens
       * each file's database from a seeded template, which costs a second, where initdb,
       * migrations and the seed cost five to twenty.
       */
      loadDataDir?: Blob;
      /** PostgreSQL settings over PGLITE_SETTINGS (the bench tries others this way). */
      settings?: Record<string, string>;
    }
  | {
      driver: 'postgres';
      url: string;
      maxConnections?: number;
      /** Issue #17: every query is bounded (server/db/timeouts.ts); tests shorten them. */
      timeouts?: Partial<DbTimeouts>;
    };

/**
 * The embedded database's memory is this process's memory: a WebAssembly heap that never
 * shrinks (issue #12's bench: 743 MB peak RSS importing 100,000 goods). PostgreSQL's defaults
 * are sized for a server of its own: 128 MB of shared buffers, which PGlite zeroes, and so
 * makes resident, when it opens, and shared memory for 100 connections where PGlite has one.
 * The data files are read through the OS page cache, so a page that misses the smaller buffer
 * pool is a copy, not a disk read. Measured in the README («Bench», exchange section).
 */
export const PGLITE_SETTINGS: Readonly<Record<string, string>> = {
  shared_buffers: '16MB',
  max_connections: '5',
};

const migrationsFolder = path.join(process.cwd(), 'server/db/migrations');

/** A directory on disk (a path or `file://`) through SizeCachingNodeFS; other kinds as given. */
function onDisk(dataDir: string | undefined): { dataDir?: string; fs?: SizeCachingNodeFS } {
  if (!dataDir || (/^[a-z][a-z0-9+-]*:\/\//.test(dataDir) && !dataDir.startsWith('file://')))
    return { dataDir };
  return { fs: new SizeCachingNodeFS(dataDir.replace(/^file:\/\//, '')) };
}

/** Opens the database and applies pending migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.driver === 'postgres') {
    const timeouts = dbTimeouts(options.timeouts);
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.maxConnections ?? 10,
      connectionTimeoutMillis: timeouts.connectMs,
      // Sent in the startup packet, so they hold for every session without an extra round trip;
      // a transaction may still lift its own with SET LOCAL (allowLongStatements).
      statement_timeout: timeouts.statementMs,
      lock_timeout: timeouts.lockMs,
      query_timeout: timeouts.queryMs,
      // No JIT: it compiles any statement whose estimate passes jit_above_cost — a search
      // over 100,000 goods, or one a planner hint penalises — for 20–300 ms, where the
      // statement itself runs in a few (measured with bench:search on PostgreSQL 15).
      options: '-c jit=off',
    });
    // allowLongStatements lifts a connection's client-side timeout; it comes back on checkout.
    pool.on('acquire', (client) => {
      (
        client as unknown as { connectionParameters: { query_timeout: number } }
      ).connectionParameters.query_timeout = timeouts.queryMs;
    });
    // Issue #17: a client coming back whole (no error, its connection open) is a query the
    // database answered, which ends an outage for pages at once (server/db/outage.ts).
    pool.on('release', (error: Error | undefined, client) => {
      const live = client as unknown as { _queryable?: boolean; _ending?: boolean };
      if (!error && live._queryable && !live._ending) markDatabaseUp();
    });
    // An idle client losing its server must not crash the process; the pool reconnects.
    pool.on('error', (error) =>
      console.error('[db] соединение с PostgreSQL потеряно:', error.message),
    );
    const db = drizzleNodePg(pool) as unknown as Db;
    const lock = await pool.connect();
    try {
      // Migrations may rebuild big tables, and another instance may hold the lock while it
      // migrates: no timeouts on this one connection, which is closed afterwards.
      (
        lock as unknown as { connectionParameters: { query_timeout: number | false } }
      ).connectionParameters.query_timeout = false;
      await lock.query('SET statement_timeout = 0; SET lock_timeout = 0');
      // Several instances may start at once; one applies the migrations.
      await lock.query('SELECT pg_advisory_lock(742201)');
      await migrateNodePg(drizzleNodePg(lock), { migrationsFolder });
    } finally {
      await lock.query('SELECT pg_advisory_unlock(742201)').catch(() => undefined);
      lock.release(true);
    }
    return { db, driver: 'postgres', close: () => pool.end() };
  }
  const client = new KeptPlansPGlite({
    ...onDisk(options.dataDir),
    loadDataDir: options.loadDataDir,
    extensions: { pg_trgm, unaccent },
    startParams: [
      ...PGlite.defaultStartParams,
      ...Object.entries({ ...PGLITE_SETTINGS, ...options.settings }).flatMap(([name, value]) => [
        '-c',
        `${name}=${value}`,
      ]),
    ],
  });
  await client.waitReady;
  const db = drizzlePglite(client) as unknown as Db;
  const before = await appliedMigrations(client);
  await migratePglite(drizzlePglite(client), { migrationsFolder });
  // The embedded database has no autovacuum: a migration that rewrote the catalogue's rows
  // (a search column at 100,000 goods) left every old version behind, and the search read
  // through them — three to five times slower until vacuumed. A new database has nothing to clear.
  if (before > 0 && (await appliedMigrations(client)) > before) {
    const started = performance.now();
    await client.exec('VACUUM (ANALYZE)');
    console.info(
      `[db] после миграций база очищена за ${Math.round(performance.now() - started)} мс`,
    );
  }
  const heap = (client as unknown as { mod?: { HEAPU8?: Uint8Array } }).mod;
  return {
    db,
    driver: 'pglite',
    close: () => client.close(),
    engineMemory: () => heap?.HEAPU8?.byteLength ?? 0,
    dump: async () => {
      // A dump of an open database is consistent only at a checkpoint.
      await client.exec('CHECKPOINT');
      return client.dumpDataDir('none');
    },
  };
}

/** How many migrations a database has applied (0 for a new one). */
async function appliedMigrations(client: PGlite): Promise<number> {
  const { rows } = await client.query<{ n: number }>(
    `select count(*)::int as n from information_schema.tables
     where table_schema = 'drizzle' and table_name = '__drizzle_migrations'`,
  );
  if (!rows[0]?.n) return 0;
  const applied = await client.query<{ n: number }>(
    'select count(*)::int as n from drizzle.__drizzle_migrations',
  );
  return applied.rows[0]?.n ?? 0;
}

export async function pingDatabase(database: Database): Promise<number> {
  const started = performance.now();
  await database.db.execute(sql`select 1`);
  return Math.round((performance.now() - started) * 100) / 100;
}

/** The handle inside `db.transaction`: the same query builder, bound to one transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
