import type { Hono } from 'hono';
import { tradePoints } from '@/lib/api/endpoints/trade-points';
import { listTradePoints } from './trade-points';
import { bind } from '../http/bind';
import type { AppEnv } from '../http/context';

export function registerTradePointRoutes(app: Hono<AppEnv>): void {
  bind(app, tradePoints, async (c, _input, user) => {
    const { db } = await c.get('deps').database();
    return listTradePoints(db, user);
  });
}
