import 'server-only';
import { cartInfo } from '@/lib/api/endpoints/cart';
import { tradePoints } from '@/lib/api/endpoints/trade-points';
import { personalApi, personalPage } from '@/lib/data/personal-page';
import { cartKeys, TRADE_POINTS_KEY } from '@/lib/cart/cart-keys';
import { serverApi } from '@/bff/server-api';

/** /user/retail-outlets/: the buyer's trade points with their carts, and the base cart. */
export function getRetailOutlets() {
  return personalPage(async (qc) => {
    const [points, base] = await Promise.all([
      personalApi(serverApi, tradePoints, {}),
      personalApi(serverApi, cartInfo, { query: { trade_point_id: 0 } }),
    ]);
    qc.setQueryData(TRADE_POINTS_KEY, points);
    qc.setQueryData(cartKeys.info(null), base);
    return {};
  });
}
