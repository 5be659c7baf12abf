import type { Context } from 'hono';
import type { Db } from '../db/client';
import type { AppEnv, AuthUser } from '../http/context';
import { loadBuyer, resolveCart, type Buyer, type CartRef } from './cart-ref';

export interface BuyingContext {
  db: Db;
  buyer: Buyer;
  ref: CartRef;
}

/** The database, the buyer as stored, and the cart the call names (see resolveCart). */
export async function buyingContext(
  c: Context<AppEnv>,
  user: AuthUser,
  requested: number | null | undefined,
): Promise<BuyingContext> {
  const { db } = await c.get('deps').database();
  const buyer = await loadBuyer(db, user.id);
  const ref = await resolveCart(db, buyer, requested);
  return { db, buyer, ref };
}
