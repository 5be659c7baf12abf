import type { Hono } from 'hono';
import { managerExchangeLog } from '@/lib/api/endpoints/exchange';
import { bind } from '../http/bind';
import type { AppEnv } from '../http/context';
import { exchangeLog } from './sessions-log';

/** The manager's exchange log (the 1C protocol itself is bound in ./routes.ts). */
export function registerExchangeLogRoutes(app: Hono<AppEnv>): void {
  bind(app, managerExchangeLog, async (c, { query }) => {
    const { db } = await c.get('deps').database();
    return exchangeLog(db, query.page, query.pageSize);
  });
}
