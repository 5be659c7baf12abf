import type { Context } from 'hono';
import type { AppEnv } from '../http/context';

/**
 * Cache tags of the public pages a console change touches (lib/data/cache.ts). `catalog` is
 * always among them: menus, listings and search show names, prices and visibility of every
 * product and category, so the narrower tags alone would leave them stale.
 */
export const categoryTags = (fullSlugs: readonly string[]): string[] => [
  'catalog',
  ...new Set(fullSlugs.map((s) => `category:${s}`)),
];

export const productTags = (slug: string): string[] => ['catalog', `product:${slug}`];

/** Drops the storefront's cached pages right after the change is committed. */
export async function refreshShop(c: Context<AppEnv>, tags: string[]): Promise<void> {
  await c.get('deps').onCatalogChanged?.(tags);
}
