import { callApi } from '@/lib/api/client';
import { ApiRequestError } from '@/lib/api/errors';
import { quickOrderMatch, quickOrderToCart } from '@/lib/api/endpoints/quick-order';
import { quickOrderMatchSchema, type QuickOrderMatch } from '@/lib/api/contract/quick-order';
import { pointKey } from '@/lib/cart/cart-keys';

export const matchText = (text: string): Promise<QuickOrderMatch> =>
  callApi(quickOrderMatch, { body: { text } });

/** A spreadsheet goes as a form: callApi speaks JSON only. */
export async function matchFile(file: File): Promise<QuickOrderMatch> {
  const form = new FormData();
  form.append('file', file, file.name);
  const response = await fetch(quickOrderMatch.path, {
    method: 'POST',
    body: form,
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
  });
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new ApiRequestError(response.status, data);
  return quickOrderMatchSchema.parse(data);
}

export const addToCart = (
  pointId: number | null,
  lines: { product_id: number; quantity: number }[],
) =>
  callApi(quickOrderToCart, {
    body: {
      trade_point_id: pointKey(pointId),
      // Only what the contract takes: the review's own bookkeeping stays in the browser.
      lines: lines.map(({ product_id, quantity }) => ({ product_id, quantity })),
    },
  });
