import { expect, type Page } from '@playwright/test';
import { DEMO_BUYER } from '@/demo/people';
import { TEXT_CHOOSE_CART } from '@/lib/constants-frame';
import { leafCategories } from './category-tree';

/** Two of the demo buyer's trade points, as demo/people.ts seeds them. */
export const SHOP = 'Магазин на Партизанском';
export const STORE = 'Склад в Колодищах';

/** Spec §4: the header arrow opens 'Выберите корзину'; confirming shows the strip with that cart. */
export async function chooseCart(page: Page, title: string) {
  await page.getByRole('banner').getByRole('button', { name: TEXT_CHOOSE_CART }).click();
  const dialog = page.getByRole('dialog', { name: TEXT_CHOOSE_CART });
  await dialog.getByRole('radio', { name: new RegExp(title) }).check();
  await dialog.getByRole('button', { name: 'Выбрать' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('cart-strip-title')).toHaveText(title);
}

export const strip = (page: Page) => page.getByTestId('cart-strip');

/** Adds the product card with this title on the current listing, as a buyer clicks it. */
export async function addCard(page: Page, title: string) {
  const card = page
    .getByTestId('product-card')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  const add = card.getByRole('button', { name: /^В корзину: / });
  // The server's button has no handler until React hydrates the card, and a click before that
  // is lost (CI saw it once on a phone): wait for React's props on the element.
  await expect
    .poll(() => add.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactProps$'))))
    .toBe(true);
  await add.click();
  await expect(card.getByRole('link', { name: /^В корзине: / })).toBeVisible();
  return title;
}

interface Listing {
  path: string;
  /** Titles of first-page products with stock for several orders of a few packs. */
  roomy: string[];
}

/**
 * A category whose first page has plenty of products in good stock: each project buys its
 * own, orders take stock, and a reorder must still find them. Found through the API.
 */
export async function roomyListing(page: Page): Promise<Listing> {
  for (const slug of await leafCategories(page)) {
    const listing = (await (
      await page.request.get(`/api/category/${slug}/?in_stock=true`)
    ).json()) as {
      products: { results: { title: string; stock: number; min_qty: number; pack_qty: number }[] };
    };
    const roomy = listing.products.results
      .filter((p) => p.stock >= 6 * (p.min_qty + p.pack_qty))
      .map((p) => p.title);
    if (roomy.length >= 16) return { path: `/category/${slug}/?in_stock=true`, roomy };
  }
  throw new Error('нет категории с товарами в наличии');
}

interface CartListBody {
  min_order_missing: string;
  lines: { quantity: number; price: string | null; product: { id: number; pack_qty: number } }[];
}

/**
 * Issue #13: the demo shop takes orders from 100 BYN. A buyer below it raises the dearest
 * line by whole packs until the cart reaches the minimum (a tenth more covers the lower
 * volume-break price the larger quantity may bring). True when the cart changed.
 */
export async function reachMinimumOrder(page: Page, pointId: number): Promise<boolean> {
  const url = `/api/cart/list/?trade_point_id=${pointId}`;
  const cart = (await (await page.request.get(url)).json()) as CartListBody;
  const missing = Number(cart.min_order_missing);
  if (missing <= 0) return false;
  const line = cart.lines
    .filter((l) => l.price !== null)
    .sort((a, b) => Number(b.price) - Number(a.price))[0];
  if (!line) throw new Error('в корзине нет товара с ценой');
  const pack = line.product.pack_qty;
  const extra = Math.ceil((missing * 1.1) / Number(line.price) / pack) * pack;
  const updated = await page.request.post('/api/cart/update/', {
    data: { product_id: line.product.id, quantity: line.quantity + extra, trade_point_id: pointId },
  });
  expect(updated.status(), await updated.text()).toBe(200);
  const after = (await (await page.request.get(url)).json()) as CartListBody;
  expect(after.min_order_missing).toBe('0.00');
  return true;
}

/** An order placed through the API the order page uses: one product in the base cart. */
export async function placeOrderByApi(page: Page): Promise<string> {
  const slug = (await roomyListing(page)).path.replace(/^\/category\//, '').replace(/\/\?.*$/, '');
  const category = (await (
    await page.request.get(`/api/category/${slug}/?in_stock=true`)
  ).json()) as { products: { results: { id: number; min_qty: number }[] } };
  const product = category.products.results[0];
  if (!product) throw new Error('нет товара в наличии');
  expect((await page.request.post('/api/cart/clear/?trade_point_id=0')).status()).toBe(200);
  expect(
    (
      await page.request.post('/api/cart/add/', {
        data: { product_id: product.id, quantity: product.min_qty, trade_point_id: 0 },
      })
    ).status(),
  ).toBe(200);
  await reachMinimumOrder(page, 0);
  const placed = await page.request.post('/api/order/make/', {
    headers: { 'Idempotency-Key': `e2e-manager-${Date.now()}` },
    data: {
      trade_point_id: 0,
      recipient: { name: 'Андрей Соколов', phone: '+375291234567', email: DEMO_BUYER.email },
      delivery_method_id: 1,
      payment_method: 'invoice',
    },
  });
  expect(placed.status()).toBe(201);
  return ((await placed.json()) as { number: string }).number;
}
