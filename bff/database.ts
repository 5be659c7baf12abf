import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { env } from '@/lib/env';
import { openDatabase, pingDatabase, type Database } from '@/server/db/client';
import { registerDatabaseProbe } from '@/server/db/outage';
import { seedIfEmpty } from '@/demo/seed-if-empty';

// One database per process, kept on globalThis so that Next's separate module graphs
// (route handlers, server components) and dev reloads share it: PGlite allows one opener.
const holder = globalThis as typeof globalThis & { __vitrinaDb?: Promise<Database> };

async function open(): Promise<Database> {
  const { DATABASE_URL, PGLITE_DIR, SEED_ON_START } = env();
  const timeouts = {
    statementMs: env().DB_STATEMENT_TIMEOUT_MS,
    lockMs: env().DB_LOCK_TIMEOUT_MS,
    connectMs: env().DB_CONNECT_TIMEOUT_MS,
  };
  const database = DATABASE_URL
    ? await openDatabase({ driver: 'postgres', url: DATABASE_URL, timeouts })
    : await openDatabase({ driver: 'pglite', dataDir: ensureDir(PGLITE_DIR) });
  // The demo shop is seeded here, above server/: the API itself knows nothing of demo content.
  if (SEED_ON_START) await seedIfEmpty(database);
  return database;
}

function ensureDir(dir: string): string {
  const absolute = path.resolve(process.cwd(), dir);
  fs.mkdirSync(path.dirname(absolute), { recursive: true });
  return absolute;
}

/** The process's database; a failed open is retried on the next call, not cached. */
export function getDatabase(): Promise<Database> {
  holder.__vitrinaDb ??= open().catch((error: unknown) => {
    holder.__vitrinaDb = undefined;
    throw error;
  });
  return holder.__vitrinaDb;
}

// Issue #17: lets proxy.ts ask whether the database answers before rendering a page. Only
// for PostgreSQL: the embedded database lives in this process and cannot be away; a probe
// would only mistake a busy moment (a long import, the first open) for an outage.
// Read raw, not through env(), since this runs on import: when `next build` loads the route
// modules, without the run-time secrets (env() refuses production without JWT_SECRET), and at
// every start (instrumentation.ts), which leaves the environment unparsed. open() parses it.
if (process.env.DATABASE_URL) registerDatabaseProbe(async () => pingDatabase(await getDatabase()));
