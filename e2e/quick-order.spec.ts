import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { swapLayoutKeepingOthers } from '@/server/search/keyboard';
import { signIn } from './support/sign-in';

const SHOTS = '/tmp/shots-qo';
const BUYER = { email: 'buyer@vitrina.by', password: 'Buyer-2026!' };

interface Found {
  title: string;
  article: string;
  in_stock: boolean;
}

async function shot(page: Page, info: TestInfo, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({
    path: `${SHOTS}/${info.project.name}-${name}.png`,
    fullPage: true,
    scale: 'css',
  });
}

/** The buyer, signed in; the cookie banner accepted, since it would cover the screenshots. */
async function signInAsBuyer(page: Page) {
  await signIn(page, BUYER);
  const accept = page.getByRole('button', { name: 'Принять' });
  if (await accept.isVisible()) await accept.click();
}

/** Products in stock of the seeded catalogue, found as a visitor's search finds them. */
async function inStock(request: APIRequestContext, query: string): Promise<Found[]> {
  const res = await request.get(`/api/modal-search/?query=${encodeURIComponent(query)}`);
  const body = (await res.json()) as { products: Found[] };
  return body.products.filter((p) => p.in_stock);
}

/** «Смесь штукатурная гипсовая Knauf Ротбанд, 30 кг» → «смесь штукатурная гипсовая …»: one typo. */
const withTypo = (title: string) =>
  title.replace(/,.*$/, '').replace(/(\p{L})(\p{L})(\p{L}*)$/u, '$2$1$3');

test('20 pasted lines with typos and a wrong-layout article go through review into the cart', async ({
  page,
}, info) => {
  // Matching 20 lines and a production build on a machine shared by several runs.
  test.setTimeout(300_000);
  await signInAsBuyer(page);
  await page.request.post('/api/cart/clear/?trade_point_id=0', { data: {} });
  await page.request.post('/api/cart/trade_point/0/', { data: {} });
  const pool = [
    ...(await inStock(page.request, 'кирпич')),
    ...(await inStock(page.request, 'штукатурка')),
    ...(await inStock(page.request, 'грунтовка')),
    ...(await inStock(page.request, 'профиль')),
  ];
  const unique = [...new Map(pool.map((p) => [p.article, p])).values()];
  expect(unique.length).toBeGreaterThanOrEqual(18);
  const [layout, ...rest] = unique;
  if (!layout) throw new Error('Нет товаров');
  const lines = [
    // An article typed with the keyboard on the latin layout.
    `${swapLayoutKeepingOthers(layout.article).toLatin}\t2`,
    ...rest.slice(0, 15).map((p, i) => `${i % 2 ? p.article.toLowerCase() : p.article}\t${i + 1}`),
    ...rest.slice(15, 17).map((p) => `${withTypo(p.title)}; 3`),
    'Кнауф Ротбанд 30кг 5',
    'НЕТ-ТАКОГО-АРТИКУЛА 4',
  ];
  expect(lines).toHaveLength(20);

  await page.goto('/quick-order/');
  await expect(page.getByRole('heading', { name: 'Быстрый заказ', level: 1 })).toBeVisible();
  await shot(page, info, 'page');
  await page.getByLabel('Вставьте строки из Excel или наберите их').fill(lines.join('\n'));
  await page.getByRole('button', { name: 'Найти товары' }).click();

  const rows = page.getByTestId('review-row');
  await expect(rows).toHaveCount(20);
  await expect(rows.nth(0)).toContainText('Найден по артикулу в другой раскладке');
  await expect(rows.nth(19)).toContainText('не найден ни по артикулу, ни по названию');
  // Lines with several candidates wait for the buyer: pick the first candidate of each.
  const selects = page.getByRole('combobox', { name: /^Товар: строка/ });
  for (let i = 0; i < (await selects.count()); i++) await selects.nth(i).selectOption({ index: 1 });
  await shot(page, info, 'review');

  const add = page.getByRole('button', { name: /^Добавить в корзину: \d+/ });
  const count = Number((await add.textContent())?.match(/\d+/)?.[0]);
  expect(count).toBeGreaterThanOrEqual(18);
  await add.click();
  await expect(page.getByText(`Добавлено в корзину строк: ${count}.`)).toBeVisible();

  const info0 = await page.request.get('/api/cart/info/?trade_point_id=0');
  expect(((await info0.json()) as { count: number }).count).toBe(count);
  await page.getByRole('link', { name: 'Перейти в корзину' }).click();
  await expect(page.getByTestId('cart-line')).toHaveCount(count);
  await shot(page, info, 'cart');
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Скачать XLSX' }).click();
  expect((await download).suggestedFilename()).toBe('Корзина.xlsx');
});
