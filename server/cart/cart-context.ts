import type { Context } from 'hono';
import type { Db } from '../db/client';
import type { AppEnv, AuthUser } from '../http/context';
import { resolveCart, type CartRef } from './cart-ref';

export interface BuyingContext {
  db: Db;
  buyer: AuthUser;
  ref: CartRef;
}

/** The database, the buyer as read with the token, and the cart the call names (see resolveCart). */
export async function buyingContext(
  c: Context<AppEnv>,
  buyer: AuthUser,
  requested: number | null | undefined,
): Promise<BuyingContext> {
  const { db } = await c.get('deps').database();
  const ref = await resolveCart(db, buyer, requested);
  return { db, buyer, ref };
}
