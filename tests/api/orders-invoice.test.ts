import { execFileSync } from 'node:child_process';
import { asc, eq } from 'drizzle-orm';
import { orderItems } from '@/server/db/schema/buying';
import { products } from '@/server/db/schema/catalog';
import { mailOutbox, siteConfigs } from '@/server/db/schema/content';
import { users } from '@/server/db/schema/users';
import {
  TEXT_INN_CHECKSUM,
  TEXT_UNP_CHECKSUM,
  TEXT_UNP_FORMAT,
} from '@/lib/api/contract/company-numbers';
import { startTestServer, type TestServer } from '../support/test-server';
import {
  client,
  newBuyer,
  productWith,
  sessionFor,
  validOrder,
  withoutMinimumOrder,
  type Session,
} from './cart-helpers';

/** Issue #13: the «Счёт на оплату» PDF of an order, and the company numbers it carries. */

let api: TestServer;
beforeAll(async () => {
  api = await startTestServer({ products: 30 });
  // The invoice of a small order (70,30 ₽) is what is checked; the minimum has its own tests.
  await withoutMinimumOrder(api);
});
afterAll(() => api.close());

const BUYER_UNP = '192736453';

async function download(path: string, session?: Session) {
  const res = await fetch(api.origin + path, { headers: session?.headers ?? {} });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

/** The PDF's text as an accountant's tools read it (layout kept), every run of spaces one space. */
const pdfText = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf })
    .toString('utf8')
    .replace(/[ \u00a0\u202f]+/g, ' ');

async function placedOrder() {
  const buyer = await newBuyer(api, { points: 1 });
  await api.db.update(users).set({ unp: BUYER_UNP }).where(eq(users.id, buyer.userId));
  const http = client(api, buyer);
  const a = await productWith(api, { price: '19.90', stock: 100 });
  const b = await productWith(api, { price: '3.05', stock: 100 });
  for (const p of [a, b])
    await api.db.update(products).set({ vatRate: '20' }).where(eq(products.id, p.id));
  const point = buyer.points[0]?.id;
  await http.post('/api/cart/add/', { product_id: a.id, quantity: 2, trade_point_id: point });
  await http.post('/api/cart/add/', { product_id: b.id, quantity: 10, trade_point_id: point });
  const made = await http.post<{ id: number; number: string }>('/api/order/make/', {
    ...validOrder,
    trade_point_id: point,
  });
  expect(made.status).toBe(201);
  return { buyer, http, ...made.body };
}

describe('invoice PDF', () => {
  it('gives the owner a PDF with both УНП, the VAT, the total and the total in words', async () => {
    const { buyer, http, id, number } = await placedOrder();
    const order = await http.get<{ invoice_url: string }>(`/api/order-confirm/${id}/`);
    expect(order.body.invoice_url).toBe(`/api/order/${id}/invoice/`);

    const { res, bytes } = await download(order.body.invoice_url, buyer);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('cache-control')).toContain('no-store');
    const disposition = res.headers.get('content-disposition') ?? '';
    expect(disposition).toContain(`filename="invoice-${number}.pdf"`);
    expect(disposition).toContain(
      `filename*=UTF-8''${encodeURIComponent(`Счёт на оплату № ${number}.pdf`)}`,
    );
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

    const [sellerUnp] = await api.db
      .select({ value: siteConfigs.value })
      .from(siteConfigs)
      .where(eq(siteConfigs.name, 'SELLER_UNP'));
    const text = pdfText(bytes);
    expect(text).toContain(`Счёт на оплату № ${number}`);
    expect(text).toContain(`УНП ${sellerUnp?.value}`);
    // The organisation the order was placed for, with the buyer's УНП.
    expect(text).toContain(`Покупатель: ООО «Тест», УНП ${BUYER_UNP}`);
    // 39.80 and 30.50 with 20 % VAT inside: 6.63 + 5.08, each line rounded on its own.
    expect(text).toMatch(/НДС 20 %:\s+11,71/);
    expect(text).toMatch(/Сумма без НДС:\s+58,59/);
    expect(text).toMatch(/Всего с НДС:\s+70,30/);
    expect(text).toContain('Всего к оплате: Семьдесят белорусских рублей 30 копеек');
    expect(text).toContain('В том числе НДС: Одиннадцать белорусских рублей 71 копейка');
    expect(text).toContain('Оплатить в течение 3 банковских дней');
    expect(text).toContain('BY15 ALFA 3012 2365 4300 1027 0000');

    // The buyer's «Заказ № … принят» links to the same PDF on the site.
    const letters = await api.db.select().from(mailOutbox).where(eq(mailOutbox.to, buyer.email));
    expect(letters.find((m) => m.subject === `Заказ № ${number} принят`)?.text).toContain(
      `http://localhost:3000/api/order/${id}/invoice/`,
    );
  });

  it('lets a manager download it, hides it from another buyer and asks a guest to sign in', async () => {
    const { id } = await placedOrder();
    const path = `/api/order/${id}/invoice/`;
    const manager = await sessionFor(api, 'manager@vitrina.by');
    const asManager = await download(path, manager);
    expect(asManager.res.status).toBe(200);
    expect(pdfText(asManager.bytes)).toContain(`УНП ${BUYER_UNP}`);

    const stranger = await newBuyer(api);
    const asStranger = await download(path, stranger);
    expect(asStranger.res.status).toBe(404);
    expect(JSON.parse(asStranger.bytes.toString())).toEqual({ detail: 'Заказ не найден.' });

    expect((await download(path)).res.status).toBe(401);
    expect((await download('/api/order/999999/invoice/', manager)).res.status).toBe(404);
  });
});

