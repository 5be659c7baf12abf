import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { users } from './users';

/** 1C «Типы цен»: a product has one price per type; the base one is what guests see. */
export const priceTypes = pgTable(
  'price_types',
  {
    id: serial('id').primaryKey(),
    externalId: text('external_id').notNull().unique(),
    name: text('name').notNull(),
    currency: text('currency').notNull().default('BYN'),
    vatIncluded: boolean('vat_included').notNull().default(true),
    /** Exactly one type is the base: its price is copied into products.price. */
    isBase: boolean('is_base').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('price_types_one_base')
      .on(t.isBase)
      .where(sql`${t.isBase}`),
  ],
);

/**
 * Issue #13: volume breaks — from min_quantity pieces on, a product costs `price` in that type
 * (same VAT basis as the type). Below the lowest break the type's own price holds.
 */
export const priceBreaks = pgTable(
  'price_breaks',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    priceTypeId: integer('price_type_id')
      .notNull()
      .references(() => priceTypes.id, { onDelete: 'cascade' }),
    minQuantity: integer('min_quantity').notNull(),
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.priceTypeId, t.minQuantity] })],
);

/** 1C «Склады»: products.stock is the sum over them. */
export const warehouses = pgTable('warehouses', {
  id: serial('id').primaryKey(),
  externalId: text('external_id').notNull().unique(),
  name: text('name').notNull(),
});

export const productPrices = pgTable(
  'product_prices',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    priceTypeId: integer('price_type_id')
      .notNull()
      .references(() => priceTypes.id, { onDelete: 'cascade' }),
    /** Null: «цена по запросу». */
    price: numeric('price', { precision: 12, scale: 2 }),
    unit: text('unit'),
    coefficient: numeric('coefficient'),
  },
  (t) => [primaryKey({ columns: [t.productId, t.priceTypeId] })],
);

export const productStocks = pgTable(
  'product_stocks',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id, { onDelete: 'cascade' }),
    quantity: numeric('quantity', { precision: 14, scale: 3 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.warehouseId] })],
);

/**
 * 1C «Свойства» of the classifier: УТ 11 sends them in one package and the goods that use them
 * in another, so the names and value lists outlive the file they came in.
 */
export const exchangeProperties = pgTable('exchange_properties', {
  externalId: text('external_id').primaryKey(),
  name: text('name').notNull(),
  /** ИдЗначения → value of a «Справочник» property. */
  values: jsonb('values').$type<Record<string, string>>().notNull().default({}),
});

/**
 * Goods a full catalogue listed during one exchange session. УТ 11 splits a full catalogue into
 * packages (import0_1.xml, import0_2.xml…), each saying «full»: what none of them listed is
 * hidden only when the session ends (finishCatalogImport), not after each package.
 */
export const exchangeListed = pgTable(
  'exchange_listed',
  {
    sessionId: integer('session_id').notNull(),
    externalId: text('external_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.externalId] })],
);

/** One «Обмен с сайтом» run of 1C: from checkauth to success/failure. */
export const exchangeSessions = pgTable(
  'exchange_sessions',
  {
    id: serial('id').primaryKey(),
    /** 'catalog' | 'sale' */
    kind: text('kind').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** SHA-256 of the cookie token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** 'open' | 'success' | 'failure' */
    status: text('status').notNull().default('open'),
    files: jsonb('files').$type<unknown[]>().notNull().default([]),
    stats: jsonb('stats').$type<Record<string, unknown>>().notNull().default({}),
    error: text('error'),
    /** Background imports of this session by file name: state, start, heartbeat, error. Kept in
     * the database so 1C's repeated `mode=import` may reach any instance. */
    jobs: jsonb('jobs').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index('exchange_sessions_started_idx').on(t.startedAt)],
);

/**
 * A manager's spreadsheet between its preview and its import (issue #15): in the database, so
 * the import call may reach another instance than the upload did. Half an hour at most.
 */
export const importUploads = pgTable(
  'import_uploads',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** The parsed sheet: headers and rows of cell texts. */
    sheet: jsonb('sheet').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('import_uploads_user_idx').on(t.userId, t.createdAt)],
);
