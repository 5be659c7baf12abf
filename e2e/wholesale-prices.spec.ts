import fs from 'node:fs';
import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { DEMO_WHOLESALE_BUYER } from '@/demo/people';
import { COOKIE_CONSENT_NAME, TEXT_OPEN_MENU } from '@/lib/constants-frame';
import { toKopecks } from '@/lib/money';
import { priceInMode } from '@/lib/pricing/vat';
import { E2E_ORIGIN } from '../playwright.config';
import { signIn } from './support/sign-in';
import { leafCategories } from './support/category-tree';

/**
 * Issue #13, «Done when» (prices): a buyer at «Крупный опт» sees lower prices than a guest on
 * the same product page and listing; a guest's page requested right after holds no contract
 * price; the VAT switch changes every price on the page and the cart totals add up.
 */

const SHOTS = '/tmp/shots-i13-prices';

async function shot(page: Page, info: TestInfo, name: string, fullPage = false) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${info.project.name}-${name}.png`, fullPage });
}

/** A fresh browser profile with the cookie banner answered, so it covers nothing. */
async function freshPage(browser: Browser, info: TestInfo): Promise<Page> {
  const context = await browser.newContext(info.project.use);
  await context.addCookies([{ name: COOKIE_CONSENT_NAME, value: '1', url: E2E_ORIGIN }]);
  return context.newPage();
}

interface Card {
  id: number;
  slug: string;
  title: string;
  price: string | null;
  vat_rate: number;
  price_includes_vat: boolean;
  stock: number;
  min_qty: number;
  pack_qty: number;
}
/**
 * A listing whose first page has a priced product sold by the piece with volume breaks (the
 * demo gives breaks to two products of three: id % 3 ≠ 0), found through the public API.
 */
async function pickProduct(page: Page): Promise<{ listing: string; card: Card }> {
  for (const slug of await leafCategories(page)) {
    const answer = (await (await page.request.get(`/api/category/${slug}/`)).json()) as {
      products: { results: Card[] };
    };
    const card = answer.products.results.find(
      (p) =>
        p.price !== null &&
        p.id % 3 !== 0 &&
        p.min_qty === 1 &&
        p.pack_qty === 1 &&
        p.stock >= 200 &&
        Number(p.price) >= 5 &&
        Number(p.price) < 90,
    );
    if (card) return { listing: `/category/${slug}/`, card };
  }
  throw new Error('нет подходящего товара с оптовыми скидками');
}

const priceOn = (page: Page, testId: string) => page.getByTestId(testId).first();

function cardPrice(page: Page, title: string) {
  const card = page
    .getByTestId('product-card')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  return card.getByTestId('product-price');
}

/** The switch sits in the header from 1024 px; on a phone it is in the side menu. */
async function switchVat(page: Page, label: 'с НДС' | 'без НДС') {
  const header = page.getByTestId('vat-switch-header');
  if (await header.isVisible()) {
    await header.getByRole('radio', { name: label }).check();
    return;
  }
  await page.getByRole('button', { name: TEXT_OPEN_MENU }).click();
  const menu = page.getByTestId('vat-switch-menu');
  await menu.getByRole('radio', { name: label }).check();
  await page.keyboard.press('Escape');
}

/** Every price on the page that knows its VAT mode is in this one. */
async function expectAllInMode(page: Page, mode: 'with' | 'without') {
  const modes = await page
    .locator('main [data-vat-mode]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-vat-mode')));
  expect(modes.length).toBeGreaterThan(0);
  expect(new Set(modes)).toEqual(new Set([mode]));
}

test.describe('wholesale prices', () => {
  // Two browser profiles, a sign-in and a search for a fitting product through the API.
  test.describe.configure({ timeout: 180_000 });

  test('a contract buyer sees lower prices than a guest, and a guest right after sees none of them', async ({
    browser,
  }, info) => {
    const guest = await freshPage(browser, info);
    const { listing, card } = await pickProduct(guest);
    const productPath = `/product/${card.slug}/`;
    const basis = { rate: card.vat_rate, included: card.price_includes_vat };

    // A guest: the base price, never a call for personal prices.
    const guestCalls: string[] = [];
    guest.on('request', (r) => r.url().includes('/api/prices/') && guestCalls.push(r.url()));
    await guest.goto(productPath);
    const guestPrice = priceOn(guest, 'product-page-price');
    await expect(guestPrice).toHaveAttribute(
      'data-price',
      priceInMode(card.price ?? '', basis, 'with'),
    );

    // The buyer at «Крупный опт»: the same page and listing, lower.
    const buyer = await freshPage(browser, info);
    await signIn(buyer, DEMO_WHOLESALE_BUYER);
    await buyer.goto(productPath);
    const own = priceOn(buyer, 'product-page-price');
    await expect(own).toHaveAttribute('data-personal', 'true');
    const ownPrice = (await own.getAttribute('data-price')) ?? '';
    expect(toKopecks(ownPrice)).toBeLessThan(toKopecks(card.price ?? ''));
    await expect(buyer.getByTestId('price-breaks')).toBeVisible();
    const breaks = await buyer
      .getByTestId('price-break')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-price') ?? ''));
    expect(breaks.length).toBeGreaterThan(0);
    for (const b of breaks) expect(toKopecks(b)).toBeLessThan(toKopecks(ownPrice));
    await shot(buyer, info, 'product-breaks');

    await buyer.goto(listing);
    const ownCard = cardPrice(buyer, card.title);
    await expect(ownCard).toHaveAttribute('data-personal', 'true');
    await expect(ownCard).toHaveAttribute('data-price', ownPrice);
    await shot(buyer, info, 'listing-buyer');

    // The guest, right after: the HTML and the page hold the base price only.
    const html = await (await guest.request.get(productPath)).text();
    const served = /data-testid="product-page-price" data-price="([^"]*)"/.exec(html)?.[1];
    expect(served).toBe(card.price);
    expect(html).not.toContain('data-personal');
    await guest.goto(listing);
    const guestCard = cardPrice(guest, card.title);
    await expect(guestCard).toHaveAttribute('data-price', card.price ?? '');
    await guest.reload();
    await expect(guestCard).toHaveAttribute('data-price', card.price ?? '');
    await expect(guest.getByTestId('personal-price-mark')).toHaveCount(0);
    expect(guestCalls).toEqual([]);
    await shot(guest, info, 'listing-guest');

    await guest.context().close();
    await buyer.context().close();
  });

  test('the VAT switch changes every price on the page, and the cart totals add up', async ({
    browser,
  }, info) => {
    const buyer = await freshPage(browser, info);
    const { card } = await pickProduct(buyer);
    await signIn(buyer, DEMO_WHOLESALE_BUYER);
    await buyer.goto(`/product/${card.slug}/`);
    const own = priceOn(buyer, 'product-page-price');
    await expect(own).toHaveAttribute('data-personal', 'true');
    const withVat = (await own.getAttribute('data-price')) ?? '';
    await expectAllInMode(buyer, 'with');
    await shot(buyer, info, 'header-switch');

    await switchVat(buyer, 'без НДС');
    await expectAllInMode(buyer, 'without');
    await expect(own).toHaveAttribute(
      'data-price',
      priceInMode(withVat, { rate: card.vat_rate, included: true }, 'without'),
    );
    // The choice outlives a reload (localStorage), and the server's default never flashes back.
    await buyer.reload();
    await expect(own).toHaveAttribute('data-vat-mode', 'without');
    await expectAllInMode(buyer, 'without');

    // The cart: one line below the minimum order, then above it.
    await buyer.request.post('/api/cart/clear/?trade_point_id=0', { data: {} });
    const put = async (quantity: number) => {
      const r = await buyer.request.post('/api/cart/update/', {
        data: { product_id: card.id, quantity, trade_point_id: 0 },
      });
      expect(r.status(), await r.text()).toBe(200);
    };
    await put(1);
    await buyer.goto('/cart/');
    const go = buyer.getByRole('link', { name: 'Перейти к оформлению' });
    await expect(buyer.getByTestId('cart-min-order')).toContainText(
      'Минимальная сумма заказа — 100,00',
    );
    await expect(buyer.getByTestId('cart-min-order')).toContainText('Добавьте товаров ещё на');
    await expect(go).toHaveAttribute('aria-disabled', 'true');
    await shot(buyer, info, 'cart-min-order', true);

    await put(Math.ceil(150 / Number(withVat)));
    await buyer.reload();
    await expect(buyer.getByTestId('cart-min-order')).toHaveCount(0);
    await expect(go).toHaveAttribute('aria-disabled', 'false');
    const figure = async (id: string) =>
      toKopecks((await buyer.getByTestId(id).innerText()).replace(/[^\d,]/g, '').replace(',', '.'));
    const net = await figure('cart-total-net');
    const vat = await figure('cart-total-vat');
    const gross = await figure('cart-total');
    expect(net + vat).toBe(gross);
    // The line sum in «без НДС» is the sum without VAT; switched, it is the total with VAT.
    const lineSum = buyer.getByTestId('cart-line-sum');
    await expect(lineSum).toHaveAttribute('data-vat-mode', 'without');
    expect(toKopecks((await lineSum.getAttribute('data-price')) ?? '')).toBe(net);
    await switchVat(buyer, 'с НДС');
    await expect(lineSum).toHaveAttribute('data-vat-mode', 'with');
    expect(toKopecks((await lineSum.getAttribute('data-price')) ?? '')).toBe(gross);
    await shot(buyer, info, 'cart-totals', true);

    await buyer.request.post('/api/cart/clear/?trade_point_id=0', { data: {} });
    await buyer.context().close();
  });
});
