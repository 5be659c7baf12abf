import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { asc, count, eq } from 'drizzle-orm';
import { orders, orderStatusHistory } from '@/server/db/schema/buying';
import { products } from '@/server/db/schema/catalog';
import { mailOutbox } from '@/server/db/schema/content';
import { exchangeSessions } from '@/server/db/schema/exchange';
import { exportOrders } from '@/server/exchange/sale';
import { users } from '@/server/db/schema/users';
import type { TestServer } from '../support/test-server';
import { client, newBuyer, productWith, validOrder, withoutMinimumOrder } from './cart-helpers';
import { childText, childrenOf, cp1251, parseXml, type XmlNode } from './xml-tree';

/** Helpers of the sale exchange tests: a placed order, 1C's documents files, rows to check. */

/** An open `sale` exchange session, as checkauth would make it. */
export async function openSaleSession(api: TestServer): Promise<{ id: number }> {
  const [row] = await api.db
    .insert(exchangeSessions)
    .values({
      kind: 'sale',
      tokenHash: randomUUID(),
      expiresAt: new Date(Date.now() + 3_600_000),
      status: 'open',
    })
    .returning({ id: exchangeSessions.id });
  if (!row) throw new Error('Сеанс обмена не создан');
  return row;
}

export const ORGANIZATION = 'ООО «Стройторг»';
export const COMMENT = 'Въезд с ул. <Северной> & звонить за час';

/** A buyer of an organisation with a УНП orders two products, one of them from 1C. */
export async function placeOrder(api: TestServer) {
  await withoutMinimumOrder(api);
  const buyer = await newBuyer(api, { points: 1, organization: ORGANIZATION });
  await api.db.update(users).set({ unp: '190000005' }).where(eq(users.id, buyer.userId));
  const http = client(api, buyer);
  const a = await productWith(api, { price: '19.90', stock: 100 });
  const b = await productWith(api, { price: '3.05', stock: 100 });
  const externalId = `${randomUUID()}#${randomUUID()}`;
  await api.db.update(products).set({ externalId }).where(eq(products.id, a.id));
  const point = buyer.points[0]?.id;
  await http.post('/api/cart/add/', { product_id: a.id, quantity: 2, trade_point_id: point });
  await http.post('/api/cart/add/', { product_id: b.id, quantity: 10, trade_point_id: point });
  const res = await http.post<{ id: number; number: string }>('/api/order/make/', {
    ...validOrder,
    recipient: { ...validOrder.recipient, organization: ORGANIZATION },
    trade_point_id: point,
    comment: COMMENT,
  });
  if (res.status !== 201) throw new Error(JSON.stringify(res.body));
  return { buyer, order: res.body, a, b, externalId };
}

/** The orders the sale query would send 1C now, by number. */
export async function exportedOrders(
  api: TestServer,
  session: { id: number },
): Promise<Map<string, XmlNode>> {
  const root = parseXml(await exportOrders(api.db, session));
  return new Map(childrenOf(root, 'Документ').map((d) => [childText(d, 'Номер') ?? '', d]));
}

export function requisites(doc: XmlNode): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const r of childrenOf(doc, 'ЗначенияРеквизитов', 'ЗначениеРеквизита'))
    out[childText(r, 'Наименование') ?? ''] = childText(r, 'Значение');
  return out;
}

export async function orderRow(api: TestServer, id: number) {
  const [row] = await api.db.select().from(orders).where(eq(orders.id, id));
  if (!row) throw new Error('Заказа нет');
  return row;
}

export const historyOf = (api: TestServer, id: number) =>
  api.db
    .select()
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, id))
    .orderBy(asc(orderStatusHistory.id));

/** Subjects of the letters kept in the outbox for one address. */
export async function subjectsTo(api: TestServer, to: string): Promise<string[]> {
  const rows = await api.db
    .select({ subject: mailOutbox.subject })
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to));
  return rows.map((r) => r.subject);
}

export const mailCount = async (api: TestServer) =>
  (await api.db.select({ n: count() }).from(mailOutbox))[0]?.n ?? 0;

let fileCounter = 0;
/** A documents file as 1C writes it back; windows-1251 unless told otherwise. */
export async function documentsFile(
  dir: string,
  documents: string,
  encoding: 'windows-1251' | 'utf-8' = 'windows-1251',
) {
  const xml = `<?xml version="1.0" encoding="${encoding}"?>\r\n<КоммерческаяИнформация xmlns="urn:1C.ru:commerceml_2" ВерсияСхемы="2.08" ДатаФормирования="2026-11-23T12:00:00">\r\n${documents}\r\n</КоммерческаяИнформация>\r\n`;
  const name = `orders-${++fileCounter}.xml`;
  const file = path.join(dir, name);
  await writeFile(file, encoding === 'utf-8' ? Buffer.from(xml) : cp1251(xml));
  return { path: file, name };
}

export function saleDocument(fields: Record<string, string>, reqs: Record<string, string> = {}) {
  const elements = Object.entries(fields).map(([k, v]) => `<${k}>${v}</${k}>`);
  const values = Object.entries(reqs).map(
    ([k, v]) =>
      `<ЗначениеРеквизита><Наименование>${k}</Наименование><Значение>${v}</Значение></ЗначениеРеквизита>`,
  );
  return `<Документ>${elements.join('')}<ХозОперация>Заказ товара</ХозОперация><Роль>Продавец</Роль><ЗначенияРеквизитов>${values.join('')}</ЗначенияРеквизитов></Документ>`;
}
