import 'server-only';
import { orderConfirm } from '@/lib/api/endpoints/orders';
import { ApiRequestError } from '@/lib/api/errors';
import { personalApi, personalPage } from '@/lib/data/personal-page';
import { serverApi } from '@/bff/server-api';

/** /order/confirm/{id}/: the buyer's own order, or null (404) for anything else. */
export function getOrderConfirm(rawId: string) {
  const id = Number(rawId);
  return personalPage(async () => {
    if (!/^\d{1,9}$/.test(rawId) || id <= 0) return { order: null };
    try {
      return { order: await personalApi(serverApi, orderConfirm, { params: { id } }) };
    } catch (error) {
      if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400))
        return { order: null };
      throw error;
    }
  });
}
