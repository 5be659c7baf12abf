import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { categories, products } from '@/server/db/schema/catalog';
import { productPrices, productStocks } from '@/server/db/schema/exchange';
import { importExchangeFile } from '@/server/exchange/import';
import type { TestDatabase } from '../support/test-db';

const FIXTURES = path.join(import.meta.dirname, '../fixtures/commerceml');

/**
 * The importer on a file's database, read at each call (a file makes these before its
 * beforeAll has opened the database), with the cache tags each import dropped in `changed`.
 */
export function importerOn(test: () => TestDatabase) {
  const changed: string[][] = [];

  const deps = () => ({
    db: test().database,
    onCatalogChanged: (tags: string[]) => void changed.push(tags),
  });

  /** `name` is what 1C called the file (УТ 11 packages: import0_2.xml…), by default its own. */
  function run(file: string, name = path.basename(file), session = 1) {
    return importExchangeFile(deps(), { path: path.join(FIXTURES, file), name }, { id: session });
  }

  const db = () => test().database.db;

  async function product(externalId: string) {
    const [row] = await db().select().from(products).where(eq(products.externalId, externalId));
    if (!row) throw new Error(`нет товара ${externalId}`);
    return row;
  }

  /** Every row the importer may touch, to prove a refusal or a re-run wrote nothing. */
  async function snapshot() {
    const [p, c, pp, ps] = await Promise.all([
      db().select().from(products).orderBy(asc(products.id)),
      db().select().from(categories).orderBy(asc(categories.id)),
      db().select().from(productPrices),
      db().select().from(productStocks),
    ]);
    return JSON.stringify({ p, c, pp, ps });
  }

  return { changed, deps, run, db, product, snapshot };
}
