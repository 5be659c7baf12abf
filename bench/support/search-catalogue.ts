import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database } from '@/server/db/client';
import { products } from '@/server/db/schema/catalog';
import { seedDemo } from '@/demo/seed-demo';
import { vacuumSearchIndex } from '@/server/search/rebuild';

export interface PostgresCatalogue {
  /** Products the catalogue holds; a kept database with another count is not reused. */
  total: number;
  /** The server; only the database `name` on it is created and dropped. */
  serverUrl: string;
  name: string;
  /** Keeps the database for the next run (and reuses one a run kept), as PGlite's is. */
  keep: boolean;
}

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(0);

async function countProducts(database: Database): Promise<number> {
  const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(products);
  return Number(row?.n ?? 0);
}

async function seed(database: Database, label: string, total: number): Promise<void> {
  const started = performance.now();
  console.info(`${label}: заполняем каталог на ${total} товаров…`);
  await seedDemo(database, {
    products: total,
    // Plain inserts: 100,000 goods through the 1C importer would make the bench about the seed.
    direct: true,
    log: (msg) => console.info(`  ${msg} (${seconds(started)} с)`),
  });
  // As the seed command does after a bulk load (the embedded database has no autovacuum).
  await vacuumSearchIndex(database.db);
  console.info(`${label}: готово за ${seconds(started)} с`);
}

/**
 * The demo catalogue in .data/bench-<bench>-<total> (the search bench's by default): seeded
 * once, reused while the count matches.
 */
export async function openPglite(total: number, bench = 'search'): Promise<Database> {
  const dataDir = path.resolve(`.data/bench-${bench}-${total}`);
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  let database = await openDatabase({ driver: 'pglite', dataDir });
  const count = await countProducts(database);
  if (count === total) {
    console.info(`PGlite: каталог из ${total} товаров уже есть в ${dataDir}`);
    return database;
  }
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  database = await openDatabase({ driver: 'pglite', dataDir });
  await seed(database, 'PGlite', total);
  return database;
}

async function admin(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function kept(url: string, total: number): Promise<Database | null> {
  const database = await openDatabase({ driver: 'postgres', url }).catch(() => null);
  if (!database) return null;
  if ((await countProducts(database)) === total) return database;
  await database.close();
  return null;
}

/** The bench's own database on the server, seeded; `drop` closes it and, unless kept, drops it. */
export async function openPostgres(
  options: PostgresCatalogue,
): Promise<{ database: Database; drop: () => Promise<void> }> {
  const { total, serverUrl, name, keep } = options;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const reused = keep ? await kept(url.toString(), total) : null;
  if (reused) {
    console.info(`PostgreSQL: каталог из ${total} товаров уже есть в базе ${name}`);
    return { database: reused, drop: () => reused.close() };
  }
  // The name is ours alone; the server's other databases are never touched.
  await admin(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin(serverUrl, `CREATE DATABASE ${name}`);
  // The seed's bulk statements (100,000 rows through the search triggers) outlast the
  // server's 10-second request bound; the replay's statements do not come near it.
  const database = await openDatabase({
    driver: 'postgres',
    url: url.toString(),
    timeouts: { statementMs: 30 * 60_000 },
  });
  const drop = async () => {
    await database.close();
    if (!keep) await admin(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  };
  try {
    await seed(database, 'PostgreSQL', total);
  } catch (error) {
    await drop();
    throw error;
  }
  return { database, drop };
}
