import ExcelJS from 'exceljs';
import { eq, like } from 'drizzle-orm';
import { products } from '@/server/db/schema/catalog';
import type { ApiAnswer, TestServer } from '../support/test-server';
import type { Session } from './cart-helpers';
import type { QuickLine } from '@/lib/api/contract/quick-order';

/** Helpers of the quick-order tests (issue #13). */

export interface MatchBody {
  lines: QuickLine[];
  skipped: number;
}

/** A seeded product found by a piece of its title, set to known rules. */
export async function productTitled(
  api: TestServer,
  piece: string,
  rules: { stock?: number; minQty?: number; packQty?: number; price?: string } = {},
) {
  const [row] = await api.db
    .select({ id: products.id })
    .from(products)
    .where(like(products.title, `%${piece}%`))
    .orderBy(products.id)
    .limit(1);
  if (!row) throw new Error(`Нет товара «${piece}»`);
  const [p] = await api.db
    .update(products)
    .set({
      stock: rules.stock ?? 1000,
      minQty: rules.minQty ?? 1,
      packQty: rules.packQty ?? 1,
      price: rules.price ?? '10.00',
      isActive: true,
    })
    .where(eq(products.id, row.id))
    .returning();
  if (!p) throw new Error('Товар не обновлён');
  return p;
}

export function upload(
  api: TestServer,
  session: Session | null,
  bytes: Uint8Array,
  name: string,
): Promise<ApiAnswer<MatchBody & Record<string, unknown>>> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  return api.request('/api/quick-order/match/', {
    method: 'POST',
    headers: session?.headers ?? {},
    body: form,
  });
}

/** An XLSX built the way a buyer's sheet looks; `fill` writes the first sheet. */
export async function xlsx(fill: (sheet: ExcelJS.Worksheet) => void): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  fill(book.addWorksheet('Заказ'));
  return new Uint8Array(await book.xlsx.writeBuffer());
}

/** The first sheet's rows as plain values (formulas as results), for reading an export. */
export async function readXlsx(bytes: ArrayBuffer): Promise<unknown[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes);
  const rows: unknown[][] = [];
  book.worksheets[0]?.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
}
