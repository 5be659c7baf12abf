import type { Hono } from 'hono';
import {
  managerOrder,
  managerOrders,
  managerOrderStatus,
} from '@/lib/api/endpoints/orders-manager';
import { bind } from '../http/bind';
import type { AppEnv } from '../http/context';
import { sendAll, statusNotice } from './order-mail';
import { changeOrderStatus } from './order-status';
import { listManagerOrders, managerView } from './orders-manager';

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
    const { buyerEmail, ...order } = await managerView(db, params.id);
    const { siteOrigin, mailer } = c.get('deps');
    const letter = statusNotice(order, siteOrigin, comment);
    await sendAll(mailer, db, [{ to: buyerEmail, ...letter }]);
    return order;
  });
}
