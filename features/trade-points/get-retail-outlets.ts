import 'server-only';
import { cartInfo } from '@/lib/api/endpoints/cart';
import { tradePoints } from '@/lib/api/endpoints/trade-points';
import { personalApi, personalPage } from '../account/personal-api';
import { cartKeys, TRADE_POINTS_KEY } from '../cart/cart-keys';

/** /user/retail-outlets/: the buyer's trade points with their carts, and the base cart. */
export function getRetailOutlets() {
  return personalPage(async (qc) => {
    const [points, base] = await Promise.all([
      personalApi(tradePoints, {}),
      personalApi(cartInfo, { query: { trade_point_id: 0 } }),
    ]);
    qc.setQueryData(TRADE_POINTS_KEY, points);
    qc.setQueryData(cartKeys.info(null), base);
    return {};
  });
}
