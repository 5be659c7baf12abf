import { rm } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { TEXT_BASE_CART } from '@/lib/constants';
import {
  COOKIE_CONSENT_NAME,
  TEXT_CHOOSE_CART,
  TEXT_SEARCH_PLACEHOLDER,
} from '@/lib/constants-frame';
import {
  e2eGood,
  replayPackage,
  saleSession,
  statusDocument,
  writePackage,
} from './support/exchange';
import { signIn } from './support/sign-in';

// Issue #12 end to end: 1C sends a package → the good is on its category page and in search
// with 1C's price and stock → a buyer orders it → 1C takes the order (and not again after
// success) → 1C's status document → the buyer's orders page shows the new status.

const BUYER = { email: 'buyer@vitrina.by', password: 'Buyer-2026!' };

test('a 1C package becomes a product a buyer orders; the order goes to 1C and its status comes back', async ({
  page,
  context,
  baseURL,
}, info) => {
  test.setTimeout(240_000);
  const origin = baseURL ?? '';
  const good = e2eGood(info.project.name);
  const dir = await writePackage(good);
  try {
    const result = await replayPackage(origin, dir);
    expect(result.imported.map((i) => i.name)).toEqual(['import.xml', 'offers.xml']);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  await context.addCookies([{ name: COOKIE_CONSENT_NAME, value: '1', url: origin }]);

  // The category page: the group 1C sent, the good with 1C's price and stock.
  const tree = (await (await page.request.get('/api/categories/tree/')).json()) as {
    title: string;
    full_slug: string;
  }[];
  const category = tree.find((c) => c.title === good.group);
  expect(category, `категория «${good.group}» в дереве`).toBeTruthy();
  await page.goto(`/category/${category?.full_slug}/`);
  const card = page
    .getByTestId('product-card')
    .filter({ has: page.getByRole('heading', { name: good.title, exact: true }) });
  await expect(card.getByTestId('product-price')).toHaveAttribute('data-price', good.price);
  await expect(card).toContainText(`В наличии ${good.stock}\u00a0шт`);

  // Search from the header finds it.
  const input = page.getByRole('combobox', { name: TEXT_SEARCH_PLACEHOLDER });
  await input.fill(good.title);
  await expect(
    page.getByRole('listbox').getByRole('option', { name: new RegExp(good.title) }),
  ).toBeVisible();

  // A buyer puts it in the base cart and orders it.
  await signIn(page, BUYER);
  await page.goto(`/category/${category?.full_slug}/`);
  await page.getByRole('banner').getByRole('button', { name: TEXT_CHOOSE_CART }).click();
  const picker = page.getByRole('dialog', { name: TEXT_CHOOSE_CART });
  await picker.getByRole('radio', { name: new RegExp(TEXT_BASE_CART) }).check();
  await picker.getByRole('button', { name: 'Выбрать' }).click();
  expect((await page.request.post('/api/cart/clear/?trade_point_id=0')).status()).toBe(200);
  await page.reload();
  const buyable = page
    .getByTestId('product-card')
    .filter({ has: page.getByRole('heading', { name: good.title, exact: true }) });
  await buyable.getByRole('button', { name: /^В корзину: / }).click();
  await expect(buyable.getByRole('link', { name: /^В корзине: / })).toBeVisible();
  await page.goto('/cart/');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await page.getByRole('link', { name: 'Перейти к оформлению' }).click();
  await page.getByRole('button', { name: 'Оформить заказ' }).click();
  await expect(page).toHaveURL(/\/order\/confirm\/\d+\/$/);
  const orderId = /\/order\/confirm\/(\d+)\//.exec(page.url())?.[1] ?? '';
  const heading = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  const number = /№ (\S+)/.exec(heading)?.[1] ?? '';
  expect(number).not.toBe('');

  // 1C's order exchange: the order with the good's 1C Ид, then not again after success.
  const sale = await saleSession(origin);
  const query = await sale.query();
  expect(query).toContain(`<Номер>${number}</Номер>`);
  expect(query).toContain(`<Ид>${good.id}</Ид>`);
  expect((await sale.success()).trim()).toBe('success');
  expect(await sale.query()).not.toContain(`<Номер>${number}</Номер>`);

  // 1C sends the order's new status; the buyer's orders page shows it.
  const imported = await sale.sendDocuments(statusDocument({ id: orderId, number }, 'Отгружен'));
  expect(imported.trim()).toBe('success');
  await page.goto('/user/lk-orders/');
  await expect(page.locator(`[data-order-number="${number}"]`)).toContainText('Отгружен');

  // 1C marks the good deleted: it leaves the shop (other specs count the demo's 2,000 goods).
  const gone = await writePackage(good, { deleted: true });
  try {
    await replayPackage(origin, gone);
  } finally {
    await rm(gone, { recursive: true, force: true });
  }
  const found = (await (
    await page.request.get(`/api/modal-search/?query=${encodeURIComponent(good.title)}`)
  ).json()) as { products: { title: string }[] };
  expect(found.products.map((p) => p.title)).not.toContain(good.title);
});