describe('invoice amounts', () => {
  it('prints the VAT stored with each line and groups it per rate', async () => {
    const { buyer, id } = await placedOrder();
    const lines = await api.db
      .select({ id: orderItems.id })
      .from(orderItems)
      .where(eq(orderItems.orderId, id))
      .orderBy(asc(orderItems.id));
    // As order placement stores them (issue #13): 30.50 at 10 % holds 2.77 of VAT.
    await api.db
      .update(orderItems)
      .set({ vatRate: '10', vatAmount: '2.77' })
      .where(eq(orderItems.id, lines[1]?.id ?? 0));
    await api.db
      .update(orderItems)
      .set({ vatAmount: '6.63' })
      .where(eq(orderItems.id, lines[0]?.id ?? 0));
    const text = pdfText((await download(`/api/order/${id}/invoice/`, buyer)).bytes);
    expect(text).toMatch(/НДС 20 %: 6,63/);
    expect(text).toMatch(/НДС 10 %: 2,77/);
    expect(text).toMatch(/Сумма без НДС: 60,90/);
    expect(text).toContain('В том числе НДС: Девять белорусских рублей 40 копеек');
  });
});

describe('company numbers in the profile and at registration', () => {
  const patch = (session: Session, body: unknown) =>
    api.request<Record<string, string[]>>('/api/user/personal/', {
      method: 'PATCH',
      headers: { ...session.headers, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('refuses a УНП or ИНН whose check digit is wrong and keeps a right one', async () => {
    const buyer = await newBuyer(api);
    const bad = await patch(buyer, { unp: '192736454', inn: '7707083894' });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ unp: [TEXT_UNP_CHECKSUM], inn: [TEXT_INN_CHECKSUM] });
    expect((await patch(buyer, { unp: '1927' })).body).toEqual({ unp: [TEXT_UNP_FORMAT] });

    expect((await patch(buyer, { unp: 'ма1953684', inn: '7707083893' })).status).toBe(200);
    const [row] = await api.db
      .select({ unp: users.unp, inn: users.inn })
      .from(users)
      .where(eq(users.id, buyer.userId));
    expect(row).toEqual({ unp: 'MA1953684', inn: '7707083893' });
  });

  it('refuses a registration with a wrong УНП or ИНН', async () => {
    const register = (extra: Record<string, unknown>) =>
      api.request<Record<string, string[]>>('/api/accounts/registration/', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          first_name: 'Светлана',
          organization: 'ООО «БелСтройМаркет»',
          email: 'invoice-registration@test.by',
          phone: '+375 (29) 123-45-67',
          company_picked: true,
          is_registration: true,
          policy_accepted: true,
          ...extra,
        }),
      });
    const badUnp = await register({ unp: '190000001' });
    expect(badUnp.status).toBe(400);
    expect(badUnp.body.unp).toEqual([TEXT_UNP_CHECKSUM]);
    const badInn = await register({ inn: '7728123456' });
    expect(badInn.status).toBe(400);
    expect(badInn.body.inn).toEqual([TEXT_INN_CHECKSUM]);
  });
});
