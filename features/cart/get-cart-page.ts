import 'server-only';
import { cartInfo, cartList } from '@/lib/api/endpoints/cart';
import { personalApi, personalPage } from '../account/personal-api';
import { cartKeys, pointKey } from './cart-keys';

/**
 * The cart page renders per request: the server's active cart (the one last chosen through
 * /api/cart/trade_point/{id}/) is loaded into the query cache; the browser then follows
 * localStorage.pointId, which names the same cart unless it was changed on another device.
 */
export function getCartPage() {
  return personalPage(async (qc) => {
    const info = await personalApi(cartInfo, { query: {} });
    const pointId = info.trade_point_id;
    const list = await personalApi(cartList, { query: { trade_point_id: pointKey(pointId) } });
    qc.setQueryData(cartKeys.info(pointId), info);
    qc.setQueryData(cartKeys.list(pointId), list);
    return { pointId };
  });
}
