import 'server-only';
import { cartInfo, cartList } from '@/lib/api/endpoints/cart';
import { personalApi, personalPage } from '@/lib/data/personal-page';
import { cartKeys, pointKey } from '@/lib/cart/cart-keys';
import { serverApi } from '@/bff/server-api';

/**
 * The cart page renders per request: the server's active cart (the one last chosen through
 * /api/cart/trade_point/{id}/) is loaded into the query cache; the browser then follows
 * localStorage.pointId, which names the same cart unless it was changed on another device.
 */
export function getCartPage() {
  return personalPage(async (qc) => {
    const info = await personalApi(serverApi, cartInfo, { query: {} });
    const pointId = info.trade_point_id;
    const list = await personalApi(serverApi, cartList, {
      query: { trade_point_id: pointKey(pointId) },
    });
    qc.setQueryData(cartKeys.info(pointId), info);
    qc.setQueryData(cartKeys.list(pointId), list);
    return { pointId };
  });
}
