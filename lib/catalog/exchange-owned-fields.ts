/**
 * Issue #14: what the 1C exchange writes on every import of a product (server/exchange:
 * goods-sql.ts and product-write.ts for the goods, offers-batch.ts for prices and stock).
 * On a product with source '1c' these fields belong to 1C: the console shows them read-only
 * and the API refuses them, so a manager's edit is never silently undone by the next
 * exchange. Everything else (SEO and Open Graph, pack and minimum quantity, photos) belongs
 * to the console: the exchange never writes it.
 *
 * The description and visibility are in the list on purpose: 1C sends «Описание» and the
 * deletion mark with every good and the importer overwrites both whenever they differ.
 */
export const EXCHANGE_OWNED_FIELDS = [
  'title',
  'article',
  'barcode',
  'unit',
  'brand',
  'description',
  'attributes',
  'vat_rate',
  'is_active',
  'category_id',
  'price',
  'prices',
  'stock',
  'stocks',
] as const;

export type ExchangeOwnedField = (typeof EXCHANGE_OWNED_FIELDS)[number];

const owned = new Set<string>(EXCHANGE_OWNED_FIELDS);

export const isExchangeOwned = (field: string): boolean => owned.has(field);

/**
 * A category 1C sent (external_id set): the classifier import rewrites its name and place in
 * the tree (server/exchange/classifier.ts). Its address, visibility, order, image and SEO stay
 * the console's.
 */
export const EXCHANGE_OWNED_CATEGORY_FIELDS = ['title', 'parent_id'] as const;
