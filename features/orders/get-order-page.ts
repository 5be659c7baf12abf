import 'server-only';
import { cartInfo, orderData } from '@/lib/api/endpoints/buying';
import { personalApi, personalPage } from '@/lib/data/personal-page';
import { cartKeys, pointKey } from '@/lib/cart/cart-keys';
import { serverApi } from '@/lib/api/server';

/** /order/: the server's active cart with its order data, as the cart page does. */
export function getOrderPage() {
  return personalPage(async (qc) => {
    const info = await personalApi(serverApi, cartInfo, { query: {} });
    const pointId = info.trade_point_id;
    qc.setQueryData(cartKeys.info(pointId), info);
    qc.setQueryData(
      cartKeys.orderData(pointId),
      await personalApi(serverApi, orderData, { query: { trade_point_id: pointKey(pointId) } }),
    );
    return { pointId };
  });
}
