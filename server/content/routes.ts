import type { Context, Hono } from 'hono';
import {
  configs,
  deliveryList,
  menus,
  outlets,
  pageExtended,
  pages,
  priceListDocuments,
  priceListDownload,
} from '@/lib/api/endpoints/content';
import { bind } from '../http/bind';
import type { AppEnv } from '../http/context';
import { ensureFreshPriceLists } from '../console-price-lists/freshness';
import { listDeliveryMethods, listOutlets, listPriceLists, priceListFile } from './documents';
import { listPages, pageBySlug } from './pages';
import { listSiteConfigs, navigation } from './site';

const db = async (c: Context<AppEnv>) => (await c.get('deps').database()).db;

export function registerContentRoutes(app: Hono<AppEnv>): void {
  bind(app, configs, async (c) => listSiteConfigs(await db(c)));
  bind(app, menus, async (c) => navigation(await db(c)));
  bind(app, pageExtended, async (c, { params }) => pageBySlug(await db(c), params.slug));
  bind(app, pages, async (c, { query }) => listPages(await db(c), query));
  // Issue #14: a generated price list made stale by a catalogue change is rebuilt first.
  bind(app, priceListDocuments, async (c) => {
    await ensureFreshPriceLists(c.get('deps').database);
    return listPriceLists(await db(c));
  });
  bind(app, priceListDownload, async (c, { params }) => {
    await ensureFreshPriceLists(c.get('deps').database);
    return priceListFile(await db(c), params.id);
  });
  bind(app, deliveryList, async (c) => listDeliveryMethods(await db(c)));
  bind(app, outlets, async (c) => listOutlets(await db(c)));
}
