import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { DEMO_EXCHANGE } from '@/demo/people';
import { categories, products } from '@/server/db/schema/catalog';
import { replay } from '@/scripts/exchange/replay';
import { client, newBuyer, validOrder, withoutMinimumOrder } from './cart-helpers';
import { login, call, type ExchangeTestServer } from './exchange-support';

/**
 * The «done when» of issue #12 for one real package: replayed over HTTP as 1C sends it, it ends
 * in success, and each named product is on its category page, at its own address, found by
 * search, put in a cart and ordered; the order then leaves through `sale` with the 1C Ид.
 */

const FIXTURES = path.join(import.meta.dirname, '../fixtures/commerceml');

export async function replayFixture(ex: ExchangeTestServer, fixture: string) {
  const folder = await mkdtemp(path.join(tmpdir(), 'vitrina-real-'));
  try {
    await cp(path.join(FIXTURES, fixture), folder, { recursive: true });
    return await replay({
      url: `${ex.api.origin}/api/1c/exchange/`,
      user: DEMO_EXCHANGE.email,
      password: DEMO_EXCHANGE.password,
      dir: folder,
    });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

export async function importedProduct(ex: ExchangeTestServer, externalId: string) {
  const [row] = await ex.api.db
    .select({
      id: products.id,
      slug: products.slug,
      title: products.title,
      price: products.price,
      stock: products.stock,
      isActive: products.isActive,
      categorySlug: categories.fullSlug,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.externalId, externalId));
  if (!row) throw new Error(`Товара с Ид ${externalId} нет в каталоге`);
  return row;
}

interface Listing {
  products: { results: { id: number; slug: string; price: string | null; stock: number }[] };
}

/** Browsed, opened and found: each answer must carry the product with the imported price. */
export async function expectBrowsable(
  ex: ExchangeTestServer,
  product: Awaited<ReturnType<typeof importedProduct>>,
) {
  const page = await ex.api.request<Listing>(`/api/category/${product.categorySlug}/?pageSize=100`);
  expect(page.status).toBe(200);
  const listed = page.body.products.results.find((p) => p.id === product.id);
  expect(listed, `${product.title} на странице /category/${product.categorySlug}/`).toMatchObject({
    price: product.price,
    stock: product.stock,
  });
  const card = await ex.api.request<{ title: string; price: string | null }>(
    `/api/product/${product.slug}/`,
  );
  expect(card.status).toBe(200);
  expect(card.body).toMatchObject({ title: product.title, price: product.price });
  const found = await ex.api.request<{ products: { id: number }[] }>(
    `/api/modal-search/?query=${encodeURIComponent(product.title)}`,
  );
  expect(found.body.products.map((p) => p.id)).toContain(product.id);
}

/** A buyer orders each product; 1C's `sale` query lists the order with every 1C Ид, once. */
export async function expectOrderedAndExported(
  ex: ExchangeTestServer,
  items: { id: number; externalId: string }[],
) {
  await withoutMinimumOrder(ex.api);
  const buyer = await newBuyer(ex.api, { points: 1 });
  const http = client(ex.api, buyer);
  const point = buyer.points[0]?.id;
  for (const item of items) {
    const added = await http.post('/api/cart/add/', {
      product_id: item.id,
      quantity: 1,
      trade_point_id: point,
    });
    expect(added.status, JSON.stringify(added.body)).toBeLessThan(300);
  }
  const made = await http.post<{ id: number; number: string }>('/api/order/make/', {
    ...validOrder,
    trade_point_id: point,
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const cookie = await login(ex.api, 'sale', DEMO_EXCHANGE.email, DEMO_EXCHANGE.password);
  const sale = (mode: string) => call(ex.api, { type: 'sale', mode }, { cookie });
  const query = await sale('query');
  expect(query.text).toContain(`<Номер>${made.body.number}</Номер>`);
  for (const item of items) expect(query.text).toContain(`<Ид>${item.externalId}</Ид>`);
  expect((await sale('success')).text).toBe('success');
  expect((await sale('query')).text).not.toContain(`<Номер>${made.body.number}</Номер>`);
}
