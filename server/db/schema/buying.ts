import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { tradePoints, users } from './users';

export const deliveryMethods = pgTable('delivery_methods', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  price: numeric('price', { precision: 12, scale: 2 }).notNull().default('0'),
  needsAddress: integer('needs_address').notNull().default(1),
  sort: integer('sort').notNull().default(0),
});

export const paymentMethod = pgEnum('payment_method', [
  'invoice',
  'cash_on_delivery',
  'card_on_delivery',
]);

/** One cart per buyer and trade point; trade_point_id null is the base cart. */
export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tradePointId: integer('trade_point_id').references(() => tradePoints.id, {
      onDelete: 'cascade',
    }),
    recipient: jsonb('recipient'),
    deliveryMethodId: integer('delivery_method_id').references(() => deliveryMethods.id),
    deliveryAddress: text('delivery_address'),
    paymentMethod: paymentMethod('payment_method'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('carts_user_point_key').on(t.userId, t.tradePointId).nullsNotDistinct()],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    quantity: integer('quantity').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cart_items_cart_product_key').on(t.cartId, t.productId)],
);

export const favourites = pgTable(
  'favourites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

export const orderStatus = pgEnum('order_status', [
  'new',
  'confirmed',
  'picking',
  'shipped',
  'delivered',
  'cancelled',
]);

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    tradePointId: integer('trade_point_id').references(() => tradePoints.id),
    tradePointTitle: text('trade_point_title'),
    organization: text('organization'),
    status: orderStatus('status').notNull().default('new'),
    recipient: jsonb('recipient').notNull(),
    deliveryMethodId: integer('delivery_method_id').references(() => deliveryMethods.id),
    deliveryTitle: text('delivery_title').notNull(),
    deliveryAddress: text('delivery_address'),
    paymentMethod: paymentMethod('payment_method').notNull(),
    comment: text('comment'),
    itemsCount: integer('items_count').notNull(),
    /** What the buyer pays, VAT included. */
    total: numeric('total', { precision: 14, scale: 2 }).notNull(),
    /** Issue #13: the VAT inside `total` (sum of the lines' VAT, each rounded as 1C does). */
    vatTotal: numeric('vat_total', { precision: 14, scale: 2 }).notNull().default('0'),
    /** The buyer's price type at the moment of ordering, and whether its prices include VAT. */
    priceTypeId: integer('price_type_id'),
    pricesIncludeVat: boolean('prices_include_vat').notNull().default(true),
    idempotencyKey: text('idempotency_key'),
    /** SHA-256 of the request that used idempotencyKey: the same key with another request is 422. */
    idempotencyFingerprint: text('idempotency_fingerprint'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set on every change of the order; 1C gets orders changed since exported_at. */
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    exportedAt: timestamp('exported_at', { withTimezone: true }),
    /** 1C «Номер1С» of the order once 1C has taken it. */
    externalNumber: text('external_number'),
  },
  (t) => [
    uniqueIndex('orders_user_idempotency_key').on(t.userId, t.idempotencyKey),
    index('orders_user_idx').on(t.userId, t.createdAt),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    article: text('article').notNull(),
    unit: text('unit').notNull(),
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    quantity: integer('quantity').notNull(),
    /** The line to pay, VAT included; `price` is in the order's price basis (see orders). */
    total: numeric('total', { precision: 14, scale: 2 }).notNull(),
    /** Issue #13: the line's VAT rate in per cent and its VAT amount, rounded per line. */
    vatRate: numeric('vat_rate', { precision: 5, scale: 2 }).notNull().default('20'),
    vatAmount: numeric('vat_amount', { precision: 14, scale: 2 }).notNull().default('0'),
  },
  (t) => [index('order_items_order_idx').on(t.orderId)],
);

export const orderStatusHistory = pgTable('order_status_history', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' }),
  status: orderStatus('status').notNull(),
  changedBy: integer('changed_by').references(() => users.id),
  comment: text('comment'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
