import { MAX_LINE_QUANTITY } from '@/lib/api/contract/cart';
import {
  availabilityProblem,
  formatQuantity,
  lineLimit,
  type QuantityFacts,
} from '../cart/quantity-rules';

/** A quantity as written in a cell: «12», «12,5», «1 000», «12 шт». */
export type ReadQuantity = { value: number } | { error: string } | { missing: true };

export function readQuantity(text: string | null): ReadQuantity {
  if (text === null || !text.trim()) return { missing: true };
  const cleaned = text
    .trim()
    .replace(/[\s\u00a0]/g, '')
    .replace(/−/g, '-')
    .replace(',', '.')
    .replace(/[^\d.+-]+\.?$/, '');
  const value = Number(cleaned);
  if (!cleaned || !Number.isFinite(value))
    return { error: `Не удалось прочитать количество «${text.trim()}».` };
  if (value <= 0) return { error: `Количество должно быть больше нуля, а указано ${text.trim()}.` };
  return { value };
}

export interface Adjusted {
  quantity: number | null;
  notes: string[];
  problem: string | null;
}

/**
 * What the cart would take of a requested amount, each change said in words: a fraction is
 * rounded up, the amount raised to the minimum and to whole packs, then cut to the stock —
 * the rules /api/cart/add/ enforces (server/cart/quantity-rules.ts).
 */
export function adjustQuantity(p: QuantityFacts, requested: ReadQuantity): Adjusted {
  const problem = availabilityProblem(p);
  if (problem) return { quantity: null, notes: [], problem };
  const notes: string[] = [];
  let q: number;
  if ('missing' in requested) {
    q = p.minQty;
    notes.push(`Количество не указано — взято ${formatQuantity(q, p.unit)}.`);
  } else if ('error' in requested) {
    return { quantity: null, notes: [], problem: requested.error };
  } else {
    q = requested.value;
    if (!Number.isInteger(q)) {
      q = Math.ceil(q);
      notes.push(`Дробное количество округлено вверх до ${formatQuantity(q, p.unit)}.`);
    }
  }
  if (q > MAX_LINE_QUANTITY) q = MAX_LINE_QUANTITY + 1; // cut to the stock below, said once
  if (q < p.minQty) {
    q = p.minQty;
    notes.push(`Увеличено до минимального заказа — ${formatQuantity(q, p.unit)}.`);
  }
  if (q % p.packQty !== 0) {
    q = Math.ceil(q / p.packQty) * p.packQty;
    notes.push(
      `Округлено вверх до целых упаковок по ${formatQuantity(p.packQty, p.unit)} — ${formatQuantity(q, p.unit)}.`,
    );
  }
  const limit = lineLimit(p);
  if (q > limit) {
    q = limit;
    notes.push(`На складе меньше — уменьшено до ${formatQuantity(q, p.unit)}.`);
  }
  return { quantity: q, notes, problem: null };
}
