import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { DEMO_BUYER, DEMO_MANAGER, DEMO_WHOLESALE_BUYER } from '@/demo/people';
import { products } from '@/server/db/schema/catalog';
import { priceBreaks } from '@/server/db/schema/exchange';
import { startTestServer, type TestServer } from '../support/test-server';
import { sessionFor, type Session } from './cart-helpers';

/** Helpers of the wholesale price tests (issue #13): sums in kopecks, a product with breaks. */

export const cents = (v: string) => Math.round(Number(v) * 100);
export const kop = (base: string, k: number) =>
  (Math.floor((cents(base) * k + 50) / 100) / 100).toFixed(2);

export interface Prices {
  price_type: { id: number; name: string; is_base: boolean };
  prices: { product_id: number; price: string | null; breaks: { min_quantity: number }[] }[];
}

/** A product with breaks in every type: 12 of it pass the 100 BYN minimum, 1 does not. */
interface ProductWithBreaks {
  id: number;
  slug: string;
  price: string;
  categoryId: number;
  title: string;
}

/** The first product with breaks priced 10–90 BYN, put on sale with plenty in stock. */
async function productWithBreaks(api: TestServer): Promise<ProductWithBreaks> {
  const withBreaks = await api.db.selectDistinct({ id: priceBreaks.productId }).from(priceBreaks);
  const [row] = await api.db
    .select({
      id: products.id,
      slug: products.slug,
      price: products.price,
      categoryId: products.categoryId,
      title: products.title,
    })
    .from(products)
    .where(
      and(
        inArray(
          products.id,
          withBreaks.map((r) => r.id),
        ),
        isNotNull(products.price),
        sql`${products.price} between 10 and 90`,
      ),
    )
    .orderBy(asc(products.id))
    .limit(1);
  if (!row?.price) throw new Error('нет товара со скидками за количество');
  const product = { ...row, price: row.price };
  await api.db
    .update(products)
    .set({ stock: 1000, minQty: 1, packQty: 1, isActive: true })
    .where(eq(products.id, product.id));
  return product;
}

/**
 * A wholesale file's own server on 30 demo products: the demo buyer (`small`, «Мелкий опт»),
 * the second demo buyer (`large`, «Крупный опт»), the manager, and a product with breaks.
 * The objects come back empty and beforeAll fills them in, so that a file can name them at its
 * top, before its hooks have run.
 */
export function wholesaleSuite() {
  const api = {} as TestServer;
  const small = {} as Session;
  const large = {} as Session;
  const manager = {} as Session;
  const product = {} as ProductWithBreaks;
  beforeAll(async () => {
    Object.assign(api, await startTestServer({ products: 30 }));
    const [buyer, wholesaleBuyer, staff] = await Promise.all([
      sessionFor(api, DEMO_BUYER.email),
      sessionFor(api, DEMO_WHOLESALE_BUYER.email),
      sessionFor(api, DEMO_MANAGER.email),
    ]);
    Object.assign(small, buyer);
    Object.assign(large, wholesaleBuyer);
    Object.assign(manager, staff);
    Object.assign(product, await productWithBreaks(api));
  }, 180_000);
  afterAll(async () => {
    await api.close?.();
  });
  return { api, small, large, manager, product };
}
