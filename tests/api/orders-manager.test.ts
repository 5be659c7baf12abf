import { createMailer } from '@/server/mail/mailer';
import { startSmtpCatcher } from '../support/smtp-catcher';
import { startTestServer, type TestServer } from '../support/test-server';
import {
  client,
  newBuyer,
  productWith,
  sessionFor,
  stockOf,
  validOrder,
  withoutMinimumOrder,
} from './cart-helpers';

/** The decoded subject of a caught message (nodemailer encodes Cyrillic as RFC 2047 words). */
function subjectOf(raw: string): string {
  const header = /^Subject: (.*(?:\r\n[ \t].*)*)/m.exec(raw)?.[1] ?? '';
  return header
    .replace(/\r\n[ \t]/g, '')
    .replace(/=\?utf-8\?([BQ])\?([^?]*)\?=\s*/gi, (_, enc: string, text: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeURIComponent(text.replace(/_/g, ' ').replace(/=/g, '%')),
    );
}

let api: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
  api = await startTestServer({
    products: 40,
    deps: {
      mailer: createMailer({ smtpUrl: smtp.url, from: 'Витрина <noreply@vitrina.by>', log: false }),
    },
  });
  await withoutMinimumOrder(api);
});
afterAll(async () => {
  await api.close();
  await smtp.close();
});

async function placedOrder() {
  const buyer = await newBuyer(api);
  const http = client(api, buyer);
  const p = await productWith(api, { stock: 30, price: '10.00' });
  await http.post('/api/cart/add/', { product_id: p.id, quantity: 5 });
  const res = await http.post<{ id: number; number: string }>('/api/order/make/', validOrder);
  if (res.status !== 201) throw new Error(JSON.stringify(res.body));
  return { buyer, http, product: p, order: res.body };
}

describe('e-mails through the SMTP server', () => {
  it("delivers the buyer's confirmation and the managers' notice", async () => {
    const { buyer, order } = await placedOrder();
    const toBuyer = smtp.caught.filter((m) => m.to.includes(buyer.email));
    expect(toBuyer.map((m) => subjectOf(m.raw))).toEqual([`Заказ № ${order.number} принят`]);
    const toManager = smtp.caught.filter((m) => m.to.includes('manager@vitrina.by'));
    expect(toManager.map((m) => subjectOf(m.raw))).toContain(
      `Новый заказ № ${order.number}: ООО «Тест», 50,00 ₽`,
    );
  });
});

describe('manager: order statuses', () => {
  it('moves an order along its statuses, keeps the history and tells the buyer', async () => {
    const { buyer, http, order } = await placedOrder();
    const manager = client(api, await sessionFor(api, 'manager@vitrina.by'));
    const list = await manager.get<{ results: { id: number; buyer: { email: string } }[] }>(
      `/api/manager/orders/?query=${order.number}`,
    );
    expect(list.status).toBe(200);
    expect(list.body.results.map((o) => [o.id, o.buyer.email])).toEqual([[order.id, buyer.email]]);

    for (const status of ['confirmed', 'picking', 'shipped', 'delivered']) {
      const res = await manager.post<{ status: string }>(
        `/api/manager/orders/${order.id}/status/`,
        { status, comment: status === 'shipped' ? 'Машина 1234 АВ-7' : undefined },
      );
      expect(res.status, status).toBe(200);
      expect(res.body.status).toBe(status);
    }
    const seen = await http.get<{
      status_title: string;
      history: { status_title: string; comment: string | null }[];
    }>(`/api/order-confirm/${order.id}/`);
    expect(seen.body.status_title).toBe('Доставлен');
    expect(seen.body.history.map((h) => h.status_title)).toEqual([
      'Новый',
      'Подтверждён',
      'В сборке',
      'Отгружен',
      'Доставлен',
    ]);
    expect(seen.body.history[3]?.comment).toBe('Машина 1234 АВ-7');
    const letters = smtp.caught
      .filter((m) => m.to.includes(buyer.email))
      .map((m) => subjectOf(m.raw));
    expect(letters).toContain(`Заказ № ${order.number}: отгружен`);
  });

  it('refuses a jump the order cannot make, and gives the stock back on cancelling', async () => {
    const { product, order } = await placedOrder();
    expect(await stockOf(api, product.id)).toBe(25);
    const manager = client(api, await sessionFor(api, 'manager@vitrina.by'));
    const jump = await manager.post<Record<string, string[]>>(
      `/api/manager/orders/${order.id}/status/`,
      { status: 'delivered' },
    );
    expect(jump.status).toBe(400);
    expect(jump.body.status).toEqual(['Заказ в статусе «Новый» нельзя перевести в «Доставлен».']);
    const cancelled = await manager.post<{ next_statuses: string[] }>(
      `/api/manager/orders/${order.id}/status/`,
      { status: 'cancelled' },
    );
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.next_statuses).toEqual([]);
    expect(await stockOf(api, product.id)).toBe(30);
    const again = await manager.post<Record<string, string[]>>(
      `/api/manager/orders/${order.id}/status/`,
      { status: 'cancelled' },
    );
    expect(again.status).toBe(400);
    expect(again.body.status).toEqual(['Заказ уже в статусе «Отменён».']);
    expect(
      (await manager.post(`/api/manager/orders/${order.id}/status/`, { status: 'lost' })).status,
    ).toBe(400);
    expect(
      (await manager.post('/api/manager/orders/99999999/status/', { status: 'confirmed' })).status,
    ).toBe(404);
  });

  it('makes one change when two managers click at once', async () => {
    const { order, http } = await placedOrder();
    const manager = client(api, await sessionFor(api, 'manager@vitrina.by'));
    const answers = await Promise.all(
      [0, 1].map(() =>
        manager.post(`/api/manager/orders/${order.id}/status/`, { status: 'confirmed' }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    const seen = await http.get<{ history: unknown[] }>(`/api/order-confirm/${order.id}/`);
    expect(seen.body.history).toHaveLength(2);
  });

  it('is closed to buyers (403) and guests (401)', async () => {
    const { http, order } = await placedOrder();
    expect(
      (await http.post(`/api/manager/orders/${order.id}/status/`, { status: 'confirmed' })).status,
    ).toBe(403);
    expect((await http.get('/api/manager/orders/')).status).toBe(403);
    expect((await api.request('/api/manager/orders/')).status).toBe(401);
  });
});
