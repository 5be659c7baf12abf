import { CURRENCY_SIGN } from '@/lib/constants-frame';
import type { Order } from '@/lib/api/contract/orders';
import type { ManagerOrder } from '@/lib/api/contract/orders-manager';
import type { Db } from '../db/client';
import type { Mailer, MailMessage } from '../mail/mailer';
import { managerView } from './orders-manager';

function money(value: string): string {
  const [whole = '0', fraction = '00'] = value.split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ' ')},${fraction} ${CURRENCY_SIGN}`;
}

function orderLines(order: Order): string[] {
  return order.lines.map(
    (l, i) =>
      `${i + 1}. ${l.title} (арт. ${l.article}) — ${l.quantity} ${l.unit} × ${money(l.price)} = ${money(l.total)}`,
  );
}

/** Issue #13: the sum as on the invoice — without VAT, the VAT, with VAT. */
function orderSums(order: Order): string[] {
  return [
    `Сумма без НДС: ${money(order.totals.net)}`,
    `НДС: ${money(order.totals.vat)}`,
    `Итого с НДС: ${money(order.totals.gross)} (позиций: ${order.items_count})`,
  ];
}

function orderFacts(order: Order): string[] {
  return [
    `Торговая точка: ${order.trade_point_title ?? 'базовая корзина'}`,
    `Получатель: ${order.recipient.name}, ${order.recipient.phone}, ${order.recipient.email}`,
    ...(order.organization ? [`Организация: ${order.organization}`] : []),
    `Доставка: ${order.delivery_title}${order.delivery_address ? `, ${order.delivery_address}` : ''}`,
    `Оплата: ${order.payment_title}`,
    ...(order.comment ? [`Комментарий: ${order.comment}`] : []),
  ];
}

function buyerConfirmation(order: Order, siteOrigin: string): Omit<MailMessage, 'to'> {
  const text = [
    `Здравствуйте, ${order.recipient.name}!`,
    '',
    `Мы получили ваш заказ № ${order.number}. Менеджер проверит наличие и свяжется с вами для подтверждения.`,
    '',
    ...orderLines(order),
    '',
    ...orderSums(order),
    ...orderFacts(order),
    '',
    `Статус заказа — в личном кабинете: ${siteOrigin}/user/lk-orders/`,
    `Счёт на оплату (PDF, откроется после входа на сайт): ${siteOrigin}${order.invoice_url}`,
  ].join('\n');
  return { subject: `Заказ № ${order.number} принят`, text };
}

function managerNotice(
  order: Order,
  buyerEmail: string,
  siteOrigin: string,
): Omit<MailMessage, 'to'> {
  const text = [
    `Новый заказ № ${order.number} на сумму ${money(order.total)}.`,
    `Покупатель: ${buyerEmail}`,
    ...orderFacts(order),
    '',
    ...orderLines(order),
    '',
    ...orderSums(order),
    '',
    `Заказы: ${siteOrigin}/manager/orders/`,
  ].join('\n');
  return {
    subject: `Новый заказ № ${order.number}: ${order.organization ?? order.recipient.name}, ${money(order.total)}`,
    text,
  };
}

export function statusNotice(
  order: Order,
  siteOrigin: string,
  comment: string | null,
): Omit<MailMessage, 'to'> {
  const text = [
    `Здравствуйте, ${order.recipient.name}!`,
    '',
    `Статус заказа № ${order.number}: ${order.status_title}.`,
    ...(comment ? [`Комментарий менеджера: ${comment}`] : []),
    '',
    `Заказ в личном кабинете: ${siteOrigin}/user/lk-orders/`,
  ].join('\n');
  return { subject: `Заказ № ${order.number}: ${order.status_title.toLowerCase()}`, text };
}

/**
 * After a status change (a manager's or 1C's): the buyer gets the new status by mail. Returns
 * the order as a manager sees it now.
 */
export async function mailStatusChange(
  deps: { db: Db; mailer: Mailer; siteOrigin: string },
  orderId: number,
  comment: string | null,
): Promise<ManagerOrder> {
  const { buyerEmail, ...order } = await managerView(deps.db, orderId);
  const letter = statusNotice(order, deps.siteOrigin, comment);
  await sendAll(deps.mailer, deps.db, [{ to: buyerEmail, ...letter }]);
  return order;
}

/** Mail never undoes an order: a failure is logged and the outbox keeps the letter. */
export async function sendAll(mailer: Mailer, db: Db, messages: MailMessage[]): Promise<void> {
  for (const message of messages) {
    try {
      await mailer.send(db, message);
    } catch (error) {
      console.error('[mail] письмо по заказу не отправлено:', (error as Error).message);
    }
  }
}

/** The buyer's letter goes to the account and, when different, to the recipient too. */
export function orderPlacedMessages(
  order: Order,
  buyerEmail: string,
  managers: string[],
  siteOrigin: string,
): MailMessage[] {
  const buyerLetter = buyerConfirmation(order, siteOrigin);
  const to = [...new Set([buyerEmail.toLowerCase(), order.recipient.email.toLowerCase()])];
  const notice = managerNotice(order, buyerEmail, siteOrigin);
  return [
    ...to.map((address) => ({ to: address, ...buyerLetter })),
    ...managers.map((address) => ({ to: address, ...notice })),
  ];
}
