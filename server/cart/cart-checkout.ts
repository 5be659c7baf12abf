import { asc, eq } from 'drizzle-orm';
import { PAYMENT_METHOD_TITLES } from '@/lib/constants';
import { PAYMENT_METHODS, type PaymentMethod, type Recipient } from '@/lib/api/contract/cart';
import { type OrderData } from '@/lib/api/contract/orders';
import type { Db } from '../db/client';
import { carts, deliveryMethods } from '../db/schema/buying';
import { userAddresses } from '../db/schema/users';
import { ApiError } from '../http/errors';
import type { CartRef } from './cart-ref';
import type { AuthUser } from '../http/context';
import { cartList, ensureCart } from './carts';
import { minOrderText } from '../pricing/min-order';

export async function saveRecipient(db: Db, ref: CartRef, recipient: Recipient): Promise<void> {
  const id = await ensureCart(db, ref);
  await db.update(carts).set({ recipient }).where(eq(carts.id, id));
}

interface DeliveryMethodRow {
  id: number;
  code: string;
  title: string;
  description: string;
  price: string;
  needsAddress: number;
}

async function deliveryMethodList(db: Db): Promise<DeliveryMethodRow[]> {
  return db
    .select()
    .from(deliveryMethods)
    .orderBy(asc(deliveryMethods.sort), asc(deliveryMethods.id));
}

export async function findDeliveryMethod(db: Db, id: number): Promise<DeliveryMethodRow> {
  const [method] = await db
    .select()
    .from(deliveryMethods)
    .where(eq(deliveryMethods.id, id))
    .limit(1);
  if (!method) throw new ApiError(400, { delivery_method_id: ['Такого способа доставки нет.'] });
  return method;
}

/** The address is kept as a draft; it becomes required only when the order is placed. */
export async function saveDelivery(
  db: Db,
  ref: CartRef,
  methodId: number,
  address: string | undefined,
): Promise<void> {
  await findDeliveryMethod(db, methodId);
  const id = await ensureCart(db, ref);
  await db
    .update(carts)
    .set({ deliveryMethodId: methodId, deliveryAddress: address?.trim() || null })
    .where(eq(carts.id, id));
}

export async function savePayment(db: Db, ref: CartRef, method: PaymentMethod): Promise<void> {
  const id = await ensureCart(db, ref);
  await db.update(carts).set({ paymentMethod: method }).where(eq(carts.id, id));
}

function fullName(buyer: AuthUser): string {
  return [buyer.lastName, buyer.firstName, buyer.patronymic].filter(Boolean).join(' ');
}

/** GET /api/order/: the cart with every choice the order page offers. */
export async function orderData(db: Db, buyer: AuthUser, ref: CartRef): Promise<OrderData> {
  const [cart, methods, saved] = await Promise.all([
    cartList(db, ref),
    deliveryMethodList(db),
    db
      .select()
      .from(userAddresses)
      .where(eq(userAddresses.userId, buyer.id))
      .orderBy(asc(userAddresses.id)),
  ]);
  const addresses = [
    ...(ref.address ? [{ title: ref.title ?? 'Торговая точка', address: ref.address }] : []),
    ...saved
      .filter((a) => a.address !== ref.address)
      .map((a) => ({ title: a.title, address: a.address })),
  ];
  let reason: string | null = null;
  if (buyer.status === 'pending')
    reason = 'Оформить заказ можно после активации учётной записи менеджером.';
  else if (buyer.status === 'blocked')
    reason = 'Учётная запись заблокирована. Обратитесь к менеджеру.';
  else if (cart.lines.length === 0) reason = 'Корзина пуста.';
  else if (cart.lines.some((l) => l.problem))
    reason = 'Некоторые товары нельзя заказать в указанном количестве: исправьте корзину.';
  else if (cart.min_order_amount !== null && cart.min_order_missing !== '0.00')
    reason = minOrderText(cart.min_order_amount, cart.min_order_missing);
  return {
    cart,
    delivery_methods: methods.map((m) => ({
      id: m.id,
      code: m.code,
      title: m.title,
      description: m.description,
      price: m.price,
      needs_address: m.needsAddress === 1,
    })),
    payment_methods: PAYMENT_METHODS.map((code) => ({ code, title: PAYMENT_METHOD_TITLES[code] })),
    addresses,
    recipient_default: {
      name: fullName(buyer),
      phone: buyer.phone ?? '',
      email: buyer.email,
      organization: buyer.organization ?? '',
    },
    can_order: reason === null,
    reason,
  };
}
