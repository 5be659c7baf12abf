import type { Hono } from 'hono';
import {
  cartAdd,
  cartClear,
  cartDelivery,
  cartInfo,
  cartList,
  cartPayment,
  cartRecipient,
  cartRemove,
  cartTradePoint,
  cartUpdate,
} from '@/lib/api/endpoints/cart';
import { addItem, clearCart, removeItem, setItem } from './cart-items';
import { saveDelivery, savePayment, saveRecipient } from './cart-checkout';
import { cartInfo as readCartInfo, cartList as readCartList } from './carts';
import { buyingContext } from './cart-context';
import { chooseActiveCart } from '../trade-points/trade-points';
import { bind } from '../http/bind';
import type { AppEnv } from '../http/context';

/** Spec §7 cart calls. Every one takes the optional trade_point_id (see cartPointSchema). */
export function registerCartRoutes(app: Hono<AppEnv>): void {
  bind(app, cartInfo, async (c, { query }, user) => {
    const { db, ref } = await buyingContext(c, user, query.trade_point_id);
    return readCartInfo(db, ref);
  });

  bind(app, cartList, async (c, { query }, user) => {
    const { db, ref } = await buyingContext(c, user, query.trade_point_id);
    return readCartList(db, ref);
  });

  bind(app, cartAdd, async (c, { body }, user) => {
    const { db, ref } = await buyingContext(c, user, body.trade_point_id);
    await addItem(db, ref, body.product_id, body.quantity);
    return readCartInfo(db, ref);
  });

  bind(app, cartUpdate, async (c, { body }, user) => {
    const { db, ref } = await buyingContext(c, user, body.trade_point_id);
    await setItem(db, ref, body.product_id, body.quantity);
    return readCartInfo(db, ref);
  });

  bind(app, cartRemove, async (c, { body }, user) => {
    const { db, ref } = await buyingContext(c, user, body.trade_point_id);
    await removeItem(db, ref, body.product_id);
    return readCartInfo(db, ref);
  });

  bind(app, cartClear, async (c, { query }, user) => {
    const { db, ref } = await buyingContext(c, user, query.trade_point_id);
    await clearCart(db, ref);
    return readCartInfo(db, ref);
  });

  bind(app, cartRecipient, async (c, { body }, user) => {
    const { trade_point_id, ...recipient } = body;
    const { db, ref } = await buyingContext(c, user, trade_point_id);
    await saveRecipient(db, ref, recipient);
    return readCartList(db, ref);
  });

  bind(app, cartDelivery, async (c, { body }, user) => {
    const { db, ref } = await buyingContext(c, user, body.trade_point_id);
    await saveDelivery(db, ref, body.delivery_method_id, body.delivery_address);
    return readCartList(db, ref);
  });

  bind(app, cartPayment, async (c, { body }, user) => {
    const { db, ref } = await buyingContext(c, user, body.trade_point_id);
    await savePayment(db, ref, body.payment_method);
    return readCartList(db, ref);
  });

  bind(app, cartTradePoint, async (c, { params }, user) => {
    const { db, ref } = await buyingContext(c, user, params.id);
    await chooseActiveCart(db, ref);
    return readCartInfo(db, ref);
  });
}
