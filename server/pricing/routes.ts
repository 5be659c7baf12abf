import type { Hono } from 'hono';
import {
  managerBuyerPriceType,
  managerPriceTypes,
  personalPrices,
} from '@/lib/api/endpoints/pricing';
import { bind } from '../http/bind';
import type { AppEnv } from '../http/context';
import { personalPrices as readPersonalPrices } from './personal-prices';
import { listPriceTypes, setBuyerPriceType } from './price-types';

export function registerPricingRoutes(app: Hono<AppEnv>): void {
  bind(app, personalPrices, async (c, { query }, user) => {
    const { db } = await c.get('deps').database();
    const body = await readPersonalPrices(db, user.id, query.ids);
    // A contract price is the buyer's alone: no shared cache, and no copy kept at all.
    c.header('Cache-Control', 'private, no-store');
    c.header('Vary', 'Authorization, Cookie');
    return body;
  });

  bind(app, managerPriceTypes, async (c) => {
    const { db } = await c.get('deps').database();
    return { results: await listPriceTypes(db) };
  });

  bind(app, managerBuyerPriceType, async (c, { params, body }, manager) => {
    const { db } = await c.get('deps').database();
    return setBuyerPriceType(db, params.id, body.price_type_id, manager);
  });
}
