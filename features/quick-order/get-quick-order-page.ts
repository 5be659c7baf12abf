import 'server-only';
import { cartInfo } from '@/lib/api/endpoints/cart';
import { personalApi, personalPage } from '@/lib/data/personal-page';
import { cartKeys } from '@/lib/cart/cart-keys';
import { serverApi } from '@/bff/server-api';

/** /quick-order/ is personal: the buyer's active cart is the default target of the lines. */
export function getQuickOrderPage() {
  return personalPage(async (qc) => {
    const info = await personalApi(serverApi, cartInfo, { query: {} });
    qc.setQueryData(cartKeys.info(info.trade_point_id), info);
    return { pointId: info.trade_point_id };
  });
}
