import { expect, test } from '@playwright/test';
import { DEMO_BUYER as BUYER, DEMO_MANAGER as MANAGER } from '@/demo/people';
import { TEXT_BASE_CART } from '@/lib/constants';
import { COOKIE_CONSENT_NAME, TEXT_CHOOSE_CART } from '@/lib/constants-frame';
import { seriousViolations } from './support/axe';
import { addCard, chooseCart, placeOrderByApi, reachMinimumOrder } from './support/buying';
import { roomyListing, SHOP, STORE, strip } from './support/buying';
import { waitForMail } from './support/mailbox';
import { shotsIn } from './support/shots';
import { signIn } from './support/sign-in';

const shot = shotsIn('/tmp/shots-i6', { fullPage: true, scale: 'css' });

test.describe('buying', () => {
  test('carts per trade point, one order from a double click, history and reorder', async ({
    page,
    context,
    baseURL,
  }, info) => {
    test.setTimeout(240_000);
    // Each project buys its own products: both run on one database, and orders take stock.
    const offset = info.project.name === 'phone' ? 6 : 0;
    await context.addCookies([{ name: COOKIE_CONSENT_NAME, value: '1', url: baseURL ?? '' }]);
    await signIn(page, BUYER);

    // Start from empty carts (the other project may have run first on the same database).
    const points = (await (await page.request.get('/api/trade_points/')).json()) as {
      id: number;
      title: string;
    }[];
    for (const id of [0, ...points.map((p) => p.id)])
      expect((await page.request.post(`/api/cart/clear/?trade_point_id=${id}`)).status()).toBe(200);
    const before = (
      (await (await page.request.get('/api/user/personal/orders/')).json()) as { count: number }
    ).count;
    const listing = await roomyListing(page);
    const pick = (n: number) => listing.roomy[offset + n] ?? '';

    // Two trade points' carts and the base cart, filled from the catalogue.
    await page.goto(listing.path);
    await chooseCart(page, SHOP);
    await addCard(page, pick(0));
    await expect(strip(page).getByTestId('cart-strip-count')).toHaveText('1');
    await expect(page.getByTestId('cart-dot')).toBeVisible();

    await chooseCart(page, STORE);
    await expect(strip(page).getByTestId('cart-strip-count')).toHaveText('0');
    const first = await addCard(page, pick(1));
    const second = await addCard(page, pick(2));
    await expect(strip(page).getByTestId('cart-strip-count')).toHaveText('2');
    await shot(page, info, 'category-with-strip', false);

    await chooseCart(page, TEXT_BASE_CART);
    await addCard(page, pick(3));
    await expect(strip(page).getByTestId('cart-strip-count')).toHaveText('1');

    // The picker shows each cart's state; a favourite goes in too.
    await page.getByRole('banner').getByRole('button', { name: TEXT_CHOOSE_CART }).click();
    const picker = page.getByRole('dialog', { name: TEXT_CHOOSE_CART });
    await expect(picker.getByRole('radio', { name: new RegExp(STORE) })).toBeVisible();
    await expect(picker.getByText(/товаров: 2 ·/)).toBeVisible();
    await shot(page, info, 'choose-cart-modal', false);
    await picker.getByRole('button', { name: 'Закрыть' }).click();

    // Trade points page: each one's cart; open the warehouse's.
    await page.goto('/user/retail-outlets/');
    const store = page.getByTestId('outlet').filter({ hasText: STORE });
    await expect(store.getByTestId('outlet-cart')).toHaveText(/В корзине товаров: 2 на/);
    await expect(
      page.getByTestId('outlet').filter({ hasText: SHOP }).getByTestId('outlet-cart'),
    ).toHaveText(/В корзине товаров: 1 на/);
    await expect(page.getByTestId('outlet').filter({ hasText: TEXT_BASE_CART })).toHaveAttribute(
      'data-active',
      'true',
    );
    await shot(page, info, 'retail-outlets');
    await store.getByRole('button', { name: 'Открыть корзину' }).click();

    // The cart page: the warehouse's two lines; a quantity step changes the total without a reload.
    await expect(page).toHaveURL(/\/cart\/$/);
    await expect(page.getByTestId('cart-page-point')).toHaveText(STORE);
    await expect(page.getByTestId('cart-line')).toHaveCount(2);
    await expect(page.getByTestId('cart-line').first()).toContainText(first);
    const total = page.getByTestId('cart-total');
    const was = await total.textContent();
    await page
      .getByTestId('cart-line')
      .first()
      .getByRole('button', { name: 'Увеличить количество' })
      .click();
    await expect(total).not.toHaveText(was ?? '');
    await expect(strip(page).getByTestId('cart-strip-total')).toHaveText(
      (await total.textContent()) ?? '',
    );
    await shot(page, info, 'cart');
    const storeId = points.find((p) => p.title === STORE)?.id ?? -1;
    if (await reachMinimumOrder(page, storeId)) await page.reload();

    // The order page, prefilled from the profile; a double click on 'Оформить заказ'.
    await page.getByRole('link', { name: 'Перейти к оформлению' }).click();
    await expect(page.getByTestId('order-point')).toHaveText(STORE);
    await expect(page.getByLabel('Имя и фамилия')).toHaveValue('Соколов Андрей Викторович');
    await page.getByLabel(/Пожелания по доставке/).fill('Разгрузка с 9 до 17, нужен счёт-фактура');
    await shot(page, info, 'order');
    const placedAt = Date.now();
    await page.getByRole('button', { name: 'Оформить заказ' }).dblclick();
    await expect(page).toHaveURL(/\/order\/confirm\/\d+\/$/);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(/^Заказ № \d{4}-\d{6} оформлен$/);
    const number = /№ (\S+)/.exec((await heading.textContent()) ?? '')?.[1] ?? '';
    await expect(page.getByRole('cell', { name: second })).toBeVisible();
    await shot(page, info, 'order-confirm');

    // Exactly one order; the warehouse's cart is empty, the others untouched; the e-mail came.
    const after = (await (await page.request.get('/api/user/personal/orders/')).json()) as {
      count: number;
      results: { number: string }[];
    };
    expect(after.count).toBe(before + 1);
    expect(after.results[0]?.number).toBe(number);
    await expect(page.getByTestId('cart-dot')).toBeHidden();
    const state = (await (await page.request.get('/api/trade_points/')).json()) as {
      title: string;
      cart: { count: number };
    }[];
    expect(state.map((p) => [p.title, p.cart.count])).toEqual(
      expect.arrayContaining([
        [SHOP, 1],
        [STORE, 0],
      ]),
    );
    const mail = await waitForMail(
      BUYER.email,
      new RegExp(`Заказ № ${number} принят`),
      placedAt - 1000,
    );
    expect(mail.text).toContain(first);

    // History: the order with its status; the detail opens; a reorder refills the current cart.
    await page.goto('/user/lk-orders/');
    const row = page.locator(`[data-order-number="${number}"]`);
    await expect(row).toContainText('Новый');
    await expect(row).toContainText(STORE);
    await row.getByRole('button', { name: 'Подробнее' }).click();
    await expect(row.getByRole('cell', { name: first })).toBeVisible();
    await row.getByRole('button', { name: 'Повторить заказ' }).click();
    await expect(row.getByRole('status')).toContainText(
      `В корзину «${STORE}» добавлено позиций: 2.`,
    );
    await expect(page.getByTestId('cart-dot')).toBeVisible();
    await shot(page, info, 'orders-history');
    await page.goto('/cart/');
    await expect(page.getByTestId('cart-line')).toHaveCount(2);
  });

  test('favourites: the heart keeps a product, the favourites page adds it to the cart', async ({
    page,
    context,
    baseURL,
  }, info) => {
    await context.addCookies([{ name: COOKIE_CONSENT_NAME, value: '1', url: baseURL ?? '' }]);
    await signIn(page, BUYER);
    const listing = await roomyListing(page);
    await page.goto(listing.path);
    const title = listing.roomy[4] ?? '';
    const card = page
      .getByTestId('product-card')
      .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
    const heart = card.getByRole('button', { name: /избранно/ });
    if ((await heart.getAttribute('aria-pressed')) === 'false') await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await page
      .getByRole('banner')
      .getByRole('link', { name: /^Избранное/ })
      .click();
    await expect(page).toHaveURL(/\/favourites\/$/);
    const kept = page.getByTestId('product-card').filter({ hasText: title });
    await expect(kept).toBeVisible();
    await shot(page, info, 'favourites');
    await kept.getByRole('button', { name: /^В корзину: / }).click();
    await expect(kept.getByRole('link', { name: /^В корзине: / })).toBeVisible();
    await kept.getByRole('button', { name: 'Убрать из избранного' }).click();
    await expect(kept).toBeHidden();
  });

  test('a manager moves an order on; the buyer sees the new status', async ({
    browser,
    baseURL,
  }, info) => {
    const buyer = await browser.newContext();
    await buyer.addCookies([{ name: COOKIE_CONSENT_NAME, value: '1', url: baseURL ?? '' }]);
    const buyerPage = await buyer.newPage();
    await signIn(buyerPage, BUYER);
    const number = await placeOrderByApi(buyerPage);

    const manager = await browser.newContext();
    await manager.addCookies([{ name: COOKIE_CONSENT_NAME, value: '1', url: baseURL ?? '' }]);
    const managerPage = await manager.newPage();
    await signIn(managerPage, MANAGER);
    await managerPage.goto(`/manager/orders/?query=${number}`);
    const row = managerPage.getByTestId('manager-order-row').filter({ hasText: number });
    await row.getByRole('button', { name: 'Открыть' }).click();
    await row.getByLabel('Новый статус').selectOption({ label: 'Подтверждён' });
    await row.getByLabel('Комментарий для покупателя').fill('Отгрузка в четверг');
    await row.getByRole('button', { name: 'Сменить статус' }).click();
    await expect(row.getByText('Отгрузка в четверг')).toBeVisible();
    await shot(managerPage, info, 'manager-orders');

    await buyerPage.goto('/user/lk-orders/');
    const mine = buyerPage.locator(`[data-order-number="${number}"]`);
    await expect(mine).toContainText('Подтверждён');
    await buyer.close();
    await manager.close();
  });

  test('the buying pages and the cart picker have no serious accessibility violations', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: COOKIE_CONSENT_NAME, value: '1', url: baseURL ?? '' }]);
    await signIn(page, BUYER);
    const listing = await roomyListing(page);
    await page.goto(listing.path);
    await addCard(page, listing.roomy[5] ?? '');
    for (const path of [
      '/cart/',
      '/order/',
      '/favourites/',
      '/user/account/',
      '/user/lk-orders/',
      '/user/retail-outlets/',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await seriousViolations(page), path).toEqual([]);
    }
    await page.getByRole('banner').getByRole('button', { name: TEXT_CHOOSE_CART }).click();
    await expect(
      page.getByRole('dialog', { name: TEXT_CHOOSE_CART }).getByRole('radio').first(),
    ).toBeVisible();
    expect(await seriousViolations(page), 'выбор корзины').toEqual([]);
  });
});
