import type { Hono } from 'hono';
import { recipientSchema } from '@/lib/api/contract/cart';
import { personalOrders } from '@/lib/api/endpoints/orders';
import {
  orderCartMake,
  orderConfirm,
  orderData,
  orderMake,
  orderRepeat,
} from '@/lib/api/endpoints/orders';
import { assertCanOrder } from './can-order';
import { orderData as readOrderData } from '../cart/cart-checkout';
import { cartInfo, cartList } from '../cart/carts';
import { buyingContext } from '../cart/cart-context';
import { placeAndNotify } from './order-placement';
import { repeatOrder } from './order-repeat';
import { listUserOrders, orderDetail } from './orders-read';
import { bind } from '../http/bind';
import type { AppEnv } from '../http/context';
import { ApiError } from '../http/errors';

export function registerOrderRoutes(app: Hono<AppEnv>): void {
  bind(app, orderData, async (c, { query }, user) => {
    const { db, buyer, ref } = await buyingContext(c, user, query.trade_point_id);
    return readOrderData(db, buyer, ref);
  });

  bind(app, orderMake, async (c, { body }, user) => {
    const ctx = await buyingContext(c, user, body.trade_point_id);
    return placeAndNotify(
      c,
      ctx,
      {
        recipient: body.recipient,
        deliveryMethodId: body.delivery_method_id,
        deliveryAddress: body.delivery_address,
        paymentMethod: body.payment_method,
        comment: body.comment,
      },
      { operation: orderMake.id, body },
    );
  });

  // The cart's saved recipient, delivery and payment (POST /api/cart/recipient|delivery|payment/).
  bind(app, orderCartMake, async (c, { body }, user) => {
    const ctx = await buyingContext(c, user, body?.trade_point_id);
    assertCanOrder(ctx.buyer);
    const saved = await cartList(ctx.db, ctx.ref);
    const missing: Record<string, string[]> = {};
    if (!recipientSchema.safeParse(saved.recipient).success)
      missing.recipient = ['Укажите получателя заказа.'];
    if (saved.delivery_method_id === null)
      missing.delivery_method_id = ['Выберите способ доставки.'];
    if (saved.payment_method === null) missing.payment_method = ['Выберите способ оплаты.'];
    if (
      Object.keys(missing).length ||
      !saved.recipient ||
      saved.delivery_method_id === null ||
      !saved.payment_method
    ) {
      throw new ApiError(400, missing);
    }
    return placeAndNotify(
      c,
      ctx,
      {
        recipient: saved.recipient,
        deliveryMethodId: saved.delivery_method_id,
        deliveryAddress: saved.delivery_address,
        paymentMethod: saved.payment_method,
      },
      { operation: orderCartMake.id, body: body ?? {} },
    );
  });

  bind(app, orderConfirm, async (c, { params }, user) => {
    const { db } = await c.get('deps').database();
    const { userId: _owner, ...order } = await orderDetail(db, params.id, user.id);
    return order;
  });

  bind(app, orderRepeat, async (c, { params, body }, user) => {
    const { db, ref } = await buyingContext(c, user, body?.trade_point_id);
    const result = await repeatOrder(db, user.id, params.id, ref);
    return { ...result, cart: await cartInfo(db, ref) };
  });

  bind(app, personalOrders, async (c, { query }, user) => {
    const { db } = await c.get('deps').database();
    return listUserOrders(
      db,
      user.id,
      query.page,
      query.organization || undefined,
      personalOrders.path,
    );
  });
}
