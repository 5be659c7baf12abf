import type { QuickLine } from '@/lib/api/contract/quick-order';

/** The buyer's decision on one line of the review. */
export interface LineChoice {
  /** The option chosen (index into `options`), or null while none is. */
  pick: number | null;
  quantity: number | null;
  include: boolean;
}

/** Found lines start chosen; several candidates wait for the buyer; the rest stay out. */
export function initialChoice(line: QuickLine): LineChoice {
  const first = line.options[0];
  if (line.status === 'found' && first && first.quantity !== null)
    return { pick: 0, quantity: first.quantity, include: true };
  if (line.status === 'invalid' && first) return { pick: 0, quantity: null, include: false };
  return { pick: null, quantity: null, include: false };
}

export function pickOption(line: QuickLine, index: number | null): LineChoice {
  const option = index === null ? undefined : line.options[index];
  if (!option) return { pick: null, quantity: null, include: false };
  return { pick: index, quantity: option.quantity, include: option.quantity !== null };
}

/** What goes to the cart: chosen lines with a product and a positive whole quantity. */
export function confirmedLines(lines: QuickLine[], choices: LineChoice[]) {
  return lines.flatMap((line, i) => {
    const c = choices[i];
    const option = c?.pick === null || c?.pick === undefined ? undefined : line.options[c.pick];
    if (!c?.include || !option || !c.quantity || c.quantity < 1) return [];
    return [{ index: i, product_id: option.product.id, quantity: c.quantity }];
  });
}
