import type { Hono } from 'hono';
import { product, productImages, productModel } from '@/lib/api/endpoints/catalog';
import { productBySlug, productImagesById, productModel as modelById } from './product-detail';
import { bind } from '../http/bind';
import type { AppEnv } from '../http/context';

export function registerProductRoutes(app: Hono<AppEnv>): void {
  bind(app, product, async (c, { params }) => {
    const { db } = await c.get('deps').database();
    return productBySlug(db, params.slug);
  });

  bind(app, productImages, async (c, { params }) => {
    const { db } = await c.get('deps').database();
    return productImagesById(db, params.id);
  });

  bind(app, productModel, async (c, { params }) => {
    const { db } = await c.get('deps').database();
    return modelById(db, params.id);
  });
}
