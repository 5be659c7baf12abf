import { seedDemo } from '@/demo/seed-demo';
import { openDatabase, type Database } from '@/server/db/client';

/** Both seed files seed this many products and count their rows against it. */
export const PRODUCTS = 300;

/**
 * A seed file's own pair of databases: the demo through the 1C importer (`database`) and by
 * plain inserts (`direct`). The objects come back empty and beforeAll fills them in, so that a
 * file can name them at its top, before its hooks have run.
 */
export function seededTwice() {
  const database = {} as Database;
  const direct = {} as Database;
  // The catalogue goes through the 1C importer row by row: minutes, not seconds, on two cores.
  beforeAll(async () => {
    Object.assign(database, await openDatabase({ driver: 'pglite' }));
    await seedDemo(database, { products: PRODUCTS });
    Object.assign(direct, await openDatabase({ driver: 'pglite' }));
    await seedDemo(direct, { products: PRODUCTS, direct: true });
  }, 300_000);
  afterAll(async () => {
    await database.close?.();
    await direct.close?.();
  });
  return { database, direct };
}
