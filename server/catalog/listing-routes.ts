import type { Hono } from 'hono';
import { catalogueRoot, category, sitemap } from '@/lib/api/endpoints/catalog';
import { categoryListing } from './category-listing';
import { sitemapSlice } from './sitemap';
import { bind } from '../http/bind';
import type { AppEnv } from '../http/context';

export function registerListingRoutes(app: Hono<AppEnv>): void {
  bind(app, catalogueRoot, async (c, { query }) => {
    const { db } = await c.get('deps').database();
    return categoryListing(db, null, query, new URL(c.req.url));
  });

  bind(app, category, async (c, { params, query }) => {
    const { db } = await c.get('deps').database();
    return categoryListing(db, params.slug.replace(/\/+$/, ''), query, new URL(c.req.url));
  });

  bind(app, sitemap, async (c, { query }) => {
    const { db } = await c.get('deps').database();
    return sitemapSlice(db, query.offset, query.limit);
  });
}
