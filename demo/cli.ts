/**
 * Fills the database with the demo shop.
 *
 *   npm run seed -- --products 100000 [--reset] [--direct]
 *
 * The catalogue goes through the 1C importer as a CommerceML package; --direct writes its rows
 * straight into the tables instead (the benches' 100,000 goods in a fraction of the time).
 *
 * DATABASE_URL selects PostgreSQL; otherwise the embedded PGlite in PGLITE_DIR (.data/pglite).
 * Reads the environment directly: lib/env.ts demands settings (JWT secret, origin) a seed does not need.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { and, asc, eq, notLike, sql } from 'drizzle-orm';
import { pgSchema, text } from 'drizzle-orm/pg-core';
import { openDatabase, type Database } from '@/server/db/client';
import { vacuumSearchIndex } from '@/server/search/rebuild';
import { seedDemo } from './seed-demo';
import { DEMO_BUYER, DEMO_EXCHANGE, DEMO_MANAGER, DEMO_WHOLESALE_BUYER } from './people';
import { DEFAULT_DEMO_PRODUCTS, hasShopData } from './seed-if-empty';

const MAX_PRODUCTS = 1_000_000;

/** The catalogue view of tables, declared so the query builder can read it with types. */
const pgTables = pgSchema('pg_catalog').table('pg_tables', {
  schemaname: text('schemaname').notNull(),
  tablename: text('tablename').notNull(),
});

function readOptions(): { products: number; reset: boolean; direct: boolean } | null {
  const { values } = parseArgs({
    options: {
      products: { type: 'string', default: String(DEFAULT_DEMO_PRODUCTS) },
      reset: { type: 'boolean', default: false },
      direct: { type: 'boolean', default: false },
    },
  });
  const products = Number(values.products);
  if (!Number.isInteger(products) || products < 1 || products > MAX_PRODUCTS) {
    console.error(
      `Число товаров должно быть целым от 1 до ${MAX_PRODUCTS}, получено: ${values.products}`,
    );
    return null;
  }
  return { products, reset: values.reset, direct: values.direct };
}

async function open(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  // A seed is long, deliberate work: 300,000 wholesale prices in one statement outlast the
  // shop's 10 s statement timeout at 100,000 goods (issue #17's bound is for requests).
  if (url)
    return openDatabase({ driver: 'postgres', url, timeouts: { statementMs: 0, queryMs: 0 } });
  const dataDir = path.resolve(process.cwd(), process.env.PGLITE_DIR || '.data/pglite');
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  return openDatabase({ driver: 'pglite', dataDir });
}

/** Empties every application table; drizzle keeps its migration journal in its own schema. */
async function truncateAll(database: Database): Promise<number> {
  const rows = await database.db
    .select({ name: pgTables.tablename })
    .from(pgTables)
    .where(and(eq(pgTables.schemaname, 'public'), notLike(pgTables.tablename, '\\_\\_drizzle%')))
    .orderBy(asc(pgTables.tablename));
  const tables = rows.map((row) => row.name);
  if (tables.length > 0) {
    const list = sql.join(
      tables.map((table) => sql`${sql.identifier('public')}.${sql.identifier(table)}`),
      sql`, `,
    );
    await database.db.execute(sql`truncate table ${list} restart identity cascade`);
  }
  return tables.length;
}

const seconds = (since: number): string => ((performance.now() - since) / 1000).toFixed(1);

async function main(): Promise<number> {
  const options = readOptions();
  if (!options) return 1;
  const started = performance.now();
  const database = await open();
  try {
    console.info(
      `База: ${database.driver === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : 'PGlite'}, открыта за ${seconds(started)} с`,
    );
    if (options.reset) {
      const count = await truncateAll(database);
      console.info(`Очищено таблиц: ${count}`);
    } else if (await hasShopData(database.db)) {
      console.error(
        'В базе уже есть данные. Чтобы очистить её и заполнить заново, запустите с флагом --reset.',
      );
      return 1;
    }
    const seeding = performance.now();
    await seedDemo(database, {
      products: options.products,
      direct: options.direct,
      log: (msg) => console.info(`  ${msg} (${seconds(seeding)} с)`),
    });
    await vacuumSearchIndex(database.db);
    console.info(
      `Готово: ${options.products} товаров за ${seconds(seeding)} с (всего ${seconds(started)} с).`,
    );
    console.info(`Менеджер: ${DEMO_MANAGER.email} / ${DEMO_MANAGER.password}`);
    console.info(`Покупатель (Мелкий опт): ${DEMO_BUYER.email} / ${DEMO_BUYER.password}`);
    console.info(
      `Покупатель (Крупный опт): ${DEMO_WHOLESALE_BUYER.email} / ${DEMO_WHOLESALE_BUYER.password}`,
    );
    console.info(`Обмен с 1С: ${DEMO_EXCHANGE.email} / ${DEMO_EXCHANGE.password}`);
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error('Не удалось заполнить базу:', error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
