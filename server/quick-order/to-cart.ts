import 'server-only';
import type { QuickOrderToCartInput } from '@/lib/api/contract/quick-order';
import type { Db } from '../db/client';
import { ApiError } from '../http/errors';
import { addItem } from '../cart/cart-items';
import type { CartRef } from '../cart/cart-ref';

/** Thrown inside the transaction to roll it back with every line's error collected. */
class LinesRefused extends Error {
  constructor(readonly errors: Record<string, string[]>) {
    super('Строки не добавлены');
  }
}

/**
 * The confirmed lines into one cart, all or none: each goes through the same rules as
 * /api/cart/add/ (availability, minimum, packs, stock with what the cart holds already) inside
 * one transaction; one refused line rolls back the others, and every refusal is reported as
 * `lines.<index>.<field>`, the shape the contract's own validation uses.
 */
export async function addLines(
  db: Db,
  ref: CartRef,
  lines: QuickOrderToCartInput['lines'],
): Promise<number> {
  try {
    await db.transaction(async (tx) => {
      const errors: Record<string, string[]> = {};
      for (const [i, line] of lines.entries()) {
        try {
          await addItem(tx, ref, line.product_id, line.quantity);
        } catch (error) {
          if (!(error instanceof ApiError)) throw error;
          for (const [field, value] of Object.entries(error.body)) {
            const key = field === 'detail' ? `lines.${i}.product_id` : `lines.${i}.${field}`;
            errors[key] = Array.isArray(value) ? value.map(String) : [String(value)];
          }
        }
      }
      if (Object.keys(errors).length) throw new LinesRefused(errors);
    });
  } catch (error) {
    if (error instanceof LinesRefused)
      throw new ApiError(400, {
        ...error.errors,
        non_field_errors: ['Ничего не добавлено: исправьте отмеченные строки.'],
      });
    throw error;
  }
  return lines.length;
}
