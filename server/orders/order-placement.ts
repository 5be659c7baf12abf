import type { Context } from 'hono';
import { IDEMPOTENCY_KEY_HEADER } from '@/lib/api/contract/orders';
import type { AppEnv } from '../http/context';
import { detail } from '../http/errors';
import type { BuyingContext } from '../cart/cart-context';
import { activeManagerEmails } from '../account/managers';
import { orderPlacedMessages, sendAll } from './order-mail';
import { orderDetail } from './orders-read';
import { placeOrder, type PlaceOrderInput } from './orders-place';
import { orderStockTags } from './stock-tags';
import { requestFingerprint, type IdempotentRequest } from './idempotency';

/** Letters, digits and `_ - . :` — what UUIDs and the usual client keys are made of. */
export function idempotencyKey(c: Context<AppEnv>): string | null {
  const raw = c.req.header(IDEMPOTENCY_KEY_HEADER);
  if (raw === undefined) return null;
  const key = raw.trim();
  if (!/^[\w.:-]{8,200}$/.test(key)) {
    throw detail(
      400,
      `Заголовок ${IDEMPOTENCY_KEY_HEADER} должен содержать от 8 до 200 латинских букв, цифр или знаков «_-.:».`,
    );
  }
  return key;
}

/**
 * Places the order and answers 201; a replay of the same key answers 200 with the first
 * order. The letters go after the commit, so a slow mail server never holds the cart lock.
 */
export async function placeAndNotify(
  c: Context<AppEnv>,
  ctx: BuyingContext,
  input: PlaceOrderInput,
  request: Omit<IdempotentRequest, 'userId'>,
): Promise<Response> {
  const key = idempotencyKey(c);
  const idempotency = key
    ? { key, fingerprint: requestFingerprint({ ...request, userId: ctx.buyer.id }) }
    : null;
  const placed = await placeOrder(ctx.db, ctx.buyer, ctx.ref, input, idempotency);
  const body = { id: placed.id, number: placed.number };
  if (!placed.created) {
    c.header('Idempotent-Replayed', 'true');
    return c.json(body, 200);
  }
  const { siteOrigin, mailer, onCatalogChanged } = c.get('deps');
  // Issue #15: the stock it took shows on the next view of the cached product and listings.
  await onCatalogChanged?.(await orderStockTags(ctx.db, [placed.id]));
  const { userId: _owner, ...order } = await orderDetail(ctx.db, placed.id, ctx.buyer.id);
  const managers = await activeManagerEmails(ctx.db);
  await sendAll(mailer, ctx.db, orderPlacedMessages(order, ctx.buyer.email, managers, siteOrigin));
  return c.json(body, 201);
}
