import type { Hono } from 'hono';
import type { CategoryTreeNode } from '@/lib/api/contract/catalog';
import { categorySubtree, categoryTree } from '@/lib/api/endpoints/catalog';
import { loadCategoryIndex, type CategoryIndex } from './category-index';
import { bind } from '../http/bind';
import type { AppEnv } from '../http/context';
import { notFound } from '../http/errors';
import { registerListingRoutes } from './listing-routes';
import { registerProductRoutes } from './product-routes';

function node(index: CategoryIndex, id: number): CategoryTreeNode | null {
  const c = index.byId.get(id);
  if (!c) return null;
  return {
    id: c.id,
    title: c.title,
    full_slug: c.fullSlug,
    children: index.childrenOf(c.id).flatMap((child) => node(index, child.id) ?? []),
  };
}

export function registerCatalogRoutes(app: Hono<AppEnv>): void {
  bind(app, categoryTree, async (c) => {
    const { db } = await c.get('deps').database();
    const index = await loadCategoryIndex(db);
    return index.childrenOf(null).flatMap((root) => node(index, root.id) ?? []);
  });

  bind(app, categorySubtree, async (c, { params }) => {
    const { db } = await c.get('deps').database();
    const found = node(await loadCategoryIndex(db), params.id);
    if (!found) throw notFound('Категория не найдена.');
    return found;
  });

  registerListingRoutes(app);
  registerProductRoutes(app);
}
