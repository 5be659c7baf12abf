import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { BUYER_ORG } from '@/demo/directory';
import { DEMO_BUYER } from '@/demo/people';
import { SITE_CONFIG } from '@/demo/site-content';
import { amountInWords } from '@/lib/format/amount-in-words';
import { signIn } from './support/sign-in';
import { leafCategories } from './support/category-tree';

/** Issue #13: the «Счёт на оплату» downloads from the order page and reads as an invoice. */

const SHOTS = '/tmp/shots-invoice';

/** Two priced products with stock for their minimum, from the first category that has them. */
async function productsInStock(page: Page) {
  for (const slug of await leafCategories(page)) {
    const listing = (await (
      await page.request.get(`/api/category/${slug}/?in_stock=true`)
    ).json()) as {
      products: { results: { id: number; min_qty: number; stock: number; price: string | null }[] };
    };
    const found = listing.products.results.filter(
      (p) => p.price !== null && p.stock >= 3 * p.min_qty,
    );
    if (found.length >= 2) return found.slice(0, 2);
  }
  throw new Error('нет категории с товарами в наличии');
}

/** Two products in stock into the base cart, then the order, through the API the pages use. */
async function placeOrder(page: Page): Promise<{ id: number; number: string; total: string }> {
  const products = await productsInStock(page);
  expect((await page.request.post('/api/cart/clear/?trade_point_id=0')).status()).toBe(200);
  for (const p of products) {
    const added = await page.request.post('/api/cart/add/', {
      data: { product_id: p.id, quantity: p.min_qty, trade_point_id: 0 },
    });
    expect(added.status()).toBe(200);
  }
  const placed = await page.request.post('/api/order/make/', {
    headers: { 'Idempotency-Key': `e2e-invoice-${Date.now()}` },
    data: {
      trade_point_id: 0,
      recipient: {
        name: 'Андрей Соколов',
        phone: '+375291234567',
        email: DEMO_BUYER.email,
        organization: BUYER_ORG.name,
      },
      delivery_method_id: 1,
      payment_method: 'invoice',
    },
  });
  expect(placed.status()).toBe(201);
  const { id, number } = (await placed.json()) as { id: number; number: string };
  const order = (await (await page.request.get(`/api/order-confirm/${id}/`)).json()) as {
    total: string;
  };
  return { id, number, total: order.total };
}

test('the invoice PDF downloads from the order page with the УНП, the VAT and the total in words', async ({
  page,
}, info) => {
  // A cold production server on shared cores: sign-in and the first renders alone took most of
  // the default minute once; the PDF itself renders in well under a second.
  test.setTimeout(180_000);
  await signIn(page, DEMO_BUYER);
  const order = await placeOrder(page);
  await page.goto(`/order/confirm/${order.id}/`);
  const link = page.getByRole('link', { name: /Счёт на оплату \(PDF\)/ });
  await expect(link).toBeVisible();
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${info.project.name}-order.png`, fullPage: true });

  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe(`Счёт на оплату № ${order.number}.pdf`);
  const file = `${SHOTS}/${info.project.name}-invoice.pdf`;
  await download.saveAs(file);
  const text = execFileSync('pdftotext', ['-layout', file, '-'])
    .toString('utf8')
    .replace(/[ \u00a0\u202f]+/g, ' ');

  expect(text).toContain(`Счёт на оплату № ${order.number}`);
  expect(text).toContain(`УНП ${SITE_CONFIG.SELLER_UNP}`);
  expect(text).toContain(`${BUYER_ORG.name}, УНП ${BUYER_ORG.unp}`);
  expect(text).toContain(`Всего к оплате: ${amountInWords(order.total)}`);
  // The VAT of the totals block, and the same amount in words below it.
  const vat = /НДС \d+ %: ([\d ]+,\d\d)/.exec(text)?.[1];
  expect(vat).toBeDefined();
  const vatMoney = (vat ?? '').replace(/ /g, '').replace(',', '.');
  expect(Number(vatMoney)).toBeGreaterThan(0);
  expect(text).toContain(`В том числе НДС: ${amountInWords(vatMoney)}`);
});
