import {
  bigint,
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
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { tsvector } from './search';

const seo = {
  seoTitle: text('seo_title'),
  seoDescription: text('seo_description'),
  seoH1: text('seo_h1'),
  seoKeywords: text('seo_keywords'),
  ogTitle: text('og_title'),
  ogDescription: text('og_description'),
  ogImage: text('og_image'),
};

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, {
      onDelete: 'cascade',
    }),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    /** Slugs of the ancestors and this one joined by '/', as /category/{full_slug}. */
    fullSlug: text('full_slug').notNull(),
    description: text('description'),
    image: text('image'),
    sort: integer('sort').notNull().default(0),
    /** 1C «Ид» of the group; null for categories made in the shop. */
    externalId: text('external_id').unique(),
    /** Issue #14: hidden in the console — out of menus, listings and search, its page a 404. */
    isHidden: boolean('is_hidden').notNull().default(false),
    /** Issue #14: raised by every console save; a save naming an older one is refused. */
    version: integer('version').notNull().default(1),
    ...seo,
  },
  (t) => [
    uniqueIndex('categories_full_slug_key').on(t.fullSlug),
    index('categories_parent_idx').on(t.parentId),
  ],
);

/** Variants of one product (sizes, colours) share a model. */
export const productModels = pgTable('product_models', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
});

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    modelId: integer('model_id').references(() => productModels.id),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    article: text('article').notNull(),
    unit: text('unit').notNull(),
    /** The base price type's price; null is «цена по запросу» (shown so, not orderable). */
    price: numeric('price', { precision: 12, scale: 2 }),
    oldPrice: numeric('old_price', { precision: 12, scale: 2 }),
    stock: integer('stock').notNull().default(0),
    minQty: integer('min_qty').notNull().default(1),
    packQty: integer('pack_qty').notNull().default(1),
    brand: text('brand'),
    country: text('country'),
    description: text('description').notNull().default(''),
    /** [{name, value}] shown on the product page and used as filters. */
    attributes: jsonb('attributes')
      .$type<{ name: string; value: string }[]>()
      .notNull()
      .default([]),
    isNew: boolean('is_new').notNull().default(false),
    popularity: integer('popularity').notNull().default(0),
    /** False hides the product; 1C's deletion mark and a full import that omits it set it. */
    isActive: boolean('is_active').notNull().default(true),
    /** 1C «Ид» (a characteristic is «product#variant»); null for products made in the shop. */
    externalId: text('external_id').unique(),
    barcode: text('barcode'),
    /** VAT rate in percent (20, 10, 0); null when unknown. */
    vatRate: numeric('vat_rate', { precision: 5, scale: 2 }),
    /** 'shop' | '1c': a full 1C import hides only the products that came from 1C. */
    source: text('source').notNull().default('shop'),
    /** Picture paths 1C named (import_files/…); kept until picture upload is built. */
    pictureFiles: jsonb('picture_files').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Issue #14: raised by every console save; a save naming an older one is refused. */
    version: integer('version').notNull().default(1),
    ...seo,
    /** Search (issue #7), filled by triggers: title, brand, category names and description. */
    searchVector: tsvector('search_vector'),
    /** Title and brand: the best text match. */
    titleVector: tsvector('title_vector'),
    /** Title, brand and category names: a match here ranks above a description match. */
    headVector: tsvector('head_vector'),
    /** Article lower-cased without dashes, spaces or dots, look-alike letters folded to latin. */
    articleKey: text('article_key'),
  },
  (t) => [
    uniqueIndex('products_slug_key').on(t.slug),
    index('products_search_idx').using('gin', t.searchVector),
    index('products_title_search_idx').using('gin', t.titleVector),
    index('products_head_search_idx').using('gin', t.headVector),
    // Issue #16: the title's type words alone (migration 0015), for the type levels' index probe.
    index('products_kind_search_idx').using(
      'gin',
      sql`vitrina_product_kind_vector(${t.titleVector})`,
    ),
    // The search dropdown's order (in stock, then popular): broad words walk it and stop early.
    index('products_search_order_idx')
      .on(sql`(${t.stock} > 0) desc`, sql`${t.popularity} desc`, t.id)
      .where(sql`${t.isActive}`),
    index('products_article_key_idx').on(t.articleKey.op('text_pattern_ops')),
    uniqueIndex('products_article_key').on(t.article),
    index('products_category_idx').on(t.categoryId),
    index('products_price_idx').on(t.price),
    // Issue #15: a listing's page walks its order's index and stops after the page, instead of
    // reading and sorting every product of the subtree (~3 rows a heap page: 3,400 page reads
    // for one category). The category id at the end is checked in the index, so the walk
    // reads only the heap rows of the category it lists.
    // DESC keeps PostgreSQL's NULLS FIRST of ORDER BY … DESC: an index must match it to be walked.
    index('products_listing_popular_idx')
      .on(t.popularity.desc().nullsFirst(), t.id, t.categoryId)
      .where(sql`${t.isActive}`),
    index('products_listing_new_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst(), t.categoryId)
      .where(sql`${t.isActive}`),
    index('products_listing_price_idx')
      .on(t.price.asc().nullsLast(), t.id, t.categoryId)
      .where(sql`${t.isActive}`),
    index('products_listing_price_desc_idx')
      .on(t.price.desc().nullsLast(), t.id, t.categoryId)
      .where(sql`${t.isActive}`),
    index('products_listing_title_idx')
      .on(t.title, t.id, t.categoryId)
      .where(sql`${t.isActive}`),
    // A filtered listing's count (stock, price, brand) from the index alone, not from the heap
    // rows of the whole subtree (17,000 of them in a top-level category at 100,000 goods).
    index('products_listing_filter_idx')
      .on(t.categoryId, t.stock, t.price, t.brand)
      .where(sql`${t.isActive}`),
    // Characteristic filters (attr_…=…): jsonb containment answered by the index.
    index('products_attributes_idx').using('gin', t.attributes.op('jsonb_path_ops')),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    alt: text('alt').notNull().default(''),
    width: integer('width').notNull().default(800),
    height: integer('height').notNull().default(800),
    sort: integer('sort').notNull().default(0),
    /** Where the picture came from: 1C's `import_files/…` path; null for one added in the shop. */
    source: text('source'),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.sort)],
);

