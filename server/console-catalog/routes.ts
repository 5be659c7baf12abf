import type { Hono } from 'hono';
import {
  consoleCategories,
  consoleCategoryCreate,
  consoleCategoryDelete,
  consoleCategoryReorder,
  consoleCategoryUpdate,
  consoleProduct,
  consoleProductCreate,
  consoleProducts,
  consoleProductUpdate,
} from '@/lib/api/endpoints/console-catalog';
import { bind } from '../http/bind';
import type { AppEnv } from '../http/context';
import { deleteCategory } from './category-delete';
import { listConsoleCategories } from './category-rows';
import { createCategory, reorderCategory, updateCategory } from './category-write';
import { consoleProduct as readProduct, listConsoleProducts } from './product-read';
import { createProduct, updateProduct } from './product-write';
import { categoryTags, productTags, refreshShop } from './shop-tags';

/** Issue #14: the catalogue in the manager console. Every change refreshes the shop. */
export function registerConsoleCatalogRoutes(app: Hono<AppEnv>): void {
  bind(app, consoleCategories, async (c) => {
    const { db } = await c.get('deps').database();
    return listConsoleCategories(db);
  });

  bind(app, consoleCategoryCreate, async (c, { body }, user) => {
    const { db } = await c.get('deps').database();
    const change = await createCategory(db, user, body);
    await refreshShop(c, categoryTags(change.fullSlugs));
    return change.category;
  });

  bind(app, consoleCategoryUpdate, async (c, { params, body }, user) => {
    const { db } = await c.get('deps').database();
    const change = await updateCategory(db, user, params.id, body);
    await refreshShop(c, categoryTags(change.fullSlugs));
    return change.category;
  });

  bind(app, consoleCategoryReorder, async (c, { params, body }, user) => {
    const { db } = await c.get('deps').database();
    const change = await reorderCategory(db, user, params.id, body.direction, body.version);
    await refreshShop(c, categoryTags(change.fullSlugs));
    return change.category;
  });

  bind(app, consoleCategoryDelete, async (c, { params, query }, user) => {
    const { db } = await c.get('deps').database();
    const gone = await deleteCategory(db, user, params.id, query.version, query.move_products_to);
    await refreshShop(c, categoryTags(gone.fullSlugs));
    return { detail: 'Категория удалена.' };
  });

  bind(app, consoleProducts, async (c, { query }) => {
    const { db } = await c.get('deps').database();
    return listConsoleProducts(db, query);
  });

  bind(app, consoleProduct, async (c, { params }) => {
    const { db } = await c.get('deps').database();
    return readProduct(db, params.id);
  });

  bind(app, consoleProductCreate, async (c, { body }, user) => {
    const { db } = await c.get('deps').database();
    const product = await createProduct(db, user, body);
    await refreshShop(c, productTags(product.slug));
    return product;
  });

  bind(app, consoleProductUpdate, async (c, { params, body }, user) => {
    const { db } = await c.get('deps').database();
    const { product, slug } = await updateProduct(db, user, params.id, body);
    await refreshShop(c, productTags(slug));
    return product;
  });
}
