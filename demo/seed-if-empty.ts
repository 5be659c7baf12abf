import type { Database, Db } from '@/server/db/client';
import { products } from '@/server/db/schema/catalog';
import { siteConfigs } from '@/server/db/schema/content';
import { vacuumSearchIndex } from '@/server/search/rebuild';
import { seedDemo } from './seed-demo';

export const DEFAULT_DEMO_PRODUCTS = 2000;

export async function hasShopData(db: Db): Promise<boolean> {
  const [config] = await db.select({ name: siteConfigs.name }).from(siteConfigs).limit(1);
  if (config) return true;
  const [product] = await db.select({ id: products.id }).from(products).limit(1);
  return product !== undefined;
}

/**
 * Seeds the demo shop into a fresh database; called at every start, so it does nothing once
 * there is any config or product. Instances starting together race on the seed transaction:
 * the loser hits a unique key, rolls back, and then finds the winner's data.
 */
export async function seedIfEmpty(database: Database): Promise<boolean> {
  const { db } = database;
  if (await hasShopData(db)) return false;
  try {
    await seedDemo(database, { products: DEFAULT_DEMO_PRODUCTS });
  } catch (error) {
    if (await hasShopData(db)) return false;
    throw error;
  }
  await vacuumSearchIndex(db);
  return true;
}
