import { and, eq, inArray } from 'drizzle-orm';
import { priceAtQuantity, type PriceBreak } from '@/lib/pricing/price-breaks';
import { DEFAULT_VAT_RATE, lineAmounts, priceInMode, type Amounts } from '@/lib/pricing/vat';
import type { VatBasis } from '@/lib/pricing/vat';
import type { Db } from '../db/client';
import { products } from '../db/schema/catalog';
import { priceBreaks, priceTypes, productPrices } from '../db/schema/exchange';
import { users } from '../db/schema/users';

/** The price type a buyer buys at, as its prices are read. */
export interface PriceTypeFacts {
  id: number;
  name: string;
  isBase: boolean;
  vatIncluded: boolean;
}

/** What one product costs a buyer: the type's price and breaks, all in the type's VAT basis. */
export interface ProductPricing {
  /** Null: «цена по запросу». */
  price: string | null;
  breaks: PriceBreak[];
  basis: VatBasis;
}

/** A shop with no 1C exchange yet has no price types at all: products.price is all there is. */
const NO_TYPE: PriceTypeFacts = { id: 0, name: 'Базовая', isBase: true, vatIncluded: true };

const typeColumns = {
  id: priceTypes.id,
  name: priceTypes.name,
  isBase: priceTypes.isBase,
  vatIncluded: priceTypes.vatIncluded,
};

export async function baseType(db: Db): Promise<PriceTypeFacts> {
  const [row] = await db.select(typeColumns).from(priceTypes).where(eq(priceTypes.isBase, true));
  return row ?? NO_TYPE;
}

/**
 * Fallbacks are logged once per type and product, not on every cart read: the log says what
 * 1C should fix, and the set is bounded so a huge catalogue cannot grow it without end.
 */
const warned = new Set<string>();
function warnOnce(key: string, message: string): void {
  if (warned.has(key)) return;
  if (warned.size > 10_000) warned.clear();
  warned.add(key);
  console.warn(message);
}

/** The buyer's type: users.price_type_id, the base type when unset or gone. */
export async function buyerPriceType(db: Db, userId: number): Promise<PriceTypeFacts> {
  const [user] = await db
    .select({ typeId: users.priceTypeId })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user?.typeId) return baseType(db);
  const [type] = await db
    .select(typeColumns)
    .from(priceTypes)
    .where(eq(priceTypes.id, user.typeId))
    .limit(1);
  if (type) return type;
  warnOnce(
    `type:${user.typeId}`,
    `[цены] тип цен ${user.typeId} покупателя ${userId} не найден — покупатель видит базовые цены`,
  );
  return baseType(db);
}

const asMoney = (value: string) => Number(value).toFixed(2);

/** A base price said in another VAT basis: 1C's type without VAT gets the base price's net. */
function inBasis(price: string, from: VatBasis, included: boolean): string {
  if (from.included === included) return asMoney(price);
  return priceInMode(asMoney(price), from, included ? 'with' : 'without');
}

async function breaksOf(db: Db, ids: number[], typeIds: number[]) {
  const out = new Map<string, PriceBreak[]>();
  if (ids.length === 0 || typeIds.length === 0) return out;
  const rows = await db
    .select({
      productId: priceBreaks.productId,
      typeId: priceBreaks.priceTypeId,
      minQuantity: priceBreaks.minQuantity,
      price: priceBreaks.price,
    })
    .from(priceBreaks)
    .where(and(inArray(priceBreaks.productId, ids), inArray(priceBreaks.priceTypeId, typeIds)))
    .orderBy(priceBreaks.minQuantity);
  for (const r of rows) {
    const key = `${r.typeId}:${r.productId}`;
    const list = out.get(key) ?? [];
    list.push({ min_quantity: r.minQuantity, price: asMoney(r.price) });
    out.set(key, list);
  }
  return out;
}

/**
 * Prices of the products for a buyer of `type`. A product the type has no price for costs
 * the base price (with the base breaks), logged once, and said in the type's VAT basis so
 * every line of one cart and one order shares one basis.
 */
export async function productPricing(
  db: Db,
  type: PriceTypeFacts,
  productIds: readonly number[],
): Promise<Map<number, ProductPricing>> {
  const ids = [...new Set(productIds)];
  const out = new Map<number, ProductPricing>();
  if (ids.length === 0) return out;
  const base = type.isBase ? type : await baseType(db);
  const typeIds = [...new Set([type.id, base.id])].filter((id) => id > 0);
  const [rows, own, breaks] = await Promise.all([
    db
      .select({ id: products.id, price: products.price, vatRate: products.vatRate })
      .from(products)
      .where(inArray(products.id, ids)),
    type.isBase
      ? Promise.resolve([])
      : db
          .select({ productId: productPrices.productId, price: productPrices.price })
          .from(productPrices)
          .where(
            and(inArray(productPrices.productId, ids), eq(productPrices.priceTypeId, type.id)),
          ),
    breaksOf(db, ids, typeIds),
  ]);
  const ownPrice = new Map(own.map((r) => [r.productId, r.price]));
  for (const row of rows) {
    const rate = row.vatRate === null ? DEFAULT_VAT_RATE : Number(row.vatRate);
    const basis = { rate, included: type.vatIncluded };
    const mine = ownPrice.get(row.id);
    if (mine !== undefined && mine !== null) {
      out.set(row.id, {
        price: asMoney(mine),
        breaks: breaks.get(`${type.id}:${row.id}`) ?? [],
        basis,
      });
      continue;
    }
    if (!type.isBase) {
      warnOnce(
        `${type.id}:${row.id}`,
        `[цены] у товара ${row.id} нет цены типа «${type.name}» — взята базовая цена`,
      );
    }
    const from = { rate, included: base.vatIncluded };
    out.set(row.id, {
      price: row.price === null ? null : inBasis(row.price, from, type.vatIncluded),
      breaks: (breaks.get(`${base.id}:${row.id}`) ?? []).map((b) => ({
        min_quantity: b.min_quantity,
        price: inBasis(b.price, from, type.vatIncluded),
      })),
      basis,
    });
  }
  return out;
}

/** One line priced: the unit price after breaks and its VAT split (zero for «по запросу»). */
export interface PricedLine {
  price: string | null;
  amounts: Amounts;
  pricing: ProductPricing;
}

const ZERO: Amounts = { net: '0.00', vat: '0.00', gross: '0.00' };

export function priceLine(pricing: ProductPricing, quantity: number): PricedLine {
  const price = priceAtQuantity(pricing.price, pricing.breaks, quantity);
  return {
    price,
    amounts: price === null ? ZERO : lineAmounts(price, quantity, pricing.basis),
    pricing,
  };
}

/** A product gone from the catalogue between reads prices as «по запросу». */
export const UNPRICED: ProductPricing = {
  price: null,
  breaks: [],
  basis: { rate: DEFAULT_VAT_RATE, included: true },
};

/** The buyer's lines priced in one go: type, prices and breaks in three queries. */
export async function priceLines(
  db: Db,
  userId: number,
  lines: readonly { productId: number; quantity: number }[],
): Promise<{ type: PriceTypeFacts; lines: PricedLine[] }> {
  const type = await buyerPriceType(db, userId);
  const pricing = await productPricing(
    db,
    type,
    lines.map((l) => l.productId),
  );
  return {
    type,
    lines: lines.map((l) => priceLine(pricing.get(l.productId) ?? UNPRICED, l.quantity)),
  };
}
