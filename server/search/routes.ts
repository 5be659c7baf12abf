import type { Hono } from 'hono';
import { modalSearch as modalSearchEndpoint } from '@/lib/api/endpoints/search';
import { bind } from '../http/bind';
import type { AppEnv } from '../http/context';
import { modalSearch } from './modal-search';

export function registerSearchRoutes(app: Hono<AppEnv>): void {
  bind(app, modalSearchEndpoint, async (c, { query }) => {
    const { db } = await c.get('deps').database();
    return modalSearch(db, query.query);
  });
}