/**
 * Issue #15: on-sale products per category, the category's own (not its subtree's), kept by
 * statement triggers on products (migration 0014) whatever writes them — 1C, the console, the
 * spreadsheet import, the seed. Listings add a subtree up from the ~hundred rows in memory
 * instead of counting 100,000 products per view; hidden categories drop out there.
 */
export const categoryProductCounts = pgTable('category_product_counts', {
  categoryId: integer('category_id')
    .primaryKey()
    .references(() => categories.id, { onDelete: 'cascade' }),
  products: integer('products').notNull().default(0),
});

/**
 * Issue #16: a number a trigger raises with every change to `categories` (migration 0019), so
 * an instance keeps the category index in memory and reloads it only when the number moved:
 * loading the table cost a listing 7–14 ms on the embedded database.
 */
export const categoryGenerations = pgTable('category_generations', {
  id: integer('id').primaryKey().default(1),
  generation: bigint('generation', { mode: 'number' }).notNull().default(0),
});

/**
 * Issue #15: the listing filters' counts per category, kept by the same triggers: on-sale
 * products of the category itself per brand (`name` '') and per attribute name and value. A
 * category's facets add its subtree's rows up instead of unpacking every product's attributes.
 */
export const categoryFacetCounts = pgTable(
  'category_facet_counts',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    /** '' for the brand column; otherwise the attribute's name. */
    name: text('name').notNull(),
    value: text('value').notNull(),
    products: integer('products').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.name, t.value] })],
);
