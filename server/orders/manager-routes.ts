import type { Hono } from 'hono';
import {
  managerOrder,
  managerOrders,
  managerOrderStatus,
} from '@/lib/api/endpoints/orders-manager';
import { bind } from '../http/bind';
import type { AppEnv } from '../http/context';
import { mailStatusChange } from './order-mail';
import { changeOrderStatus } from './order-status';
import { listManagerOrders, managerView } from './orders-manager';
import { orderStockTags } from './stock-tags';

export function registerManagerOrderRoutes(app: Hono<AppEnv>): void {
  bind(app, managerOrders, async (c, { query }) => {
    const { db } = await c.get('deps').database();
    return listManagerOrders(db, query);
  });

  bind(app, managerOrder, async (c, { params }) => {
    const { db } = await c.get('deps').database();
    const { buyerEmail: _email, ...order } = await managerView(db, params.id);
    return order;
  });

  bind(app, managerOrderStatus, async (c, { params, body }, user) => {
    const { db } = await c.get('deps').database();
    const comment = body.comment?.trim() || null;
    await changeOrderStatus(db, params.id, body.status, user.id, comment);
    const { siteOrigin, mailer, onCatalogChanged } = c.get('deps');
    // Issue #15: a cancellation gives the stock back, and the cached pages show it at once.
    if (body.status === 'cancelled')
      await onCatalogChanged?.(await orderStockTags(db, [params.id]));
    return mailStatusChange({ db, mailer, siteOrigin }, params.id, comment);
  });
}
