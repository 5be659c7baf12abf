import 'server-only';
import ExcelJS from 'exceljs';
import { asc, eq } from 'drizzle-orm';
import {
  lineAmounts,
  priceInMode,
  sumAmounts,
  type Amounts,
  type VatBasis,
} from '@/lib/pricing/vat';
import type { Db } from '../db/client';
import { orderItems, orders } from '../db/schema/buying';
import type { CartRef } from '../cart/cart-ref';
import { cartList } from '../cart/carts';
import { orderDetail } from '../orders/orders-read';

/** The columns of the export, in the order accountants and 1C expect them. */
export const EXPORT_HEADERS = [
  'Артикул',
  'Наименование',
  'Ед.',
  'Количество',
  'Цена',
  'Сумма',
  'Ставка НДС',
  'НДС',
  'Всего',
] as const;

interface ExportLine {
  article: string;
  title: string;
  unit: string;
  quantity: number;
  /** In the line's own VAT basis; null: «по запросу», nothing to pay. */
  price: string | null;
  basis: VatBasis;
}

export interface ExportFile {
  name: string;
  bytes: Buffer;
}

const money = (text: string) => Number(text);

/**
 * One sheet: Цена and Сумма without VAT, then the rate, the VAT and the total with it, each
 * line split as 1C splits it (lib/pricing/vat.ts), totals as sums of the lines. The header
 * row is the one quick order reads, so the file uploads back as it is.
 */
async function workbook(title: string, lines: ExportLine[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(title.slice(0, 31));
  sheet.columns = [
    { width: 16 },
    { width: 56 },
    { width: 8 },
    { width: 12 },
    { width: 12 },
    { width: 14 },
    { width: 12 },
    { width: 12 },
    { width: 14 },
  ];
  sheet.addRow([...EXPORT_HEADERS]).font = { bold: true };
  const amounts: Amounts[] = [];
  for (const l of lines) {
    const a = lineAmounts(l.price ?? '0.00', l.quantity, l.basis);
    amounts.push(a);
    sheet.addRow([
      l.article,
      l.title,
      l.unit,
      l.quantity,
      l.price === null ? null : money(priceInMode(l.price, l.basis, 'without')),
      money(a.net),
      `${l.basis.rate} %`,
      money(a.vat),
      money(a.gross),
    ]);
  }
  const total = sumAmounts(amounts);
  const totalRow = sheet.addRow([
    'Итого',
    null,
    null,
    null,
    null,
    money(total.net),
    null,
    money(total.vat),
    money(total.gross),
  ]);
  totalRow.font = { bold: true };
  for (const col of [5, 6, 8, 9]) sheet.getColumn(col).numFmt = '#,##0.00';
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await book.xlsx.writeBuffer());
}

export async function cartExport(db: Db, ref: CartRef): Promise<ExportFile> {
  const cart = await cartList(db, ref);
  const lines = cart.lines.map((l) => ({
    article: l.product.article,
    title: l.product.title,
    unit: l.product.unit,
    quantity: l.quantity,
    price: l.price,
    // The line's own facts once the buyer's price type fills them (issue #13), else the card's.
    basis: {
      rate: l.vat_rate ?? l.product.vat_rate,
      included: l.price_includes_vat ?? l.product.price_includes_vat,
    },
  }));
  const where = ref.title ? ` — ${ref.title}` : '';
  return { name: `Корзина${where}.xlsx`, bytes: await workbook('Корзина', lines) };
}

/** An order of the buyer (`userId`), or any order for a manager (null). */
export async function orderExport(
  db: Db,
  orderId: number,
  userId: number | null,
): Promise<ExportFile> {
  const order = await orderDetail(db, orderId, userId);
  // The rate and basis stored on the order at placing (migration 0011), in the lines' order.
  const [stored, [head]] = await Promise.all([
    db
      .select({ rate: orderItems.vatRate })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId))
      .orderBy(asc(orderItems.id)),
    db
      .select({ included: orders.pricesIncludeVat })
      .from(orders)
      .where(eq(orders.id, orderId))
      .limit(1),
  ]);
  const included = order.prices_include_vat ?? head?.included ?? true;
  const lines = order.lines.map((l, i) => ({
    article: l.article,
    title: l.title,
    unit: l.unit,
    quantity: l.quantity,
    price: l.price,
    basis: { rate: l.vat_rate ?? Number(stored[i]?.rate ?? 20), included },
  }));
  return {
    name: `Заказ № ${order.number}.xlsx`,
    bytes: await workbook(`Заказ ${order.number}`, lines),
  };
}
