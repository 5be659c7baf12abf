import { and, asc, eq } from 'drizzle-orm';
import { fromKopecks, toKopecks } from '@/lib/money';
import { type Amounts, lineAmounts, priceInMode, sumAmounts } from '@/lib/pricing/vat';
import type { Db } from '../db/client';
import { orderItems, orders } from '../db/schema/buying';
import { users } from '../db/schema/users';
import { listSiteConfigs } from '../content/site';
import { notFound } from '../http/errors';
import { TEXT_ORDER_NOT_FOUND } from '../orders/orders-read';

/** The seller's requisites, from the site settings (SELLER_*, INVOICE_PAYMENT_DAYS). */
export interface Seller {
  name: string;
  unp: string;
  address: string;
  iban: string;
  bank: string;
  bic: string;
  paymentDays: number;
}

export interface InvoiceLine extends Amounts {
  title: string;
  article: string;
  unit: string;
  quantity: number;
  /** The unit price without VAT, as the invoice shows it. */
  netPrice: string;
  /** Per cent. */
  rate: number;
}

export interface InvoiceData {
  number: string;
  createdAt: Date;
  seller: Seller;
  buyer: { name: string; unp: string | null; inn: string | null };
  lines: InvoiceLine[];
  totals: Amounts;
  /** VAT per rate, for «в т. ч. НДС 20 %: …» (several when the lines have different rates). */
  vatByRate: { rate: number; vat: string }[];
}

/** Payment term when the setting is missing or not a sensible number of days. */
const DEFAULT_PAYMENT_DAYS = 3;

export async function loadSeller(db: Db): Promise<Seller> {
  const configs = new Map((await listSiteConfigs(db)).map((c) => [c.name, c.value.trim()]));
  const days = Number(configs.get('INVOICE_PAYMENT_DAYS'));
  return {
    name: configs.get('SELLER_NAME') ?? '',
    unp: configs.get('SELLER_UNP') ?? '',
    address: configs.get('SELLER_ADDRESS') ?? '',
    iban: configs.get('SELLER_IBAN') ?? '',
    bank: configs.get('SELLER_BANK') ?? '',
    bic: configs.get('SELLER_BIC') ?? '',
    paymentDays: Number.isInteger(days) && days > 0 && days < 366 ? days : DEFAULT_PAYMENT_DAYS,
  };
}

/**
 * One line split as stored by order placement (issue #13: `vat_amount` inside the VAT-inclusive
 * `total`). An order placed before placement stored the VAT keeps the default 0 with a non-zero
 * rate; its VAT is then taken out of the total the way the migration back-filled older orders.
 */
function splitLine(total: string, vatAmount: string, rate: number): Amounts {
  const stored = Number(vatAmount) !== 0 || rate === 0 || Number(total) === 0;
  if (!stored) return lineAmounts(total, 1, { rate, included: true });
  const gross = toKopecks(total);
  const vat = toKopecks(vatAmount);
  return { net: fromKopecks(gross - vat), vat: fromKopecks(vat), gross: fromKopecks(gross) };
}

/** The order as an invoice; `userId` limits it to its buyer (null: a manager sees any). */
export async function invoiceData(
  db: Db,
  orderId: number,
  userId: number | null,
): Promise<InvoiceData> {
  const where =
    userId === null
      ? eq(orders.id, orderId)
      : and(eq(orders.id, orderId), eq(orders.userId, userId));
  const [order] = await db
    .select({
      number: orders.number,
      createdAt: orders.createdAt,
      organization: orders.organization,
      pricesIncludeVat: orders.pricesIncludeVat,
      userOrganization: users.organization,
      unp: users.unp,
      inn: users.inn,
      firstName: users.firstName,
      lastName: users.lastName,
      id: orders.id,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(where)
    .limit(1);
  if (!order) throw notFound(TEXT_ORDER_NOT_FOUND);
  const [rows, seller] = await Promise.all([
    db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id))
      .orderBy(asc(orderItems.id)),
    loadSeller(db),
  ]);
  const lines = rows.map((r): InvoiceLine => {
    const rate = Number(r.vatRate);
    return {
      title: r.title,
      article: r.article,
      unit: r.unit,
      quantity: r.quantity,
      rate,
      netPrice: priceInMode(r.price, { rate, included: order.pricesIncludeVat }, 'without'),
      ...splitLine(r.total, r.vatAmount, rate),
    };
  });
  const rates = [...new Set(lines.map((l) => l.rate))].sort((a, b) => b - a);
  const person = [order.lastName, order.firstName].filter(Boolean).join(' ');
  return {
    number: order.number,
    createdAt: order.createdAt,
    seller,
    buyer: {
      name: order.organization ?? order.userOrganization ?? person,
      unp: order.unp,
      inn: order.inn,
    },
    lines,
    totals: sumAmounts(lines),
    vatByRate: rates.map((rate) => ({
      rate,
      vat: sumAmounts(lines.filter((l) => l.rate === rate)).vat,
    })),
  };
}
