import { eq } from 'drizzle-orm';
import { formatPrice } from '@/lib/format/numbers';
import { fromKopecks, toKopecks } from '@/lib/money';
import type { Db } from '../db/client';
import { siteConfigs } from '../db/schema/content';

/** MIN_ORDER_AMOUNT as money ("100.00"); null when empty, 0 or not a sum at all. */
export async function minOrderAmount(db: Db): Promise<string | null> {
  const [row] = await db
    .select({ value: siteConfigs.value })
    .from(siteConfigs)
    .where(eq(siteConfigs.name, 'MIN_ORDER_AMOUNT'))
    .limit(1);
  // Managers type "100", "100,00" or "1 000": all are the same sum.
  const text = row?.value.replace(/[\s\u00a0]/g, '').replace(',', '.') ?? '';
  if (!/^\d{1,10}(\.\d{1,2})?$/.test(text)) return null;
  const kopecks = toKopecks(text);
  return kopecks > 0n ? fromKopecks(kopecks) : null;
}

/** How much the gross total lacks to reach the minimum: "0.00" once reached or with none. */
export function minOrderMissing(minimum: string | null, gross: string): string {
  if (minimum === null) return '0.00';
  const missing = toKopecks(minimum) - toKopecks(gross);
  return fromKopecks(missing > 0n ? missing : 0n);
}

/** The refusal, in the shop's money format: the minimum and what is still missing. */
export function minOrderText(minimum: string, missing: string): string {
  return `Минимальная сумма заказа — ${formatPrice(minimum)}. Добавьте товаров ещё на ${formatPrice(missing)}, чтобы оформить заказ.`;
}
