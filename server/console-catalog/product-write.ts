import { and, eq, ne, sql } from 'drizzle-orm';
import type {
  ConsoleProduct,
  productCreateSchema,
  productUpdateSchema,
} from '@/lib/api/contract/console-catalog';
import type { z } from '@/lib/api/contract/zod-ru';
import { isExchangeOwned } from '@/lib/catalog/exchange-owned-fields';
import { TEXT_EXCHANGE_OWNED_FIELD } from '@/lib/constants';
import { slugify } from '@/lib/translit';
import { recordChange } from '../audit/record-change';
import { sanitizeRichText } from '../content/rich-text';
import type { Db, Tx } from '../db/client';
import { categories, products } from '../db/schema/catalog';
import { ApiError, staleVersion } from '../http/errors';
import type { AuthUser } from '../http/context';
import { loadProductRow, productView } from './product-read';
import { writeOffers } from './product-offers';

type CreateBody = z.output<typeof productCreateSchema>;
type UpdateBody = z.output<typeof productUpdateSchema>;

const blank = (v: string | null | undefined) => (v === undefined ? undefined : v || null);

/** What the audit log keeps of a product: the editable view without bookkeeping. */
const auditOf = (view: ConsoleProduct): Record<string, unknown> => {
  const { id: _i, version: _v, exchange_owned: _e, base_price_type: _b, ...rest } = view;
  return rest;
};

async function checkCategory(tx: Tx, id: number | undefined, errors: Record<string, string[]>) {
  if (id === undefined) return;
  const [found] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, id));
  if (!found) errors.category_id = ['Такой категории нет'];
}

async function checkArticle(
  tx: Tx,
  article: string | undefined,
  id: number | null,
  errors: Record<string, string[]>,
) {
  if (article === undefined) return;
  const [taken] = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.article, article), id === null ? undefined : ne(products.id, id)));
  if (taken) errors.article = ['Товар с таким артикулом уже есть'];
}

async function freeSlug(tx: Tx, title: string): Promise<string> {
  const base = slugify(title) || 'tovar';
  for (let n = 1; ; n += 1) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    const [taken] = await tx
      .select({ id: products.id })
      .from(products)
      .where(eq(products.slug, candidate));
    if (!taken) return candidate;
  }
}

function raise(errors: Record<string, string[]>) {
  if (Object.keys(errors).length > 0) throw new ApiError(400, errors);
}

export async function createProduct(
  db: Db,
  user: AuthUser,
  body: CreateBody,
): Promise<ConsoleProduct> {
  return db.transaction(async (tx) => {
    const errors: Record<string, string[]> = {};
    await checkCategory(tx, body.category_id, errors);
    await checkArticle(tx, body.article, null, errors);
    raise(errors);
    const [made] = await tx
      .insert(products)
      .values({
        title: body.title,
        article: body.article,
        unit: body.unit,
        categoryId: body.category_id,
        slug: await freeSlug(tx, body.title),
        source: 'shop',
      })
      .returning();
    if (!made) throw new Error('product insert returned nothing');
    await writeOffers(tx, made.id, { price: body.price });
    const view = await productView(tx, await loadProductRow(tx, made.id));
    await recordChange(tx, user, {
      action: 'create',
      objectType: 'product',
      objectId: made.id,
      objectTitle: made.title,
      before: null,
      after: auditOf(view),
    });
    return view;
  });
}

/**
 * Saves what the form sent, if the product is still at the version the manager loaded. On a
 * product from 1C the fields 1C writes are refused, each with its own message.
 */
export async function updateProduct(
  db: Db,
  user: AuthUser,
  id: number,
  body: UpdateBody,
): Promise<{ product: ConsoleProduct; slug: string }> {
  return db.transaction(async (tx) => {
    const [locked] = await tx.select().from(products).where(eq(products.id, id)).for('update');
    const row = locked ?? (await loadProductRow(tx, id));
    if (row.version !== body.version) throw staleVersion();
    const errors: Record<string, string[]> = {};
    if (row.source === '1c') {
      for (const [key, value] of Object.entries(body)) {
        if (value !== undefined && isExchangeOwned(key)) errors[key] = [TEXT_EXCHANGE_OWNED_FIELD];
      }
      raise(errors);
    }
    await checkCategory(tx, body.category_id, errors);
    await checkArticle(tx, body.article, id, errors);
    raise(errors);
    const before = await productView(tx, row);
    await writeOffers(tx, id, {
      price: body.price,
      prices: body.prices,
      stocks: body.stocks,
      stock: body.stock,
    });
    const [updated] = await tx
      .update(products)
      .set({
        title: body.title,
        article: body.article,
        unit: body.unit,
        categoryId: body.category_id,
        barcode: blank(body.barcode),
        brand: blank(body.brand),
        description:
          body.description === undefined ? undefined : sanitizeRichText(body.description),
        attributes: body.attributes,
        packQty: body.pack_qty,
        minQty: body.min_qty,
        isActive: body.is_active,
        seoTitle: blank(body.seo_title),
        seoDescription: blank(body.seo_description),
        seoH1: blank(body.seo_h1),
        seoKeywords: blank(body.seo_keywords),
        ogTitle: blank(body.og_title),
        ogDescription: blank(body.og_description),
        ogImage: blank(body.og_image),
        updatedAt: sql`now()`,
        version: sql`${products.version} + 1`,
      })
      .where(and(eq(products.id, id), eq(products.version, body.version)))
      .returning();
    if (!updated) throw staleVersion();
    const after = await productView(tx, updated);
    await recordChange(tx, user, {
      action: 'update',
      objectType: 'product',
      objectId: id,
      objectTitle: updated.title,
      before: auditOf(before),
      after: auditOf(after),
    });
    return { product: after, slug: updated.slug };
  });
}
