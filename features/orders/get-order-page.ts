import 'server-only';
import { cartInfo } from '@/lib/api/endpoints/cart';
import { orderData } from '@/lib/api/endpoints/orders';
import { personalApi, personalPage } from '@/lib/data/personal-page';
import { cartKeys, pointKey } from '@/lib/cart/cart-keys';
import { serverApi } from '@/bff/server-api';

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
